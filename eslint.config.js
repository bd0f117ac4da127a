// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

/**
 * Folder boundaries (DESIGN.md section 2, STYLE.md "keep arrows one way"): contract imports
 * nothing of ours; server and widget import contract only; embed imports the contract's types
 * only (`import type`, zero bytes); widget-react (the partners' React wrapper) imports the
 * loader's types only; the dashboard imports contract and the widget's form helpers, never
 * server code.
 * ESLint's core `no-restricted-imports` does it without a resolver plugin (the usual
 * import-x plugin pulls native bindings that break `npm ci` here; see docs/decisions.md).
 */
const forbid = (...folders) => ({
  "no-restricted-imports": [
    "error",
    {
      patterns: folders.map((f) => {
        // "embed:types": that folder's types only (`import type`), never its code.
        const [folder, types] = f.split(":");
        return {
          regex: `^(\\.\\.?/)+(src/)?${folder}(/|$)`,
          message: `This folder may not import ${types ? "code " : ""}from src/${folder} (see DESIGN.md section 2).`,
          ...(types && { allowTypeImports: true }),
        };
      }),
    },
  ],
});

export default tseslint.config(
  { ignores: ["dist", "node_modules", ".data", "coverage", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  { files: ["src/contract/**"], rules: forbid("server", "widget", "embed", "widget-react") },
  { files: ["src/server/**"], rules: forbid("widget", "embed", "widget-react") },
  // The server's kernel imports no feature (the full layering: test/architecture/).
  {
    files: ["src/server/db/**", "src/server/http/**"],
    rules: forbid(
      ...["widget", "embed", "widget-react", "auth", "orgs", "events", "registrar", "domains"],
      ...["dns", "orders", "payments", "hosted", "demo", "cli"],
    ),
  },
  { files: ["src/widget/**"], rules: forbid("server", "embed", "widget-react") },
  { files: ["src/dashboard/**"], rules: forbid("server", "embed", "widget-react") },
  // The loader ships alone (under 3 KB): the contract's types only (the postMessage protocol).
  {
    files: ["src/embed/**"],
    rules: forbid("server", "widget", "contract:types", "widget-react"),
  },
  // The React wrapper ships to partners: it may know the loader's types, nothing else of ours.
  {
    files: ["src/widget-react/**"],
    rules: forbid("server", "widget", "contract", "embed:types"),
  },
);

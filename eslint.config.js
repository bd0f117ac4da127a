// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

/**
 * Folder boundaries (docs/architecture.md, "Which way imports point"): contract imports
 * nothing of ours; server and widget import contract only; the dashboard imports contract and
 * the widget's form helpers, never server code; the published packages (packages/) import
 * nothing of the service (each other by package name only).
 * ESLint's core `no-restricted-imports` does it without a resolver plugin (the usual
 * import-x plugin pulls native bindings that break `npm ci` here; see docs/decisions/foundation.md, "Lint boundaries").
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
          message: `This folder may not import ${types ? "code " : ""}from src/${folder} (see docs/architecture.md, "Which way imports point").`,
          ...(types && { allowTypeImports: true }),
        };
      }),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      "dist",
      "packages/*/dist",
      "node_modules",
      ".data",
      "coverage",
      "test-results",
      "playwright-report",
    ],
  },
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
  { files: ["src/contract/**"], rules: forbid("server", "widget") },
  { files: ["src/server/**"], rules: forbid("widget") },
  // The server's kernel imports no feature (the allowed imports: test/architecture/).
  {
    files: ["src/server/db/**", "src/server/http/**"],
    rules: forbid(
      ...["widget", "auth", "orgs", "events", "registrar", "domains"],
      ...["dns", "orders", "payments", "hosted", "demo", "cli"],
    ),
  },
  { files: ["src/widget/**"], rules: forbid("server") },
  { files: ["src/dashboard/**"], rules: forbid("server") },
  // The packages ship to partners: nothing of the service, not even its types (a package's
  // declarations must resolve in a stranger's project); another package by its name only.
  {
    files: ["packages/*/src/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./",
              message: "A package imports its own files, and other packages by name only.",
            },
          ],
        },
      ],
    },
  },
);

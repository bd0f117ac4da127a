// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

/**
 * Folder boundaries (DESIGN.md section 2, STYLE.md "keep arrows one way"): contract imports
 * nothing of ours; server, widget and embed import contract only; embed imports nothing.
 * ESLint's core `no-restricted-imports` does it without a resolver plugin (the usual
 * import-x plugin pulls native bindings that break `npm ci` here; see docs/decisions.md).
 */
const forbid = (...folders) => ({
  "no-restricted-imports": [
    "error",
    {
      patterns: folders.map((f) => ({
        regex: `^(\\.\\.?/)+(src/)?${f}(/|$)`,
        message: `This folder may not import from src/${f} (see DESIGN.md section 2).`,
      })),
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
  { files: ["src/contract/**"], rules: forbid("server", "widget", "embed") },
  { files: ["src/server/**"], rules: forbid("widget", "embed") },
  { files: ["src/widget/**"], rules: forbid("server", "embed") },
  { files: ["src/embed/**"], rules: forbid("server", "widget", "contract") },
);

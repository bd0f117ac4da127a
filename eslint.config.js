// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import globals from "globals";

/**
 * Folder boundaries (DESIGN.md section 2, STYLE.md "keep arrows one way"):
 * contract imports nothing of ours; server, widget and embed import contract only;
 * embed imports nothing at all.
 */
const zones = [
  { target: "./src/contract", from: ["./src/server", "./src/widget", "./src/embed"] },
  { target: "./src/server", from: ["./src/widget", "./src/embed"] },
  { target: "./src/widget", from: ["./src/server", "./src/embed"] },
  { target: "./src/embed", from: ["./src/server", "./src/widget", "./src/contract"] },
];

export default tseslint.config(
  { ignores: ["dist", "node_modules", ".data", "coverage", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones }],
      "import-x/no-cycle": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"] }),
      ],
    },
  },
);

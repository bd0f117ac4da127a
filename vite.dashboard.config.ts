import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { compiledCatalogs } from "./scripts/vite-compiled-catalogs";

/**
 * Builds the organization's dashboard into dist/dashboard, served at /dashboard. A build of
 * its own (not a second input of the widget's): nothing is shared with the widget's chunks, so
 * the widget's entry and /embed.js stay exactly as they were.
 */
export default defineConfig({
  root: fileURLToPath(new URL("./src/dashboard", import.meta.url)),
  base: "/dashboard/",
  publicDir: false,
  // The widget's API errors it reuses name the widget's texts, whose catalogs are compiled.
  plugins: [react(), compiledCatalogs()],
  build: {
    outDir: fileURLToPath(new URL("./dist/dashboard", import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
});

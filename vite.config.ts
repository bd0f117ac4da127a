import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { compiledCatalogs } from "./scripts/vite-compiled-catalogs";
import { precompress } from "./scripts/vite-precompress";

/** Builds the widget (hosted and embed pages share one app) into dist/widget. */
export default defineConfig({
  root: fileURLToPath(new URL("./src/widget", import.meta.url)),
  base: "/widget/",
  publicDir: false,
  plugins: [react(), compiledCatalogs(), precompress()],
  build: {
    outDir: fileURLToPath(new URL("./dist/widget", import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // Read by the server (which chunks to preload for a session's first screen) and bench:size.
    manifest: true,
    // The page preloads its chunks itself (src/server/hosted/pages.ts); browsers without
    // modulepreload fetch them on import, so the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false },
  },
});

import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { compiledCatalogs } from "./scripts/vite-compiled-catalogs";
import { precompress } from "./scripts/vite-precompress";
import { startChunk } from "./scripts/vite-start-chunk";

const widget = (file: string) => fileURLToPath(new URL(`./src/widget/${file}`, import.meta.url));

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
    // No preload helper in the entry: the page preloads the chunks of its first screen itself
    // (src/server/hosted/pages.ts), and a later screen's chunk brings its imports with it (the
    // shell starts it when a tab is pointed at or focused). Saves ~0.5 KB gzip before interaction.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // React, TanStack Query, Lingui and the app in one start-up chunk (see the script), each
        // of its modules taken alone: what a screen shares with it is not pulled in with it.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            startChunk(
              "boot",
              widget("main.tsx"),
              widget("boot.tsx"),
              widget("features/search/search-screen.tsx"),
            ),
          ],
        },
      },
    },
  },
});

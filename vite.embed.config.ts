import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

/** Builds the script-tag loader (packages/embed, its `global` entry) as one IIFE, dist/embed/embed.js. */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL("./dist/embed", import.meta.url)),
    emptyOutDir: true,
    target: "es2019",
    lib: {
      entry: fileURLToPath(new URL("./packages/embed/src/global.ts", import.meta.url)),
      name: "RegistrarWidgetLoader",
      formats: ["iife"],
      fileName: () => "embed.js",
    },
  },
});

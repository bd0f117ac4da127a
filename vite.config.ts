import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

/** Builds the widget (hosted and embed pages share one app) into dist/widget. */
export default defineConfig({
  root: fileURLToPath(new URL("./src/widget", import.meta.url)),
  base: "/widget/",
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL("./dist/widget", import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
});

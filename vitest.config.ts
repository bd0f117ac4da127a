import { configDefaults, defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { compiledCatalogs } from "./scripts/vite-compiled-catalogs";

export default defineConfig({
  plugins: [react(), compiledCatalogs()],
  // The workspace packages by their source, as tsconfig.json maps them (`dist/` exists only
  // after a build): the service's tests use `@registrar/node` as a partner imports it.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["src/**/*.test.ts", "test/**/*.test.ts", "packages/*/test/**/*.test.ts"],
          // The long resilience suite and the multi-instance suite run apart:
          // `npm run test:resilience`, `npm run test:multi`.
          exclude: [...configDefaults.exclude, "test/resilience-long/**", "test/multi-instance/**"],
          globalSetup: ["test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "widget",
          environment: "jsdom",
          include: ["src/**/*.test.tsx", "test/**/*.test.tsx", "packages/*/test/**/*.test.tsx"],
          setupFiles: ["src/widget/test/setup.ts"],
          testTimeout: 60_000,
        },
      },
    ],
  },
});

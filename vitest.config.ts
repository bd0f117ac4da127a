import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { compiledCatalogs } from "./scripts/vite-compiled-catalogs";

/**
 * `npm test`'s vitest suites (then Playwright). Every core works: vitest's default on a 2-core
 * machine is one worker. The node project's files share their worker's module graph
 * (`isolate: false`): each file opens its own database and app, so nothing of one file's state
 * is left for the next, and a file no longer pays to import the service again. The widget's
 * component tests stay isolated (React Query caches and DOM stubs are module state there).
 * docs/testing.md has the figures.
 */
/**
 * Node tests that keep a module graph of their own: the widget's and the dashboard's logic
 * (their modules hold a page's state: the active language, loaded texts), the generated
 * client's check (it formats with Prettier, whose caches other files' runs would share), and
 * the files that start an app with the EPP registrar (a process offers the registrar names
 * its apps were given, in order bodies and the OpenAPI enum: `offerRegistrar`).
 */
const ISOLATED_NODE_TESTS = [
  "src/widget/**/*.test.ts",
  "src/dashboard/**/*.test.ts",
  "test/openapi/**/*.test.ts",
  "test/epp/**/*.test.ts",
  "test/integration/epp-*.test.ts",
  "test/integration/checkout-real-registry.test.ts",
  "test/server/epp-config.test.ts",
  "test/server/config.test.ts",
];

export default defineConfig({
  plugins: [react(), compiledCatalogs()],
  // The workspace packages by their source, as tsconfig.json maps them (`dist/` exists only
  // after a build): the service's tests use `@registrar/node` as a partner imports it.
  resolve: { tsconfigPaths: true },
  test: {
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          isolate: false,
          include: ["src/**/*.test.ts", "test/**/*.test.ts", "packages/*/test/**/*.test.ts"],
          // The long resilience suite, the multi-instance suite and the fault suite run apart:
          // `npm run test:resilience`, `npm run test:multi`, `npm run test:faults`; the isolated
          // files below, in "node-isolated".
          exclude: [
            ...configDefaults.exclude,
            "test/resilience-long/**",
            "test/multi-instance/**",
            "test/faults/**",
            ...ISOLATED_NODE_TESTS,
          ],
          globalSetup: ["test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "node-isolated",
          environment: "node",
          include: ISOLATED_NODE_TESTS,
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

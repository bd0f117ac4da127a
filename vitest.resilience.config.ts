import { defineConfig } from "vitest/config";

/** The long resilience suite (`npm run test:resilience`): load, rate limiter, crash recovery. */
export default defineConfig({
  test: {
    name: "resilience",
    environment: "node",
    include: ["test/resilience-long/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});

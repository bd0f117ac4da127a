import { defineConfig } from "vitest/config";

/**
 * The multi-instance suite (`npm run test:multi`, needs TEST_DATABASE_URL): two service
 * processes on one PostgreSQL database, exercised through both.
 */
export default defineConfig({
  test: {
    name: "multi-instance",
    environment: "node",
    include: ["test/multi-instance/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});

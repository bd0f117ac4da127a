import { defineConfig } from "vitest/config";

/**
 * The fault suite (`npm run test:faults`): the service on a throwaway PostgreSQL server of its
 * own (initdb and pg_ctl from /usr/lib/postgresql/<version>/bin, as the `postgres` user when run
 * as root), which it stops, restarts and fills under write load.
 */
export default defineConfig({
  test: {
    name: "faults",
    environment: "node",
    include: ["test/faults/**/*.test.ts"],
    testTimeout: 300_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});

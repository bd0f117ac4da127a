/**
 * The fault suite on PostgreSQL (`npm run test:faults`): the service as a process on a
 * throwaway server of the suite's own, under write load through the API (orders, payments,
 * DNS records, each with an Idempotency-Key, retried with the same key until answered, as a
 * client should), while the server's backends are all terminated, the server is restarted,
 * stopped for 10 s and started again, and its connection slots are all taken. For each fault:
 * the process stays up; every request answered during it is a success or a 503 with
 * Retry-After (counted), nothing else and no hang; a write succeeds within 5 s of the
 * database's return, and no retried key stays "in flight" (409) longer than that; at the end
 * the ledger of acknowledged writes matches the database exactly (0 lost, 0 duplicated, 0
 * unacknowledged). Prints a table of what each fault did (the load and its accounts:
 * `write-load.ts`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { throwawayPostgres } from "./postgres-server";
import { serviceUnderLoad, sleep } from "./write-load";

describe("PostgreSQL faults under write load", () => {
  let server: Awaited<ReturnType<typeof throwawayPostgres>>;
  let service: Awaited<ReturnType<typeof serviceUnderLoad>>["service"];
  let dataDir: string;
  let load: Awaited<ReturnType<typeof serviceUnderLoad>>["load"];

  beforeAll(async () => {
    server = await throwawayPostgres({ maxConnections: 40 });
    dataDir = mkdtempSync(join(tmpdir(), "registrar-faults-data-"));
    ({ service, load } = await serviceUnderLoad({ DATABASE_URL: server.url, DATA_DIR: dataDir }));
  }, 180_000);

  afterAll(async () => {
    await load?.stop();
    await service?.stop();
    await server?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
    const c = new pg.Client({ connectionString: server.url });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  }

  it("stays up, answers 503 with Retry-After during each fault, recovers within 5 s, loses nothing and runs nothing twice", async () => {
    load.start();
    await sleep(1_000);
    await load.underFault("terminate every backend", () =>
      admin(async (c) => {
        await c.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'",
        );
      }),
    );
    await load.underFault("restart the server", async () => {
      await server.restart();
    });
    await load.underFault("stop it for 10 s, start it again", async () => {
      await server.stop();
      await sleep(10_000);
      await server.start();
    });
    await load.underFault("fill max_connections, cut the service's", async () => {
      const held: pg.Client[] = [];
      const fill = async () => {
        for (;;) {
          const c = new pg.Client({ connectionString: server.url });
          c.on("error", () => {});
          try {
            await c.connect();
          } catch {
            return; // every slot is taken
          }
          held.push(c);
        }
      };
      const pids = () => held.map((c) => (c as unknown as { processID: number }).processID);
      try {
        // Every slot taken, the service's own connections cut and their slots taken too,
        // until it holds none: it can open no new one.
        await fill();
        for (let round = 0; round < 50; round++) {
          const cut = await held[0]!.query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> ALL($1::int[])",
            [pids()],
          );
          if (cut.rowCount === 0) break;
          await fill();
        }
        await sleep(3_000);
      } finally {
        await Promise.all(held.map((c) => c.end().catch(() => {})));
      }
    });

    await load.stop();

    const tallies = await admin((c) =>
      load.account("Fault suite (PostgreSQL)", (q, p) => c.query(q, p)),
    );
    // The faults that take the database away for seconds are seen as 503 with Retry-After.
    expect(tallies.find((t) => t.fault.startsWith("stop"))!.unavailable).toBeGreaterThan(0);
    expect(tallies.find((t) => t.fault.startsWith("fill"))!.unavailable).toBeGreaterThan(0);
  });
});

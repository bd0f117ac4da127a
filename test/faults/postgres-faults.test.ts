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
 * unacknowledged). Prints a table of what each fault did.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT } from "../helpers/orders";
import { freePort, startService } from "../helpers/processes";
import { throwawayPostgres } from "./postgres-server";

const RECOVERY_LIMIT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 15_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Tally = {
  fault: string;
  requests: number;
  ok: number;
  unavailable: number;
  /** 503 without Retry-After, any other 5xx, a dropped connection or a hang: each a defect. */
  bad: string[];
  inFlight: number;
  /** When the database was back (ms since epoch), and the first write acknowledged after. */
  backAt?: number;
  recoveredAt?: number;
  /** The last 409 (in flight) a retry got after the database was back. */
  last409At?: number;
  processUp?: boolean;
};

type Kind = "order" | "payment" | "record";

describe("PostgreSQL faults under write load", () => {
  let server: Awaited<ReturnType<typeof throwawayPostgres>>;
  let service: Awaited<ReturnType<typeof startService>>;
  let dataDir: string;
  let base: string;
  let headers: Record<string, string>;
  const run = randomBytes(3).toString("hex");
  const zone = `faults-${run}.com`;
  const acked: Record<Kind, Set<string>> = {
    order: new Set(),
    payment: new Set(),
    record: new Set(),
  };
  const tallies: Tally[] = [];
  let current: Tally = {
    fault: "(warm-up)",
    requests: 0,
    ok: 0,
    unavailable: 0,
    bad: [],
    inFlight: 0,
  };
  let stopping = false;

  beforeAll(async () => {
    server = await throwawayPostgres({ maxConnections: 40 });
    dataDir = mkdtempSync(join(tmpdir(), "registrar-faults-data-"));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    service = await startService(
      {
        DATABASE_URL: server.url,
        DATA_DIR: dataDir,
        PORT: String(port),
        DNS_PORT: "",
        RATE_LIMIT_PER_MINUTE: "1000000",
        RATE_LIMIT_BURST: "1000000",
        LOG_LEVEL: "error",
      },
      120_000,
    );
    const apiKey = /shown only this once:\n\s+(rk_\S+)/.exec(service.output())![1]!;
    headers = { "x-api-key": apiKey, "content-type": "application/json" };
    const bought = await fetch(`${base}/api/v1/registrar/purchase`, {
      method: "POST",
      headers,
      body: JSON.stringify({ domain: zone, contact: CONTACT }),
    });
    expect(((await bought.json()) as { success: boolean }).success).toBe(true);
  }, 180_000);

  afterAll(async () => {
    stopping = true;
    await service?.stop();
    await server?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** One write, retried with its key until it is answered for good; returns its id. */
  async function write(kind: Kind, n: number): Promise<void> {
    const key = randomUUID();
    const [path, body, idField] =
      kind === "order"
        ? [
            "/api/v1/registrar/order",
            { domain: `fault-${run}-${n}.com`, contact: CONTACT, payment_method: "wire" },
            "order_id",
          ]
        : kind === "payment"
          ? [
              "/api/v1/registrar/payments",
              { amount: "1.00", currency: "USD", method: "wire", reference: `fault-${run}-${n}` },
              "payment_id",
            ]
          : [
              `/api/v1/registrar/dns/${zone}/records`,
              { type: "TXT", name: `w${n}`, content: `write ${n}` },
              "id",
            ];
    const giveUpAt = Date.now() + 60_000;
    let last = "";
    while (Date.now() < giveUpAt) {
      const tally = current;
      tally.requests++;
      let res: Response;
      try {
        res = await fetch(`${base}${path}`, {
          method: "POST",
          headers: { ...headers, "idempotency-key": key },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (err) {
        tally.bad.push(`${kind}: ${(err as Error).name} ${(err as Error).message}`);
        last = `threw ${(err as Error).message}`;
        await sleep(200);
        continue;
      }
      const text = await res.text();
      last = `${res.status} ${text.slice(0, 200)}`;
      if (res.status === 200 || res.status === 201) {
        tally.ok++;
        if (tally.backAt !== undefined && tally.recoveredAt === undefined) {
          tally.recoveredAt = Date.now();
        }
        acked[kind].add((JSON.parse(text) as Record<string, string>)[idField]!);
        return;
      }
      if (res.status === 503 && res.headers.get("retry-after")) {
        tally.unavailable++;
      } else if (res.status === 409) {
        tally.inFlight++;
        if (tally.backAt !== undefined) tally.last409At = Date.now();
      } else {
        tally.bad.push(`${kind}: ${res.status} ${text.slice(0, 200)}`);
      }
      // A client waits Retry-After; the suite waits less to keep its run short.
      await sleep(100);
    }
    current.bad.push(`${kind}: never answered for good in 60 s (last: ${last})`);
  }

  async function writer(kind: Kind, w: number) {
    for (let i = 0; !stopping; i++) await write(kind, w * 100_000 + i);
  }

  /** Runs `fault` (which resolves once the database is back) under the load, then waits for recovery. */
  async function underFault(name: string, fault: () => Promise<void>) {
    const tally: Tally = { fault: name, requests: 0, ok: 0, unavailable: 0, bad: [], inFlight: 0 };
    tallies.push(tally);
    current = tally;
    await fault();
    tally.backAt = Date.now();
    const deadline = tally.backAt + RECOVERY_LIMIT_MS * 3;
    while (tally.recoveredAt === undefined && Date.now() < deadline) await sleep(50);
    // Let the retries settle a moment so a lingering 409 would be seen.
    await sleep(1_500);
    tally.processUp = service.child.exitCode === null && service.child.signalCode === null;
  }

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
    stopping = false;
    const writers = [
      writer("order", 1),
      writer("order", 2),
      writer("payment", 3),
      writer("record", 4),
    ];
    await sleep(1_000);

    await underFault("terminate every backend", () =>
      admin(async (c) => {
        await c.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'",
        );
      }),
    );
    await underFault("restart the server", async () => {
      await server.restart();
    });
    await underFault("stop it for 10 s, start it again", async () => {
      await server.stop();
      await sleep(10_000);
      await server.start();
    });
    await underFault("fill max_connections, cut the service's", async () => {
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

    stopping = true;
    current = { fault: "(drain)", requests: 0, ok: 0, unavailable: 0, bad: [], inFlight: 0 };
    await Promise.all(writers);

    // The ledger against the database.
    const ledger = await admin(async (c) => {
      const ids = async (q: string, p: unknown[]) =>
        (await c.query<{ id: string }>(q, p)).rows.map((r) => r.id);
      return {
        order: await ids("SELECT id FROM orders WHERE domain_name LIKE $1", [`fault-${run}-%`]),
        payment: await ids("SELECT id FROM payments WHERE reference LIKE $1", [`fault-${run}-%`]),
        record: await ids(
          "SELECT r.id FROM dns_records r WHERE r.type = 'TXT' AND r.content LIKE 'write %'",
          [],
        ),
      };
    });
    const naturalKeys = await admin(async (c) => ({
      order: (
        await c.query<{ n: string }>(
          "SELECT count(*) - count(DISTINCT domain_name) AS n FROM orders WHERE domain_name LIKE $1",
          [`fault-${run}-%`],
        )
      ).rows[0]!.n,
      payment: (
        await c.query<{ n: string }>(
          "SELECT count(*) - count(DISTINCT reference) AS n FROM payments WHERE reference LIKE $1",
          [`fault-${run}-%`],
        )
      ).rows[0]!.n,
      record: (
        await c.query<{ n: string }>(
          "SELECT count(*) - count(DISTINCT name) AS n FROM dns_records WHERE type = 'TXT' AND content LIKE 'write %'",
        )
      ).rows[0]!.n,
    }));
    const comparison = (["order", "payment", "record"] as const).map((kind) => {
      const inDb = new Set(ledger[kind]);
      return {
        kind,
        acknowledged: acked[kind].size,
        inDatabase: inDb.size,
        lost: [...acked[kind]].filter((id) => !inDb.has(id)).length,
        unacknowledged: [...inDb].filter((id) => !acked[kind].has(id)).length,
        duplicated: Number(naturalKeys[kind]),
      };
    });

    const rows = tallies.map((t) => {
      const recovery = t.recoveredAt !== undefined ? t.recoveredAt - t.backAt! : undefined;
      const lingering409 = t.last409At !== undefined ? t.last409At - t.backAt! : 0;
      return {
        fault: t.fault,
        "process up": t.processUp ? "yes" : "NO",
        requests: t.requests,
        "2xx": t.ok,
        "503 + Retry-After": t.unavailable,
        "409 in flight": t.inFlight,
        "other answers": t.bad.length,
        "first write after return (ms)": recovery ?? "never",
        "last 409 after return (ms)": lingering409,
      };
    });
    const table = [
      `| ${Object.keys(rows[0]!).join(" | ")} |`,
      `|${Object.keys(rows[0]!)
        .map(() => "---")
        .join("|")}|`,
      ...rows.map((r) => `| ${Object.values(r).join(" | ")} |`),
      "",
      "| ledger | acknowledged | in database | lost | duplicated | unacknowledged |",
      "|---|---|---|---|---|---|",
      ...comparison.map(
        (c) =>
          `| ${c.kind}s | ${c.acknowledged} | ${c.inDatabase} | ${c.lost} | ${c.duplicated} | ${c.unacknowledged} |`,
      ),
    ].join("\n");
    process.stdout.write(`\nFault suite (PostgreSQL):\n\n${table}\n\n`);

    for (const t of tallies) {
      expect({ fault: t.fault, up: t.processUp }).toEqual({ fault: t.fault, up: true });
      expect({ fault: t.fault, bad: t.bad }).toEqual({ fault: t.fault, bad: [] });
      expect(
        t.recoveredAt,
        `${t.fault}: no write succeeded after the database returned`,
      ).toBeDefined();
      expect(t.recoveredAt! - t.backAt!).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
      expect((t.last409At ?? t.backAt!) - t.backAt!).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
    }
    // The faults that take the database away for seconds are seen as 503 with Retry-After.
    expect(tallies.find((t) => t.fault.startsWith("stop"))!.unavailable).toBeGreaterThan(0);
    expect(tallies.find((t) => t.fault.startsWith("fill"))!.unavailable).toBeGreaterThan(0);
    expect(current.bad).toEqual([]);
    for (const c of comparison) {
      expect(c.acknowledged).toBeGreaterThan(0);
      expect({
        kind: c.kind,
        lost: c.lost,
        duplicated: c.duplicated,
        unacknowledged: c.unacknowledged,
      }).toEqual({
        kind: c.kind,
        lost: 0,
        duplicated: 0,
        unacknowledged: 0,
      });
    }
  });
});

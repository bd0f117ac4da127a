/**
 * The fault suite's write load and its accounts, shared by both engines: writers that send
 * orders, payments and DNS records through the API (each with an Idempotency-Key, retried with
 * the same key until answered, as a client should), a tally of what each fault did to them, the
 * ledger of acknowledged writes checked against the database, and the table printed at the end.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { expect } from "vitest";
import { CONTACT } from "../helpers/orders";
import { freePort, startService } from "../helpers/processes";

const RECOVERY_LIMIT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 15_000;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
const KINDS = ["order", "payment", "record"] as const;

/** Runs a query on the database under test (a pg client's or PGlite's `query`). */
type Query = (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

const newTally = (fault: string): Tally => ({
  fault,
  requests: 0,
  ok: 0,
  unavailable: 0,
  bad: [],
  inFlight: 0,
});

/**
 * The service as a process on the database `env` names (no rate limit in the way, no DNS
 * server), its organization owning a zone for the DNS writes, and the write load on it (not
 * started yet).
 */
export async function serviceUnderLoad(env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const service = await startService(
    {
      ...env,
      PORT: String(port),
      DNS_PORT: "",
      RATE_LIMIT_PER_MINUTE: "1000000",
      RATE_LIMIT_BURST: "1000000",
      LOG_LEVEL: "error",
    },
    120_000,
  );
  const apiKey = /shown only this once:\n\s+(rk_\S+)/.exec(service.output())![1]!;
  const headers = { "x-api-key": apiKey, "content-type": "application/json" };
  const run = randomBytes(3).toString("hex");
  const zone = `faults-${run}.com`;
  const bought = await fetch(`${base}/api/v1/registrar/purchase`, {
    method: "POST",
    headers,
    body: JSON.stringify({ domain: zone, contact: CONTACT }),
  });
  expect(((await bought.json()) as { success: boolean }).success).toBe(true);
  const isUp = () => service.child.exitCode === null && service.child.signalCode === null;
  return { service, isUp, load: writeLoad({ base, headers, run, zone, isUp }) };
}

/**
 * Write load on a running service whose organization owns `zone` (the DNS records go there);
 * `run` marks this run's orders and payments so the ledger finds them. `isUp` says whether the
 * service's process still runs.
 */
function writeLoad(options: {
  base: string;
  headers: Record<string, string>;
  run: string;
  zone: string;
  isUp: () => boolean;
}) {
  const { base, headers, run, zone } = options;
  const acked: Record<Kind, Set<string>> = {
    order: new Set(),
    payment: new Set(),
    record: new Set(),
  };
  const tallies: Tally[] = [];
  let current = newTally("(warm-up)");
  let stopping = false;
  let writers: Promise<void>[] = [];

  /** One write, retried with its key until it is answered for good. */
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

  return {
    /** Starts two order writers, a payment writer and a DNS writer. */
    start() {
      stopping = false;
      writers = [writer("order", 1), writer("order", 2), writer("payment", 3), writer("record", 4)];
    },

    /**
     * Runs `fault` (which resolves once the database is back, or the tool is done) under the
     * load, then waits for a write to succeed.
     */
    async underFault(name: string, fault: () => Promise<void>) {
      const tally = newTally(name);
      tallies.push(tally);
      current = tally;
      await fault();
      tally.backAt = Date.now();
      const deadline = tally.backAt + RECOVERY_LIMIT_MS * 3;
      while (tally.recoveredAt === undefined && Date.now() < deadline) await sleep(50);
      // Let the retries settle a moment so a lingering 409 would be seen.
      await sleep(1_500);
      tally.processUp = options.isUp();
    },

    /** Stops the writers once each has its answer. */
    async stop() {
      stopping = true;
      current = newTally("(drain)");
      await Promise.all(writers);
    },

    /**
     * Compares the acknowledged writes with the database, prints the table (titled `title`)
     * and checks every row: the process up, no answer but a success, a 409 or a 503 with
     * Retry-After, a write within 5 s of the database's return, and 0 lost, 0 duplicated, 0
     * unacknowledged.
     */
    async account(title: string, query: Query) {
      const ids = async (sql: string, params: unknown[] = []) =>
        ((await query(sql, params)).rows as { id: string }[]).map((r) => r.id);
      const count = async (sql: string, params: unknown[] = []) =>
        Number(((await query(sql, params)).rows as { n: string | number }[])[0]!.n);
      const mine = [`fault-${run}-%`];
      const ledger = {
        order: await ids("SELECT id FROM orders WHERE domain_name LIKE $1", mine),
        payment: await ids("SELECT id FROM payments WHERE reference LIKE $1", mine),
        record: await ids(
          "SELECT id FROM dns_records WHERE type = 'TXT' AND content LIKE 'write %'",
        ),
      };
      const duplicates = {
        order: await count(
          "SELECT count(*) - count(DISTINCT domain_name) AS n FROM orders WHERE domain_name LIKE $1",
          mine,
        ),
        payment: await count(
          "SELECT count(*) - count(DISTINCT reference) AS n FROM payments WHERE reference LIKE $1",
          mine,
        ),
        record: await count(
          "SELECT count(*) - count(DISTINCT name) AS n FROM dns_records WHERE type = 'TXT' AND content LIKE 'write %'",
        ),
      };
      const comparison = KINDS.map((kind) => {
        const inDb = new Set(ledger[kind]);
        return {
          kind,
          acknowledged: acked[kind].size,
          inDatabase: inDb.size,
          lost: [...acked[kind]].filter((id) => !inDb.has(id)).length,
          unacknowledged: [...inDb].filter((id) => !acked[kind].has(id)).length,
          duplicated: duplicates[kind],
        };
      });

      const rows = tallies.map((t) => ({
        fault: t.fault,
        "process up": t.processUp ? "yes" : "NO",
        requests: t.requests,
        "2xx": t.ok,
        "503 + Retry-After": t.unavailable,
        "409 in flight": t.inFlight,
        "other answers": t.bad.length,
        "first write after return (ms)":
          t.recoveredAt !== undefined ? t.recoveredAt - t.backAt! : "never",
        "last 409 after return (ms)": t.last409At !== undefined ? t.last409At - t.backAt! : 0,
      }));
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
      process.stdout.write(`\n${title}:\n\n${table}\n\n`);

      for (const t of tallies) {
        expect({ fault: t.fault, up: t.processUp }).toEqual({ fault: t.fault, up: true });
        expect({ fault: t.fault, bad: t.bad }).toEqual({ fault: t.fault, bad: [] });
        expect(t.recoveredAt, `${t.fault}: no write succeeded after it`).toBeDefined();
        expect(t.recoveredAt! - t.backAt!).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
        expect((t.last409At ?? t.backAt!) - t.backAt!).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
      }
      expect(current.bad).toEqual([]);
      for (const c of comparison) {
        expect(c.acknowledged).toBeGreaterThan(0);
        expect({
          kind: c.kind,
          lost: c.lost,
          duplicated: c.duplicated,
          unacknowledged: c.unacknowledged,
        }).toEqual({ kind: c.kind, lost: 0, duplicated: 0, unacknowledged: 0 });
      }
      return tallies;
    },
  };
}

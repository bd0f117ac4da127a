/**
 * Registry checks per keystroke of a search-as-you-type session over EPP (`npm run bench`, or
 * alone with `npm run bench:checks`): the EPP test registry plays the live registry, two
 * instances of the adapter (each with the shared check cache on one database: PostgreSQL with
 * BENCH_DATABASE_URL, else an in-memory PGlite) answer the searches the widget sends (the typed
 * term under the popular suffixes, `suggest`), and the registry counts the domain:check
 * commands it receives. Goals (issue #30): at most one check command per typed name, and at
 * most one check of a name per minute across instances.
 */
import { PGlite } from "@electric-sql/pglite";
import { fromPglite, fromPostgres, type Database } from "../../src/server/db/database";
import { migrate } from "../../src/server/db/migrate";
import { checkCache } from "../../src/server/registrar/epp/check-cache";
import { createEppProvider } from "../../src/server/registrar/epp/epp-provider";
import { searchCandidates, suggest } from "../../src/server/registrar/availability";
import { POPULAR_SUFFIXES } from "../../src/server/registrar/sandbox-prices";
import { startEppTestRegistry } from "../../test/helpers/epp-test-registry";
import { emptyPostgresDb } from "../../test/helpers/postgres-db";

const WORDS = ["sunflowerbakery", "riverstonelabs", "northwindtrading"];

export type ChecksRow = {
  label: string;
  keystrokes: number;
  names: number;
  commands: number;
  /** The most domain:check commands any one name appeared in. */
  maxPerName: number;
};

async function openDb(): Promise<{ db: Database; engine: string; close(): Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const fresh = await emptyPostgresDb(url, "registrar_bench");
    const db = fromPostgres(fresh.url);
    await migrate(db.sql, { existingLivemode: true });
    return {
      db,
      engine: "PostgreSQL",
      close: async () => {
        await db.close();
        await fresh.drop();
      },
    };
  }
  const db = fromPglite(await PGlite.create());
  await migrate(db.sql, { existingLivemode: true });
  return { db, engine: "PGlite (in memory)", close: () => db.close() };
}

/** Runs the sessions; one row per pattern. */
export async function registryChecks(): Promise<{ engine: string; rows: ChecksRow[] }> {
  const registry = await startEppTestRegistry({
    prices: Object.fromEntries(
      POPULAR_SUFFIXES.map((s) => [s, { create: "10.00", renew: "12.00" }]),
    ),
  });
  const database = await openDb();
  const providers: ReturnType<typeof createEppProvider>[] = [];
  const instance = (batch: number, cacheSeconds: number) => {
    const p = createEppProvider({
      endpoint: registry.endpoint({ timeoutMs: 20_000 }),
      pool: { size: 1 },
      suffixes: [...POPULAR_SUFFIXES],
      currency: "USD",
      defaultNameservers: [],
      checkBatch: batch,
      ...(cacheSeconds > 0 && {
        cache: checkCache(database.db.db, `bench-${batch}-${cacheSeconds}`, cacheSeconds),
      }),
    });
    providers.push(p);
    return p;
  };
  /** Types each word a keystroke at a time, each keystroke a search on the next instance. */
  async function session(label: string, instances: ReturnType<typeof instance>[], users = 1) {
    const before = registry.commands.length;
    let keystrokes = 0;
    const names = new Set<string>();
    for (let u = 0; u < users; u++) {
      for (const w of WORDS) {
        for (let i = 1; i <= w.length; i++) {
          const c = searchCandidates(w.slice(0, i));
          if (!c.ok) continue;
          await suggest(instances[keystrokes % instances.length]!, c.domains);
          for (const d of c.domains) names.add(d.name);
          keystrokes++;
        }
      }
    }
    const checks = registry.commands.slice(before).filter((c) => c.command === "domain:check");
    const perName = new Map<string, number>();
    for (const c of checks) {
      for (const m of c.xml.matchAll(/<domain:name>([^<]+)<\/domain:name>/g)) {
        perName.set(m[1]!, (perName.get(m[1]!) ?? 0) + 1);
      }
    }
    return {
      label,
      keystrokes,
      names: names.size,
      commands: checks.length,
      maxPerName: Math.max(0, ...perName.values()),
    };
  }
  try {
    const shared = [instance(10, 30), instance(10, 30)];
    const strict = [instance(5, 30), instance(5, 30)];
    const uncached = [instance(10, 0), instance(10, 0)];
    const single = [instance(1, 0), instance(1, 0)];
    const rows = [
      await session("Two instances, batch 10, shared cache (30 s)", shared),
      await session(
        "The same three names typed again by 2 more users, within the minute",
        shared,
        2,
      ),
      await session("Batch 5 (a stricter registry), shared cache", strict),
      await session(
        "No cache (EPP_CHECK_CACHE_SECONDS=0), the three names typed twice",
        uncached,
        2,
      ),
      await session("One name per check, no cache (the adapter before batching)", single),
    ];
    return { engine: database.engine, rows };
  } finally {
    await Promise.all(providers.map((p) => p.close()));
    await registry.close();
    await database.close();
  }
}

/** The section of docs/benchmarks.md. */
export function registryChecksSection(r: { engine: string; rows: ChecksRow[] }): string[] {
  const per = (a: number, b: number) => (b === 0 ? "0" : (a / b).toFixed(2));
  return [
    "## Registry checks per keystroke (EPP)",
    "",
    `A search-as-you-type session over EPP: each keystroke of ${WORDS.map((w) => `\`${w}\``).join(", ")} is a search of the typed name under the ${POPULAR_SUFFIXES.length} popular suffixes, sent to one of two instances in turn; the EPP test registry counts the \`domain:check\` commands it receives. The check cache is in ${r.engine}. Goals: at most 1 check command per typed name, at most 1 check of a name per minute across instances.`,
    "",
    "| Pattern | Keystrokes | Names | `domain:check` commands | Commands per keystroke | Most checks of one name |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...r.rows.map(
      (row) =>
        `| ${row.label} | ${row.keystrokes} | ${row.names} | ${row.commands} | ${per(row.commands, row.keystrokes)} | ${row.maxPerName} |`,
    ),
    "",
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  void registryChecks()
    .then((r) => {
      console.log(registryChecksSection(r).join("\n"));
      process.exit(0);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(2);
    });
}

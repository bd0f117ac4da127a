import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { Availability } from "../provider";

/**
 * The registry's recent check answers, in the service's database (table
 * `registry_check_cache`): shared by every instance on one PostgreSQL server, so a name searched
 * on any of them within `seconds` is not asked again. Only searches read it; an order or a
 * renewal asks the registry.
 */
export type CheckCache = {
  /** The answers younger than the cache's age for those of `names` it holds. */
  get(names: readonly string[]): Promise<Map<string, Availability>>;
  put(answers: ReadonlyMap<string, Availability>): Promise<void>;
};

export function checkCache(
  db: Db,
  registry: string,
  seconds: number,
  now: () => Date = () => new Date(),
): CheckCache {
  return {
    async get(names) {
      if (names.length === 0 || seconds <= 0) return new Map();
      const since = new Date(now().getTime() - seconds * 1000).toISOString();
      const rows = await db.execute(sql`
        SELECT name, answer FROM registry_check_cache
        WHERE registry = ${registry} AND checked_at > ${since}::timestamptz
          AND name IN (${sql.join(
            names.map((n) => sql`${n}`),
            sql`, `,
          )})`);
      const out = new Map<string, Availability>();
      for (const r of (rows as unknown as { rows: { name: string; answer: Availability }[] })
        .rows) {
        out.set(r.name, r.answer);
      }
      return out;
    },
    async put(answers) {
      if (answers.size === 0 || seconds <= 0) return;
      const at = now().toISOString();
      const values = [...answers].map(
        ([name, a]) => sql`(${registry}, ${name}, ${JSON.stringify(a)}::jsonb, ${at}::timestamptz)`,
      );
      await db.execute(sql`
        INSERT INTO registry_check_cache (registry, name, answer, checked_at)
        VALUES ${sql.join(values, sql`, `)}
        ON CONFLICT (registry, name) DO UPDATE SET answer = EXCLUDED.answer, checked_at = EXCLUDED.checked_at`);
      // Old answers go with the writes that replace them: the table stays as small as a minute's searches.
      const stale = new Date(now().getTime() - seconds * 2000).toISOString();
      await db.execute(
        sql`DELETE FROM registry_check_cache WHERE checked_at < ${stale}::timestamptz`,
      );
    },
  };
}

import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { Availability } from "../provider";
import { registryCheckCache } from "./schema";

/**
 * The registry's recent check answers, in the service's database: shared by every instance on
 * one PostgreSQL server, so a name searched on any of them within `seconds` is not asked again.
 * Only searches read it; an order or a renewal asks the registry.
 */
export type CheckCache = {
  /** The answers younger than `seconds` for those of `names` it holds. */
  get(names: readonly string[]): Promise<Map<string, Availability>>;
  put(answers: ReadonlyMap<string, Availability>): Promise<void>;
};

export function checkCache(
  db: Db,
  registry: string,
  seconds: number,
  now: () => Date = () => new Date(),
): CheckCache {
  const t = registryCheckCache;
  return {
    async get(names) {
      if (names.length === 0 || seconds <= 0) return new Map();
      const since = new Date(now().getTime() - seconds * 1000);
      const rows = await db
        .select({ name: t.name, answer: t.answer })
        .from(t)
        .where(and(eq(t.registry, registry), inArray(t.name, [...names]), gt(t.checkedAt, since)));
      return new Map(rows.map((r) => [r.name, r.answer]));
    },
    async put(answers) {
      if (answers.size === 0 || seconds <= 0) return;
      const at = now();
      await db
        .insert(t)
        .values([...answers].map(([name, answer]) => ({ registry, name, answer, checkedAt: at })))
        .onConflictDoUpdate({
          target: [t.registry, t.name],
          set: { answer: sql`excluded.answer`, checkedAt: sql`excluded.checked_at` },
        });
      // Old answers leave with the writes that follow them: the table holds a minute of searches.
      await db.delete(t).where(lt(t.checkedAt, new Date(at.getTime() - seconds * 2000)));
    },
  };
}

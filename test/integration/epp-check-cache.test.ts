/**
 * The registry's check answers shared by two instances through the database (migration 0017):
 * a search on one is not asked again on the other within EPP_CHECK_CACHE_SECONDS; an order's
 * check always asks the registry. On PostgreSQL (TEST_DATABASE_URL) the second instance has a
 * pool of its own on the same database; on PGlite both share the one engine.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromPostgres, type Database } from "../../src/server/db/database";
import { checkCache } from "../../src/server/registrar/epp/check-cache";
import { openTestDb } from "../helpers/test-db";
import { name, provider, registry, setUpEpp } from "../helpers/epp-adapter-setup";

setUpEpp();

let a: Database;
let b: Database;
beforeAll(async () => {
  a = await openTestDb();
  b = a;
  if (process.env.TEST_DATABASE_URL) {
    const [row] = await a.sql.query<{ name: string }>("SELECT current_database() AS name");
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${row!.name}`;
    b = fromPostgres(url.toString());
  }
});
afterAll(async () => {
  if (b !== a) await b.close();
  await a.close();
});

describe("the shared availability cache", () => {
  it("answers a name searched on another instance without asking the registry again", async () => {
    const r = await registry();
    r.setPremium("cached-premium.com", { create: "300.00", renew: "300.00" });
    let clock = new Date("2026-11-21T12:00:00Z");
    const now = () => clock;
    const account = `${r.host}:${r.port}/${r.clientId}`;
    const one = provider(r, { options: { cache: checkCache(a.db, account, 30, now) } });
    const two = provider(r, { options: { cache: checkCache(b.db, account, 30, now) } });
    const checks = () => r.commands.filter((c) => c.command === "domain:check").length;
    const names = ["cached-one.com", "cached-premium.com", "cached-two.net"].map(name);

    const first = await one.checkMany!(names);
    expect(checks()).toBe(1);
    // The other instance, the same names and one more: only the new one is asked.
    const second = await two.checkMany!([...names, name("cached-new.com")]);
    expect(second.slice(0, 3)).toEqual(first);
    expect(second[1]).toMatchObject({ available: true, premium: true, price: "300.00" });
    expect(checks()).toBe(2);
    expect(r.commands.at(-1)!.xml).toContain("<domain:name>cached-new.com</domain:name>");
    // A search for one name reads it too.
    expect(await two.check(name("cached-one.com"), { cached: true })).toEqual(first[0]);
    expect(checks()).toBe(2);

    // An order's check (no `cached`) asks the registry, which now says the name is taken.
    r.registerElsewhere("cached-one.com");
    expect(await two.check(name("cached-one.com"))).toMatchObject({ available: false });
    expect(checks()).toBe(3);

    // Past the cache's age the registry is asked again.
    clock = new Date(clock.getTime() + 31_000);
    expect(await one.checkMany!([name("cached-one.com")])).toEqual([
      expect.objectContaining({ available: false, reason: "registered" }),
    ]);
    expect(checks()).toBe(4);
  });
});

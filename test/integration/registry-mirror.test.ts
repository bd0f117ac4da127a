/**
 * On PGlite the sandbox keeps its registry's names in memory (registry-mirror.ts): whatever
 * writes the table, through the registrar or by hand, the next availability answer knows it.
 * On PostgreSQL there is no mirror and the same answers come from the table.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { normalizeDomain } from "../../src/server/registrar/normalize-domain";
import { registryMirror } from "../../src/server/registrar/registry-mirror";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { CONTACT } from "../helpers/contact";
import { openTestDb } from "../helpers/test-db";

let database: Database;
beforeAll(async () => {
  database = await openTestDb();
});
afterAll(async () => {
  await database.close();
});

const name = (s: string) => {
  const r = normalizeDomain(s);
  if (!r.ok) throw new Error(r.reason);
  return r.domain;
};

describe("the sandbox registry's names", () => {
  it("are current after registrations, inserts and deletes by hand, and a truncate", async () => {
    const sandbox = createSandboxProvider(database.db, {
      sleep: async () => {},
      ...(database.kind === "pglite" && {
        mirror: registryMirror(database.db, database.notifications),
      }),
    });
    const available = async (d: string) => (await sandbox.check(name(d))).available;
    const many = async (...ds: string[]) =>
      (await sandbox.checkMany!(ds.map(name))).map((a) => a.available);

    expect(await available("mirror-one.com")).toBe(true);
    const registered = await sandbox.register({
      domain: name("mirror-one.com"),
      years: 1,
      price: "10.99",
      contact: CONTACT,
      nameservers: [],
      privacy: true,
      now: new Date("2026-11-21T12:00:00Z"),
      reference: "6f1e2a3b-0000-4000-8000-000000000101",
    });
    expect(registered.ok).toBe(true);
    expect(await available("mirror-one.com")).toBe(false);

    await database.sql.query(
      "INSERT INTO sandbox_registry (name, registered_at, expires_at) VALUES ($1, now(), now() + interval '1 year')",
      ["mirror-two.com"],
    );
    expect(await many("mirror-one.com", "mirror-two.com", "mirror-three.com")).toEqual([
      false,
      false,
      true,
    ]);

    await database.sql.query("DELETE FROM sandbox_registry WHERE name = $1", ["mirror-one.com"]);
    expect(await available("mirror-one.com")).toBe(true);

    await database.sql.exec("TRUNCATE sandbox_registry");
    expect(await available("mirror-two.com")).toBe(true);
  });
});

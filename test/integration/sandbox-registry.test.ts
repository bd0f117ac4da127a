/**
 * The sandbox registry keeps our reference (the order id) with each registration, as a real
 * registry keeps its client's reference: recovery after a crash reads it back through
 * `lookup`, and registering again under the same reference is a no-op, never "taken".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { normalizeDomain } from "../../src/server/registrar/normalize-domain";
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

describe("sandbox registry references", () => {
  it("keeps the reference, and a repeat under it is a no-op while another is refused", async () => {
    const sandbox = createSandboxProvider(database.db);
    const now = new Date("2026-11-21T12:00:00Z");
    const input = {
      domain: name("kept-reference.com"),
      years: 1,
      price: "10.99",
      contact: CONTACT,
      nameservers: [],
      privacy: true,
      now,
      reference: "6f1e2a3b-0000-4000-8000-000000000001",
    };
    const first = await sandbox.register(input);
    expect(first).toEqual({ ok: true, expiresAt: new Date("2027-11-21T12:00:00Z") });
    expect(await sandbox.lookup(input.domain)).toEqual({
      registered: true,
      reference: input.reference,
      expiresAt: new Date("2027-11-21T12:00:00Z"),
    });
    expect(await sandbox.register(input)).toEqual(first);
    expect(
      await sandbox.register({ ...input, reference: "6f1e2a3b-0000-4000-8000-000000000002" }),
    ).toMatchObject({ ok: false, code: "unavailable" });
  });

  it("checks several names in one query: the registered ones are taken, premium ones cost more", async () => {
    const sandbox = createSandboxProvider(database.db);
    const registered = await sandbox.register({
      domain: name("several-names.net"),
      years: 1,
      price: "12.99",
      contact: CONTACT,
      nameservers: [],
      privacy: true,
      now: new Date("2026-11-21T12:00:00Z"),
      reference: "6f1e2a3b-0000-4000-8000-000000000003",
    });
    expect(registered.ok).toBe(true);
    const names = ["several-names.com", "several-names.net", "premium-several.io"];
    const answers = await sandbox.checkMany!(
      names.flatMap((n) => {
        const r = normalizeDomain(n);
        return r.ok ? [r.domain] : [];
      }),
    );
    expect(answers.map((a) => [a.available, a.price, a.renewalPrice, a.reason])).toEqual([
      [true, "10.99", "12.99", undefined],
      [false, "12.99", "14.99", "registered"],
      [true, "1950.00", "2450.00", undefined],
    ]);
  });
});

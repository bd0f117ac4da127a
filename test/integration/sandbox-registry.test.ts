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
});

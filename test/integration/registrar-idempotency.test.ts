import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../src/server/db/database";
import { sandboxRegistry } from "../../src/server/registrar/schema";
import { findDomain, insertDomain } from "../../src/server/domains/domains";
import { addYears, type RegistrarProvider } from "../../src/server/registrar/provider";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { openTestDb } from "../helpers/test-db";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";

let database: Database;
let acmeOrgId: string;
let t: TestApp;
let key: Record<string, string>;
let otherKey: Record<string, string>;
let renewCalls = 0;
/** When set, the next renewals wait for it: holds a request "in flight". */
let gate: Promise<void> | undefined;
let failNext = false;

const EXPIRES = new Date("2027-03-01T00:00:00.000Z");

async function holds(organizationId: string, name: string) {
  await database.db.insert(sandboxRegistry).values({
    name,
    registeredAt: new Date("2025-03-01T00:00:00Z"),
    expiresAt: EXPIRES,
  });
  await insertDomain(database.db, {
    organizationId,
    livemode: false,
    name,
    registeredAt: new Date("2025-03-01T00:00:00Z"),
    expiresAt: EXPIRES,
    autoRenew: true,
    privacy: true,
    nameservers: [],
  });
}

beforeAll(async () => {
  database = await openTestDb();
  const sandbox = createSandboxProvider(database.db, { sleep: async () => {} });
  const registrar: RegistrarProvider = {
    ...sandbox,
    async renew(input) {
      renewCalls += 1;
      if (gate) await gate;
      if (failNext) {
        failNext = false;
        throw new Error("registrar connection reset");
      }
      return sandbox.renew(input);
    },
  };
  t = await makeTestApp(database, { registrar });
  const acme = await t.org("Acme");
  acmeOrgId = acme.organizationId;
  const globex = await t.org("Globex");
  key = { "x-api-key": acme.apiKey };
  otherKey = { "x-api-key": globex.apiKey };
  for (const n of ["one.com", "two.com", "three.com", "four.com", "five.com", "six.com"]) {
    await holds(acme.organizationId, n);
  }
  await holds(globex.organizationId, "globex-one.com");
});
afterAll(async () => {
  await database.close();
});

const renew = (domain: string, body: unknown, idem?: string, headers = key) =>
  t.request(
    `/api/v1/registrar/domains/${domain}/renew`,
    json("POST", body, { ...headers, ...(idem !== undefined && { "Idempotency-Key": idem }) }),
  );

const expiry = async (name: string) => (await findDomain(database.db, name, false))!.expiresAt;

describe("Idempotency-Key", () => {
  it("a repeat returns the stored response without acting again", async () => {
    renewCalls = 0;
    const first = await renew("one.com", { years: 2 }, "key-1");
    const firstBody = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    // Same body with its keys in another order and spacing is the same request.
    const again = await renew("one.com", '{ "years" : 2 }', "key-1");
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.text()).toBe(firstBody);
    expect(renewCalls).toBe(1);
    expect(await expiry("one.com")).toEqual(addYears(EXPIRES, 2));
  });

  it("the same key with another body is a 422 at header.Idempotency-Key", async () => {
    await renew("two.com", { years: 1 }, "key-2");
    const res = await renew("two.com", { years: 3 }, "key-2");
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      detail: [
        {
          type: "idempotency_key_reused",
          loc: ["header", "Idempotency-Key"],
          msg: "This Idempotency-Key was already used for a different request; send a new key for a new request.",
          input: "key-2",
        },
      ],
    });
    const otherPath = await renew("three.com", { years: 1 }, "key-2");
    expect(otherPath.status).toBe(422);
    expect(await expiry("two.com")).toEqual(addYears(EXPIRES, 1));
  });

  it("keys belong to an organization: another one's same key is a new request", async () => {
    const res = await renew("globex-one.com", { years: 1 }, "key-2", otherKey);
    expect(res.status).toBe(200);
    expect(res.headers.get("idempotent-replayed")).toBeNull();
  });

  it("a repeat while the first is in flight is 409; ten at once execute once", async () => {
    renewCalls = 0;
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    const first = renew("four.com", { years: 1 }, "key-4");
    // Let the first claim the key before the others arrive.
    await vi.waitFor(
      () => {
        if (renewCalls === 0) throw new Error("the first renewal has not reached the registrar");
      },
      { timeout: 10_000, interval: 5 },
    );
    const others = await Promise.all(
      Array.from({ length: 9 }, () => renew("four.com", { years: 1 }, "key-4")),
    );
    expect(others.map((r) => r.status)).toEqual(Array(9).fill(409));
    expect(others[0]!.headers.get("retry-after")).toBe("1");
    open();
    gate = undefined;
    expect((await first).status).toBe(200);
    expect(renewCalls).toBe(1);
    expect(await expiry("four.com")).toEqual(addYears(EXPIRES, 1));
  });

  it("a key left in flight by a crashed process is taken over after five minutes", async () => {
    const key = "key-abandoned";
    await database.sql.query(
      "INSERT INTO idempotency_keys (organization_id, livemode, key, method, path, request_hash, created_at, expires_at) VALUES ($1, false, $2, 'POST', 'x', 'x', $3, $4)",
      [acmeOrgId, key, t.now(), new Date(t.now().getTime() + 86_400_000)],
    );
    // Still held a minute later (another request may be running)…
    t.advance(60_000);
    expect((await renew("three.com", { years: 1 }, key)).status).not.toBe(200);
    // …but free once nothing could still be running.
    t.advance(5 * 60_000);
    expect((await renew("three.com", { years: 1 }, key)).status).toBe(200);
  });

  it("ten concurrent first requests with one key: exactly one executes", async () => {
    renewCalls = 0;
    const all = await Promise.all(
      Array.from({ length: 10 }, () => renew("five.com", { years: 1 }, "key-5")),
    );
    const statuses = all.map((r) => r.status);
    expect(renewCalls).toBe(1);
    expect(statuses.filter((s) => s === 200)).not.toHaveLength(0);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(await expiry("five.com")).toEqual(addYears(EXPIRES, 1));
  });

  it("a failed (5xx) attempt releases the key so a retry runs", async () => {
    failNext = true;
    const failed = await renew("six.com", { years: 1 }, "key-6");
    expect(failed.status).toBe(500);
    const retry = await renew("six.com", { years: 1 }, "key-6");
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect(await expiry("six.com")).toEqual(addYears(EXPIRES, 1));
  });

  it("a key is kept 24 hours", async () => {
    const before = await expiry("three.com");
    await renew("three.com", { years: 1 }, "key-ttl");
    t.advance(23 * 3600_000);
    expect(
      (await renew("three.com", { years: 1 }, "key-ttl")).headers.get("idempotent-replayed"),
    ).toBe("true");
    t.advance(2 * 3600_000);
    const later = await renew("three.com", { years: 1 }, "key-ttl");
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(await expiry("three.com")).toEqual(addYears(before, 2));
  });

  it.each([[""], ["x".repeat(256)], ["tab\there"]])("a malformed key %j is a 422", async (bad) => {
    const res = await renew("one.com", { years: 1 }, bad);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      detail: [{ type: "value_error", loc: ["header", "Idempotency-Key"] }],
    });
  });

  it("without a key every request acts", async () => {
    const before = await expiry("one.com");
    await renew("one.com", { years: 1 });
    await renew("one.com", { years: 1 });
    expect(await expiry("one.com")).toEqual(addYears(before, 2));
  });
});

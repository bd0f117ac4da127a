import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "../../src/server/db/database";
import { sandboxRegistry } from "../../src/server/registrar/schema";
import { findDomain, insertDomain } from "../../src/server/domains/domains";
import { addYears } from "../../src/server/registrar/provider";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { openTestDb } from "../helpers/test-db";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { quietDomainState } from "../helpers/contract-fixtures";

let database: Database;
let t: TestApp;
let acme: Awaited<ReturnType<TestApp["org"]>>;
let globex: Awaited<ReturnType<TestApp["org"]>>;
let acmeKey: Record<string, string>;
let globexKey: Record<string, string>;

const EXPIRES = new Date("2027-03-01T00:00:00.000Z");

/** A domain of `org`, known to the sandbox registry too. */
async function holds(org: { organizationId: string }, name: string, expiresAt = EXPIRES) {
  await database.db.insert(sandboxRegistry).values({
    name,
    registeredAt: new Date("2025-03-01T00:00:00Z"),
    expiresAt,
    nameservers: ["ns1.sandbox-registrar.test", "ns2.sandbox-registrar.test"],
  });
  return insertDomain(database.db, {
    organizationId: org.organizationId,
    livemode: false,
    name,
    registeredAt: new Date("2025-03-01T00:00:00Z"),
    expiresAt,
    autoRenew: true,
    privacy: true,
    nameservers: ["ns1.sandbox-registrar.test", "ns2.sandbox-registrar.test"],
  });
}

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database, {
    registrar: createSandboxProvider(database.db, { sleep: async () => {} }),
  });
  acme = await t.org("Acme");
  globex = await t.org("Globex");
  acmeKey = { "x-api-key": acme.apiKey };
  globexKey = { "x-api-key": globex.apiKey };
  for (const n of ["alpha.com", "beta.net", "gamma.org", "delta.io", "renewfail-one.com"]) {
    await holds(acme, n);
  }
  await holds(acme, "old-one.com", new Date("2026-01-01T00:00:00Z"));
  await holds(globex, "globex.com");
});
afterAll(async () => {
  await database.close();
});

async function call(path: string, init: RequestInit = {}) {
  const res = await t.request(path, init);
  return { res, status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const D = "/api/v1/registrar/domains";

describe("listing and reading domains", () => {
  it("lists the organization's domains only, by name, a page at a time", async () => {
    const first = await call(`${D}?limit=4`, { headers: acmeKey });
    expect(first.status).toBe(200);
    const names = (b: Record<string, unknown>) =>
      (b.items as { domain: string }[]).map((i) => i.domain);
    expect(names(first.body)).toEqual(["alpha.com", "beta.net", "delta.io", "gamma.org"]);
    const second = await call(`${D}?limit=4&cursor=${first.body.next_cursor as string}`, {
      headers: acmeKey,
    });
    expect(names(second.body)).toEqual(["old-one.com", "renewfail-one.com"]);
    expect(second.body.next_cursor).toBeNull();
  });

  it("filters by part of the name and by status", async () => {
    const q = await call(`${D}?q=ET`, { headers: acmeKey });
    expect((q.body.items as { domain: string }[]).map((i) => i.domain)).toEqual(["beta.net"]);
    const expired = await call(`${D}?status=expired`, { headers: acmeKey });
    expect(expired.body.items).toMatchObject([{ domain: "old-one.com", status: "expired" }]);
  });

  it("422 for a bad limit, status or cursor, all at once", async () => {
    const { status, body } = await call(`${D}?limit=101&status=gone&cursor=%%%`, {
      headers: acmeKey,
    });
    expect(status).toBe(422);
    expect((body.detail as { type: string; loc: unknown[] }[]).map((d) => [d.type, d.loc])).toEqual(
      [
        ["less_than_equal", ["query", "limit"]],
        ["value_error", ["query", "cursor"]],
        ["literal_error", ["query", "status"]],
      ],
    );
  });

  it("gets one domain with its details", async () => {
    const { status, body } = await call(`${D}/Alpha.com`, { headers: acmeKey });
    expect(status).toBe(200);
    expect(body).toEqual({
      domain: "alpha.com",
      livemode: false,
      domain_unicode: "alpha.com",
      status: "active",
      registered_at: "2025-03-01T00:00:00.000Z",
      expires_at: "2027-03-01T00:00:00.000Z",
      auto_renew: true,
      privacy: true,
      nameservers: ["ns1.sandbox-registrar.test", "ns2.sandbox-registrar.test"],
      external_account_id: null,
      acquired_by: "registration",
      transfer_locked: false,
      ...quietDomainState,
    });
  });

  it("404 for an unknown domain, 403 for another organization's", async () => {
    expect((await call(`${D}/nobody-has-this.com`, { headers: acmeKey })).status).toBe(404);
    const other = await call(`${D}/globex.com`, { headers: acmeKey });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({
      detail: "This domain belongs to another organization than your credential's.",
      code: "forbidden",
    });
  });

  it("PATCH changes auto_renew and privacy", async () => {
    const { status, body } = await call(
      `${D}/gamma.org`,
      json("PATCH", { auto_renew: "no" }, acmeKey),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ auto_renew: false, privacy: true });
    expect((await call(`${D}/gamma.org`, json("PATCH", {}, globexKey))).status).toBe(403);
  });
});

describe("POST /api/v1/registrar/domains/{domain}/renew", () => {
  it("extends the expiry by exactly the years renewed and charges renewal price × years", async () => {
    const { status, body } = await call(
      `${D}/alpha.com/renew`,
      json("POST", { years: 3 }, acmeKey),
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      domain: "alpha.com",
      new_expiry_date: addYears(EXPIRES, 3).toISOString(),
      years_renewed: 3,
      price: "38.97",
      currency: "USD",
    });
    expect((await findDomain(database.db, "alpha.com", false))!.expiresAt).toEqual(
      addYears(EXPIRES, 3),
    );
  });

  it("defaults to one year", async () => {
    const { body } = await call(`${D}/beta.net/renew`, json("POST", {}, acmeKey));
    expect(body).toMatchObject({ success: true, years_renewed: 1, price: "14.99" });
    expect(body.new_expiry_date).toBe(addYears(EXPIRES, 1).toISOString());
  });

  it("concurrent renewals never lose a year", async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(`${D}/delta.io/renew`, json("POST", { years: 1 }, acmeKey)),
      ),
    );
    expect(results.every((r) => r.body.success === true)).toBe(true);
    expect((await findDomain(database.db, "delta.io", false))!.expiresAt).toEqual(
      addYears(EXPIRES, 5),
    );
    const [registry] = await database.db
      .select()
      .from(sandboxRegistry)
      .where(eq(sandboxRegistry.name, "delta.io"));
    expect(registry!.expiresAt).toEqual(addYears(EXPIRES, 5));
  });

  it("renewfail- names: HTTP 200 with success false, expiry unchanged", async () => {
    const { status, body } = await call(
      `${D}/renewfail-one.com/renew`,
      json("POST", { years: 1 }, acmeKey),
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      success: false,
      domain: "renewfail-one.com",
      years_renewed: 0,
      error_message: "The registry refused the renewal (sandbox test name renewfail-).",
    });
    expect((await findDomain(database.db, "renewfail-one.com", false))!.expiresAt).toEqual(EXPIRES);
  });

  it("years outside 1..10 is a 422 with pydantic's items", async () => {
    const { status, body } = await call(
      `${D}/alpha.com/renew`,
      json("POST", { years: 11 }, acmeKey),
    );
    expect(status).toBe(422);
    expect(body).toEqual({
      detail: [
        {
          type: "less_than_equal",
          loc: ["body", "years"],
          msg: "Input should be less than or equal to 10",
          input: 11,
          ctx: { le: 10 },
        },
      ],
    });
    const zero = await call(`${D}/alpha.com/renew`, json("POST", { years: 0 }, acmeKey));
    expect(zero.body.detail).toMatchObject([
      { type: "greater_than_equal", loc: ["body", "years"] },
    ]);
  });

  it("a bad domain and a bad body are reported together", async () => {
    const { body } = await call(`${D}/nope/renew`, json("POST", { years: "x" }, acmeKey));
    expect((body.detail as { type: string; loc: unknown[] }[]).map((d) => [d.type, d.loc])).toEqual(
      [
        ["value_error", ["path", "domain"]],
        ["int_parsing", ["body", "years"]],
      ],
    );
  });

  it("404 unknown, 403 another organization's", async () => {
    expect((await call(`${D}/nobody-has-this.com/renew`, json("POST", {}, acmeKey))).status).toBe(
      404,
    );
    expect((await call(`${D}/globex.com/renew`, json("POST", {}, acmeKey))).status).toBe(403);
  });
});

describe("PUT /api/v1/registrar/domains/{domain}/nameservers", () => {
  const put = (domain: string, nameservers: unknown, headers = acmeKey) =>
    call(`${D}/${domain}/nameservers`, json("PUT", { nameservers }, headers));

  it("sets normalised nameservers at the registrar and stores them", async () => {
    const { status, body } = await put("gamma.org", ["NS1.Example.NET.", "ns2.example.net"]);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      domain: "gamma.org",
      nameservers: ["ns1.example.net", "ns2.example.net"],
      message: "Nameservers updated.",
    });
    const [registry] = await database.db
      .select()
      .from(sandboxRegistry)
      .where(eq(sandboxRegistry.name, "gamma.org"));
    expect(registry!.nameservers).toEqual(["ns1.example.net", "ns2.example.net"]);
    const got = await call(`${D}/gamma.org`, { headers: acmeKey });
    expect(got.body.nameservers).toEqual(["ns1.example.net", "ns2.example.net"]);
  });

  it("each bad host name is its own value_error item", async () => {
    const { status, body } = await put("gamma.org", ["ns1.example.net", "bad_host", "single"]);
    expect(status).toBe(422);
    const detail = body.detail as { type: string; loc: unknown[]; input: unknown }[];
    expect(detail.map((d) => [d.type, d.loc, d.input])).toEqual([
      ["value_error", ["body", "nameservers", 1], "bad_host"],
      ["value_error", ["body", "nameservers", 2], "single"],
    ]);
  });

  it.each([
    ["192.0.2.1", "not an IP address"],
    ["127.1", "not an IP address"],
    ["0x7f.0x1", "not an IP address"],
    ["::1", "not an IP address"],
    ["[::1]", "not an IP address"],
    ["[2001:db8::53]", "not an IP address"],
    ["2001:db8::53", "not an IP address"],
    ["ns1.example.123", "last label of a host name begins with a letter"],
    ["ns1..example.net", "letters, digits, inner hyphens"],
    ["-ns1.example.net", "letters, digits, inner hyphens"],
    ["nameserver", "fully qualified host name"],
    [`${"a".repeat(64)}.example.net`, "letters, digits, inner hyphens"],
  ])("refuses the nameserver %j as a value_error at its index", async (bad, reason) => {
    const { status, body } = await put("gamma.org", ["ns1.example.net", bad, "ns2.example.net"]);
    expect(status).toBe(422);
    const detail = body.detail as { type: string; loc: unknown[]; input: unknown; msg: string }[];
    expect(detail).toHaveLength(1);
    expect(detail[0]).toMatchObject({
      type: "value_error",
      loc: ["body", "nameservers", 1],
      input: bad,
    });
    expect(detail[0]!.msg).toContain(reason);
  });

  it("accepts host names whose labels start with digits and xn-- labels", async () => {
    const { status, body } = await put("gamma.org", ["1ns.example.net", "ns2.xn--mnchen-3ya.de"]);
    expect(status).toBe(200);
    expect(body.nameservers).toEqual(["1ns.example.net", "ns2.xn--mnchen-3ya.de"]);
  });

  it("repeats are refused", async () => {
    const { body } = await put("gamma.org", ["ns1.example.net", "NS1.example.net."]);
    expect(body.detail).toEqual([
      {
        type: "value_error",
        loc: ["body", "nameservers", 1],
        msg: "Value error, ns1.example.net is listed twice; list each nameserver once.",
        input: "ns1.example.net",
        ctx: { error: "ns1.example.net is listed twice; list each nameserver once." },
      },
    ]);
  });

  it("2..13 nameservers", async () => {
    const one = await put("gamma.org", ["ns1.example.net"]);
    expect(one.body.detail).toMatchObject([{ type: "too_short", loc: ["body", "nameservers"] }]);
    const many = Array.from({ length: 14 }, (_, i) => `ns${i}.example.net`);
    const fourteen = await put("gamma.org", many);
    expect(fourteen.body.detail).toMatchObject([
      { type: "too_long", loc: ["body", "nameservers"] },
    ]);
    const missing = await call(`${D}/gamma.org/nameservers`, json("PUT", {}, acmeKey));
    expect(missing.body.detail).toMatchObject([{ type: "missing", loc: ["body", "nameservers"] }]);
  });

  it("404 unknown, 403 another organization's", async () => {
    const ns = ["ns1.example.net", "ns2.example.net"];
    expect((await put("nobody-has-this.com", ns)).status).toBe(404);
    expect((await put("gamma.org", ns, globexKey)).status).toBe(403);
  });
});

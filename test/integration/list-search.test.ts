/**
 * Finding things in the lists: the orders' `q` (domain part, order id prefix, payment
 * reference, external account id, registrant email), the domains' expiry range and the audit
 * log's actor, action and dates; wildcards taken literally, and the cursor pages through the
 * filtered rows only. Rows the test is not about are written straight to the database.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { recordAudit } from "../../src/server/audit/audit-log";
import { insertDomain } from "../../src/server/domains/domains";
import { CONTACT, postOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
let admin: Record<string, string>;
const ids: Record<string, string> = {};
const refs: Record<string, string> = {};

async function get(path: string, headers: Record<string, string> = { "x-api-key": org.apiKey }) {
  const res = await t.request(path, { headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function orderDomains(query: string) {
  const r = await get(`/api/v1/registrar/orders?${query}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.items as { domain_name: string }[]).map((o) => o.domain_name).sort();
}

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Search Inc");
  const other = await t.org("Other Inc");
  const orders: [string, string, string?][] = [
    ["wire-works.com", "ada@example.com"],
    ["mywire.net", "zoe.mills@example.org"],
    ["plain.org", "ops@partner.example", "acct_42"],
    ["under.com", "a_b@example.com"],
    ["ab.com", "axb@example.com"],
  ];
  for (const [domain, email, account] of orders) {
    const { res, body } = await postOrder(t, org.apiKey, {
      domain,
      payment_method: "wire",
      contact: { ...CONTACT, email },
    });
    expect(res.status, JSON.stringify(body)).toBe(201);
    ids[domain] = body.order_id;
    refs[domain] = body.payment_reference as string;
    if (account) {
      await database.db.execute(
        sql`update orders set external_account_id = ${account} where id = ${body.order_id}`,
      );
    }
  }
  // Another organization's order that every search below would match.
  await postOrder(t, other.apiKey, { domain: "wire-elsewhere.com", payment_method: "wire" });

  for (const [name, expires] of [
    ["soon.com", "2026-12-10T00:00:00Z"],
    ["later.com", "2027-06-01T00:00:00Z"],
    ["much-later.com", "2029-01-01T00:00:00Z"],
  ] as const) {
    await insertDomain(database.db, {
      organizationId: org.organizationId,
      livemode: false,
      name,
      registeredAt: t.now(),
      expiresAt: new Date(expires),
      autoRenew: true,
      privacy: true,
      nameservers: ["ns1.sandbox-registrar.test", "ns2.sandbox-registrar.test"],
      externalAccountId: null,
    });
  }

  const actor = (email: string) => ({ organizationId: org.organizationId, userId: null, email });
  const entries = [
    ["ops@search.example", "user.added", "2026-11-01T10:00:00Z"],
    ["ops@search.example", "api_key.created", "2026-11-15T10:00:00Z"],
    ["boss@search.example", "user.role_changed", "2026-11-20T10:00:00Z"],
    ["100%@search.example", "user.removed", "2026-11-20T11:00:00Z"],
  ] as const;
  for (const [email, action, at] of entries) {
    await recordAudit(database.db, actor(email), {
      action,
      targetType: "user",
      at: new Date(at),
    });
  }
  const token = await t.request(
    "/api/v1/auth/token",
    json("POST", { username: org.email, password: org.password }),
  );
  admin = {
    authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}`,
  };
});

afterAll(async () => {
  t.app.close();
  await database.close();
});

describe("orders: q", () => {
  it("finds a domain by part of its name, in this organization only", async () => {
    expect(await orderDomains("q=wire")).toEqual(["mywire.net", "wire-works.com"]);
    expect(await orderDomains("q=WIRE")).toEqual(["mywire.net", "wire-works.com"]);
  });

  it("takes LIKE wildcards literally", async () => {
    expect(await orderDomains("q=a_b")).toEqual(["under.com"]);
    expect(await orderDomains("q=%25")).toEqual([]);
  });

  it("finds an order by its id or the start of it", async () => {
    const id = ids["plain.org"]!;
    expect(await orderDomains(`q=${id}`)).toEqual(["plain.org"]);
    expect(await orderDomains(`q=${id.slice(0, 13).toUpperCase()}`)).toEqual(["plain.org"]);
  });

  it("finds an order by its payment reference, case, spaces and dashes aside", async () => {
    const ref = refs["mywire.net"]!;
    expect(ref).toMatch(/^RG-/);
    expect(await orderDomains(`q=${encodeURIComponent(ref)}`)).toEqual(["mywire.net"]);
    const typed = `rg ${ref.slice(3, 8).toLowerCase()} ${ref.slice(8)}`;
    expect(await orderDomains(`q=${encodeURIComponent(typed)}`)).toEqual(["mywire.net"]);
  });

  it("finds orders by external account id and by registrant email", async () => {
    expect(await orderDomains("q=acct_42")).toEqual(["plain.org"]);
    expect(await orderDomains("q=acct_4")).toEqual([]);
    expect(await orderDomains("q=Zoe.Mills")).toEqual(["mywire.net"]);
  });

  it("keeps the other filters, and pages through the matches only", async () => {
    expect(await orderDomains("q=example&domain=ab.com")).toEqual(["ab.com"]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const r = await get(
        `/api/v1/registrar/orders?q=example&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(r.status).toBe(200);
      seen.push(...(r.body.items as { domain_name: string }[]).map((o) => o.domain_name));
      cursor = r.body.next_cursor as string | null;
    } while (cursor);
    expect(seen.sort()).toEqual([
      "ab.com",
      "mywire.net",
      "plain.org",
      "under.com",
      "wire-works.com",
    ]);
  });
});

describe("domains: expiry range", () => {
  const names = async (query: string) => {
    const r = await get(`/api/v1/registrar/domains?${query}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return (r.body.items as { domain: string }[]).map((d) => d.domain);
  };

  it("filters by expiry before and after, with the name", async () => {
    expect(await names("expires_before=2027-01-01")).toEqual(["soon.com"]);
    expect(await names("expires_after=2027-01-01")).toEqual(["later.com", "much-later.com"]);
    expect(
      await names("expires_after=2026-12-10T00:00:00Z&expires_before=2028-01-01&q=later"),
    ).toEqual(["later.com"]);
  });

  it("refuses what is not a day or a time, in the 422 shape", async () => {
    const r = await get("/api/v1/registrar/domains?expires_before=2027-02-30&expires_after=soon");
    expect(r.status).toBe(422);
    const locs = (r.body.detail as { loc: string[]; type: string }[]).map((d) => [d.loc, d.type]);
    expect(locs).toEqual([
      [["query", "expires_before"], "value_error"],
      [["query", "expires_after"], "string_too_short"],
    ]);
  });
});

describe("audit log: actor, action, dates", () => {
  const actions = async (query: string) => {
    const r = await get(`/api/v1/audit-log?${query}`, admin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return (r.body.items as { action: string }[]).map((e) => e.action);
  };

  it("filters by part of the actor, wildcards literal", async () => {
    expect(await actions("actor=OPS@")).toEqual(["api_key.created", "user.added"]);
    expect(await actions("actor=100%25")).toEqual(["user.removed"]);
  });

  it("filters by an action or a kind of action, and by a date range", async () => {
    expect(await actions("action=user.added")).toEqual(["user.added"]);
    expect(await actions("action=user.")).toEqual([
      "user.removed",
      "user.role_changed",
      "user.added",
    ]);
    expect(await actions("since=2026-11-15&before=2026-11-20T10:30:00Z")).toEqual([
      "user.role_changed",
      "api_key.created",
    ]);
  });
});

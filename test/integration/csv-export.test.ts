/**
 * The CSV exports: RFC 4180 quoting, cells a spreadsheet would run as formulas written as
 * text, the lists' filters, many rows read across pages, and only the caller's organization.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { createUser } from "../../src/server/orgs/organizations";
import { EXPORT_PAGE } from "../../src/server/exports/csv-response";
import { postOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
let other: Awaited<ReturnType<TestApp["org"]>>;
const MANY = EXPORT_PAGE * 2 + 3;

async function token(username: string, password: string) {
  const r = await t.request("/api/v1/auth/token", json("POST", { username, password }));
  return { authorization: `Bearer ${((await r.json()) as { access_token: string }).access_token}` };
}

async function csv(path: string, headers: Record<string, string> = { "x-api-key": org.apiKey }) {
  const res = await t.request(path, { headers });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}

/** Inserts `count` domains named `<prefix>-<n>.com`, one expiring a day after the other. */
async function manyDomains(organizationId: string, prefix: string, count: number) {
  await database.db.execute(sql`
    insert into domains (id, organization_id, livemode, name, registered_at, expires_at,
                         auto_renew, privacy)
    select gen_random_uuid(), ${organizationId}, false,
           ${prefix} || '-' || lpad(n::text, 4, '0') || '.com', now(),
           timestamptz '2027-01-01T00:00:00Z' + n * interval '1 day', true, true
    from generate_series(1, ${count}) as n`);
}

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Export Inc");
  other = await t.org("Other Inc");
  const cells: [string, string | null, string | null][] = [
    ["quote.com", 'He said "no", then\r\nleft', '=HYPERLINK("http://x.example")'],
    ["plus.com", null, "+1"],
    ["at.com", null, "@SUM(A1)"],
    ["tab.com", null, "\tx"],
    ["minus.com", null, "-2"],
  ];
  for (const [domain, reason, account] of cells) {
    const { body } = await postOrder(t, org.apiKey, { domain, payment_method: "wire" });
    await database.db.execute(
      sql`update orders set failure_reason = ${reason}, external_account_id = ${account}
          where id = ${body.order_id}`,
    );
  }
  await postOrder(t, other.apiKey, { domain: "quote-other.com", payment_method: "wire" });
  await t.request(
    "/api/v1/registrar/payments",
    json("POST", { amount: "12.50", reference: "=1+2" }, { "x-api-key": org.apiKey }),
  );
  await manyDomains(org.organizationId, "held", MANY);
  await manyDomains(other.organizationId, "theirs", 3);
});

afterAll(async () => {
  t.app.close();
  await database.close();
});

describe("orders.csv", () => {
  it("quotes as RFC 4180 and writes formulas as text", async () => {
    const r = await csv("/api/v1/exports/orders");
    expect(r.status).toBe(200);
    expect(r.type).toBe("text/csv; charset=utf-8; header=present");
    expect(r.text.split("\r\n")[0]).toBe(
      "order_id,created_at,domain,kind,status,price,currency,payment_method,payment_reference,external_account_id,registrant_email,failure_reason",
    );
    expect(r.text).toContain(
      `,"'=HYPERLINK(""http://x.example"")",ada@example.com,"He said ""no"", then\r\nleft"\r\n`,
    );
    for (const cell of ["'+1", "'@SUM(A1)", "'\tx", "'-2"]) {
      expect(r.text).toContain(`,${cell},ada@example.com,\r\n`);
    }
    expect(r.text).not.toContain("quote-other.com");
    expect(r.text.endsWith("\r\n")).toBe(true);
  });

  it("takes the list's filters", async () => {
    const r = await csv("/api/v1/exports/orders?q=quote");
    const rows = r.text.trimEnd().split("\r\n");
    expect(rows).toHaveLength(3); // the header, and the one order whose reason spans two lines
    expect(rows[1]).toContain(",quote.com,order,pending,");
  });
});

describe("payments.csv", () => {
  it("writes a reference that looks like a formula as text", async () => {
    const r = await csv("/api/v1/exports/payments");
    expect(r.status).toBe(200);
    const rows = r.text.trimEnd().split("\r\n");
    expect(rows[0]).toBe(
      "payment_id,received_at,recorded_at,amount,currency,method,reference,allocated",
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/,12\.50,USD,wire,'=1\+2,0(\.00)?$/);
  });
});

describe("domains.csv", () => {
  it(`reads ${MANY} domains across pages, each once, in order`, async () => {
    const r = await csv("/api/v1/exports/domains");
    const names = r.text
      .trimEnd()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(",")[0]);
    expect(names).toHaveLength(MANY);
    expect(new Set(names).size).toBe(MANY);
    expect(names[0]).toBe("held-0001.com");
    expect(names.at(-1)).toBe(`held-${String(MANY).padStart(4, "0")}.com`);
    expect(names.every((n) => n!.startsWith("held-"))).toBe(true);
  });

  it("takes the expiry range", async () => {
    const r = await csv(
      "/api/v1/exports/domains?expires_after=2027-01-03&expires_before=2027-01-05",
    );
    expect(
      r.text
        .trimEnd()
        .split("\r\n")
        .slice(1)
        .map((l) => l.split(",")[0]),
    ).toEqual(["held-0002.com", "held-0003.com"]);
  });
});

describe("audit-log.csv", () => {
  it("is an admin's: a member is refused, and another organization sees only its own", async () => {
    const member = await createUser(database.db, {
      organizationId: org.organizationId,
      email: "member@export.example",
      password: "correct horse battery staple",
      role: "member",
    });
    expect(member.userId).toBeTruthy();
    const refused = await csv(
      "/api/v1/exports/audit-log",
      await token("member@export.example", "correct horse battery staple"),
    );
    expect(refused.status).toBe(403);
    const admin = await token(org.email, org.password);
    await t.request(
      "/api/v1/organization/settings",
      json("PATCH", { name: "=cmd|' /C calc'!A0" }, admin),
    );
    const mine = await csv("/api/v1/exports/audit-log?action=organization.updated", admin);
    expect(mine.status).toBe(200);
    const rows = mine.text.trimEnd().split("\r\n");
    expect(rows[0]).toBe("at,actor,action,target_type,target_id,details");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`,${org.email},organization.updated,`);
    const theirs = await csv("/api/v1/exports/audit-log", await token(other.email, other.password));
    expect(theirs.text).toBe("at,actor,action,target_type,target_id,details\r\n");
  });
});

/**
 * No N+1: every list makes the same number of statements for a page of 100 items as for a page
 * of 1. Statements are counted by drizzle's query log over the same engine the suite runs on
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL); the app under test runs on that counting
 * database. The paginated lists are found in the OpenAPI document, so a new one fails here until
 * it is measured.
 */
import { writeFileSync } from "node:fs";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../src/server/db/database";
import { insertDomain } from "../../src/server/domains/domains";
import { CONTACT, payOrder, postOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

const N = 100;

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
let statements = 0;
let partner: Record<string, string>;
let admin: Record<string, string>;
let client: Record<string, string>;

/** The same database, with every statement drizzle sends counted. */
function counting(base: Database): Database {
  const logger = { logQuery: () => void statements++ };
  const db = (base.kind === "pglite"
    ? drizzlePglite({ client: base.pglite!, logger })
    : drizzlePg({ client: base.pool!, logger })) as unknown as Db;
  const sql = {
    ...base.sql,
    query: <T>(text: string, params?: unknown[]) => {
      statements++;
      return base.sql.query<T>(text, params);
    },
  } as Database["sql"];
  return { ...base, db, sql };
}

const ok = async (res: Response | Promise<Response>) => {
  const r = await res;
  const body = (await r.json()) as Record<string, unknown>;
  expect(r.status, JSON.stringify(body)).toBeLessThan(300);
  return body;
};

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(counting(database), {
    // Hundreds of set-up requests from one client.
    env: { RATE_LIMIT_PER_MINUTE: "100000", RATE_LIMIT_BURST: "100000" },
  });
  org = await t.org("Many Things Inc");
  partner = { "x-api-key": org.apiKey };
  const token = (await ok(
    t.request("/api/v1/auth/token", json("POST", { username: org.email, password: org.password })),
  )) as { access_token: string };
  admin = { authorization: `Bearer ${token.access_token}` };
  // A webhook endpoint first, so that every event below has a delivery.
  const endpoint = (await ok(
    t.request(
      "/api/v1/webhooks/endpoints",
      json(
        "POST",
        { url: "https://hooks.example.com/in", event_types: ["order.created"] },
        partner,
      ),
    ),
  )) as { id: string };
  // One session that buys; then sessions enough for a full page.
  const buyer = (await ok(
    t.request(
      "/api/v1/hosted/sessions",
      json(
        "POST",
        {
          allowed_actions: ["domain_purchase", "dns_manage", "renew"],
          external_account_id: "acct-many",
        },
        partner,
      ),
    ),
  )) as { client_token: string };
  client = { authorization: `Bearer ${buyer.client_token}` };
  for (let i = 0; i < N; i++) {
    await ok(
      t.request(
        "/api/v1/hosted/sessions",
        json(
          "POST",
          { allowed_actions: ["domain_search"], external_account_id: `a-${i}` },
          partner,
        ),
      ),
    );
    // An order of the session's end user (hosted), and a partner's wire order, paid.
    await ok(
      t.request("/api/v1/hosted/orders", {
        ...json("POST", { domain: `hosted-many-${i}.com`, contact: CONTACT }),
        headers: { "content-type": "application/json", ...client },
      }),
    );
    const { body } = await postOrder(t, org.apiKey, {
      domain: `wire-many-${i}.com`,
      payment_method: "wire",
    });
    await payOrder(t, org.apiKey, body.order_id, body.price);
    await insertDomain(t.database.db, {
      organizationId: org.organizationId,
      livemode: false,
      name: `held-many-${i}.com`,
      registeredAt: t.now(),
      expiresAt: new Date("2027-11-21T12:00:00Z"),
      autoRenew: true,
      privacy: true,
      nameservers: ["ns1.sandbox-registrar.test", "ns2.sandbox-registrar.test"],
      externalAccountId: "acct-many",
    });
    // An admin's action, for the audit log.
    await ok(
      t.request(
        "/api/v1/organization/settings",
        json("PATCH", { name: `Many Things ${i}` }, admin),
      ),
    );
  }
  lists.push({
    path: `/api/v1/webhooks/endpoints/${endpoint.id}/deliveries`,
    headers: partner,
  });
}, 300_000);

/** What each list made, written to LIST_STATEMENTS_REPORT for `npm run bench`'s row. */
const measured: { list: string; one: number; full: number }[] = [];

afterAll(async () => {
  const report = process.env.LIST_STATEMENTS_REPORT;
  if (report) writeFileSync(report, JSON.stringify({ engine: database.kind, pageOf: N, measured }));
  t.app.close();
  await database.close();
});

type List = { path: string; headers: Record<string, string>; paginated?: false };
const lists: List[] = [];

/** The statements one page makes, and how many items it had. */
async function page(list: List, limit: number) {
  const sep = list.path.includes("?") ? "&" : "?";
  const before = statements;
  const body = await ok(
    t.request(list.paginated === false ? list.path : `${list.path}${sep}limit=${limit}`, {
      headers: list.headers,
    }),
  );
  return { statements: statements - before, items: (body.items as unknown[]).length };
}

/**
 * The fewest statements of three reads of a page: the count is the app's, and its background
 * workers (webhook deliveries' retries) may add one of theirs during a read, never take one away.
 */
async function fewest(list: List, limit: number) {
  const reads = [await page(list, limit), await page(list, limit), await page(list, limit)];
  return reads.reduce((a, b) => (b.statements < a.statements ? b : a));
}

describe("list pages", () => {
  it("every paginated list in the OpenAPI document is measured here", async () => {
    const doc = await ok(t.request("/api/v1/openapi.json"));
    type Op = { parameters?: { name: string; in: string }[] };
    const paginated = Object.entries(doc.paths as Record<string, Record<string, Op>>)
      .filter(([, ops]) => ops.get?.parameters?.some((p) => p.in === "query" && p.name === "limit"))
      .map(([path]) => path)
      .sort();
    expect(paginated.join("\n")).toBe(Object.keys(PAGINATED).sort().join("\n"));
  });

  const PAGINATED: Record<string, (() => List) | string> = {
    "/api/v1/registrar/orders": () => ({ path: "/api/v1/registrar/orders", headers: partner }),
    // The spec's unprefixed alias: the same handler.
    "/registrar/orders": () => ({ path: "/registrar/orders", headers: partner }),
    "/api/v1/registrar/payments": () => ({ path: "/api/v1/registrar/payments", headers: partner }),
    "/api/v1/registrar/domains": () => ({ path: "/api/v1/registrar/domains", headers: partner }),
    "/api/v1/hosted/sessions": () => ({ path: "/api/v1/hosted/sessions", headers: partner }),
    "/api/v1/events": () => ({ path: "/api/v1/events", headers: partner }),
    "/api/v1/audit-log": () => ({ path: "/api/v1/audit-log", headers: admin }),
    "/api/v1/hosted/orders": () => ({ path: "/api/v1/hosted/orders", headers: client }),
    "/api/v1/webhooks/endpoints/{endpoint_id}/deliveries": () => lists[0]!,
    // Lists of one query each with no per-item read (a joined select, mapped in memory); their
    // rows come from flows too slow to repeat 100 times here (live balance, renewals, mail).
    "/api/v1/balance/entries": "one select (balances/statements.ts listEntries)",
    "/api/v1/registrar/renewal-charges":
      "one joined select (domains/renewal-charges.ts listRenewalCharges)",
    "/api/v1/registrar/registrant-messages": "one joined select (mail/messages-routes.ts)",
    "/api/v1/abuse-reports": "one select, no per-item read (abuse/abuse-reports-routes.ts)",
  };

  for (const [route, make] of Object.entries(PAGINATED)) {
    if (typeof make === "string") continue;
    it(`${route}: a page of ${N} makes as many statements as a page of 1`, async () => {
      const list = make();
      // A first request warms the credential cache (its 5 s may have passed during set-up).
      await page(list, 1);
      const one = await fewest(list, 1);
      const full = await fewest(list, N);
      expect(one.items).toBe(1);
      expect(full.items).toBe(N);
      measured.push({ list: route, one: one.statements, full: full.statements });
      expect(full.statements).toBe(one.statements);
    });
  }

  it(`the end user's domains (not paginated): ${N} domains cost what 1 does`, async () => {
    const list = { path: "/api/v1/hosted/domains", headers: client, paginated: false } as const;
    await page(list, 0); // warms the credential cache
    const all = await fewest(list, 0);
    expect(all.items).toBe(N);
    // The same list with one domain: another end user's session.
    const one = (await ok(
      t.request(
        "/api/v1/hosted/sessions",
        json("POST", { allowed_actions: ["renew"], external_account_id: "acct-one" }, partner),
      ),
    )) as { client_token: string };
    await insertDomain(t.database.db, {
      organizationId: org.organizationId,
      livemode: false,
      name: "only-one.com",
      registeredAt: t.now(),
      expiresAt: new Date("2027-11-21T12:00:00Z"),
      autoRenew: true,
      privacy: true,
      nameservers: ["ns1.sandbox-registrar.test", "ns2.sandbox-registrar.test"],
      externalAccountId: "acct-one",
    });
    const other = { ...list, headers: { authorization: `Bearer ${one.client_token}` } };
    await page(other, 0); // its token's first use reads the session (then it is cached)
    const single = await fewest(other, 0);
    expect(single.items).toBe(1);
    measured.push({ list: "/api/v1/hosted/domains", one: single.statements, full: all.statements });
    expect(all.statements).toBe(single.statements);
  });
});

/**
 * `GET /api/v1/overview`: what needs attention, counted in the caller's organization and mode
 * only. Rows are inserted directly where the test is not about how they came to be.
 */
import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { abuseReports } from "../../src/server/abuse/schema";
import { events, webhookDeliveries, webhookEndpoints } from "../../src/server/events/schema";
import { postOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
let other: Awaited<ReturnType<TestApp["org"]>>;
const HOUR = 3_600_000;

/** Moves an order to `status`, its transition recorded at `at`. */
async function move(orderId: string, status: string, at: Date) {
  await database.db.execute(sql`update orders set status = ${status} where id = ${orderId}`);
  await database.db.execute(sql`
    insert into order_transitions (order_id, from_status, to_status, at)
    values (${orderId}, 'pending', ${status}, ${at.toISOString()})`);
}

/** `count` domains of `organizationId` expiring at each of `expiries`. */
async function domainsExpiring(organizationId: string, expiries: Date[]) {
  for (const [i, at] of expiries.entries()) {
    await database.db.execute(sql`
      insert into domains (id, organization_id, livemode, name, registered_at, expires_at,
                           auto_renew, privacy)
      values (${randomUUID()}, ${organizationId}, false, ${`soon-${i}-${organizationId.slice(0, 8)}.com`},
              now(), ${at.toISOString()}, true, true)`);
  }
}

/** An endpoint of `organizationId` with one delivery in each of `deliveries`. */
async function endpoint(
  organizationId: string,
  enabled: boolean,
  deliveries: { status: "pending" | "delivered" | "failed"; attempts: number; at: Date }[],
) {
  const id = randomUUID();
  const now = t.now();
  await database.db.insert(webhookEndpoints).values({
    id,
    organizationId,
    livemode: false,
    url: "https://hooks.example/in",
    eventTypes: ["*"],
    secret: "whsec_x",
    enabled,
    createdAt: now,
    updatedAt: now,
  });
  for (const d of deliveries) {
    const eventId = randomUUID();
    await database.db.insert(events).values({
      id: eventId,
      organizationId,
      livemode: false,
      type: "order.updated",
      resource: "order",
      data: {},
      createdAt: d.at,
    });
    await database.db.insert(webhookDeliveries).values({
      id: randomUUID(),
      eventId,
      endpointId: id,
      status: d.status,
      attempts: d.attempts,
      nextAttemptAt: d.at,
      createdAt: d.at,
    });
  }
}

async function report(organizationId: string, lawEnforcement: boolean, receivedAt: Date) {
  await database.db.insert(abuseReports).values({
    id: randomUUID(),
    domain: "acme-rockets.com",
    organizationId,
    livemode: false,
    category: "phishing",
    description: "report",
    reporterEmail: "cert@example.org",
    lawEnforcement,
    reviewBy: lawEnforcement ? new Date(receivedAt.getTime() + 24 * HOUR) : null,
    receivedAt,
  });
}

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Overview Inc");
  other = await t.org("Other Inc");
  const now = t.now(); // 2026-11-21T12:00:00Z
  const ids: string[] = [];
  for (const domain of ["wait-1.com", "wait-2.com", "fail.com", "refund.com", "old-fail.com"]) {
    const { body } = await postOrder(t, org.apiKey, { domain, payment_method: "wire" });
    ids.push(body.order_id);
  }
  await move(ids[2]!, "failed", new Date(now.getTime() - HOUR));
  await move(ids[3]!, "refunded", new Date(now.getTime() - 2 * HOUR));
  await move(ids[4]!, "failed", new Date(now.getTime() - 13 * HOUR)); // yesterday (UTC)
  await postOrder(t, other.apiKey, { domain: "theirs.com", payment_method: "wire" });

  const day = 24 * HOUR;
  const today = new Date("2026-11-21T00:00:00Z").getTime();
  await domainsExpiring(org.organizationId, [
    new Date(today + 1 * HOUR), // today
    new Date(today + 30 * day + 23 * HOUR), // the 30th day after today
    new Date(today + 31 * day), // too late
    new Date(today - HOUR), // already expired
  ]);
  await domainsExpiring(other.organizationId, [new Date(today + day)]);

  await endpoint(org.organizationId, true, [
    { status: "failed", attempts: 8, at: new Date(now.getTime() - HOUR) },
  ]);
  await endpoint(org.organizationId, true, [
    { status: "pending", attempts: 2, at: new Date(now.getTime() - 2 * HOUR) },
    { status: "failed", attempts: 8, at: new Date(now.getTime() - 3 * HOUR) },
  ]);
  await endpoint(org.organizationId, true, [
    { status: "delivered", attempts: 1, at: new Date(now.getTime() - HOUR) },
    { status: "failed", attempts: 8, at: new Date(now.getTime() - 2 * day) }, // not recent
  ]);
  await endpoint(org.organizationId, false, []);
  await endpoint(other.organizationId, false, []);

  await report(org.organizationId, true, new Date(now.getTime() - 30 * HOUR)); // overdue
  await report(org.organizationId, true, new Date(now.getTime() - 20 * HOUR)); // due in 4 h
  await report(org.organizationId, true, new Date(now.getTime() - HOUR)); // due in 23 h
  await report(org.organizationId, false, new Date(now.getTime() - 2 * HOUR));
  await report(org.organizationId, true, new Date(now.getTime() - 8 * day)); // long past
  await report(other.organizationId, true, new Date(now.getTime() - 30 * HOUR));
});

afterAll(async () => {
  t.app.close();
  await database.close();
});

describe("GET /api/v1/overview", () => {
  it("counts what needs attention in the caller's organization, for either credential", async () => {
    const token = (await (
      await t.request(
        "/api/v1/auth/token",
        json("POST", { username: org.email, password: org.password }),
      )
    ).json()) as { access_token: string };
    const expected = {
      at: "2026-11-21T12:00:00.000Z",
      orders: { awaiting_payment: 2, failed_today: 1, refunded_today: 1 },
      domains: { expiring_soon: 2, expires_after: "2026-11-21", expires_before: "2026-12-22" },
      webhooks: { endpoints_failing: 2, endpoints_disabled: 1 },
      abuse_reports: { received_last_7_days: 4, law_enforcement_due: 2 },
    };
    const credentials: Record<string, string>[] = [
      { "x-api-key": org.apiKey },
      { authorization: `Bearer ${token.access_token}` },
    ];
    for (const headers of credentials) {
      const res = await t.request("/api/v1/overview", { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual(expected);
    }
  });

  it("counts nothing of another organization's", async () => {
    const res = await t.request("/api/v1/overview", { headers: { "x-api-key": other.apiKey } });
    expect(await res.json()).toMatchObject({
      orders: { awaiting_payment: 1, failed_today: 0, refunded_today: 0 },
      domains: { expiring_soon: 1 },
      webhooks: { endpoints_failing: 0, endpoints_disabled: 1 },
      abuse_reports: { received_last_7_days: 1, law_enforcement_due: 1 },
    });
  });

  it("answers 401 without a credential", async () => {
    const res = await t.request("/api/v1/overview");
    expect(res.status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { startWebhookDispatcher } from "../../src/server/events/dispatcher";
import { events } from "../../src/server/events/schema";
import { createLogger } from "../../src/server/logger";
import { transitionOrder } from "../../src/server/orders/order-states";
import { CONTACT, postOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";
import { startReceiver } from "../helpers/webhook-receiver";

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
let other: Awaited<ReturnType<TestApp["org"]>>;
const key = (k = org.apiKey) => ({ "x-api-key": k });
type Event = { id: string; type: string; created_at: string; data: Record<string, unknown> };
type Page = { items: Event[]; next_cursor: string | null };
const list = async (query = "", k = org.apiKey) => {
  const res = await t.request(`/api/v1/events${query}`, { headers: key(k) });
  return { res, body: (await res.json()) as Page & { detail?: unknown } };
};

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Events Inc");
  other = await t.org("Other Inc");
});
afterAll(async () => {
  await database.close();
});

describe("events written with the change", () => {
  it("order.created and every order.updated, with from and to", async () => {
    const { body: order } = await postOrder(t, org.apiKey, { domain: "evented.com" });
    await t.request(`/api/v1/registrar/orders/${order.order_id}/cancel`, {
      method: "POST",
      headers: key(),
    });
    const { body } = await list();
    const mine = body.items.filter((e) => e.data.order_id === order.order_id);
    expect(mine.map((e) => [e.type, e.data.from, e.data.to])).toEqual([
      ["order.updated", "pending", "cancelled"],
      ["order.created", undefined, undefined],
    ]);
  });

  it("a rolled-back change leaves no event (so nothing to deliver)", async () => {
    const { body: order } = await postOrder(t, org.apiKey, { domain: "rolled-back.com" });
    const before = (await database.db.select().from(events)).length;
    await expect(
      database.db.transaction(async (tx) => {
        const moved = await transitionOrder(tx, order.order_id, "cancelled", { now: t.now() });
        expect(moved?.status).toBe("cancelled");
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await database.db.select().from(events)).length).toBe(before);
    const detail = await t.request(`/api/v1/registrar/orders/${order.order_id}`, {
      headers: key(),
    });
    expect(((await detail.json()) as { status: string }).status).toBe("pending");
  });

  it("domain.registered, dns.changed and hosted_session.created; no contact data anywhere", async () => {
    const res = await t.request(
      "/api/v1/registrar/purchase",
      json("POST", { contact: CONTACT, domain: "events-dns.com" }, key()),
    );
    expect(res.status).toBe(200);
    const rec = await t.request(
      "/api/v1/registrar/dns/events-dns.com/records",
      json("POST", { type: "A", name: "www", content: "192.0.2.7", ttl: 300 }, key()),
    );
    expect(rec.status).toBe(201);
    const session = await t.request(
      "/api/v1/hosted/sessions",
      json("POST", { allowed_actions: ["domain_search"], external_account_id: "acct_9" }, key()),
    );
    expect(session.status).toBe(200);
    const { body } = await list("?limit=100");
    const types = body.items.map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining(["domain.registered", "dns.changed", "hosted_session.created"]),
    );
    const dns = body.items.find((e) => e.type === "dns.changed")!;
    expect(dns.data).toMatchObject({ domain: "events-dns.com", deleted: [], updated: [] });
    expect(JSON.stringify(body)).not.toMatch(/Lovelace|ada@example\.com|St James/);
  });
});

describe("GET /api/v1/events", () => {
  it("pages newest first by cursor and filters by type", async () => {
    for (let i = 0; i < 5; i++) await postOrder(t, org.apiKey, { domain: `paged-${i}.com` });
    const first = await list("?type=order.created&limit=2");
    expect(first.res.status).toBe(200);
    expect(first.body.items.map((e) => e.data.domain)).toEqual(["paged-4.com", "paged-3.com"]);
    const seen = [...first.body.items];
    let cursor = first.body.next_cursor;
    while (cursor) {
      const page = await list(`?type=order.created&limit=2&cursor=${cursor}`);
      seen.push(...page.body.items);
      cursor = page.body.next_cursor;
    }
    expect(seen.every((e) => e.type === "order.created")).toBe(true);
    expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
    expect(seen.map((e) => e.data.domain).slice(0, 5)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `paged-${i}.com`),
    );
    expect(seen.map((e) => e.data.domain)).toContain("evented.com");
    expect((await list("", other.apiKey)).body.items).toEqual([]);
  });

  it("422s a bad type or cursor", async () => {
    const bad = await list("?type=order.eaten&cursor=zzz");
    expect(bad.res.status).toBe(422);
    expect(bad.body.detail).toEqual([
      expect.objectContaining({ loc: ["query", "type"] }),
      expect.objectContaining({ loc: ["query", "cursor"], type: "value_error" }),
    ]);
    const cursor = await list("?cursor=zzz");
    expect(cursor.res.status).toBe(422);
  });
});

describe("POST /api/v1/events/{event_id}/resend", () => {
  it("sends the same event id again; 403 for another organization's, 404 for unknown", async () => {
    const receiver = await startReceiver();
    try {
      await t.request(
        "/api/v1/webhooks/endpoints",
        json("POST", { url: receiver.url, event_types: ["order.created"] }, key()),
      );
      await postOrder(t, org.apiKey, { domain: "resent.com" });
      const d = startWebhookDispatcher(
        { db: database.db, now: t.now, logger: createLogger("silent") },
        3_600_000,
      );
      await d.runOnce();
      const [sent] = receiver.events();
      const res = await t.request(`/api/v1/events/${sent!.id}/resend`, {
        method: "POST",
        headers: key(),
      });
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ event_id: sent!.id, deliveries_queued: 1 });
      await d.runOnce();
      await d.stop();
      expect(receiver.events().map((e) => e.id)).toEqual([sent!.id, sent!.id]);
      const theirs = await t.request(`/api/v1/events/${sent!.id}/resend`, {
        method: "POST",
        headers: key(other.apiKey),
      });
      expect(theirs.status).toBe(403);
      const unknown = await t.request(
        "/api/v1/events/00000000-0000-4000-8000-000000000000/resend",
        { method: "POST", headers: key() },
      );
      expect(unknown.status).toBe(404);
    } finally {
      await receiver.close();
    }
  });
});

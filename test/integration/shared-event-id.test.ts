import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { dispatchDue } from "../../src/server/events/dispatcher";
import { createLogger } from "../../src/server/logger";
import { processReadyOrders } from "../../src/server/orders/processor";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { CONTACT, payOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";
import { startReceiver } from "../helpers/webhook-receiver";

// The hosted API (what the widget calls) answers each change with the id of the event it
// wrote; that id is the webhook's and the one GET /api/v1/events lists.

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let token: string;
type Event = { id: string; type: string; data: Record<string, unknown> };

const logger = createLogger("silent");
const key = () => ({ "x-api-key": org.apiKey });
const asClient = (path: string, init: RequestInit = {}) =>
  t.request(path, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
  });
async function listEvents(): Promise<Event[]> {
  const res = await t.request("/api/v1/events?limit=100", { headers: key() });
  return ((await res.json()) as { items: Event[] }).items;
}
/** Delivers everything due and returns the events the receiver got. */
async function delivered() {
  // dns.changed is stamped with the system clock (docs/decisions/webhooks-and-auto-renewal.md), the rest with the test's.
  const now = () => new Date(Math.max(t.now().getTime(), Date.now()));
  await dispatchDue({ db: database.db, now, logger });
  return receiver.events();
}

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Shared ids Inc");
  receiver = await startReceiver();
  await t.request(
    "/api/v1/webhooks/endpoints",
    json("POST", { url: receiver.url, event_types: ["*"] }, key()),
  );
  const minted = await t.request(
    "/api/v1/hosted/sessions",
    json(
      "POST",
      {
        allowed_actions: ["domain_purchase", "renew", "dns_manage"],
        external_account_id: "acct_ada",
      },
      key(),
    ),
  );
  token = ((await minted.json()) as { client_token: string }).client_token;
});
afterAll(async () => {
  await receiver.close();
  await database.close();
});

describe("hosted API event ids", () => {
  let orderId: string;

  it("order creation answers the order.created event's id", async () => {
    const res = await asClient(
      "/api/v1/hosted/orders",
      json("POST", { domain: "shared-id.com", contact: CONTACT, payment_method: "wire" }),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { order_id: string; event_id: string };
    orderId = body.order_id;
    const listed = (await listEvents()).find((e) => e.id === body.event_id);
    expect(listed).toMatchObject({ type: "order.created", data: { order_id: orderId } });
    expect((await delivered()).find((e) => e.id === body.event_id)?.type).toBe("order.created");
  });

  it("the polled order carries the id of the event that set its current status", async () => {
    const pending = (await (await asClient(`/api/v1/hosted/orders/${orderId}`)).json()) as {
      status: string;
      event_id: string;
    };
    expect(pending.status).toBe("pending");
    expect((await listEvents()).find((e) => e.id === pending.event_id)?.type).toBe("order.created");

    const price = (
      (await (await asClient(`/api/v1/hosted/orders/${orderId}`)).json()) as {
        price: string;
      }
    ).price;
    await payOrder(t, org.apiKey, orderId, price);
    await processReadyOrders({
      db: database.db,
      registrars: { test: createSandboxProvider(database.db) },
      now: t.now,
      logger,
    });
    const done = (await (await asClient(`/api/v1/hosted/orders/${orderId}`)).json()) as {
      status: string;
      event_id: string;
    };
    expect(done.status).toBe("completed");
    const event = (await listEvents()).find((e) => e.id === done.event_id);
    expect(event).toMatchObject({
      type: "order.updated",
      data: { order_id: orderId, to: "completed" },
    });
    expect((await delivered()).filter((e) => e.id === done.event_id)).toHaveLength(1);
    const list = (await (await asClient("/api/v1/hosted/orders")).json()) as {
      items: { order_id: string; event_id: string }[];
    };
    expect(list.items.find((o) => o.order_id === orderId)?.event_id).toBe(done.event_id);
  });

  it("renewal answers domain.renewed's id, a refused one domain.renewal_failed's", async () => {
    const res = await asClient(
      "/api/v1/hosted/domains/shared-id.com/renew",
      json("POST", { years: 1 }),
    );
    const body = (await res.json()) as { success: boolean; event_id: string };
    expect(body.success).toBe(true);
    const event = (await listEvents()).find((e) => e.id === body.event_id);
    expect(event).toMatchObject({ type: "domain.renewed", data: { domain: "shared-id.com" } });
    expect((await delivered()).some((e) => e.id === body.event_id)).toBe(true);
  });

  it("DNS record changes answer dns.changed's id, for create, replace and delete", async () => {
    const base = "/api/v1/hosted/domains/shared-id.com/records";
    const created = (await (
      await asClient(base, json("POST", { type: "A", name: "www", content: "192.0.2.1" }))
    ).json()) as { id: string; event_id: string };
    const replaced = (await (
      await asClient(
        `${base}/${created.id}`,
        json("PUT", { type: "A", name: "www", content: "192.0.2.2" }),
      )
    ).json()) as { event_id: string };
    const deleted = await asClient(`${base}/${created.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    const gone = (await deleted.json()) as { event_id: string };
    const events = await listEvents();
    const byId = (id: string) => events.find((e) => e.id === id)?.data;
    expect(byId(created.event_id)).toMatchObject({ created: [created.id] });
    expect(byId(replaced.event_id)).toMatchObject({ updated: [created.id] });
    expect(byId(gone.event_id)).toMatchObject({ deleted: [created.id] });
    const sent = (await delivered()).map((e) => e.id);
    expect(sent).toEqual(
      expect.arrayContaining([created.event_id, replaced.event_id, gone.event_id]),
    );
  });

  it("the partner API's responses keep the spec's shapes (no event_id)", async () => {
    const renew = await t.request(
      "/api/v1/registrar/domains/shared-id.com/renew",
      json("POST", { years: 1 }, key()),
    );
    const body = (await renew.json()) as Record<string, unknown>;
    expect(body.success).toBe(true);
    expect(body).not.toHaveProperty("event_id");
    const order = await t.request(
      "/api/v1/registrar/order",
      json("POST", { domain: "partner-shape.com", contact: CONTACT }, key()),
    );
    expect(await order.json()).not.toHaveProperty("event_id");
  });
});

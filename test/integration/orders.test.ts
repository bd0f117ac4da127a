import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { eq } from "drizzle-orm";
import { processReadyOrders } from "../../src/server/orders/processor";
import { orders } from "../../src/server/orders/schema";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { createLogger } from "../../src/server/logger";
import { CONTACT, payOrder, postOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
let other: Awaited<ReturnType<TestApp["org"]>>;
const process = () =>
  processReadyOrders({
    db: database.db,
    registrars: { test: createSandboxProvider(database.db) },
    now: t.now,
    logger: createLogger("silent"),
  });
const get = (path: string, key = org.apiKey) => t.request(path, { headers: { "x-api-key": key } });
const detail = async (id: string) =>
  (await (await get(`/api/v1/registrar/orders/${id}`)).json()) as Record<string, unknown> & {
    status: string;
    transitions: { from: string | null; to: string }[];
  };

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Orders Inc");
  other = await t.org("Other Inc");
});
afterAll(async () => {
  await database.close();
});

describe("POST /api/v1/registrar/order", () => {
  it("creates a pending card order with a checkout URL and the spec's defaults", async () => {
    const { res, body } = await postOrder(t, org.apiKey, { domain: " Card-Order.COM. " });
    expect(res.status).toBe(201);
    expect(body).toEqual({
      order_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      livemode: false,
      domain_name: "card-order.com",
      years: 1,
      price: "10.99",
      currency: "USD",
      status: "pending",
      checkout_url: `http://127.0.0.1:8787/checkout/${body.order_id}`,
      banking_details: null,
      payment_reference: expect.stringMatching(/^RG-[A-Z2-9]{10}$/),
    });
    const d = await detail(body.order_id);
    expect(d).toMatchObject({ payment_method: "card", amount_paid: "0.00", kind: "order" });
    expect(d.transitions).toEqual([expect.objectContaining({ from: null, to: "pending" })]);
  });

  it("gives wire orders the bank details and a payment reference; price is the total for all years", async () => {
    const { res, body } = await postOrder(t, org.apiKey, {
      domain: "wire-order.io",
      payment_method: "wire",
      years: 3,
    });
    expect(res.status).toBe(201);
    expect(body.price).toBe("117.00");
    expect(body.checkout_url).toBeNull();
    expect(body.banking_details).toEqual({
      bank_name: "Sandbox Bank",
      account_name: "Registrar Sandbox Ltd",
      account_number: "000123456789",
      routing_number: "110000000",
      iban: "XX00 SAND BOX0 0012 3456 789",
      bic: "SANDXX00XXX",
    });
  });

  it("lists every failing field in one 422, the domain among them, and writes nothing", async () => {
    const before = await (await get("/api/v1/registrar/orders")).json();
    const res = await t.request(
      "/api/v1/registrar/order",
      json(
        "POST",
        {
          domain: "www.example.com",
          years: 11,
          payment_method: "cash",
          contact: { ...CONTACT, phone: "123", country: "USA" },
        },
        { "x-api-key": org.apiKey },
      ),
    );
    expect(res.status).toBe(422);
    const items = ((await res.json()) as { detail: { loc: unknown[]; type: string }[] }).detail;
    expect(items.map((i) => [i.loc.join("."), i.type])).toEqual([
      ["body.domain", "value_error"],
      ["body.years", "less_than_equal"],
      ["body.contact.phone", "string_too_short"],
      ["body.contact.country", "string_too_long"],
      ["body.payment_method", "literal_error"],
    ]);
    expect(await (await get("/api/v1/registrar/orders")).json()).toEqual(before);
  });

  it("refuses IP addresses as order nameservers, each at its index", async () => {
    const { res, body } = await postOrder(t, org.apiKey, {
      domain: "ns-ip-order.com",
      nameservers: ["ns1.example.net", "192.0.2.53", "[2001:db8::53]"],
    });
    expect(res.status).toBe(422);
    const items = (body as unknown as { detail: { loc: unknown[]; type: string }[] }).detail;
    expect(items.map((i) => [i.loc, i.type])).toEqual([
      [["body", "nameservers", 1], "value_error"],
      [["body", "nameservers", 2], "value_error"],
    ]);
  });

  it("refuses unavailable names, unsold suffixes and a changed expected price with 409", async () => {
    const taken = await postOrder(t, org.apiKey, { domain: "taken-name.com" });
    expect(taken.res.status).toBe(409);
    expect(taken.body.detail).toMatch(/not available/);
    const suffix = await postOrder(t, org.apiKey, { domain: "example.museum" });
    expect(suffix.res.status).toBe(409);
    const price = await postOrder(t, org.apiKey, {
      domain: "expected.com",
      expected_price: "9.99",
    });
    expect(price.res.status).toBe(409);
    expect(price.body.detail).toMatch(/10\.99 USD, not 9\.99/);
    const ok = await postOrder(t, org.apiKey, { domain: "expected.com", expected_price: "10.99" });
    expect(ok.res.status).toBe(201);
  });

  it("refuses a second live order for one domain, naming the first", async () => {
    const first = await postOrder(t, org.apiKey, { domain: "once.org" });
    const second = await postOrder(t, org.apiKey, { domain: "once.org" });
    expect(second.res.status).toBe(409);
    expect(second.body.detail).toContain(first.body.order_id);
  });
});

describe("reading and listing orders", () => {
  it("404 for an unknown order, 403 for another organization's, 422 for a bad id", async () => {
    const { body } = await postOrder(t, org.apiKey, { domain: "mine-only.net" });
    expect((await get(`/api/v1/registrar/orders/${body.order_id}`, other.apiKey)).status).toBe(403);
    expect(
      (await get("/api/v1/registrar/orders/00000000-0000-4000-8000-000000000000")).status,
    ).toBe(404);
    expect((await get("/api/v1/registrar/orders/nope")).status).toBe(422);
  });

  it("filters by kind (the dashboard tells transfers apart)", async () => {
    const { body } = await postOrder(t, org.apiKey, { domain: "moved-in.net" });
    // A transfer order (its route is another part's): the kind is what the filter reads.
    await database.db.update(orders).set({ kind: "transfer" }).where(eq(orders.id, body.order_id));
    const list = async (q: string) =>
      (
        (await (await get(`/api/v1/registrar/orders?limit=100&${q}`)).json()) as {
          items: { order_id: string; kind: string }[];
        }
      ).items;
    expect((await list("kind=transfer")).map((i) => i.order_id)).toEqual([body.order_id]);
    const registrations = await list("kind=order");
    expect(registrations.length).toBeGreaterThan(0);
    expect(registrations.every((i) => i.kind === "order")).toBe(true);
    expect((await get("/api/v1/registrar/orders?kind=gift")).status).toBe(422);
  });

  it("filters by domain and status and paginates by cursor, on both paths", async () => {
    const filtered = (await (
      await get("/registrar/orders?domain=MINE-ONLY.net&status=pending")
    ).json()) as {
      items: { domain_name: string }[];
    };
    expect(filtered.items.map((i) => i.domain_name)).toEqual(["mine-only.net"]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (await (
        await get(`/api/v1/registrar/orders?limit=2${cursor ? `&cursor=${cursor}` : ""}`)
      ).json()) as { items: { order_id: string }[]; next_cursor: string | null };
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((i) => i.order_id));
      cursor = page.next_cursor;
    } while (cursor);
    const all = (await (await get("/api/v1/registrar/orders?limit=100")).json()) as {
      items: { order_id: string }[];
    };
    expect(seen).toEqual(all.items.map((i) => i.order_id));
    expect(new Set(seen).size).toBe(seen.length);
    expect((await get("/api/v1/registrar/orders?status=lost&limit=0")).status).toBe(422);
  });
});

describe("payments and the order lifecycle", () => {
  it("a partly paid order stays pending; paid in full it is processed and completed", async () => {
    const { body } = await postOrder(t, org.apiKey, {
      domain: "lifecycle.com",
      payment_method: "wire",
    });
    const part = await payOrder(t, org.apiKey, body.order_id, "5.00");
    expect(part.res.status).toBe(201);
    expect(part.body).toMatchObject({ amount: "5.00", order_status: "pending" });
    const rest = await payOrder(t, org.apiKey, body.order_id, "100.00");
    expect(rest.body).toMatchObject({ amount: "5.99", order_status: "ready_to_process" });
    const payment = (await (
      await get(`/api/v1/registrar/payments/${rest.paymentId}`)
    ).json()) as Record<string, unknown>;
    expect(payment).toMatchObject({ amount: "100.00", allocated: "5.99", unallocated: "94.01" });

    await process();
    const d = await detail(body.order_id);
    expect(d.status).toBe("completed");
    expect(d.domain_id).toEqual(expect.any(String));
    expect(d.transitions.map((x) => x.to)).toEqual([
      "pending",
      "ready_to_process",
      "processing",
      "completed",
    ]);
    // The name is taken now.
    const again = await postOrder(t, other.apiKey, { domain: "lifecycle.com" });
    expect(again.res.status).toBe(409);
  });

  it("never over-allocates a payment nor over-pays an order, even concurrently", async () => {
    const orders = await Promise.all(
      ["alloc-a.com", "alloc-b.com", "alloc-c.com"].map((d) =>
        postOrder(t, org.apiKey, { domain: d, payment_method: "wire" }),
      ),
    );
    const p = await t.request(
      "/api/v1/registrar/payments",
      json("POST", { amount: "25.00" }, { "x-api-key": org.apiKey }),
    );
    const paymentId = ((await p.json()) as { payment_id: string }).payment_id;
    const results = await Promise.all(
      orders.map((o) =>
        t.request(
          `/api/v1/registrar/payments/${paymentId}/allocations`,
          json("POST", { order_id: o.body.order_id, amount: "10.99" }, { "x-api-key": org.apiKey }),
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409]);
    const view = (await (await get(`/api/v1/registrar/payments/${paymentId}`)).json()) as {
      unallocated: string;
    };
    expect(view.unallocated).toBe("3.02");

    // An order paid in full takes no more, though the payment still has money left.
    const paid = orders[results.findIndex((r) => r.status === 201)]!;
    const over = await t.request(
      `/api/v1/registrar/payments/${paymentId}/allocations`,
      json("POST", { order_id: paid.body.order_id, amount: "1.00" }, { "x-api-key": org.apiKey }),
    );
    expect(over.status).toBe(409);
  });

  it("cancels a pending order, refunds a paid one, and refuses to cancel a completed one", async () => {
    const a = await postOrder(t, org.apiKey, { domain: "cancel-a.com" });
    const cancel = (id: string) =>
      t.request(`/api/v1/registrar/orders/${id}/cancel`, {
        method: "POST",
        headers: { "x-api-key": org.apiKey },
      });
    expect(((await (await cancel(a.body.order_id)).json()) as { status: string }).status).toBe(
      "cancelled",
    );
    expect((await cancel(a.body.order_id)).status).toBe(409);

    const b = await postOrder(t, org.apiKey, { domain: "cancel-b.com" });
    await payOrder(t, org.apiKey, b.body.order_id, "10.99");
    const refunded = (await (await cancel(b.body.order_id)).json()) as {
      status: string;
      transitions: { to: string }[];
    };
    expect(refunded.status).toBe("refunded");
    expect(refunded.transitions.map((x) => x.to)).toEqual([
      "pending",
      "ready_to_process",
      "cancelled",
      "refunded",
    ]);

    const c = await postOrder(t, org.apiKey, { domain: "cancel-c.com" });
    await payOrder(t, org.apiKey, c.body.order_id, "10.99");
    await process();
    expect((await cancel(c.body.order_id)).status).toBe(409);
    expect((await cancel(c.body.order_id)).status).toBe(409);
    expect(
      (
        await t.request(`/api/v1/registrar/orders/${c.body.order_id}/cancel`, {
          method: "POST",
          headers: { "x-api-key": other.apiKey },
        })
      ).status,
    ).toBe(403);
  });

  it("fail- names fail at the registrar and paid orders are refunded", async () => {
    const { body } = await postOrder(t, org.apiKey, { domain: "fail-order.com" });
    await payOrder(t, org.apiKey, body.order_id, "10.99");
    await process();
    const d = await detail(body.order_id);
    expect(d.status).toBe("refunded");
    expect(d.failure_reason).toMatch(/rejected/);
    expect(d.transitions.map((x) => x.to)).toEqual([
      "pending",
      "ready_to_process",
      "processing",
      "failed",
      "refunded",
    ]);
  });

  it("pricechange- names stop at price_changed; accepting and paying the difference completes them", async () => {
    const { body } = await postOrder(t, org.apiKey, { domain: "pricechange-x.com" });
    await payOrder(t, org.apiKey, body.order_id, "10.99");
    await process();
    let d = await detail(body.order_id);
    expect(d).toMatchObject({ status: "price_changed", price: "10.99", new_price: "13.19" });
    const accept = await t.request(`/api/v1/registrar/orders/${body.order_id}/accept-price`, {
      method: "POST",
      headers: { "x-api-key": org.apiKey },
    });
    expect((await accept.json()) as { status: string; price: string }).toMatchObject({
      status: "pending",
      price: "13.19",
    });
    await payOrder(t, org.apiKey, body.order_id, "2.20");
    await process();
    d = await detail(body.order_id);
    expect(d.status).toBe("completed");
    expect(d.amount_paid).toBe("13.19");
  });
});

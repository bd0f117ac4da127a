/**
 * Transfer in over the API on the sandbox: availability's `transfer`, the transfer order's
 * checks (before anything is written or paid), its processing to `completed` or to `failed`
 * and `refunded`, the hosted route, crash recovery and the timeout. The sandbox's other
 * registrar answers `transferMs` after a request: the test moves its clock, no sleeps.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { createLogger } from "../../src/server/logger";
import { orders } from "../../src/server/orders/schema";
import {
  processReadyOrders,
  recoverInterrupted,
  startOrderProcessor,
} from "../../src/server/orders/processor";
import { checkPendingTransfers } from "../../src/server/orders/transfer-in";
import { normalizeDomain } from "../../src/server/registrar/normalize-domain";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { SANDBOX_TRANSFER_CODE } from "../../src/server/registrar/sandbox/transfers-in";
import { sandboxTransfersIn } from "../../src/server/registrar/schema";
import { CONTACT, payOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

const TRANSFER_MS = 10_000;
let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
let other: Awaited<ReturnType<TestApp["org"]>>;

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Transfers Inc");
  other = await t.org("Someone else");
});
afterAll(async () => {
  await database.close();
});

const deps = () => ({
  db: database.db,
  registrars: { test: createSandboxProvider(database.db, { transferMs: TRANSFER_MS }) },
  now: t.now,
  logger: createLogger("silent"),
});
/** The fields of the answers these tests read (each answer has some of them). */
type Body = Record<string, unknown> & {
  order_id: string;
  price: string;
  status: string;
  code: string;
  detail: string;
  amount_paid: string;
  items: unknown[];
  transitions: { to: string }[];
};
const get = async (path: string, key = org.apiKey) => {
  const res = await t.request(path, { headers: { "x-api-key": key } });
  return { status: res.status, body: (await res.json()) as Body };
};
const transfer = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const res = await t.request(
    "/api/v1/registrar/transfers",
    json(
      "POST",
      { contact: CONTACT, auth_code: SANDBOX_TRANSFER_CODE, payment_method: "wire", ...body },
      { "x-api-key": org.apiKey, ...headers },
    ),
  );
  return { status: res.status, body: (await res.json()) as Body };
};
const order = async (id: string) => (await get(`/api/v1/registrar/orders/${id}`)).body;
/** The transfer orders of a domain. */
const ordersOf = async (domain: string) =>
  (
    (await get(`/api/v1/registrar/orders?domain=${domain}`)).body.items as { kind: string }[]
  ).filter((o) => o.kind === "transfer");
const eventsOf = async (type: string) =>
  (await get(`/api/v1/events?type=${type}&limit=100`)).body.items as {
    data: Record<string, unknown>;
  }[];

/** A paid transfer order of `domain`, processed: its request is at the registry. */
async function requested(domain: string) {
  const placed = await transfer({ domain });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  await payOrder(t, org.apiKey, placed.body.order_id, placed.body.price);
  await processReadyOrders(deps());
  return placed.body.order_id as string;
}

describe("availability's transfer", () => {
  it("quotes a name registered elsewhere at the suffix's renewal price", async () => {
    const { body } = await get("/api/v1/registrar/availability/transferok-quote.net");
    expect(body).toMatchObject({ available: false, reason: "registered" });
    expect(body.transfer).toEqual({
      transferable: true,
      price: "14.99",
      currency: "USD",
      reason: null,
      locked_until: null,
    });
  });

  it("says a locked name cannot come, a name held here is held_here, an available one null", async () => {
    const locked = await get("/api/v1/registrar/availability/transferlocked-quote.com");
    expect(locked.body.transfer).toMatchObject({
      transferable: false,
      reason: "transfer_prohibited",
    });
    const bought = await t.request(
      "/api/v1/registrar/purchase",
      json(
        "POST",
        { domain: "held-here-quote.com", contact: CONTACT },
        { "x-api-key": org.apiKey },
      ),
    );
    expect(bought.status).toBe(200);
    const held = await get("/api/v1/registrar/availability/held-here-quote.com");
    expect(held.body.transfer).toMatchObject({ transferable: false, reason: "held_here" });
    const free = await get("/api/v1/registrar/availability/nobody-has-this.com");
    expect(free.body.transfer).toBeNull();
  });

  it("fills every suggestion: a quote for the registered names, null for the others", async () => {
    const { body } = await get("/api/v1/registrar/suggestions?q=transferok-many.com");
    const items = body.items as { domain: string; transfer: unknown }[];
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) {
      expect(item.transfer, item.domain).toMatchObject({ transferable: true });
    }
    const plain = await get("/api/v1/registrar/suggestions?q=nobody-has-these");
    expect((plain.body.items as { transfer: unknown }[]).every((i) => i.transfer === null)).toBe(
      true,
    );
  });
});

describe("POST /api/v1/registrar/transfers", () => {
  it("refuses a wrong code with 409 transfer_code_invalid and writes nothing", async () => {
    const res = await transfer({ domain: "transferok-wrong.com", auth_code: "not-the-code" });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("transfer_code_invalid");
    expect(await ordersOf("transferok-wrong.com")).toEqual([]);
  });

  it.each([
    ["transferlocked-locked.com", "locked at its registrar"],
    ["nobody-registered-this.com", "is not registered"],
    ["held-here-quote.com", "already held by this registrar"],
  ])("refuses %s with 409 transfer_not_possible", async (domain, words) => {
    const res = await transfer({ domain });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("transfer_not_possible");
    expect(res.body.detail).toContain(words);
    expect(await ordersOf(domain)).toEqual([]);
  });

  it("refuses another price than the quote's with 409 price_mismatch", async () => {
    const res = await transfer({ domain: "transferok-price.com", expected_price: "1.00" });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("price_mismatch");
    expect(res.body.detail).toContain("12.99");
  });

  it("answers bad fields with one 422 in the spec's shape", async () => {
    const res = await t.request(
      "/api/v1/registrar/transfers",
      json("POST", { domain: "not a domain", contact: CONTACT }, { "x-api-key": org.apiKey }),
    );
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: { loc: string[]; type: string }[] };
    expect(body.detail.map((d) => d.loc.join("."))).toEqual(["body.domain", "body.auth_code"]);
    expect(body.detail[1]!.type).toBe("missing");
  });

  it("keeps one live order per domain and answers a repeated Idempotency-Key with the same order", async () => {
    const first = await transfer({ domain: "transferok-once.com" }, { "idempotency-key": "t-1" });
    expect(first.status).toBe(201);
    const again = await transfer({ domain: "transferok-once.com" }, { "idempotency-key": "t-1" });
    expect(again.body.order_id).toBe(first.body.order_id);
    const second = await transfer({ domain: "transferok-once.com" });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe("order_in_progress");
  });

  it("erases the sealed code of an order cancelled before its request", async () => {
    const placed = await transfer({ domain: "transferok-cancelled.com" });
    const id = placed.body.order_id;
    const sealed = async () =>
      (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!.transferCodeSealed;
    expect(await sealed()).not.toBeNull();
    const res = await t.request(
      `/api/v1/registrar/orders/${id}/cancel`,
      json("POST", {}, { "x-api-key": org.apiKey }),
    );
    expect(res.status).toBe(200);
    expect(await sealed()).toBeNull();
  });

  it("lets no other organization read the order (403)", async () => {
    const placed = await transfer({ domain: "transferok-theirs.com" });
    const res = await get(`/api/v1/registrar/orders/${placed.body.order_id}`, other.apiKey);
    expect(res.status).toBe(403);
  });
});

describe("a transfer's lifecycle", () => {
  it("transferok-: pending, paid, requested (code erased), completed, the domain listed", async () => {
    const placed = await transfer({ domain: "TransferOK-Life.com" });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      domain_name: "transferok-life.com",
      years: 1,
      price: "12.99",
      status: "pending",
    });
    expect(placed.body.banking_details).not.toBeNull();
    expect(JSON.stringify(placed.body)).not.toContain(SANDBOX_TRANSFER_CODE);
    const id = placed.body.order_id as string;
    expect(await order(id)).toMatchObject({ kind: "transfer", status: "pending" });

    await payOrder(t, org.apiKey, id, "12.99");
    await processReadyOrders(deps());
    const pending = await order(id);
    expect(pending).toMatchObject({ status: "processing", registry_status: "pending_transfer" });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.transferCodeSealed).toBeNull();
    expect(row!.transferActionAt!.getTime()).toBe(t.now().getTime() + TRANSFER_MS);
    const [atRegistry] = await database.db
      .select()
      .from(sandboxTransfersIn)
      .where(eq(sandboxTransfersIn.reference, id));
    expect(atRegistry!.authCodeSha256).not.toContain(SANDBOX_TRANSFER_CODE);
    expect(atRegistry!.authCodeSha256).toMatch(/^[0-9a-f]{64}$/);

    // Before the losing registrar's time is up nothing changes.
    const early = await checkPendingTransfers(deps());
    expect(early.settled).toBe(0);
    // The next check is due when the losing registrar's time is up.
    expect(early.nextAt.getTime()).toBe(t.now().getTime() + TRANSFER_MS);
    t.advance(TRANSFER_MS);
    expect((await checkPendingTransfers(deps())).settled).toBe(1);
    expect(await order(id)).toMatchObject({ status: "completed", registry_status: null });
    const domains = (await get("/api/v1/registrar/domains?limit=100")).body.items as {
      domain: string;
      acquired_by: string;
    }[];
    expect(domains.find((d) => d.domain === "transferok-life.com")).toMatchObject({
      acquired_by: "transfer_in",
    });
    const requestedEvents = await eventsOf("domain.transfer_in_requested");
    expect(requestedEvents.map((e) => e.data.order_id)).toContain(id);
    const inEvents = await eventsOf("domain.transferred_in");
    expect(inEvents.find((e) => e.data.order_id === id)?.data.domain).toBe("transferok-life.com");
    // The name is now this sandbox registry's: held here.
    const now = await get("/api/v1/registrar/availability/transferok-life.com");
    expect(now.body.transfer).toMatchObject({ reason: "held_here" });
    expect(t.logs.join("\n")).not.toContain(SANDBOX_TRANSFER_CODE);
  });

  it("transferreject-: refused by the losing registrar, failed, refunded", async () => {
    const id = await requested("transferreject-life.com");
    t.advance(TRANSFER_MS);
    await checkPendingTransfers(deps());
    const done = await order(id);
    expect(done.status).toBe("refunded");
    expect(done.transitions.map((s) => s.to)).toContain("failed");
    expect(done.amount_paid).toBe("12.99");
    const failed = await eventsOf("domain.transfer_in_failed");
    expect(failed.find((e) => e.data.order_id === id)?.data.reason).toBe("rejected");
  });

  it("times out with no answer a day past its action date: cancelled at the registry, refunded", async () => {
    const id = await requested("transferok-slowpoke.com");
    // The registry's date said long ago, and the registry still says pending.
    await database.db
      .update(orders)
      .set({ transferActionAt: new Date(t.now().getTime() - 2 * 86_400_000) })
      .where(eq(orders.id, id));
    await checkPendingTransfers(deps());
    expect((await order(id)).status).toBe("refunded");
    const failed = await eventsOf("domain.transfer_in_failed");
    expect(failed.find((e) => e.data.order_id === id)?.data.reason).toBe("timed_out");
    const [atRegistry] = await database.db
      .select()
      .from(sandboxTransfersIn)
      .where(eq(sandboxTransfersIn.reference, id));
    expect(atRegistry!.status).toBe("cancelled");
  });

  it("is requested and completed by the running order processor", async () => {
    const placed = await transfer({ domain: "transferok-worker.com" });
    const id = placed.body.order_id;
    await payOrder(t, org.apiKey, id, "12.99");
    // Each processor's first pass runs at its start; stop() waits for it.
    const first = startOrderProcessor(deps(), 3_600_000);
    await first.stop();
    expect(await order(id)).toMatchObject({ registry_status: "pending_transfer" });
    t.advance(TRANSFER_MS);
    const second = startOrderProcessor(deps(), 3_600_000);
    await second.stop();
    expect((await order(id)).status).toBe("completed");
  });

  it("leaves a requested transfer to its own schedule: the lease recovery does not take it", async () => {
    const id = await requested("transferok-leased.com");
    await database.db
      .update(orders)
      .set({ updatedAt: new Date(t.now().getTime() - 3_600_000) })
      .where(eq(orders.id, id));
    await recoverInterrupted({ ...deps(), leaseMs: 0 });
    expect(await order(id)).toMatchObject({
      status: "processing",
      registry_status: "pending_transfer",
    });
    t.advance(TRANSFER_MS);
    await checkPendingTransfers(deps());
    expect((await order(id)).status).toBe("completed");
  });

  it("survives a crash between the request and its record: asked again, one request", async () => {
    const placed = await transfer({ domain: "transferok-crash.com" });
    const id = placed.body.order_id as string;
    await payOrder(t, org.apiKey, id, "12.99");
    // The registry took the request, then the process died before recording it.
    const registrar = deps().registrars.test;
    const parsed = normalizeDomain("transferok-crash.com");
    if (!parsed.ok) throw new Error("bad name");
    await registrar.transfers!.request({
      domain: parsed.domain,
      authCode: SANDBOX_TRANSFER_CODE,
      years: 1,
      price: "12.99",
      reference: id,
      now: t.now(),
    });
    await database.db
      .update(orders)
      .set({ status: "processing", updatedAt: new Date(t.now().getTime() - 1000) })
      .where(eq(orders.id, id));
    await recoverInterrupted({ ...deps(), leaseMs: 0 });
    expect(await order(id)).toMatchObject({
      status: "processing",
      registry_status: "pending_transfer",
    });
    const rows = await database.db
      .select()
      .from(sandboxTransfersIn)
      .where(eq(sandboxTransfersIn.name, "transferok-crash.com"));
    expect(rows).toHaveLength(1);
    t.advance(TRANSFER_MS);
    await checkPendingTransfers(deps());
    expect((await order(id)).status).toBe("completed");
  });
});

describe("POST /api/v1/hosted/transfers", () => {
  const mint = async (actions: string[]) => {
    const res = await t.request(
      "/api/v1/hosted/sessions",
      json(
        "POST",
        { allowed_actions: actions, external_account_id: "acct_t" },
        { "x-api-key": org.apiKey },
      ),
    );
    return ((await res.json()) as { client_token: string }).client_token;
  };
  const hosted = (token: string, domain: string) =>
    t.request(
      "/api/v1/hosted/transfers",
      json(
        "POST",
        { domain, auth_code: SANDBOX_TRANSFER_CODE, contact: CONTACT },
        { authorization: `Bearer ${token}` },
      ),
    );

  it("orders a transfer for a session that allows domain_purchase, read with the hosted order", async () => {
    const token = await mint(["domain_search", "domain_purchase"]);
    const res = await hosted(token, "transferok-hosted.com");
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, string>;
    expect(body.event_id).toBeTruthy();
    expect(body.checkout_url).toContain(`/checkout/${body.order_id}`);
    const read = await t.request(`/api/v1/hosted/orders/${body.order_id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ domain_name: "transferok-hosted.com" });
    // Paid and completed: the session's order completes the session, as a registration does.
    await payOrder(t, org.apiKey, body.order_id!, body.price!);
    await processReadyOrders(deps());
    t.advance(TRANSFER_MS);
    await checkPendingTransfers(deps());
    const completed = await eventsOf("hosted_session.completed");
    expect(completed.find((e) => e.data.order_id === body.order_id)?.data).toMatchObject({
      domain: "transferok-hosted.com",
      external_account_id: "acct_t",
    });
  });

  it("fills transfer in the widget's search too", async () => {
    const token = await mint(["domain_search"]);
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const one = await t.request("/api/v1/hosted/availability/transferok-widget.com", auth);
    expect(((await one.json()) as Body).transfer).toMatchObject({ transferable: true });
    const many = await t.request("/api/v1/hosted/suggestions?q=transferok-widget", auth);
    const items = ((await many.json()) as Body).items as { transfer: unknown }[];
    expect(items.every((i) => i.transfer !== null)).toBe(true);
  });

  it("is 403 for a session without domain_purchase", async () => {
    const token = await mint(["domain_search"]);
    expect((await hosted(token, "transferok-hosted-no.com")).status).toBe(403);
  });
});

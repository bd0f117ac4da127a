import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { CONTACT, postOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Exact Money");
});
afterAll(async () => {
  await database.close();
});

const key = () => ({ "x-api-key": org.apiKey });
async function call(path: string, init: RequestInit) {
  const res = await t.request(path, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const pay = (body: Record<string, unknown>) =>
  call("/api/v1/registrar/payments", json("POST", { currency: "USD", ...body }, key()));
const allocate = (paymentId: string, body: Record<string, unknown>) =>
  call(`/api/v1/registrar/payments/${paymentId}/allocations`, json("POST", body, key()));
const rows = async (table: string) =>
  Number(
    (await database.sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`))[0]!.n,
  );
/** The stored amounts, as PostgreSQL writes them (no float on the way). */
const storedAmounts = async (table: string) =>
  (
    await database.sql.query<{ a: string }>(`SELECT amount::text AS a FROM ${table} ORDER BY a`)
  ).map((r) => r.a);

const places = {
  type: "decimal_max_places",
  msg: "Decimal input should have no more than 2 decimal places",
  ctx: { decimal_places: 2 },
};
const digits = {
  type: "decimal_max_digits",
  msg: "Decimal input should have no more than 12 digits in total",
  ctx: { max_digits: 12 },
};
const whole = {
  type: "decimal_whole_digits",
  msg: "Decimal input should have no more than 10 digits before the decimal point",
  ctx: { whole_digits: 10 },
};
const positive = { type: "greater_than", msg: "Input should be greater than 0", ctx: { gt: 0 } };

describe("payment amounts are exact decimals bounded like their numeric(12, 2) column", () => {
  it.each([
    ["0.001", places],
    ["10.999", places],
    ["1.005", places],
    ["12345678901234567.89", digits],
    ["12345678901234567890", digits],
    ["10000000000", whole],
    ["0.00", positive],
    ["-1", positive],
  ])("amount %j is a 422 %s, and no payment is stored", async (amount, item) => {
    const before = await rows("payments");
    const res = await pay({ amount });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      detail: [{ ...item, loc: ["body", "amount"], input: amount }],
    });
    expect(await rows("payments")).toBe(before);
  });

  it("a JSON number past two places is the same 422 (1e-7 included)", async () => {
    const res = await pay({ amount: 1e-7 });
    expect(res.body).toEqual({ detail: [{ ...places, loc: ["body", "amount"], input: 1e-7 }] });
  });

  it.each([
    ["+.60", "0.60"],
    ["10.990", "10.99"],
    [" 7.5 ", "7.50"],
    [12.5, "12.50"],
    ["9999999999.99", "9999999999.99"],
  ])("amount %j is stored and read back as %j exactly", async (amount, stored) => {
    const res = await pay({ amount });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amount: stored, allocated: "0.00", unallocated: stored });
    const again = await call(`/api/v1/registrar/payments/${res.body.payment_id as string}`, {
      headers: key(),
    });
    expect(again.body).toMatchObject({ amount: stored, unallocated: stored });
    expect(await storedAmounts("payments")).toContain(stored);
  });

  it("allocation amounts are checked the same way; nothing is allocated then", async () => {
    const { body: order } = await postOrder(t, org.apiKey, { domain: "alloc-exact.com" });
    const payment = await pay({ amount: "20.00" });
    const id = payment.body.payment_id as string;
    for (const [amount, item] of [
      ["0.001", places],
      ["10.999", places],
      ["123456789012.5", digits],
      ["0", positive],
    ] as const) {
      const res = await allocate(id, { order_id: order.order_id, amount });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ detail: [{ ...item, loc: ["body", "amount"], input: amount }] });
    }
    expect(await rows("payment_allocations")).toBe(0);
  });

  it("sums allocations exactly: three years paid in three parts is paid in full", async () => {
    const { body: order } = await postOrder(t, org.apiKey, { domain: "three-parts.com", years: 3 });
    expect(order.price).toBe("32.97");
    const payment = await pay({ amount: "32.97" });
    const id = payment.body.payment_id as string;
    const first = await allocate(id, { order_id: order.order_id, amount: "10.99" });
    expect(first.body).toMatchObject({ amount: "10.99", order_status: "pending" });
    const second = await allocate(id, { order_id: order.order_id, amount: "+10.990" });
    expect(second.body).toMatchObject({ amount: "10.99", order_status: "pending" });
    // Over-paying by a cent is refused, exactly.
    const over = await allocate(id, { order_id: order.order_id, amount: "11.00" });
    expect(over.status).toBe(409);
    const last = await allocate(id, { order_id: order.order_id });
    expect(last.body).toMatchObject({ amount: "10.99", order_status: "ready_to_process" });
    const view = await call(`/api/v1/registrar/payments/${id}`, { headers: key() });
    expect(view.body).toMatchObject({ allocated: "32.97", unallocated: "0.00" });
    const detail = await call(`/api/v1/registrar/orders/${order.order_id}`, { headers: key() });
    expect(detail.body).toMatchObject({ price: "32.97", amount_paid: "32.97" });
  });
});

describe("expected_price is an exact decimal bounded like the order's price column", () => {
  const order = (expected_price: unknown, domain = "expected-exact.com") =>
    call(
      "/api/v1/registrar/order",
      json("POST", { domain, contact: CONTACT, years: 2, expected_price }, key()),
    );

  it.each([
    ["21.979", places],
    ["1234567890123", digits],
    [
      "-21.98",
      {
        type: "greater_than_equal",
        msg: "Input should be greater than or equal to 0",
        ctx: { ge: 0 },
      },
    ],
  ])("%j is a 422 and no order is made", async (expected, item) => {
    const before = await rows("orders");
    const res = await order(expected);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      detail: [{ ...item, loc: ["body", "expected_price"], input: expected }],
    });
    expect(await rows("orders")).toBe(before);
  });

  it("is compared exactly: 21.980 is the price of two years, 21.97 is not", async () => {
    const off = await order("21.97", "expected-off.com");
    expect(off.status).toBe(409);
    const same = await order("21.980");
    expect(same.status).toBe(201);
    expect(same.body).toMatchObject({ price: "21.98" });
  });

  it("the same bounds apply to a purchase", async () => {
    const res = await call(
      "/api/v1/registrar/purchase",
      json(
        "POST",
        { domain: "purchase-exact.com", contact: CONTACT, expected_price: "10.999" },
        key(),
      ),
    );
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      detail: [{ ...places, loc: ["body", "expected_price"], input: "10.999" }],
    });
  });
});

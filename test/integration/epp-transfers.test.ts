/**
 * Transfers over EPP through the service's live registrar: the adapter's `transfers` against
 * the test registry playing the other registrar, on the service's clock. A domain bought
 * through the API gets a code, is asked for by another registrar, and leaves when the registry
 * approves it (the poll worker marks it gone); a name held elsewhere comes in. Then the same
 * through the API with a live key: a transfer order that comes in, a lock, a code and an
 * answer that let one leave.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { domains } from "../../src/server/domains/schema";
import { createLogger } from "../../src/server/logger";
import { processReadyOrders, type ProcessorDeps } from "../../src/server/orders/processor";
import type { EppProvider } from "../../src/server/registrar/epp/epp-provider";
import { normalizeDomain } from "../../src/server/registrar/normalize-domain";
import { pollRegistry } from "../../src/server/registry-poll/poll-worker";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { startEppService } from "../helpers/epp-live-registrar";
import type { EppTestRegistry } from "../helpers/epp-test-registry";
import { CONTACT, payOrder, postOrder } from "../helpers/orders";
import { json, type TestApp } from "../helpers/test-app";
import { checkPendingTransfers } from "../../src/server/orders/transfer-in";

const DAY = 86_400_000;
const CODE = "Leave-Code-42!x";

let database: Database;
let registry: EppTestRegistry;
let epp: EppProvider;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
let service: Awaited<ReturnType<typeof startEppService>>;
beforeAll(async () => {
  service = await startEppService({ org: "Transfers Over EPP Inc" });
  ({ database, registry, epp, t, org } = service);
});
afterAll(async () => {
  await service?.close();
});

const name = (s: string) => {
  const n = normalizeDomain(s);
  if (!n.ok) throw new Error(s);
  return n.domain;
};
const deps = (): ProcessorDeps => ({
  db: database.db,
  registrars: { test: createSandboxProvider(database.db), live: epp },
  now: t.now,
  logger: createLogger("silent"),
  leaseMs: 60_000,
});
const poll = () =>
  pollRegistry(
    {
      db: database.db,
      queue: epp.pollQueue!,
      now: t.now,
      logger: createLogger("silent"),
      processor: deps(),
      leaseMs: 60_000,
    },
    "instance-a",
  );

async function get(path: string) {
  const res = await t.request(path, { headers: { "x-api-key": org.apiKey } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A domain bought through the API over EPP (order, payment, processing). */
async function bought(domain: string) {
  const { res, body } = await postOrder(t, org.apiKey, {
    domain,
    registrar: "epp",
    payment_method: "wire",
  });
  expect(res.status, JSON.stringify(body)).toBe(201);
  await payOrder(t, org.apiKey, body.order_id, body.price);
  await processReadyOrders(deps());
  expect((await get(`/api/v1/registrar/orders/${body.order_id}`)).body.status).toBe("completed");
}

describe("transfers over EPP through the service's registrar", () => {
  it("a domain bought here has no code anyone knows; locked it cannot be asked for; with a code it leaves when the registry approves, and the service marks it gone", async () => {
    await bought("leaving-over-epp.com");
    const d = name("leaving-over-epp.com");
    // No code after the purchase is known to anyone: a request with a guess is refused.
    expect(registry.requestAway(d.name, CODE)).toEqual({ code: 2202 });
    expect(await epp.transfers!.setLock(d, true)).toEqual({ ok: true });
    expect(await epp.transfers!.setAuthCode(d, CODE)).toEqual({ ok: true });
    expect(registry.requestAway(d.name, CODE)).toEqual({ code: 2304 });
    expect(await epp.transfers!.setLock(d, false)).toEqual({ ok: true });
    expect(registry.requestAway(d.name, CODE)).toMatchObject({ code: 1001 });
    await poll();
    const requested = await get("/api/v1/events?type=domain.transfer_requested");
    expect(requested.body.items).toContainEqual(
      expect.objectContaining({
        data: expect.objectContaining({ domain: d.name, gaining_registrar: "other-registrar" }),
      }),
    );
    // The losing registrar's five days pass: the registry approves it and says so.
    t.advance(5 * DAY + 1000);
    await poll();
    const [row] = await database.db.select().from(domains).where(eq(domains.name, d.name));
    expect(row).toMatchObject({ status: "transferred_away", autoRenew: false });
    expect(registry.transferState.authHashOf(d.name)).toBeUndefined();
  }, 120_000);

  it("a name held elsewhere is quoted, its code verified, and it comes in when the other registrar approves", async () => {
    registry.holdElsewhere("arriving-over-epp.com", { authCode: CODE });
    const d = name("arriving-over-epp.com");
    // The service's registry prices the transfer at its renewal (13.00 for .com).
    expect(await epp.transfers!.quote(d)).toEqual({
      transferable: true,
      price: "13.00",
      currency: "USD",
    });
    expect(await epp.transfers!.verifyCode!(d, CODE)).toEqual({ ok: true });
    const ask = {
      domain: d,
      authCode: CODE,
      years: 1,
      price: "13.00",
      reference: "0b8a2a3e-5d0c-4d7e-9a55-0f4f3a1d2c11",
      now: t.now(),
    };
    expect(await epp.transfers!.request(ask)).toMatchObject({ ok: true, status: "pending" });
    registry.approvePending(d.name);
    expect(await epp.transfers!.status(d, ask.reference, t.now())).toMatchObject({
      status: "completed",
    });
    expect(await epp.lookup(d)).toMatchObject({ registered: true });
    expect(await epp.transfers!.quote(d)).toMatchObject({ reason: "held_here" });
    expect(registry.invalidCommands()).toEqual([]);
  }, 120_000);

  it("through the API: a transfer order over EPP (a wrong code refused first) comes in when the other registrar approves", async () => {
    registry.holdElsewhere("api-arriving-epp.com", { authCode: CODE });
    const key = { "x-api-key": org.apiKey };
    const avail = await get("/api/v1/registrar/availability/api-arriving-epp.com");
    expect(avail.body).toMatchObject({
      available: false,
      transfer: { transferable: true, price: "13.00", currency: "USD" },
    });
    const order = (auth_code: string) =>
      t.request(
        "/api/v1/registrar/transfers",
        json(
          "POST",
          { domain: "api-arriving-epp.com", auth_code, contact: CONTACT, payment_method: "wire" },
          key,
        ),
      );
    const wrong = await order("Not-The-Code-1");
    expect(wrong.status).toBe(409);
    expect(await wrong.json()).toMatchObject({ code: "transfer_code_invalid" });
    const placed = await order(CODE);
    const body = (await placed.json()) as { order_id: string; price: string };
    expect(placed.status, JSON.stringify(body)).toBe(201);
    expect(body.price).toBe("13.00");
    await payOrder(t, org.apiKey, body.order_id, body.price);
    await processReadyOrders(deps());
    expect((await get(`/api/v1/registrar/orders/${body.order_id}`)).body).toMatchObject({
      kind: "transfer",
      status: "processing",
      registry_status: "pending_transfer",
    });
    registry.approvePending("api-arriving-epp.com");
    t.advance(60_000);
    expect((await checkPendingTransfers(deps())).settled).toBe(1);
    expect((await get(`/api/v1/registrar/orders/${body.order_id}`)).body).toMatchObject({
      status: "completed",
      registry_status: null,
    });
    const held = await get("/api/v1/registrar/domains/api-arriving-epp.com");
    expect(held.body).toMatchObject({ acquired_by: "transfer_in", livemode: true });
    expect(t.logs.join("\n")).not.toContain(CODE);
    expect(registry.invalidCommands()).toEqual([]);
  }, 120_000);

  it("through the API: the lock and a code set at the registry, another registrar's request approved by the owner, the domain gone", async () => {
    await bought("api-leaving-epp.com");
    const key = { "x-api-key": org.apiKey };
    const path = "/api/v1/registrar/domains/api-leaving-epp.com";
    // Past the policy's lock after the registration.
    t.advance(61 * DAY);
    const lock = (locked: boolean) =>
      t.request(`${path}/transfer-lock`, json("PUT", { locked }, key));
    expect((await lock(true)).status).toBe(200);
    const refused = await t.request(`${path}/transfer-code`, json("POST", {}, key));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "transfer_locked" });
    // No code is set at the registry: another registrar's guess is refused there.
    expect(registry.requestAway("api-leaving-epp.com", CODE)).toEqual({ code: 2202 });
    expect((await lock(false)).status).toBe(200);
    const issued = await t.request(`${path}/transfer-code`, json("POST", {}, key));
    expect(issued.status).toBe(201);
    const { auth_code } = (await issued.json()) as { auth_code: string };
    expect(registry.requestAway("api-leaving-epp.com", auth_code)).toMatchObject({ code: 1001 });
    await poll();
    expect((await get(`${path}/transfer`)).body).toMatchObject({
      pending_transfer_away: { status: "pending", gaining_registrar: "other-registrar" },
    });
    const approved = await t.request(`${path}/transfer/approve`, json("POST", {}, key));
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect((await get(path)).status).toBe(404);
    // The registry cleared the code with the transfer: it works no more.
    expect(registry.transferState.authHashOf("api-leaving-epp.com")).toBeUndefined();
    expect(t.logs.join("\n")).not.toContain(auth_code);
    expect(registry.invalidCommands()).toEqual([]);
  }, 120_000);
});

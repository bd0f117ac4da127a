import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { startWebhookDispatcher } from "../../src/server/events/dispatcher";
import { verifyWebhookSignature } from "@registrar/node";
import { createLogger } from "../../src/server/logger";
import { transitionOrder } from "../../src/server/orders/order-states";
import { postOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";
import { startReceiver } from "../helpers/webhook-receiver";

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
let other: Awaited<ReturnType<TestApp["org"]>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const key = () => ({ "x-api-key": org.apiKey });
const dispatcher = (timeoutMs?: number) =>
  startWebhookDispatcher(
    {
      db: database.db,
      now: t.now,
      logger: createLogger("silent"),
      random: () => 0,
      ...(timeoutMs && { timeoutMs }),
    },
    3_600_000,
  );

type Endpoint = { id: string; secret: string; url: string; event_types: string[] };
async function addEndpoint(body: Record<string, unknown>, apiKey = org.apiKey) {
  const res = await t.request(
    "/api/v1/webhooks/endpoints",
    json("POST", body, { "x-api-key": apiKey }),
  );
  return { res, body: (await res.json()) as Endpoint & { detail?: unknown } };
}
async function deliveries(id: string) {
  const res = await t.request(`/api/v1/webhooks/endpoints/${id}/deliveries`, { headers: key() });
  return ((await res.json()) as { items: Record<string, unknown>[] }).items;
}

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Hooks Inc");
  other = await t.org("Other Inc");
});
beforeEach(async () => {
  receiver = await startReceiver();
  // One receiver per test: disable the endpoints of earlier tests.
  for (const e of await listAll()) {
    await t.request(`/api/v1/webhooks/endpoints/${e.id}`, json("PATCH", { enabled: false }, key()));
  }
  return () => receiver.close();
});
afterAll(async () => {
  await database.close();
});
async function listAll() {
  const res = await t.request("/api/v1/webhooks/endpoints", { headers: key() });
  return ((await res.json()) as { items: Endpoint[] }).items;
}

describe("webhook endpoints API", () => {
  it("creates an endpoint with its secret shown once, lists and reads it without", async () => {
    const { res, body } = await addEndpoint({
      url: receiver.url,
      event_types: ["order.created"],
      description: "ERP",
    });
    expect(res.status).toBe(201);
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(body).toMatchObject({
      url: receiver.url,
      event_types: ["order.created"],
      enabled: true,
    });
    const one = await t.request(`/api/v1/webhooks/endpoints/${body.id}`, { headers: key() });
    expect(one.status).toBe(200);
    expect(await one.json()).not.toHaveProperty("secret");
    expect(JSON.stringify(await listAll())).not.toContain(body.secret);
    expect(t.logs.join("\n")).not.toContain(body.secret);
  });

  it("refuses non-https URLs except loopback, and unknown event types, with 422s", async () => {
    for (const url of [
      "http://partner.example/hook",
      "ftp://127.0.0.1/x",
      "not a url",
      "https://user:pw@partner.example/",
    ]) {
      const { res, body } = await addEndpoint({ url, event_types: ["*"] });
      expect(res.status, url).toBe(422);
      expect(body.detail).toEqual([
        expect.objectContaining({ type: "value_error", loc: ["body", "url"] }),
      ]);
    }
    const bad = await addEndpoint({
      url: "https://partner.example/h",
      event_types: ["order.eaten"],
    });
    expect(bad.res.status).toBe(422);
    expect(bad.body.detail).toEqual([
      expect.objectContaining({ type: "literal_error", loc: ["body", "event_types", 0] }),
    ]);
    for (const url of ["https://partner.example/h", "http://localhost:9/h", "http://[::1]:9/h"]) {
      expect((await addEndpoint({ url, event_types: ["*"] })).res.status, url).toBe(201);
    }
  });

  it("answers 404 for an unknown endpoint and 403 for another organization's", async () => {
    const { body } = await addEndpoint({ url: receiver.url, event_types: ["*"] });
    const theirs = await t.request(`/api/v1/webhooks/endpoints/${body.id}`, {
      headers: { "x-api-key": other.apiKey },
    });
    expect(theirs.status).toBe(403);
    const unknown = await t.request(
      "/api/v1/webhooks/endpoints/00000000-0000-4000-8000-000000000000",
      { headers: key() },
    );
    expect(unknown.status).toBe(404);
    const del = await t.request(`/api/v1/webhooks/endpoints/${body.id}`, {
      method: "DELETE",
      headers: { "x-api-key": other.apiKey },
    });
    expect(del.status).toBe(403);
  });

  it("rotates the secret: both sign during the overlap (24 h), then only the new one", async () => {
    const { body } = await addEndpoint({ url: receiver.url, event_types: ["order.created"] });
    const res = await t.request(`/api/v1/webhooks/endpoints/${body.id}/rotate-secret`, {
      method: "POST",
      headers: key(),
    });
    const rotated = (await res.json()) as Endpoint & { previous_secret_expires_at: string };
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(body.secret);
    expect(rotated.previous_secret_expires_at).toBe(
      new Date(t.now().getTime() + 24 * 3_600_000).toISOString(),
    );
    expect(t.logs.join("\n")).not.toContain(rotated.secret);
    const d = dispatcher();
    await postOrder(t, org.apiKey, { domain: "rotated-secret.com" });
    await d.runOnce();
    const during = receiver.received[0]!;
    const sig = during.headers["registrar-signature"] as string;
    expect(sig).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(() =>
      verifyWebhookSignature(during.body, sig, rotated.secret, { now: t.now() }),
    ).not.toThrow();
    expect(() =>
      verifyWebhookSignature(during.body, sig, body.secret, { now: t.now() }),
    ).not.toThrow();

    t.advance(24 * 3_600_000 + 1000);
    await postOrder(t, org.apiKey, { domain: "rotated-secret-later.com" });
    await d.runOnce();
    await d.stop();
    const after = receiver.received[1]!;
    const later = after.headers["registrar-signature"] as string;
    expect(later).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() =>
      verifyWebhookSignature(after.body, later, rotated.secret, { now: t.now() }),
    ).not.toThrow();
    expect(() => verifyWebhookSignature(after.body, later, body.secret, { now: t.now() })).toThrow(
      /^no signature matches/,
    );
  });
});

describe("delivery", () => {
  it("POSTs the signed event; the signature verifies and fails when tampered or stale", async () => {
    const { body: ep } = await addEndpoint({ url: receiver.url, event_types: ["order.created"] });
    const { body: order } = await postOrder(t, org.apiKey, { domain: "signed-event.com" });
    const d = dispatcher();
    expect(await d.runOnce()).toBe(1);
    await d.stop();
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    const event = JSON.parse(got.body) as Record<string, unknown>;
    expect(event).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: "order.created",
      created_at: t.now().toISOString(),
      livemode: false,
      data: {
        order_id: order.order_id,
        domain: "signed-event.com",
        status: "pending",
        hosted_session_id: null,
      },
    });
    expect(got.body).not.toContain("Lovelace");
    const sig = got.headers["registrar-signature"] as string;
    expect(sig).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => verifyWebhookSignature(got.body, sig, ep.secret, { now: t.now() })).not.toThrow();
    const forged = got.body.replace("signed", "forged");
    expect(() => verifyWebhookSignature(forged, sig, ep.secret, { now: t.now() })).toThrow(
      /^no signature matches/,
    );
    const later = new Date(t.now().getTime() + 301_000);
    expect(() => verifyWebhookSignature(got.body, sig, ep.secret, { now: later })).toThrow(
      /^timestamp outside the tolerance: .* is 301 s old, the tolerance is 300 s/,
    );
    const [delivery] = await deliveries(ep.id);
    expect(delivery).toMatchObject({ status: "delivered", attempts: 1, last_status: 200 });
  });

  it("retries after 500s and a timeout with backoff, then delivers", async () => {
    const { body: ep } = await addEndpoint({ url: receiver.url, event_types: ["order.created"] });
    await postOrder(t, org.apiKey, { domain: "retried-event.com" });
    receiver.respondWith(500, 503);
    const d = dispatcher(300);
    expect(await d.runOnce()).toBe(1);
    expect((await deliveries(ep.id))[0]).toMatchObject({
      status: "pending",
      attempts: 1,
      last_status: 500,
      next_attempt_at: new Date(t.now().getTime() + 30_000).toISOString(),
    });
    expect(await d.runOnce()).toBe(0); // not due yet
    t.advance(30_000);
    expect(await d.runOnce()).toBe(1); // 503
    t.advance(60_000);
    receiver.hang(1_000);
    expect(await d.runOnce()).toBe(1); // times out after 300 ms
    expect((await deliveries(ep.id))[0]).toMatchObject({ attempts: 3, last_error: "timed out" });
    receiver.hang(0);
    t.advance(120_000);
    expect(await d.runOnce()).toBe(1);
    await d.stop();
    expect((await deliveries(ep.id))[0]).toMatchObject({
      status: "delivered",
      attempts: 4,
      last_status: 200,
    });
    const ids = new Set(receiver.events().map((e) => e.id));
    expect(ids.size).toBe(1); // the same event id on every attempt
  });

  it("gives up as failed after 15 attempts spread over more than 24 hours", async () => {
    const { body: ep } = await addEndpoint({ url: receiver.url, event_types: ["order.created"] });
    await postOrder(t, org.apiKey, { domain: "never-delivered.com" });
    receiver.respondWith(...Array<number>(20).fill(500));
    const d = dispatcher();
    const start = t.now().getTime();
    for (let i = 0; i < 20; i++) {
      await d.runOnce();
      t.advance(6 * 3_600_000);
    }
    await d.stop();
    const [delivery] = await deliveries(ep.id);
    expect(delivery).toMatchObject({ status: "failed", attempts: 15, next_attempt_at: null });
    const last = Date.parse(delivery!.last_attempt_at as string);
    expect(last - start).toBeGreaterThan(24 * 3_600_000);
  });

  it("delivers nothing for a change that rolled back", async () => {
    await addEndpoint({ url: receiver.url, event_types: ["order.updated"] });
    const { body: order } = await postOrder(t, org.apiKey, { domain: "rolled-back-hook.com" });
    await expect(
      database.db.transaction(async (tx) => {
        await transitionOrder(tx, order.order_id, "cancelled", { now: t.now() });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const d = dispatcher();
    expect(await d.runOnce()).toBe(0);
    // The same change, committed this time, is delivered: the receiver was listening.
    await t.request(`/api/v1/registrar/orders/${order.order_id}/cancel`, {
      method: "POST",
      headers: key(),
    });
    expect(await d.runOnce()).toBe(1);
    await d.stop();
    expect(receiver.events()).toEqual([
      expect.objectContaining({
        type: "order.updated",
        data: expect.objectContaining({ order_id: order.order_id, to: "cancelled" }),
      }),
    ]);
  });

  it("two dispatchers on one database send each attempt once", async () => {
    await addEndpoint({ url: receiver.url, event_types: ["order.created"] });
    for (let i = 0; i < 6; i++) await postOrder(t, org.apiKey, { domain: `two-workers-${i}.com` });
    const a = dispatcher();
    const b = dispatcher();
    const [na, nb] = await Promise.all([a.runOnce(), b.runOnce()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(na + nb).toBe(6);
    const domains = receiver.events().map((e) => (e as { data?: { domain: string } }).data?.domain);
    expect(domains.sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `two-workers-${i}.com`));
  });

  it("a receiver that was down gets every event afterwards, each resource's in order", async () => {
    await addEndpoint({ url: receiver.url, event_types: ["order.created", "order.updated"] });
    const { body: order } = await postOrder(t, org.apiKey, { domain: "catch-up.com" });
    await t.request(`/api/v1/registrar/orders/${order.order_id}/cancel`, {
      method: "POST",
      headers: key(),
    });
    receiver.respondWith(503, 503);
    const d = dispatcher();
    await d.runOnce(); // down: order.created fails; order.updated waits behind it
    t.advance(30_000);
    await d.runOnce(); // still down
    t.advance(60_000);
    await d.runOnce(); // back up: both, in order
    await d.stop();
    expect(receiver.events().map((e) => e.type)).toEqual([
      "order.created",
      "order.created",
      "order.created",
      "order.updated",
    ]);
  });
});

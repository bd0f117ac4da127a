/**
 * `POST /api/v1/webhooks/endpoints/{id}/test`: a `webhook.ping` sent to one endpoint, signed
 * and delivered like every other event, and listed in its deliveries and the events.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { startWebhookDispatcher } from "../../src/server/events/dispatcher";
import { verifyWebhookSignature } from "@registrar/node";
import { createLogger } from "../../src/server/logger";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";
import { startReceiver } from "../helpers/webhook-receiver";

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
let other: Awaited<ReturnType<TestApp["org"]>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const key = () => ({ "x-api-key": org.apiKey });
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const dispatcher = () =>
  startWebhookDispatcher(
    { db: database.db, now: t.now, logger: createLogger("silent"), random: () => 0 },
    3_600_000,
  );

type Endpoint = { id: string; secret: string };
async function addEndpoint(eventTypes: string[], url = receiver.url): Promise<Endpoint> {
  const res = await t.request(
    "/api/v1/webhooks/endpoints",
    json("POST", { url, event_types: eventTypes }, key()),
  );
  expect(res.status).toBe(201);
  return (await res.json()) as Endpoint;
}
async function sendTest(id: string, headers: Record<string, string> = key()) {
  const res = await t.request(`/api/v1/webhooks/endpoints/${id}/test`, {
    method: "POST",
    headers,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
async function deliveries(id: string) {
  const res = await t.request(`/api/v1/webhooks/endpoints/${id}/deliveries`, { headers: key() });
  return ((await res.json()) as { items: Record<string, unknown>[] }).items;
}

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Ping Inc");
  other = await t.org("Other Inc");
});
beforeEach(async () => {
  receiver = await startReceiver();
  return () => receiver.close();
});
afterAll(async () => {
  await database.close();
});

describe("a test event", () => {
  it("is a signed webhook.ping to that endpoint only, whatever it subscribes to", async () => {
    const ep = await addEndpoint(["order.created"]);
    const bystander = await startReceiver();
    try {
      const all = await addEndpoint(["*"], bystander.url);
      const sent = await sendTest(ep.id);
      expect(sent.status).toBe(202);
      expect(sent.body).toEqual({
        event_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        deliveries_queued: 1,
      });
      const d = dispatcher();
      expect(await d.runOnce()).toBe(1);
      await d.stop();
      expect(bystander.received).toHaveLength(0);
      expect(await deliveries(all.id)).toEqual([]);
    } finally {
      await bystander.close();
    }
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(JSON.parse(got.body)).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: "webhook.ping",
      created_at: t.now().toISOString(),
      livemode: false,
      data: { endpoint_id: ep.id },
    });
    const sig = got.headers["registrar-signature"] as string;
    expect(() => verifyWebhookSignature(got.body, sig, ep.secret, { now: t.now() })).not.toThrow();
    expect(await deliveries(ep.id)).toEqual([
      expect.objectContaining({
        event_type: "webhook.ping",
        status: "delivered",
        attempts: 1,
        last_status: 200,
      }),
    ]);
  });

  it("is listed among the events by its type, and a resend goes to its endpoint again", async () => {
    const ep = await addEndpoint(["*"]);
    const bystander = await addEndpoint(["*"], "https://hooks.ping.example/in");
    const { body } = await sendTest(ep.id);
    const res = await t.request("/api/v1/events?type=webhook.ping", { headers: key() });
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { id: string; data: unknown }[] };
    expect(items[0]).toMatchObject({ id: body.event_id, data: { endpoint_id: ep.id } });
    const again = await t.request(`/api/v1/events/${String(body.event_id)}/resend`, {
      method: "POST",
      headers: key(),
    });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ event_id: body.event_id, deliveries_queued: 1 });
    expect(await deliveries(ep.id)).toHaveLength(2);
    expect(await deliveries(bystander.id)).toEqual([]);
  });

  it("to a disabled endpoint is 409; unknown 404, another organization's 403, bad id 422", async () => {
    const ep = await addEndpoint(["*"]);
    await t.request(
      `/api/v1/webhooks/endpoints/${ep.id}`,
      json("PATCH", { enabled: false }, key()),
    );
    const disabled = await sendTest(ep.id);
    expect(disabled.status).toBe(409);
    expect(disabled.body.detail).toMatch(/disabled/);
    expect(await deliveries(ep.id)).toEqual([]);
    expect((await sendTest(UNKNOWN)).status).toBe(404);
    expect((await sendTest(ep.id, { "x-api-key": other.apiKey })).status).toBe(403);
    const bad = await sendTest("not-a-uuid");
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toEqual([expect.objectContaining({ loc: ["path", "endpoint_id"] })]);
    expect((await sendTest(ep.id, {})).status).toBe(401);
  });

  it("may be sent by a signed-in admin, not by a member", async () => {
    const ep = await addEndpoint(["*"]);
    const signIn = async (username: string, password: string) => {
      const res = await t.request("/api/v1/auth/token", json("POST", { username, password }));
      return ((await res.json()) as { access_token: string }).access_token;
    };
    const admin = await signIn(org.email, org.password);
    const added = await t.request(
      "/api/v1/users",
      json(
        "POST",
        { email: "member@ping.example", role: "member" },
        {
          authorization: `Bearer ${admin}`,
        },
      ),
    );
    const member = (await added.json()) as { email: string; initial_password: string };
    const memberToken = await signIn(member.email, member.initial_password);
    const refused = await sendTest(ep.id, { authorization: `Bearer ${memberToken}` });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/Only an organization admin may change webhook endpoints/);
    expect((await sendTest(ep.id, { authorization: `Bearer ${admin}` })).status).toBe(202);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { startWebhookDispatcher } from "../../src/server/events/dispatcher";
import type { ResolveHost } from "../../src/server/events/webhook-target";
import { createLogger } from "../../src/server/logger";
import { postOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";
import { startReceiver } from "../helpers/webhook-receiver";

// SSRF: webhook URLs must reach public addresses (explicit loopback excepted), checked when an
// endpoint is saved and again, after resolving, at every delivery. And event retention.

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
const DAY = 24 * 3_600_000;

/** A DNS the test controls: name → addresses; unknown names do not resolve. */
const zone = new Map<string, string[]>([["localhost", ["127.0.0.1"]]]);

const fakeDns: ResolveHost = (host) => {
  const addresses = zone.get(host);
  if (!addresses) return Promise.reject(Object.assign(new Error("nx"), { code: "ENOTFOUND" }));
  return Promise.resolve(
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
  );
};
const key = () => ({ "x-api-key": org.apiKey });
const dispatcher = (extra: { retentionMs?: number } = {}) =>
  startWebhookDispatcher(
    {
      db: database.db,
      now: t.now,
      logger: createLogger("silent"),
      random: () => 0,
      resolve: fakeDns,
      ...extra,
    },
    3_600_000,
  );
async function addEndpoint(url: string, types = ["*"]) {
  const res = await t.request(
    "/api/v1/webhooks/endpoints",
    json("POST", { url, event_types: types }, key()),
  );
  return { res, body: (await res.json()) as { id: string; detail?: unknown } };
}
async function endpointCount() {
  const res = await t.request("/api/v1/webhooks/endpoints", { headers: key() });
  return ((await res.json()) as { items: unknown[] }).items.length;
}
async function deliveries(id: string) {
  const res = await t.request(`/api/v1/webhooks/endpoints/${id}/deliveries`, { headers: key() });
  return ((await res.json()) as { items: Record<string, unknown>[] }).items;
}
async function disableAll() {
  const res = await t.request("/api/v1/webhooks/endpoints", { headers: key() });
  for (const e of ((await res.json()) as { items: { id: string }[] }).items) {
    await t.request(`/api/v1/webhooks/endpoints/${e.id}`, json("PATCH", { enabled: false }, key()));
  }
}

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database, { resolveHost: fakeDns });
  org = await t.org("Targets Inc");
});
afterAll(async () => {
  await database.close();
});

describe("webhook targets (SSRF)", () => {
  it("refuses private, link-local, CGNAT, ULA, multicast and unspecified addresses with a 422", async () => {
    for (const url of [
      "https://10.0.0.1/hook",
      "https://172.16.5.4/hook",
      "https://192.168.1.1/hook",
      "https://169.254.169.254/latest/meta-data/",
      "https://100.64.0.1/hook",
      "https://0.0.0.0/hook",
      "https://224.0.0.1/hook",
      "https://[fd00::1]/hook",
      "https://[fe80::1]/hook",
      "https://[ff02::1]/hook",
      "https://[::]/hook",
      "https://[::ffff:10.0.0.1]/hook",
      "https://[::127.0.0.1]/hook", // IPv4-compatible IPv6 of loopback
      "https://[2001::a00:1]/hook", // Teredo
      "https://[64:ff9b:1::a00:1]/hook", // local-use NAT64
      "https://192.88.99.1/hook", // 6to4 relay
    ]) {
      const { res, body } = await addEndpoint(url);
      expect(res.status, url).toBe(422);
      expect(body.detail, url).toEqual([
        expect.objectContaining({
          type: "value_error",
          loc: ["body", "url"],
          msg: expect.stringContaining("url must reach a public address"),
        }),
      ]);
    }
    expect(await endpointCount()).toBe(0);
  });

  it("refuses a name that resolves to a private or loopback address; allows explicit loopback", async () => {
    zone.set("intranet.partner.test", ["93.184.216.34", "10.1.2.3"]);
    zone.set("metadata.partner.test", ["169.254.169.254"]);
    zone.set("sneaky.partner.test", ["127.0.0.1"]);
    zone.set("hooks.partner.test", ["93.184.216.34"]);
    for (const host of ["intranet", "metadata", "sneaky"]) {
      const { res } = await addEndpoint(`https://${host}.partner.test/hook`);
      expect(res.status, host).toBe(422);
    }
    expect(await endpointCount()).toBe(0);
    for (const url of [
      "https://hooks.partner.test/hook",
      "http://127.0.0.1:9/hook",
      "http://localhost:9/hook",
      "http://[::1]:9/hook",
    ]) {
      expect((await addEndpoint(url)).res.status, url).toBe(201);
    }
    // PATCH is checked too, and a refused one changes nothing.
    const { body } = await addEndpoint("https://hooks.partner.test/other");
    const patched = await t.request(
      `/api/v1/webhooks/endpoints/${body.id}`,
      json("PATCH", { url: "https://metadata.partner.test/x", enabled: false }, key()),
    );
    expect(patched.status).toBe(422);
    const now = await t.request(`/api/v1/webhooks/endpoints/${body.id}`, { headers: key() });
    expect(await now.json()).toMatchObject({
      url: "https://hooks.partner.test/other",
      enabled: true,
    });
    await disableAll();
  });

  it("refuses a name that does not resolve, and port 0, with a 422 saying why", async () => {
    for (const [url, why] of [
      ["https://not-in-dns.partner.test/hook", "cannot resolve not-in-dns.partner.test: ENOTFOUND"],
      ["https://hooks.partner.test:0/hook", "url must not use port 0"],
      ["http://localhost:0/hook", "url must not use port 0"],
      ["https://93.184.216.34:0/hook", "url must not use port 0"],
    ] as const) {
      const { res, body } = await addEndpoint(url);
      expect(res.status, url).toBe(422);
      expect(body.detail, url).toEqual([
        expect.objectContaining({
          type: "value_error",
          loc: ["body", "url"],
          msg: expect.stringContaining(why),
        }),
      ]);
    }
    // A change of URL is checked the same way and, refused, changes nothing.
    zone.set("hooks.partner.test", ["93.184.216.34"]);
    const { body: ep } = await addEndpoint("https://hooks.partner.test/kept");
    for (const url of ["https://gone.partner.test/x", "https://hooks.partner.test:0/x"]) {
      const patched = await t.request(
        `/api/v1/webhooks/endpoints/${ep.id}`,
        json("PATCH", { url }, key()),
      );
      expect(patched.status, url).toBe(422);
    }
    const kept = await t.request(`/api/v1/webhooks/endpoints/${ep.id}`, { headers: key() });
    expect(((await kept.json()) as { url: string }).url).toBe("https://hooks.partner.test/kept");
    await disableAll();
  });

  it("a name that does not answer in time is refused, and the request does not hang", async () => {
    const silent = makeTestApp(database, {
      resolveHost: () => new Promise(() => {}),
    });
    const app = await silent;
    const started = Date.now();
    const res = await app.request(
      "/api/v1/webhooks/endpoints",
      json("POST", { url: "https://slow.partner.test/h", event_types: ["*"] }, key()),
    );
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toContain("cannot resolve slow.partner.test");
    expect(Date.now() - started).toBeLessThan(10_000);
    app.app.close();
  });

  it("at delivery, a name now resolving to a private address is a failed attempt with the reason", async () => {
    zone.set("rebind.partner.test", ["93.184.216.34"]);
    const { body: ep } = await addEndpoint("https://rebind.partner.test/hook", ["order.created"]);
    zone.set("rebind.partner.test", ["10.0.0.7"]); // DNS changed after the check
    await postOrder(t, org.apiKey, { domain: "rebound.com" });
    const d = dispatcher();
    expect(await d.runOnce()).toBe(1);
    await d.stop();
    expect((await deliveries(ep.id))[0]).toMatchObject({
      status: "pending",
      attempts: 1,
      last_status: null,
      last_error: expect.stringMatching(/^refused: .*10\.0\.0\.7/),
    });
    await disableAll();
  });

  it("connects to the address it checked, not to a second DNS answer", async () => {
    // The receiver listens on 127.0.0.2 only; the system's "localhost" is 127.0.0.1 / ::1.
    const receiver = await startReceiver("127.0.0.2");
    let answers = 0;
    zone.set("localhost", ["127.0.0.2"]);
    const rebinding: ResolveHost = async (host) => {
      answers += 1;
      // A second lookup would get a private address: it must never be asked.
      return answers === 1 ? fakeDns(host) : [{ address: "10.0.0.9", family: 4 }];
    };
    const { body: ep } = await addEndpoint(`http://localhost:${receiver.port}/hook`, [
      "order.created",
    ]);
    await postOrder(t, org.apiKey, { domain: "pinned.com" });
    answers = 0;
    const d = startWebhookDispatcher(
      { db: database.db, now: t.now, logger: createLogger("silent"), resolve: rebinding },
      3_600_000,
    );
    await d.runOnce();
    await d.stop();
    await receiver.close();
    expect(answers).toBe(1);
    expect(receiver.events().map((e) => e.type)).toEqual(["order.created"]);
    expect((await deliveries(ep.id))[0]).toMatchObject({ status: "delivered", last_status: 200 });
    await disableAll();
  });
});

describe("event retention", () => {
  it("prunes delivered events past the retention, never one with a pending delivery", async () => {
    const receiver = await startReceiver();
    const { body: ep } = await addEndpoint(receiver.url, ["order.created"]);
    const { body: delivered } = await postOrder(t, org.apiKey, { domain: "old-delivered.com" });
    const d = dispatcher({ retentionMs: 30 * DAY });
    await d.runOnce();
    receiver.respondWith(...Array<number>(50).fill(500));
    const { body: stuck } = await postOrder(t, org.apiKey, { domain: "old-pending.com" });
    await d.runOnce(); // 500: stays pending
    const list = async () => {
      const res = await t.request("/api/v1/events?limit=100", { headers: key() });
      return ((await res.json()) as { items: { id: string; data: { order_id?: string } }[] }).items;
    };
    const idOf = async (orderId: string) =>
      (await list()).find((e) => e.data.order_id === orderId)!.id;
    const oldId = await idOf(delivered.order_id);
    const pendingId = await idOf(stuck.order_id);

    t.advance(29 * DAY);
    const { body: fresh } = await postOrder(t, org.apiKey, { domain: "fresh-event.com" });
    await d.runOnce(); // inside the retention: nothing pruned
    expect((await list()).map((e) => e.id)).toEqual(expect.arrayContaining([oldId, pendingId]));

    t.advance(2 * DAY);
    await d.stop();
    const d2 = dispatcher({ retentionMs: 30 * DAY }); // a new loop prunes on its first pass
    await d2.runOnce();
    await d2.stop();
    await receiver.close();
    const ids = (await list()).map((e) => e.id);
    expect(ids).not.toContain(oldId);
    expect(ids).toContain(pendingId); // old, but its delivery is still being retried
    expect(ids).toContain(await idOf(fresh.order_id));
    const gone = await t.request(`/api/v1/events/${oldId}`, { headers: key() });
    expect(gone.status).toBe(404);
    const left = (await deliveries(ep.id)).map((x) => x.event_id);
    expect(left).not.toContain(oldId);
    expect(left).toContain(pendingId);
  });
});

describe("a service on a public address", () => {
  it("refuses loopback endpoints at creation and at delivery (no probing its own ports)", async () => {
    const prod = await makeTestApp(database, { env: { PUBLIC_URL: "https://registrar.example" } });
    expect(prod.config.webhookAllowLoopback).toBe(false);
    const partner = await prod.org("Prober");
    for (const url of [
      "http://127.0.0.1:5432/",
      "http://localhost:9/",
      "http://[::1]:9/",
      "http://2130706433/", // 127.0.0.1 written as a number
    ]) {
      const res = await prod.request(
        "/api/v1/webhooks/endpoints",
        json("POST", { url, event_types: ["*"] }, { "x-api-key": partner.apiKey }),
      );
      expect(res.status, url).toBe(422);
      expect(JSON.stringify(await res.json()), url).toContain("this service's own host");
    }

    // An endpoint saved while loopback was allowed is refused when delivered from such a service.
    const receiver = await startReceiver();
    try {
      await disableAll();
      const { body: ep } = await addEndpoint(receiver.url, ["order.created"]);
      await postOrder(t, org.apiKey, { domain: "own-host.com" });
      const d = startWebhookDispatcher(
        {
          db: database.db,
          now: t.now,
          logger: createLogger("silent"),
          random: () => 0,
          allowLoopback: false,
        },
        3_600_000,
      );
      await d.runOnce();
      await d.stop();
      expect(receiver.received).toEqual([]);
      const [delivery] = await deliveries(ep.id);
      expect(String(delivery!.last_error)).toMatch(/^refused: .*this service's own host/);
    } finally {
      await receiver.close();
    }
  });
});

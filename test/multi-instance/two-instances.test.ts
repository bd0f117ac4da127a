/**
 * Two service processes on one PostgreSQL database behave as one service: started at once
 * (their migrations and first start racing), they share rate limits, refuse a key revoked
 * (or a hosted session's client token revoked or rotated) through the other within a second,
 * process each order once with both workers running,
 * and replay each other's Idempotency-Key responses. `npm run test:multi` (TEST_DATABASE_URL).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromPostgres, type Database } from "../../src/server/db/database";
import { events, webhookDeliveries, webhookEndpoints } from "../../src/server/events/schema";
import { transitionOrder } from "../../src/server/orders/order-states";
import { orderTransitions } from "../../src/server/orders/schema";
import { createApiKey, listOrganizations } from "../../src/server/orgs/organizations";
import { CONTACT } from "../helpers/contact";
import { freePort, startService } from "../helpers/processes";
import { emptyPostgresDb } from "../helpers/postgres-db";
import { startReceiver } from "../helpers/webhook-receiver";
import { eq, inArray } from "drizzle-orm";

const url = process.env.TEST_DATABASE_URL;
const BURST = 40;

type Service = Awaited<ReturnType<typeof startService>>;
let fresh: Awaited<ReturnType<typeof emptyPostgresDb>>;
let database: Database;
let services: Service[] = [];
let dirs: string[] = [];
let A = "";
let B = "";
let organizationId = "";
let admin = { email: "", password: "" };

beforeAll(async () => {
  if (!url) throw new Error("the multi-instance suite needs TEST_DATABASE_URL");
  fresh = await emptyPostgresDb(url);
  const ports = [await freePort(), await freePort()];
  dirs = ports.map(() => mkdtempSync(join(tmpdir(), "registrar-multi-")));
  // Both at once on an empty database: migrations and the first start race.
  services = await Promise.all(
    ports.map((port, i) =>
      startService(
        {
          DATABASE_URL: fresh.url,
          DATA_DIR: dirs[i]!,
          PORT: String(port),
          DNS_PORT: "",
          RATE_LIMIT_BURST: String(BURST),
          RATE_LIMIT_PER_MINUTE: "1",
          ORDER_WORKER_INTERVAL_MS: "100",
          WEBHOOK_WORKER_INTERVAL_MS: "100",
          WEBHOOK_ALLOW_LOOPBACK: "true",
        },
        150_000,
      ),
    ),
  );
  [A, B] = ports.map((p) => `http://127.0.0.1:${p}`) as [string, string];
  database = fromPostgres(fresh.url, { max: 2 });
  const orgs = await listOrganizations(database.db);
  expect(orgs).toHaveLength(1);
  organizationId = orgs[0]!.id;
  const banners = services.map((s) => s.output()).filter((o) => o.includes("shown only this once"));
  // One instance created the demo organization and said so; the other found it.
  expect(banners).toHaveLength(1);
  const banner = banners[0]!;
  admin = {
    email: /email:\s+(\S+)/.exec(banner)![1]!,
    password: /password:\s+(\S+)/.exec(banner)![1]!,
  };
});

afterAll(async () => {
  await Promise.all(services.map((s) => s.stop()));
  await database?.close();
  await fresh?.drop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A new API key of the organization (made in the database: no request counted). */
const newKey = async () =>
  (await createApiKey(database.db, { organizationId, livemode: false })).apiKey;

const get = (base: string, path: string, headers: Record<string, string>) =>
  fetch(`${base}${path}`, { headers });
const postJson = (base: string, path: string, body: unknown, headers: Record<string, string>) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe.skipIf(!url)("two instances on one PostgreSQL database", () => {
  it("share one rate limit: half the burst on A and half on B, then 429 on either", async () => {
    const key = { "x-api-key": await newKey() };
    const statuses: number[] = [];
    for (let i = 0; i < BURST; i++) {
      const res = await get(i % 2 ? B : A, "/api/v1/organization", key);
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    for (const base of [A, B]) {
      const refused = await get(base, "/api/v1/organization", key);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(refused.headers.get("ratelimit-remaining")).toBe("0");
      expect(await refused.json()).toEqual({ detail: expect.any(String), code: "rate_limited" });
    }
  });

  it("refuse on B, within a second, an API key revoked through A", async () => {
    const tokenRes = await postJson(
      A,
      "/api/v1/auth/token",
      { username: admin.email, password: admin.password },
      {},
    );
    expect(tokenRes.status).toBe(200);
    const { access_token } = (await tokenRes.json()) as { access_token: string };
    const bearer = { authorization: `Bearer ${access_token}` };
    const created = await postJson(A, "/api/v1/api-keys", { name: "to revoke" }, bearer);
    expect(created.status).toBe(201);
    const { id, api_key } = (await created.json()) as { id: string; api_key: string };
    const onB = async () => (await get(B, "/api/v1/organization", { "x-api-key": api_key })).status;
    expect(await onB()).toBe(200);
    const revoked = await fetch(`${A}/api/v1/api-keys/${id}`, {
      method: "DELETE",
      headers: bearer,
    });
    expect(revoked.status).toBeLessThan(300);
    await expect.poll(onB, { timeout: 1000, interval: 50 }).toBe(401);
  });

  it("refuse on B, within a second, a client token whose session was refreshed, then revoked, through A", async () => {
    const key = { "x-api-key": await newKey() };
    const minted = await postJson(
      A,
      "/api/v1/hosted/sessions",
      { allowed_actions: ["domain_search"], external_account_id: "acct_multi" },
      key,
    );
    expect(minted.status).toBe(200);
    const { session_id, client_token } = (await minted.json()) as Record<string, string>;
    const onB = async (token: string) =>
      (await get(B, "/api/v1/hosted/session", { authorization: `Bearer ${token}` })).status;
    expect(await onB(client_token!)).toBe(200);
    const refreshed = await postJson(A, `/api/v1/hosted/sessions/${session_id}/refresh`, {}, key);
    expect(refreshed.status).toBe(200);
    const fresh = ((await refreshed.json()) as Record<string, string>).client_token!;
    await expect.poll(() => onB(client_token!), { timeout: 1000, interval: 50 }).toBe(401);
    expect(await onB(fresh)).toBe(200);
    const revoked = await fetch(`${A}/api/v1/hosted/sessions/${session_id}`, {
      method: "DELETE",
      headers: key,
    });
    expect(revoked.status).toBe(204);
    await expect.poll(() => onB(fresh), { timeout: 1000, interval: 50 }).toBe(401);
  });

  it("process an order made through A exactly once, with both instances' workers running", async () => {
    const receivers = [await startReceiver(), await startReceiver()];
    try {
      const now = new Date();
      await database.db.insert(webhookEndpoints).values(
        receivers.map((r) => ({
          id: randomUUID(),
          organizationId,
          livemode: false,
          url: r.url,
          eventTypes: ["*"],
          secret: "whsec_multi_instance",
          createdAt: now,
          updatedAt: now,
        })),
      );
      const domain = `multi-${randomUUID().slice(0, 8)}.com`;
      const res = await postJson(
        A,
        "/api/v1/registrar/order",
        {
          domain,
          contact: CONTACT,
          payment_method: "wire",
        },
        { "x-api-key": await newKey() },
      );
      expect(res.status).toBe(201);
      const { order_id } = (await res.json()) as { order_id: string };
      // Paid: both processors poll for ready orders.
      await transitionOrder(database.db, order_id, "ready_to_process", {
        now: new Date(),
        reason: "paid",
      });
      const transitions = () =>
        database.db
          .select({ to: orderTransitions.toStatus })
          .from(orderTransitions)
          .where(eq(orderTransitions.orderId, order_id));
      await expect
        .poll(async () => (await transitions()).map((t) => t.to), { timeout: 15_000 })
        .toContain("completed");
      // The order's events, and its domain's (the registration asks for the registrant's
      // verification: `registrant.verification_requested`).
      const orderEvents = (await database.db.select().from(events)).filter(
        (e) =>
          e.resource === `order:${order_id}` ||
          (e.data as { order_id?: string }).order_id === order_id ||
          (e.data as { domain?: string }).domain === domain,
      );
      const ids = orderEvents.map((e) => e.id);
      await expect
        .poll(
          async () =>
            (
              await database.db
                .select({ status: webhookDeliveries.status })
                .from(webhookDeliveries)
                .where(inArray(webhookDeliveries.eventId, ids))
            ).filter((d) => d.status === "delivered").length,
          { timeout: 15_000 },
        )
        .toBe(ids.length * 2);
      // A moment for a duplicate to arrive, if one were sent.
      await new Promise((r) => setTimeout(r, 500));
      expect((await transitions()).map((t) => t.to)).toEqual([
        "pending",
        "ready_to_process",
        "processing",
        "completed",
      ]);
      for (const r of receivers) {
        expect(
          r
            .events()
            .map((e) => e.id)
            .sort(),
        ).toEqual([...ids].sort());
      }
    } finally {
      await Promise.all(receivers.map((r) => r.close()));
    }
  });

  it("replay through B the response to an Idempotency-Key request made through A", async () => {
    const headers = { "x-api-key": await newKey(), "idempotency-key": `multi-${randomUUID()}` };
    const body = {
      domain: `replay-${randomUUID().slice(0, 8)}.com`,
      contact: CONTACT,
      payment_method: "wire",
    };
    const first = await postJson(A, "/api/v1/registrar/order", body, headers);
    expect(first.status).toBe(201);
    const text = await first.text();
    const again = await postJson(B, "/api/v1/registrar/order", body, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.text()).toBe(text);
  });
});

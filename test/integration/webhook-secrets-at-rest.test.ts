import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { startWebhookDispatcher } from "../../src/server/events/dispatcher";
import { webhookEndpoints } from "../../src/server/events/schema";
import { openSecret, sealSecret } from "../../src/server/secret-box";
import { verifyWebhookSignature } from "@registrar/node";
import { createLogger } from "../../src/server/logger";
import { postOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";
import { startReceiver } from "../helpers/webhook-receiver";

const KEY = randomBytes(32);
let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database, { env: { SECRETS_KEY: KEY.toString("base64") } });
  org = await t.org("Sealed Inc");
});
afterAll(async () => {
  await database.close();
});

const dispatcher = (secretsKey?: Buffer) =>
  startWebhookDispatcher(
    { db: database.db, now: t.now, logger: createLogger("silent"), random: () => 0, secretsKey },
    3_600_000,
  );
const addEndpoint = (url: string) =>
  t.request(
    "/api/v1/webhooks/endpoints",
    json("POST", { url, event_types: ["order.created"] }, { "x-api-key": org.apiKey }),
  );
const stored = async (id: string) =>
  (await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!;

describe("webhook signing secrets at rest (SECRETS_KEY)", () => {
  it("are stored sealed, shown once in clear, and sign deliveries that verify", async () => {
    const receiver = await startReceiver();
    try {
      const res = await addEndpoint(receiver.url);
      expect(res.status).toBe(201);
      const ep = (await res.json()) as { id: string; secret: string };
      expect(ep.secret).toMatch(/^whsec_/);
      const row = await stored(ep.id);
      expect(row.secret).toMatch(/^enc:v1:/);
      expect(row.secret).not.toContain(ep.secret.slice(6));

      await postOrder(t, org.apiKey, { domain: "sealed-secret.com" });
      const d = dispatcher(KEY);
      expect(await d.runOnce()).toBe(1);
      await d.stop();
      const got = receiver.received[0]!;
      const sig = got.headers["registrar-signature"] as string;
      expect(() =>
        verifyWebhookSignature(got.body, sig, ep.secret, { now: t.now() }),
      ).not.toThrow();

      // A rotation seals the new secret too; during the overlap both sign, and both verify.
      const rotated = await t.request(`/api/v1/webhooks/endpoints/${ep.id}/rotate-secret`, {
        method: "POST",
        headers: { "x-api-key": org.apiKey },
      });
      const next = (await rotated.json()) as { secret: string };
      const after = await stored(ep.id);
      expect(after.secret).toMatch(/^enc:v1:/);
      expect(after.previousSecret).toBe(row.secret);
      await postOrder(t, org.apiKey, { domain: "sealed-rotated.com" });
      const d2 = dispatcher(KEY);
      await d2.runOnce();
      await d2.stop();
      const second = receiver.received[1]!;
      const sig2 = second.headers["registrar-signature"] as string;
      expect(sig2.match(/v1=/g)).toHaveLength(2);
      expect(() =>
        verifyWebhookSignature(second.body, sig2, next.secret, { now: t.now() }),
      ).not.toThrow();
      expect(() =>
        verifyWebhookSignature(second.body, sig2, ep.secret, { now: t.now() }),
      ).not.toThrow();
      expect(t.logs.join("\n")).not.toContain(next.secret);
    } finally {
      await receiver.close();
    }
  });

  it("a dispatcher without the key sends nothing and records why", async () => {
    const receiver = await startReceiver();
    try {
      const res = await addEndpoint(receiver.url);
      const ep = (await res.json()) as { id: string; secret: string };
      await postOrder(t, org.apiKey, { domain: "sealed-nokey.com" });
      const d = dispatcher(undefined);
      await d.runOnce();
      await d.stop();
      expect(receiver.received).toEqual([]);
      const list = await t.request(`/api/v1/webhooks/endpoints/${ep.id}/deliveries`, {
        headers: { "x-api-key": org.apiKey },
      });
      const [delivery] = ((await list.json()) as { items: Record<string, unknown>[] }).items;
      expect(delivery).toMatchObject({
        status: "pending",
        last_error: "the signing secret is sealed and SECRETS_KEY is not set",
      });
    } finally {
      await receiver.close();
    }
  });

  it("a sealed secret opens only for its endpoint and with its key; clear ones pass through", () => {
    const sealed = sealSecret("whsec_abc", "endpoint-1", KEY);
    expect(openSecret(sealed, "endpoint-1", KEY)).toBe("whsec_abc");
    expect(() => openSecret(sealed, "endpoint-2", KEY)).toThrow(/does not open/);
    expect(() => openSecret(sealed, "endpoint-1", randomBytes(32))).toThrow(/does not open/);
    expect(sealSecret("whsec_abc", "endpoint-1", undefined)).toBe("whsec_abc");
    expect(openSecret("whsec_abc", "endpoint-1", KEY)).toBe("whsec_abc");
  });

  it("refuses a SECRETS_KEY that is not 32 bytes of base64, without echoing it", async () => {
    const { loadConfig } = await import("../../src/server/config");
    expect(() => loadConfig({ SECRETS_KEY: "c2hvcnQ=" })).toThrow(/SECRETS_KEY: must be 32 bytes/);
    expect(() => loadConfig({ SECRETS_KEY: "c2hvcnQ=" })).not.toThrow(/c2hvcnQ/);
  });
});

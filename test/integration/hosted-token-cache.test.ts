import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { LISTENER_NAME } from "../../src/server/db/notifications";
import { secondInstanceDb } from "../helpers/second-instance";
import { openTestDb } from "../helpers/test-db";
import { makeTestApp, type TestApp } from "../helpers/test-app";

/**
 * Each instance keeps hosted sessions' client tokens for a few seconds, like API keys
 * (credential-cache.test.ts); revocation and refresh must reach every instance within 1 s, and
 * an expired session is refused at its expiry even while cached. "Another instance" is a second
 * app: on PostgreSQL over its own pool and listener, on PGlite over the same engine.
 */
let a: Database;
let b: Database;
let appA: TestApp;
let appB: TestApp;
let apiKey: string;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  a = await openTestDb();
  b = await secondInstanceDb(a);
  appA = await makeTestApp(a);
  appB = await makeTestApp(b);
  apiKey = (await appA.org("Token cache")).apiKey;
});
afterAll(async () => {
  if (b !== a) await b.close();
  await a.close();
});

const partner = (path: string, method = "GET") =>
  appA.request(path, { method, headers: { "x-api-key": apiKey } });
async function mint() {
  const res = await appA.request("/api/v1/hosted/sessions", {
    method: "POST",
    headers: { "x-api-key": apiKey, "content-type": "application/json" },
    body: JSON.stringify({ allowed_actions: ["domain_search"], external_account_id: "acct_c" }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { session_id: string; client_token: string };
}
const status = async (app: TestApp, token: string) =>
  (
    await app.request("/api/v1/hosted/suggestions?q=cachedname", {
      headers: { authorization: `Bearer ${token}` },
    })
  ).status;

/** On PostgreSQL: the second instance's listening connection, once it is LISTENing. */
async function listenerReady() {
  if (!onPostgres) return;
  await expect
    .poll(
      async () =>
        (
          await a.sql.query(
            "SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database() AND query LIKE 'LISTEN%'",
            [LISTENER_NAME],
          )
        ).length,
      { timeout: 5_000, interval: 50 },
    )
    .toBeGreaterThan(0);
}

describe("client tokens cached by each instance", () => {
  it("keeps working while cached, and a revocation is refused at once here and within 1 s there", async () => {
    const s = await mint();
    expect(await status(appB, s.client_token)).toBe(200);
    await listenerReady();
    for (let i = 0; i < 3; i++) {
      expect(await status(appA, s.client_token)).toBe(200);
      expect(await status(appB, s.client_token)).toBe(200);
    }
    expect((await partner(`/api/v1/hosted/sessions/${s.session_id}`, "DELETE")).status).toBe(204);
    expect(await status(appA, s.client_token)).toBe(401);
    await expect
      .poll(() => status(appB, s.client_token), { timeout: 1_000, interval: 20 })
      .toBe(401);
  });

  it("after a refresh the old token is refused (here at once, there within 1 s) and the new one works", async () => {
    const s = await mint();
    await listenerReady();
    expect(await status(appA, s.client_token)).toBe(200);
    expect(await status(appB, s.client_token)).toBe(200);
    const res = await partner(`/api/v1/hosted/sessions/${s.session_id}/refresh`, "POST");
    expect(res.status).toBe(200);
    const { client_token } = (await res.json()) as { client_token: string };
    expect(await status(appA, s.client_token)).toBe(401);
    await expect
      .poll(() => status(appB, s.client_token), { timeout: 1_000, interval: 20 })
      .toBe(401);
    expect(await status(appA, client_token)).toBe(200);
    expect(await status(appB, client_token)).toBe(200);
  });

  it("a revocation made by another process (a plain UPDATE) reaches both instances within 1 s", async () => {
    const s = await mint();
    await listenerReady();
    expect(await status(appA, s.client_token)).toBe(200);
    expect(await status(appB, s.client_token)).toBe(200);
    await a.sql.query("UPDATE hosted_sessions SET revoked_at = now() WHERE id = $1", [
      s.session_id,
    ]);
    for (const app of [appA, appB]) {
      await expect
        .poll(() => status(app, s.client_token), { timeout: 1_000, interval: 20 })
        .toBe(401);
    }
  });

  it("an expired session is refused at its expiry even while cached", async () => {
    const s = await mint(); // expires 60 minutes after appA's clock, which appB's matches
    expect(await status(appB, s.client_token)).toBe(200);
    appB.advance(60 * 60_000 - 1);
    expect(await status(appB, s.client_token)).toBe(200);
    appB.advance(1);
    const res = await appB.request("/api/v1/hosted/session", {
      headers: { authorization: `Bearer ${s.client_token}` },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/expired/);
    appB.advance(-60 * 60_000);
  });
});

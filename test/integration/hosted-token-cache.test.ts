import { beforeAll, describe, expect, it } from "vitest";
import { listenerReady, twoInstances } from "../helpers/second-instance";
import type { TestApp } from "../helpers/test-app";

/**
 * Each instance keeps hosted sessions' client tokens for a few seconds, like API keys
 * (credential-cache.test.ts); revocation and refresh must reach every instance within 1 s, and
 * an expired session is refused at its expiry even while cached. "Another instance" is a second
 * app: on PostgreSQL over its own pool and listener, on PGlite over the same engine.
 */
const two = twoInstances();
let apiKey: string;

beforeAll(async () => {
  apiKey = (await two.appA.org("Token cache")).apiKey;
});

const partner = (path: string, method = "GET") =>
  two.appA.request(path, { method, headers: { "x-api-key": apiKey } });
async function mint() {
  const res = await two.appA.request("/api/v1/hosted/sessions", {
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

describe("client tokens cached by each instance", () => {
  it("keeps working while cached, and a revocation is refused at once here and within 1 s there", async () => {
    const s = await mint();
    expect(await status(two.appB, s.client_token)).toBe(200);
    await listenerReady(two.a);
    for (let i = 0; i < 3; i++) {
      expect(await status(two.appA, s.client_token)).toBe(200);
      expect(await status(two.appB, s.client_token)).toBe(200);
    }
    expect((await partner(`/api/v1/hosted/sessions/${s.session_id}`, "DELETE")).status).toBe(204);
    expect(await status(two.appA, s.client_token)).toBe(401);
    await expect
      .poll(() => status(two.appB, s.client_token), { timeout: 1_000, interval: 20 })
      .toBe(401);
  });

  it("after a refresh the old token is refused (here at once, there within 1 s) and the new one works", async () => {
    const s = await mint();
    await listenerReady(two.a);
    expect(await status(two.appA, s.client_token)).toBe(200);
    expect(await status(two.appB, s.client_token)).toBe(200);
    const res = await partner(`/api/v1/hosted/sessions/${s.session_id}/refresh`, "POST");
    expect(res.status).toBe(200);
    const { client_token } = (await res.json()) as { client_token: string };
    expect(await status(two.appA, s.client_token)).toBe(401);
    await expect
      .poll(() => status(two.appB, s.client_token), { timeout: 1_000, interval: 20 })
      .toBe(401);
    expect(await status(two.appA, client_token)).toBe(200);
    expect(await status(two.appB, client_token)).toBe(200);
  });

  it("a revocation made by another process (a plain UPDATE) reaches both instances within 1 s", async () => {
    const s = await mint();
    await listenerReady(two.a);
    expect(await status(two.appA, s.client_token)).toBe(200);
    expect(await status(two.appB, s.client_token)).toBe(200);
    await two.a.sql.query("UPDATE hosted_sessions SET revoked_at = now() WHERE id = $1", [
      s.session_id,
    ]);
    for (const app of [two.appA, two.appB]) {
      await expect
        .poll(() => status(app, s.client_token), { timeout: 1_000, interval: 20 })
        .toBe(401);
    }
  });

  it("an expired session is refused at its expiry even while cached", async () => {
    const s = await mint(); // expires 60 minutes after two.appA's clock, which two.appB's matches
    expect(await status(two.appB, s.client_token)).toBe(200);
    two.appB.advance(60 * 60_000 - 1);
    expect(await status(two.appB, s.client_token)).toBe(200);
    two.appB.advance(1);
    const res = await two.appB.request("/api/v1/hosted/session", {
      headers: { authorization: `Bearer ${s.client_token}` },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/expired/);
    two.appB.advance(-60 * 60_000);
  });
});

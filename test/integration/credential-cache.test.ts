import { describe, expect, it } from "vitest";
import { LISTENER_NAME } from "../../src/server/db/notifications";
import { listenerReady, twoInstances } from "../helpers/second-instance";
import type { TestApp } from "../helpers/test-app";

/**
 * Each instance keeps API keys for a few seconds; a revocation made anywhere must reach it
 * within 1 s. "Another instance" is a second app: on PostgreSQL over its own pool and
 * listener (so only the database's NOTIFY can tell it), on PGlite over the same engine (one
 * process owns it). The revocation is a plain UPDATE on the first instance's connection, as
 * another process would make it.
 */
const two = twoInstances();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const me = "/api/v1/organization";
const status = async (app: TestApp, apiKey: string) =>
  (await app.request(me, { headers: { "x-api-key": apiKey } })).status;
const revoke = (id: string) =>
  two.a.sql.query("UPDATE api_keys SET revoked_at = now() WHERE id = $1", [id]);

describe("API keys cached by each instance", () => {
  it("a key revoked on one instance is refused by the other within 1 s", async () => {
    const org = await two.appA.org("Cached");
    expect(await status(two.appB, org.apiKey)).toBe(200);
    await listenerReady(two.a);
    expect(await status(two.appB, org.apiKey)).toBe(200);
    expect(await status(two.appB, org.apiKey)).toBe(200);
    await revoke(org.apiKeyId);
    await expect
      .poll(() => status(two.appB, org.apiKey), { timeout: 1_000, interval: 20 })
      .toBe(401);
    expect(await status(two.appA, org.apiKey)).toBe(401);
  });

  it("a key revoked through the API is refused by the instance that revoked it at once", async () => {
    const org = await two.appA.org("Immediate");
    const token = await two.appA.request("/api/v1/auth/token", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: org.email, password: org.password }),
    });
    const { access_token } = (await token.json()) as { access_token: string };
    expect(await status(two.appA, org.apiKey)).toBe(200);
    const res = await two.appA.request(`/api/v1/api-keys/${org.apiKeyId}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(res.status).toBe(204);
    expect(await status(two.appA, org.apiKey)).toBe(401);
  });

  it.runIf(onPostgres)(
    "while the listening connection is lost, nothing is served from the cache",
    async () => {
      const org = await two.appA.org("Listener lost");
      await listenerReady(two.a);
      expect(await status(two.appB, org.apiKey)).toBe(200);
      await two.a.sql.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()",
        [LISTENER_NAME],
      );
      await revoke(org.apiKeyId);
      await expect
        .poll(() => status(two.appB, org.apiKey), { timeout: 1_000, interval: 20 })
        .toBe(401);
      // And it comes back.
      await listenerReady(two.a);
    },
  );
});

/**
 * Nothing secret rests in clear anywhere when SECRETS_KEY is set: the responses kept for
 * Idempotency-Key replays hold the secrets some creations show once (the webhook endpoint's
 * `whsec_…`, the hosted session's `rct_…`), so they are sealed like webhook secrets. Replays
 * still answer the first response byte for byte. Checked by scanning every column of every
 * table for every secret the test created.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { idempotencyKeys } from "../../src/server/http/schema";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

const KEY = randomBytes(32).toString("base64");

let database: Database;

beforeAll(async () => {
  database = await openTestDb();
});
afterAll(async () => {
  await database.close();
});

/** Every row of every table as JSON text: what a copy of the database would show. */
async function dump(): Promise<string[]> {
  const tables = await database.sql.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const rows: string[] = [];
  for (const { tablename } of tables) {
    const got = await database.sql.query<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM "${tablename}" t`,
    );
    rows.push(...got.map((r) => `${tablename}: ${r.row}`));
  }
  return rows;
}

/** Sends the same request twice with one Idempotency-Key; both answers, as text. */
async function twice(t: TestApp, path: string, body: unknown, headers: Record<string, string>) {
  const init = () => json("POST", body, { ...headers, "idempotency-key": `k-${path}` });
  const first = await t.request(path, init());
  const again = await t.request(path, init());
  return {
    first: { status: first.status, text: await first.text() },
    again: {
      status: again.status,
      text: await again.text(),
      replayed: again.headers.get("idempotent-replayed"),
    },
  };
}

/** Creates secrets of every kind through idempotent requests; returns them. */
async function createSecrets(t: TestApp, label: string) {
  const org = await t.org(label);
  const key = { "x-api-key": org.apiKey };
  const tok = await t.request(
    "/api/v1/auth/token",
    json("POST", { username: org.email, password: org.password }),
  );
  const accessToken = ((await tok.json()) as { access_token: string }).access_token;
  const endpoint = await twice(
    t,
    "/api/v1/webhooks/endpoints",
    { url: "https://hooks.example/registrar", event_types: ["*"] },
    key,
  );
  const session = await twice(
    t,
    "/api/v1/hosted/sessions",
    { allowed_actions: ["domain_search"], external_account_id: `acct_${label}` },
    key,
  );
  const { id, secret } = JSON.parse(endpoint.first.text) as { id: string; secret: string };
  const rotated = await t.request(`/api/v1/webhooks/endpoints/${id}/rotate-secret`, {
    method: "POST",
    headers: key,
  });
  const { client_token } = JSON.parse(session.first.text) as { client_token: string };
  return {
    endpoint,
    session,
    secrets: {
      api_key: org.apiKey,
      password: org.password,
      access_token: accessToken,
      webhook_secret: secret,
      rotated_webhook_secret: ((await rotated.json()) as { secret: string }).secret,
      client_token,
    },
  };
}

describe("Idempotency-Key responses at rest", () => {
  it("with SECRETS_KEY: replays are identical, and no secret is in clear in any table", async () => {
    const t = await makeTestApp(database, { env: { SECRETS_KEY: KEY } });
    const { endpoint, session, secrets } = await createSecrets(t, "sealed");
    for (const { first, again } of [endpoint, session]) {
      expect(first.status).toBeLessThan(300);
      expect(again).toEqual({ status: first.status, text: first.text, replayed: "true" });
    }
    expect(secrets.webhook_secret).toMatch(/^whsec_/);
    expect(secrets.client_token).toMatch(/^rct_/);

    const rows = await dump();
    expect(rows.some((r) => r.startsWith("idempotency_keys: "))).toBe(true);
    const found = Object.entries(secrets).flatMap(([name, value]) =>
      rows.filter((r) => r.includes(value)).map((r) => `${name} in ${r.slice(0, 80)}`),
    );
    expect(found).toEqual([]);
    // And nothing that looks like one of our secrets at all.
    // (A key's listed label, `rk_test_` and six characters, is not one; a secret has 43.)
    expect(rows.filter((r) => /\b(?:rk|rat|rct|whsec)_[A-Za-z0-9_-]{20,}/.test(r))).toEqual([]);
  });

  it("a sealed response copied to another key's row does not open: 500, not another's answer", async () => {
    const t = await makeTestApp(database, { env: { SECRETS_KEY: KEY } });
    const org = await t.org("copier");
    const key = { "x-api-key": org.apiKey };
    const body = { allowed_actions: ["renew"], external_account_id: "acct_copy" };
    const a = await t.request(
      "/api/v1/hosted/sessions",
      json("POST", body, { ...key, "idempotency-key": "a" }),
    );
    const b = await t.request(
      "/api/v1/hosted/sessions",
      json("POST", body, { ...key, "idempotency-key": "b" }),
    );
    expect([a.status, b.status]).toEqual([200, 200]);
    await database.sql.query(
      `UPDATE idempotency_keys SET response_body =
         (SELECT response_body FROM idempotency_keys WHERE organization_id = $1 AND key = 'a')
       WHERE organization_id = $1 AND key = 'b'`,
      [org.organizationId],
    );
    const replay = await t.request(
      "/api/v1/hosted/sessions",
      json("POST", body, { ...key, "idempotency-key": "b" }),
    );
    expect(replay.status).toBe(500);
    expect(await replay.text()).not.toContain("rct_");
    expect(t.logs.some((l) => l.includes('"name":"SealedResponseError"'))).toBe(true);
  });

  it("without SECRETS_KEY: stored as they are (like webhook secrets), replays identical", async () => {
    const t = await makeTestApp(database);
    const { endpoint, session, secrets } = await createSecrets(t, "clear");
    for (const { first, again } of [endpoint, session]) {
      expect(again).toEqual({ status: first.status, text: first.text, replayed: "true" });
    }
    const stored = await database.db.select().from(idempotencyKeys);
    expect(stored.some((r) => r.responseBody?.includes(secrets.client_token))).toBe(true);
  });
});

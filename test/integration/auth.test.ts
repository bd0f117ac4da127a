import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { revokeApiKey } from "../../src/server/orgs/organizations";
import { openTestDb } from "../helpers/test-db";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";

let database: Database;
let t: TestApp;
let acme: Awaited<ReturnType<TestApp["org"]>>;
let globex: Awaited<ReturnType<TestApp["org"]>>;

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  acme = await t.org("Acme");
  globex = await t.org("Globex");
});
afterAll(async () => {
  await database.close();
});

async function token(email: string, password: string) {
  const res = await t.request("/api/v1/auth/token", json("POST", { username: email, password }));
  return { res, body: (await res.json()) as Record<string, unknown> };
}

describe("POST /api/v1/auth/token", () => {
  it("issues an expiring bearer token for JSON credentials", async () => {
    const { res, body } = await token(acme.email, acme.password);
    expect(res.status).toBe(200);
    expect(body).toEqual({
      access_token: expect.stringMatching(/^rat_/),
      token_type: "bearer",
      expires_in: 3600,
      livemode: false,
    });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("accepts the OAuth2 form encoding", async () => {
    const res = await t.request("/api/v1/auth/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "password",
        username: acme.email,
        password: acme.password,
      }).toString(),
    });
    expect(res.status).toBe(200);
  });

  it("refuses a wrong password with 401 and the same message as an unknown user", async () => {
    const wrong = await token(acme.email, "nope nope nope");
    const unknown = await token("nobody@example.com", "nope nope nope");
    expect(wrong.res.status).toBe(401);
    expect(wrong.body).toEqual({
      detail: "Incorrect username or password",
      code: "invalid_credentials",
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("lists every missing field as a 422", async () => {
    const res = await t.request("/api/v1/auth/token", json("POST", {}));
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: { loc: unknown[]; type: string }[] };
    expect(body.detail.map((d) => [d.type, d.loc])).toEqual([
      ["missing", ["body", "username"]],
      ["missing", ["body", "password"]],
    ]);
  });
});

describe("the auth matrix", () => {
  const me = "/api/v1/organization";

  it("401 without credentials, with WWW-Authenticate", async () => {
    const res = await t.request(me);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      detail: "Not authenticated",
      code: "authentication_required",
    });
    expect(res.headers.get("www-authenticate")).toContain("Bearer");
  });

  it("401 for a wrong key, a wrong bearer token and a malformed Authorization header", async () => {
    for (const headers of <Record<string, string>[]>[
      { "x-api-key": "rk_wrong" },
      { authorization: "Bearer rat_wrong" },
      { authorization: "Basic abc" },
    ]) {
      const res = await t.request(me, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
    }
  });

  it("200 with an API key or a bearer token of the organization", async () => {
    const byKey = await t.request(me, { headers: { "x-api-key": acme.apiKey } });
    expect(byKey.status).toBe(200);
    expect(await byKey.json()).toMatchObject({ id: acme.organizationId, name: "Acme" });
    const { body } = await token(acme.email, acme.password);
    const byToken = await t.request(me, {
      headers: { authorization: `Bearer ${body.access_token as string}` },
    });
    expect(byToken.status).toBe(200);
  });

  it("401 at once for a revoked key", async () => {
    const org = await t.org("Revoked Inc");
    expect((await t.request(me, { headers: { "x-api-key": org.apiKey } })).status).toBe(200);
    await revokeApiKey(database.db, org.apiKeyId);
    const res = await t.request(me, { headers: { "x-api-key": org.apiKey } });
    expect(res.status).toBe(401);
  });

  it("401 for an expired access token, telling the client to request a new one", async () => {
    const { body } = await token(acme.email, acme.password);
    t.advance(61 * 60 * 1000);
    const res = await t.request(me, {
      headers: { authorization: `Bearer ${body.access_token as string}` },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { detail: string }).detail).toMatch(
      /expired.*\/api\/v1\/auth\/token/,
    );
  });

  it("403 for another organization's resource, 404 for an unknown one, 422 for a bad id", async () => {
    const other = await t.request(`/api/v1/organizations/${globex.organizationId}`, {
      headers: { "x-api-key": acme.apiKey },
    });
    expect(other.status).toBe(403);
    const own = await t.request(`/api/v1/organizations/${acme.organizationId}`, {
      headers: { "x-api-key": acme.apiKey },
    });
    expect(own.status).toBe(200);
    const unknown = await t.request("/api/v1/organizations/00000000-0000-4000-8000-000000000000", {
      headers: { "x-api-key": acme.apiKey },
    });
    expect(unknown.status).toBe(404);
    const bad = await t.request("/api/v1/organizations/abc", {
      headers: { "x-api-key": acme.apiKey },
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { detail: { loc: unknown[] }[] }).detail[0]!.loc).toEqual([
      "path",
      "organization_id",
    ]);
  });

  it("403 for a bearer token on an API-key-only route, saying so", async () => {
    const { body } = await token(globex.email, globex.password);
    // (GET /api/v1/api-keys was API-key-only until the dashboard: signed-in admins list keys.)
    const res = await t.request("/api/v1/registrar/dns/example.com/records", {
      method: "POST",
      headers: { authorization: `Bearer ${body.access_token as string}` },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/API key/);
    const byKey = await t.request("/api/v1/api-keys", { headers: { "x-api-key": globex.apiKey } });
    expect(byKey.status).toBe(200);
    const keys = (await byKey.json()) as { items: { prefix: string }[] };
    expect(keys.items).toHaveLength(1);
    expect(JSON.stringify(keys)).not.toContain(globex.apiKey);
  });

  it("never writes a credential to the log", () => {
    const all = t.logs.join("\n");
    for (const secret of [acme.apiKey, globex.apiKey, acme.password])
      expect(all).not.toContain(secret);
    expect(all).not.toMatch(/rat_[A-Za-z0-9_-]{20}/);
  });
});

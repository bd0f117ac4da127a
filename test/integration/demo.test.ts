import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { DEMO_ORGANIZATION } from "../../src/server/demo/demo-key";
import { sessionRequest } from "../../src/server/demo/pages";
import { makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
let demo: { apiKey: string };
const ORIGIN = "http://127.0.0.1:8787";

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  demo = await t.org(DEMO_ORGANIZATION);
});
afterAll(() => database.close());

const mint = (origin?: string) =>
  t.app.request(`${ORIGIN}/demo/api/session`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(origin && { origin }) },
    body: JSON.stringify({
      allowed_actions: ["renew", "bogus", "renew"],
      theme: { primary_color: "#123456", brand_name: "<b>Acme</b>" },
      allowed_origins: ["https://evil.example"],
    }),
  });

describe("partner demo in the service", () => {
  it("serves the page with a CSP that allows no inline script", async () => {
    const res = await t.app.request(`${ORIGIN}/demo`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain(`script-src 'self' ${ORIGIN};`);
    const html = await res.text();
    expect(html).toContain('<script src="/demo/demo.js" defer></script>');
    expect(html).not.toMatch(/<script>/);
  });

  it("mints a session for the page's own origin with only what the picker allows", async () => {
    const res = await mint(ORIGIN);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(
      ["client_token", "embed_url", "expires_at", "hosted_url", "session_id"].sort(),
    );
    const info = await t.app.request(`${ORIGIN}/api/v1/hosted/sessions/${body.session_id}`, {
      headers: { "x-api-key": demo.apiKey },
    });
    expect(await info.json()).toMatchObject({
      allowed_actions: ["renew"],
      allowed_origins: [ORIGIN],
      theme_config: { primary_color: "#123456", brand_name: "bAcme/b" },
    });
  });

  it("refuses requests from other origins, and unknown sessions", async () => {
    expect((await mint()).status).toBe(403);
    expect((await mint("https://evil.example")).status).toBe(403);
    const refresh = await t.app.request(
      `${ORIGIN}/demo/api/session/00000000-0000-4000-8000-000000000000/refresh`,
      { method: "POST", headers: { origin: ORIGIN } },
    );
    expect(refresh.status).toBe(404);
  });

  it("cuts a long brand name at 100 characters, never inside a surrogate pair", () => {
    const brand = `${"a".repeat(99)}😀😀`;
    const { theme_config } = sessionRequest({ theme: { brand_name: brand } }, ORIGIN);
    expect(theme_config.brand_name).toBe(`${"a".repeat(99)}😀`);
  });

  it("passes the picked color scheme when it is dark or auto, nothing else", () => {
    const scheme = (color_scheme: unknown) =>
      sessionRequest({ theme: { color_scheme } }, ORIGIN).theme_config;
    expect(scheme("dark")).toEqual({ color_scheme: "dark" });
    expect(scheme("auto")).toEqual({ color_scheme: "auto" });
    expect(scheme("light")).toEqual({});
    expect(scheme("<b>")).toEqual({});
  });

  it("is off with DEMO_ENABLED=false", async () => {
    const off = await makeTestApp(database, { env: { DEMO_ENABLED: "false" } });
    expect((await off.app.request(`${ORIGIN}/demo`)).status).toBe(404);
  });
});

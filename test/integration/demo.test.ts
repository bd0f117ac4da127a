import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { fromPglite, type Database } from "../../src/server/db/database";
import { loadMigrations, migrate } from "../../src/server/db/migrate";
import { DEMO_ORGANIZATION } from "../../src/server/demo/demo-key";
import { sessionRequest } from "../../src/server/demo/pages";
import { createOrganization } from "../../src/server/orgs/organizations";
import { organizations } from "../../src/server/db/schema";
import { eq } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
let demo: { apiKey: string; organizationId: string };
let decoy: { apiKey: string };
const ORIGIN = "http://127.0.0.1:8787";
const KEY = Buffer.alloc(32, 7).toString("base64");

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database, { env: { DEMO_SESSIONS_PER_HOUR: "100" } });
  // Another tenant named like the demo's organization, and older than it: the demo must
  // never pick it (it finds its organization by the mark the first start sets, not by name).
  decoy = await createOrganization(database.db, { name: DEMO_ORGANIZATION });
  demo = await createOrganization(database.db, { name: DEMO_ORGANIZATION, demo: true });
});
afterAll(() => database.close());

const mint = (origin?: string, app: TestApp = t, actions = ["renew", "bogus", "renew"]) =>
  app.app.request(`${ORIGIN}/demo/api/session`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(origin && { origin }) },
    body: JSON.stringify({
      allowed_actions: actions,
      theme: { primary_color: "#123456", brand_name: "<b>Acme</b>" },
      allowed_origins: ["https://evil.example"],
    }),
  });

const ALL = ["domain_search", "domain_purchase", "dns_manage", "renew"];

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
    const res = await mint(ORIGIN, t, ["domain_purchase", "bogus", "domain_purchase"]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(
      ["client_token", "embed_url", "expires_at", "hosted_url", "livemode", "session_id"].sort(),
    );
    const info = await t.app.request(`${ORIGIN}/api/v1/hosted/sessions/${body.session_id}`, {
      headers: { "x-api-key": demo.apiKey },
    });
    expect(await info.json()).toMatchObject({
      allowed_actions: ["domain_purchase"],
      allowed_origins: [ORIGIN],
      theme_config: { primary_color: "#123456", brand_name: "bAcme/b" },
    });
  });

  it("gives an anonymous visitor search and purchase only: no renewal, no DNS writes", async () => {
    const config = (await (await t.app.request(`${ORIGIN}/demo/api/config`)).json()) as {
      allowed_actions: string[];
    };
    expect(config.allowed_actions).toEqual(["domain_search", "domain_purchase"]);
    const res = await mint(ORIGIN, t, ALL);
    const { session_id } = (await res.json()) as Record<string, string>;
    const info = await t.app.request(`${ORIGIN}/api/v1/hosted/sessions/${session_id}`, {
      headers: { "x-api-key": demo.apiKey },
    });
    expect(((await info.json()) as { allowed_actions: string[] }).allowed_actions).toEqual([
      "domain_search",
      "domain_purchase",
    ]);
    // Asked for renewal and DNS only: neither (a renewal bills the demo organization).
    const asked = await mint(ORIGIN, t, ["renew", "dns_manage"]);
    const only = (await asked.json()) as Record<string, string>;
    const renewOnly = await t.app.request(`${ORIGIN}/api/v1/hosted/sessions/${only.session_id}`, {
      headers: { "x-api-key": demo.apiKey },
    });
    expect(((await renewOnly.json()) as { allowed_actions: string[] }).allowed_actions).toEqual([
      "domain_search",
    ]);
  });

  it("mints for the organization the first start marked, whatever it or others are named", async () => {
    const first = (await (await mint(ORIGIN, t, ["domain_search"])).json()) as {
      session_id: string;
    };
    const asDemo = await t.app.request(`${ORIGIN}/api/v1/hosted/sessions/${first.session_id}`, {
      headers: { "x-api-key": demo.apiKey },
    });
    expect(asDemo.status).toBe(200);
    const asDecoy = await t.app.request(`${ORIGIN}/api/v1/hosted/sessions/${first.session_id}`, {
      headers: { "x-api-key": decoy.apiKey },
    });
    expect(asDecoy.status).not.toBe(200);
    // Renamed, it is still the demo's (a fresh app: its demo key is looked up again).
    await database.db
      .update(organizations)
      .set({ name: "Renamed by its admin" })
      .where(eq(organizations.id, demo.organizationId));
    const renamed = await makeTestApp(database, { env: { DEMO_SESSIONS_PER_HOUR: "100" } });
    expect((await mint(ORIGIN, renamed, ["domain_search"])).status).toBe(200);
  });

  it("mints at most DEMO_SESSIONS_PER_HOUR sessions per address, then 429 with Retry-After", async () => {
    // A database of its own: on PostgreSQL the limiter's counts live in the database, where
    // this file's other tests have minted already.
    const own = await openTestDb();
    try {
      await createOrganization(own.db, { name: DEMO_ORGANIZATION, demo: true });
      const few = await makeTestApp(own, { env: { DEMO_SESSIONS_PER_HOUR: "2" } });
      expect((await mint(ORIGIN, few, ["domain_search"])).status).toBe(200);
      expect((await mint(ORIGIN, few, ["domain_search"])).status).toBe(200);
      const refused = await mint(ORIGIN, few, ["domain_search"]);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    } finally {
      await own.close();
    }
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

  it("is off with DEMO_ENABLED=false, and off in production unless asked (which is refused)", async () => {
    const off = await makeTestApp(database, { env: { DEMO_ENABLED: "false" } });
    expect((await off.app.request(`${ORIGIN}/demo`)).status).toBe(404);
    const production = await makeTestApp(database, {
      env: { NODE_ENV: "production", SECRETS_KEY: KEY },
    });
    expect((await production.app.request(`${ORIGIN}/demo`)).status).toBe(404);
    expect(
      (await production.app.request(`${ORIGIN}/demo/api/session`, { method: "POST" })).status,
    ).toBe(404);
  });

  it("keeps every action for a partner's own demo page (the standalone demo)", () => {
    expect(sessionRequest({ allowed_actions: ALL }, ORIGIN).allowed_actions).toEqual(ALL);
  });
});

describe("migration 0012", () => {
  it("marks the first organization as the demo's when it has the demo's name, and no other", async () => {
    const db = fromPglite(await PGlite.create());
    try {
      const all = loadMigrations();
      await migrate(
        db.sql,
        { existingLivemode: false },
        all.filter((m) => m.version < 12),
      );
      await db.sql.exec(`INSERT INTO organizations (id, name, created_at) VALUES
        ('00000000-0000-4000-8000-000000000001', 'Demo organization', '2026-01-01T00:00:00Z'),
        ('00000000-0000-4000-8000-000000000002', 'Demo organization', '2026-02-01T00:00:00Z')`);
      await migrate(db.sql, { existingLivemode: false }, all);
      const rows = await db.sql.query<{ id: string }>(
        "SELECT id FROM organizations WHERE demo ORDER BY id",
      );
      expect(rows).toEqual([{ id: "00000000-0000-4000-8000-000000000001" }]);
    } finally {
      await db.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
const ORIGIN = "http://127.0.0.1:8787";
const BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
});
afterAll(async () => {
  t.app.close();
  await database.close();
});

const links = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);

describe("GET /", () => {
  it("shows a browser a page linking the dashboard, the demo, the API reference and health", async () => {
    const res = await t.app.request(`${ORIGIN}/`, { headers: { accept: BROWSER } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<main>[\s\S]*<h1>/);
    expect(links(html)).toEqual([
      ["/dashboard", "Dashboard"],
      ["/demo", "Demo"],
      ["/api/v1/docs", "API reference"],
      ["/healthz", "Health"],
    ]);
  });

  it("keeps the JSON 404 for API clients (JSON, any type, or no Accept)", async () => {
    for (const accept of ["application/json", "*/*", undefined]) {
      const res = await t.app.request(`${ORIGIN}/`, accept ? { headers: { accept } } : {});
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: "not_found" });
    }
  });

  it("links no demo when the demo is off", async () => {
    const off = await makeTestApp(database, { env: { DEMO_ENABLED: "false" } });
    try {
      const res = await off.app.request(`${ORIGIN}/`, { headers: { accept: BROWSER } });
      expect(links(await res.text()).map(([href]) => href)).not.toContain("/demo");
    } finally {
      off.app.close();
    }
  });
});

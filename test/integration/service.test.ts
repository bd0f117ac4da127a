import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { openTestDb } from "../helpers/test-db";
import { makeTestApp, type TestApp } from "../helpers/test-app";

let database: Database;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
});
afterAll(async () => {
  await database.close();
});

describe("service basics", () => {
  it("GET /healthz reports the database", async () => {
    const res = await t.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: database.kind });
  });

  it("keeps a well-formed X-Request-Id and replaces a malformed one", async () => {
    const kept = await t.request("/healthz", { headers: { "x-request-id": "abc-12345678" } });
    expect(kept.headers.get("x-request-id")).toBe("abc-12345678");
    const replaced = await t.request("/healthz", { headers: { "x-request-id": "bad id\n" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers unknown paths with a JSON 404 that carries a request id", async () => {
    const res = await t.request("/api/v1/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: "Not Found", code: "not_found" });
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("logs one JSON line per request with its id and without the query string", async () => {
    t.logs.length = 0;
    const res = await t.request("/healthz?api_key=rk_should_not_appear");
    const line = JSON.parse(t.logs.at(-1)!) as Record<string, unknown>;
    expect(line).toMatchObject({ msg: "request", method: "GET", path: "/healthz", status: 200 });
    expect(line.request_id).toBe(res.headers.get("x-request-id"));
    expect(t.logs.join("\n")).not.toContain("rk_should_not_appear");
  });

  it("publishes an OpenAPI 3.1 document of its routes", async () => {
    const res = await t.request("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/auth/token",
        "/api/v1/organization",
        "/api/v1/organizations/{organization_id}",
      ]),
    );
  });
});

/**
 * The dashboard's API, roles × routes: what a member, an admin, an API key and nobody get on
 * each route; the routes only a signed-in user's token may call.
 */
import { describe, expect, it } from "vitest";
import { ADMIN_ONLY } from "../../src/server/auth/roles";
import {
  acme,
  adminToken,
  memberToken,
  UNKNOWN,
  bearer,
  call,
  setUpDashboardApi,
} from "./dashboard-api-setup";

setUpDashboardApi();

describe("roles × routes", () => {
  // [method, path, body, who may: "admin" = admins only, "user" = any signed-in user]
  const routes: [string, string, unknown, "admin" | "user", number][] = [
    ["GET", "/api/v1/users", undefined, "admin", 200],
    ["GET", "/api/v1/audit-log", undefined, "admin", 200],
    ["PATCH", "/api/v1/organization/settings", { name: "Acme" }, "admin", 200],
    ["GET", "/api/v1/users/me", undefined, "user", 200],
    ["GET", "/api/v1/organization/settings", undefined, "user", 200],
    ["GET", "/api/v1/hosted/sessions", undefined, "user", 200],
    ["GET", "/api/v1/webhooks/endpoints", undefined, "user", 200],
    ["GET", "/api/v1/registrar/orders", undefined, "user", 200],
    ["POST", "/api/v1/api-keys", { name: "matrix" }, "admin", 201],
    ["GET", "/api/v1/api-keys", undefined, "admin", 200],
  ];

  it.each(routes)("%s %s: 401 without credentials", async (method, path, body) => {
    const r = await call(method, path, {}, body);
    expect(r.status).toBe(401);
  });

  it.each(routes)("%s %s: members %s", async (method, path, body, who, ok) => {
    const r = await call(method, path, bearer(memberToken), body);
    if (who === "admin") {
      expect(r.status).toBe(403);
      expect(r.body.detail).toMatch(/Only an organization admin may .*; your role is member/);
    } else {
      expect(r.status).toBe(ok);
    }
  });

  it.each(routes)("%s %s: admins may", async (method, path, body, _who, ok) => {
    expect((await call(method, path, bearer(adminToken), body)).status).toBe(ok);
  });

  it("members may not create, change or rotate webhook endpoints, admins may", async () => {
    const body = { url: "https://hooks.acme.example/in", event_types: ["*"] };
    const m = await call("POST", "/api/v1/webhooks/endpoints", bearer(memberToken), body);
    expect(m.status).toBe(403);
    expect(m.body.detail).toMatch(/change webhook endpoints/);
    const a = await call("POST", "/api/v1/webhooks/endpoints", bearer(adminToken), body);
    expect(a.status).toBe(201);
    const id = a.body.id as string;
    for (const [method, path, b] of [
      ["PATCH", `/api/v1/webhooks/endpoints/${id}`, { enabled: false }],
      ["POST", `/api/v1/webhooks/endpoints/${id}/rotate-secret`, undefined],
      ["DELETE", `/api/v1/webhooks/endpoints/${id}`, undefined],
    ] as const) {
      expect((await call(method, path, bearer(memberToken), b)).status).toBe(403);
    }
    expect(
      (
        await call("PATCH", `/api/v1/webhooks/endpoints/${id}`, bearer(adminToken), {
          enabled: false,
        })
      ).status,
    ).toBe(200);
    const log = await call("GET", "/api/v1/audit-log", bearer(adminToken));
    const actions = (log.body.items as { action: string; target_id: string }[])
      .filter((e) => e.target_id === id)
      .map((e) => e.action);
    expect(actions).toEqual(["webhook_endpoint.updated", "webhook_endpoint.created"]);
  });

  it("every admin-only rule is documented with what it protects", () => {
    for (const rule of ADMIN_ONLY) expect(rule.what).not.toBe("");
  });
});

describe("access-token-only routes", () => {
  it.each([
    ["POST", "/api/v1/api-keys", { name: "by a key" }],
    ["DELETE", `/api/v1/api-keys/${UNKNOWN}`, undefined],
    ["GET", "/api/v1/users", undefined],
    ["POST", "/api/v1/users", { email: "x@acme.example", role: "member" }],
    ["GET", "/api/v1/users/me", undefined],
    ["GET", "/api/v1/audit-log", undefined],
    ["PATCH", "/api/v1/organization/settings", { name: "x" }],
    ["DELETE", "/api/v1/auth/token", undefined],
  ])("%s %s: an API key is 403 saying a bearer token is wanted", async (method, path, body) => {
    const r = await call(method, path, { "x-api-key": acme.apiKey }, body);
    expect(r.status).toBe(403);
    expect(r.body.detail).toMatch(/accepts a bearer access token only; an API key/);
  });
});

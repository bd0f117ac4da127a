/**
 * Spec conformance: Authentication rules. See support.ts for the set-up; the interface is
 * the partner API of docs/api.md (its OpenAPI document at /api/v1/openapi.json) and its 422
 * body pydantic v2's error list (src/contract/pydantic/README.md).
 */
import { describe, expect, it } from "vitest";
import { json, makeTestApp } from "../../helpers/test-app";
import {
  database,
  acme,
  globex,
  recordId,
  tokenOf,
  call,
  key,
  bearer,
  ErrorDetail,
  useSpecApp,
} from "./support";

useSpecApp();

describe("Authentication rules", () => {
  const routes = () =>
    [
      ["create order", "/api/v1/registrar/order", json("POST", {})],
      ["nameservers", "/api/v1/registrar/domains/acme-ns.com/nameservers", json("PUT", {})],
      ["renew", "/api/v1/registrar/domains/acme-two.com/renew", json("POST", {})],
      ["hosted session", "/api/v1/hosted/sessions", json("POST", {})],
      ["DNS list", "/api/v1/registrar/dns/acme-one.com/records", { method: "GET" }],
      [
        "DNS delete",
        `/api/v1/registrar/dns/acme-one.com/records/${recordId}`,
        { method: "DELETE" },
      ],
      ["availability", "/api/v1/registrar/availability/acme-free.com", { method: "GET" }],
      ["list orders", "/registrar/orders", { method: "GET" }],
      ["purchase", "/registrar/purchase", json("POST", {})],
    ] as [string, string, RequestInit][];
  const withHeaders = (init: RequestInit, headers: Record<string, string>) => ({
    ...init,
    headers: { ...(init.headers as Record<string, string>), ...headers },
  });

  it("rule 6: 401 without credentials, or with invalid ones, before validating anything", async () => {
    for (const [name, path, init] of routes()) {
      for (const headers of [
        {},
        { "x-api-key": "rk_not_a_key" },
        { authorization: "Bearer rat_not_a_token" },
      ] as Record<string, string>[]) {
        const res = await call(path, withHeaders(init, headers));
        expect(res.status, `${name} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.res.headers.get("www-authenticate")).toContain("Bearer");
        ErrorDetail.parse(res.body);
      }
    }
  });

  it("rules 1-3: either credential on most endpoints; DNS record delete takes an API key only", async () => {
    for (const [name, path, init] of routes()) {
      for (const headers of [key(), bearer()]) {
        const res = await call(path, withHeaders(init, headers));
        const kind = "x-api-key" in headers ? "API key" : "bearer";
        if (name === "DNS delete" && kind === "bearer") {
          expect(res.status, `${name} ${kind}`).toBe(403);
          expect(ErrorDetail.parse(res.body).detail).toMatch(/API key/);
        } else {
          // Accepted: the request gets past authentication (an empty body is then a 422).
          expect([200, 204, 422], `${name} ${kind}`).toContain(res.status);
        }
      }
    }
  });

  it("rule 6: 403 for another organization's resource, with either credential", async () => {
    const globexBearer = { authorization: `Bearer ${await tokenOf(globex)}` };
    const created = await call(
      "/api/v1/registrar/dns/acme-one.com/records",
      json("POST", { type: "TXT", name: "kept", content: "x" }, key()),
    );
    const keptId = created.body.id as string;
    for (const headers of [{ "x-api-key": globex.apiKey }, globexBearer]) {
      const attempts: [string, RequestInit][] = [
        ["/api/v1/registrar/domains/acme-two.com/renew", json("POST", { years: 1 }, headers)],
        [
          "/api/v1/registrar/domains/acme-ns.com/nameservers",
          json("PUT", { nameservers: ["ns1.example.net", "ns2.example.net"] }, headers),
        ],
        ["/api/v1/registrar/dns/acme-one.com/records", { headers }],
      ];
      if ("x-api-key" in headers) {
        attempts.push([
          `/api/v1/registrar/dns/acme-one.com/records/${keptId}`,
          { method: "DELETE", headers },
        ]);
      }
      for (const [path, init] of attempts) {
        const res = await call(path, init);
        expect(res.status, path).toBe(403);
        ErrorDetail.parse(res.body);
      }
    }
    // Nothing of Acme's changed.
    const rec = await call(`/api/v1/registrar/dns/acme-one.com/records/${keptId}`, {
      headers: key(),
    });
    expect(rec.status).toBe(200);
  });

  it("rule 5: a bearer token expires; an expired one is 401 (a new one works)", async () => {
    const clock = await makeTestApp(database);
    const res = await clock.request(
      "/api/v1/auth/token",
      json("POST", { username: acme.email, password: acme.password }),
    );
    const { access_token, expires_in } = (await res.json()) as {
      access_token: string;
      expires_in: number;
    };
    const get = (tokenValue: string) =>
      clock.request("/registrar/orders", { headers: { authorization: `Bearer ${tokenValue}` } });
    expect((await get(access_token)).status).toBe(200);
    clock.advance(expires_in * 1000 - 1);
    expect((await get(access_token)).status).toBe(200);
    clock.advance(1);
    const expired = await get(access_token);
    expect(expired.status).toBe(401);
    expect(expired.headers.get("www-authenticate")).toContain("Bearer");
    const fresh = await clock.request(
      "/api/v1/auth/token",
      json("POST", { username: acme.email, password: acme.password }),
    );
    const next = ((await fresh.json()) as { access_token: string }).access_token;
    expect((await get(next)).status).toBe(200);
  });
});

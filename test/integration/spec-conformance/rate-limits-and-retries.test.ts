/**
 * Spec conformance: Errors: 429 and retries. See support.ts for the set-up; the interface is
 * the partner API of docs/api.md (its OpenAPI document at /api/v1/openapi.json) and its 422
 * body pydantic v2's error list (src/contract/pydantic/README.md).
 */
import { describe, expect, it } from "vitest";
import { createRateLimiter } from "../../../src/server/http/rate-limiter";
import { createSandboxProvider } from "../../../src/server/registrar/sandbox-provider";
import { CONTACT } from "../../helpers/contact";
import { json, makeTestApp } from "../../helpers/test-app";
import { database, t, call, key, bearer, order, ErrorDetail, useSpecApp } from "./support";

useSpecApp();

describe("Errors: 429 and retries", () => {
  it("429 with Retry-After and a {detail} body when the rate limit is exceeded", async () => {
    let ms = 0;
    const limited = await makeTestApp(database, {
      limiter: createRateLimiter({ perMinute: 60, capacity: 1, now: () => ms }),
    });
    const get = () => limited.request("/registrar/orders", { headers: key() });
    expect((await get()).status).toBe(200);
    const refused = await get();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    ErrorDetail.parse(await refused.json());
    ms += Number(refused.headers.get("retry-after")) * 1000;
    expect((await get()).status).toBe(200);
  });

  it("5xx: a service-side failure is a 500 {detail, request_id}, no stack or SQL, and a retry works", async () => {
    const sandbox = createSandboxProvider(database.db);
    let broken = true;
    // Without `orderCheck` (on PostgreSQL the sandbox's order statement checks the name
    // itself), so the order asks `check`, which fails.
    const { orderCheck: _inStatement, ...withoutOrderCheck } = sandbox;
    const failing = await makeTestApp(database, {
      registrar: {
        ...withoutOrderCheck,
        check: async (domain) => {
          if (broken) throw new Error('relation "secret_table" does not exist: SELECT * FROM x');
          return sandbox.check(domain);
        },
      },
    });
    const send = () =>
      failing.request(
        "/api/v1/registrar/order",
        json("POST", { domain: "server-side.com", contact: CONTACT }, key()),
      );
    const res = await send();
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      detail: expect.stringMatching(/retry/),
      request_id: res.headers.get("x-request-id"),
      code: "internal_error",
    });
    expect(text).not.toMatch(/secret_table|SELECT|at \w+ \(/);
    broken = false;
    expect((await send()).status).toBe(201);
  });

  it("rule 3: a DNS record create retried with its Idempotency-Key returns the first 201", async () => {
    const send = () =>
      call(
        "/api/v1/registrar/dns/acme-one.com/records",
        json(
          "POST",
          { type: "A", name: "retried", content: "192.0.2.7" },
          { ...key(), "idempotency-key": "dns-create-1" },
        ),
      );
    const first = await send();
    expect(first.status).toBe(201);
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.res.headers.get("idempotent-replayed")).toBe("true");
  });

  it("a known path with the wrong method is 405 with Allow, not a 404 (no such resource)", async () => {
    const wrong = await call("/api/v1/registrar/domains/acme-ns.com/nameservers", {
      method: "POST",
      headers: key(),
    });
    expect(wrong.status).toBe(405);
    expect(wrong.body).toEqual({ detail: "Method Not Allowed", code: "method_not_allowed" });
    expect(wrong.res.headers.get("allow")).toBe("PUT");
    const orders = await call("/registrar/orders", { method: "DELETE", headers: key() });
    expect(orders.status).toBe(405);
    expect(orders.res.headers.get("allow")).toBe("GET");
    const records = await call("/api/v1/registrar/dns/acme-one.com/records", {
      method: "PUT",
      headers: key(),
    });
    expect(records.res.headers.get("allow")).toBe("GET, POST");
    expect((await call("/api/v1/registrar/nothing-here", { headers: key() })).status).toBe(404);
  });

  it("every answer, error or not, carries X-Request-Id and a JSON {detail}", async () => {
    const answers = [
      await t.request("/api/v1/registrar/order", json("POST", {})),
      await t.request("/api/v1/registrar/order", json("POST", {}, key())),
      await t.request("/api/v1/registrar/orders/00000000-0000-4000-8000-000000000000", {
        headers: key(),
      }),
      await t.request("/api/v1/no-such-route", { headers: key() }),
      await t.request("/api/v1/registrar/dns/acme-one.com/records/x", {
        method: "DELETE",
        headers: bearer(),
      }),
    ];
    expect(answers.map((r) => r.status)).toEqual([401, 422, 404, 404, 403]);
    for (const res of answers) {
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect((await res.json()) as object).toHaveProperty("detail");
    }
  });

  it("rule 3: after a timeout, the order list shows an order made by the lost request", async () => {
    const made = await order({ domain: "lost-answer.com", contact: CONTACT });
    const list = await call("/registrar/orders?domain=lost-answer.com", { headers: key() });
    expect((list.body.items as { order_id: string }[]).map((o) => o.order_id)).toEqual([
      made.body.order_id,
    ]);
    const again = await order({ domain: "lost-answer.com", contact: CONTACT });
    expect(again.status).toBe(409);
    expect(ErrorDetail.parse(again.body).detail).toContain(made.body.order_id as string);
  });
});

import { describe, expect, it } from "vitest";
import {
  RegistrarApiError,
  RegistrarAuthenticationError,
  RegistrarConflictError,
  RegistrarError,
  RegistrarNotFoundError,
  RegistrarPermissionError,
  RegistrarRateLimitError,
  RegistrarServerError,
  RegistrarUnavailableError,
  RegistrarValidationError,
  createRegistrarClient,
  isRegistrarError,
  toRegistrarError,
  unwrap,
} from "../src/index.js";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
const client = (answer: () => Response) =>
  createRegistrarClient({
    baseUrl: "https://r.example",
    apiKey: "k",
    retry: { retries: 0 },
    fetch: async () => answer(),
  });

describe("toRegistrarError", () => {
  it.each([
    [401, "invalid_credentials", RegistrarAuthenticationError],
    [403, "forbidden", RegistrarPermissionError],
    [404, "not_found", RegistrarNotFoundError],
    [409, "domain_unavailable", RegistrarConflictError],
    [429, "rate_limited", RegistrarRateLimitError],
    [503, "database_unavailable", RegistrarUnavailableError],
    [500, "internal_error", RegistrarServerError],
    [502, undefined, RegistrarServerError],
    [413, "request_too_large", RegistrarError],
  ] as const)("gives a %i its class and code", (status, code, Class) => {
    const response = json(status, { detail: "what happened", ...(code && { code }) });
    const err = toRegistrarError({ error: { detail: "what happened", code }, response });
    expect(err).toBeInstanceOf(Class);
    expect(err).toBeInstanceOf(RegistrarApiError);
    expect({ status: err.status, code: err.code, detail: err.detail, name: err.name }).toEqual({
      status,
      code,
      detail: "what happened",
      name: Class.name,
    });
  });

  it("keeps a 422's items, with no code", () => {
    const items = [{ type: "missing", loc: ["body", "domain"], msg: "Field required" }];
    const err = toRegistrarError({ error: { detail: items }, response: json(422, {}) });
    expect(err).toBeInstanceOf(RegistrarValidationError);
    expect((err as RegistrarValidationError).errors).toEqual(items);
    expect(err.code).toBeUndefined();
  });
});

describe("unwrap", () => {
  it("returns a success's data", async () => {
    const data = await unwrap(
      client(() => json(200, { domain: "example.com", available: true })).GET(
        "/api/v1/registrar/availability/{domain}",
        { params: { path: { domain: "example.com" } } },
      ),
    );
    expect(data.available).toBe(true);
  });

  it("throws an error answer's typed error, with its request id and Retry-After", async () => {
    const err = await unwrap(
      client(() =>
        json(
          429,
          { detail: "Too many requests", code: "rate_limited" },
          { "X-Request-Id": "req-1", "Retry-After": "7" },
        ),
      ).GET("/api/v1/organization"),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RegistrarRateLimitError);
    expect(isRegistrarError(err, "rate_limited")).toBe(true);
    expect(isRegistrarError(err, "not_found")).toBe(false);
    expect(err).toMatchObject({ requestId: "req-1", retryAfterSeconds: 7, status: 429 });
  });
});

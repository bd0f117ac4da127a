import { describe, expect, it } from "vitest";
import {
  RegistrarApiError,
  collect,
  createRegistrarClient,
  paginate,
  retryAfterMs,
  type PageStart,
} from "../src/index.js";

/** A fetch that answers from a list and records what it was sent. */
function fakeFetch(answers: (() => Response)[]) {
  const seen: { method: string; url: string; headers: Headers; body: string }[] = [];
  const fetch = async (request: Request) => {
    seen.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: await request.text(),
    });
    const next = answers.shift();
    if (!next) throw new Error("no more answers");
    return next();
  };
  return { fetch, seen };
}
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

describe("createRegistrarClient", () => {
  it("sends the API key, and one Idempotency-Key kept across retries of a creating call", async () => {
    const waits: number[] = [];
    const f = fakeFetch([
      () => json(503, { detail: "busy" }),
      () => json(429, { detail: "slow down" }, { "Retry-After": "2" }),
      () => json(201, { order_id: "o1" }),
    ]);
    const client = createRegistrarClient({
      baseUrl: "https://r.example/",
      apiKey: "rk_test",
      fetch: f.fetch,
      retry: { baseDelayMs: 10, sleep: async (ms) => void waits.push(ms) },
    });
    const { data, response } = await client.POST("/api/v1/webhooks/endpoints", {
      body: { url: "https://p.example/hooks", event_types: ["*"] },
    });
    expect(response.status).toBe(201);
    expect(data).toEqual({ order_id: "o1" });
    expect(f.seen).toHaveLength(3);
    expect(f.seen.map((s) => s.url)).toEqual(
      Array(3).fill("https://r.example/api/v1/webhooks/endpoints"),
    );
    const keys = f.seen.map((s) => s.headers.get("Idempotency-Key"));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(f.seen.every((s) => s.headers.get("X-API-Key") === "rk_test")).toBe(true);
    expect(f.seen.every((s) => JSON.parse(s.body).url === "https://p.example/hooks")).toBe(true);
    expect(waits[1]).toBe(2000);
  });

  it("keeps a caller's Idempotency-Key, and gives up after the retries with the last answer", async () => {
    const f = fakeFetch(Array(3).fill(() => json(500, { detail: "boom", request_id: "r" })));
    const client = createRegistrarClient({
      baseUrl: "https://r.example",
      accessToken: async () => "at_1",
      fetch: f.fetch,
      retry: { retries: 2, sleep: async () => {} },
    });
    const { error, response } = await client.POST("/api/v1/hosted/sessions/{session_id}/refresh", {
      params: { path: { session_id: "s1" } },
      headers: { "Idempotency-Key": "mine" },
    });
    expect(response.status).toBe(500);
    expect(error).toEqual({ detail: "boom", request_id: "r" });
    expect(f.seen.map((s) => s.headers.get("Idempotency-Key"))).toEqual(["mine", "mine", "mine"]);
    expect(f.seen[0]!.headers.get("Authorization")).toBe("Bearer at_1");
  });

  it("does not repeat a PATCH after a 5xx (it could apply twice), nor any 4xx but 429", async () => {
    const f = fakeFetch([() => json(502, {}), () => json(404, { detail: "Not Found" })]);
    const client = createRegistrarClient({
      baseUrl: "https://r.example",
      apiKey: "k",
      fetch: f.fetch,
      retry: { sleep: async () => {} },
    });
    const patch = await client.PATCH("/api/v1/organization/settings", { body: {} });
    expect(patch.response.status).toBe(502);
    const get = await client.GET("/api/v1/registrar/orders/{order_id}", {
      params: { path: { order_id: "o" } },
    });
    expect(get.response.status).toBe(404);
    expect(f.seen).toHaveLength(2);
    expect(f.seen[0]!.headers.has("Idempotency-Key")).toBe(false);
  });

  it("refuses to be built without a credential", () => {
    expect(() => createRegistrarClient({ baseUrl: "https://r.example" })).toThrow(/apiKey/);
  });
});

describe("Retry-After", () => {
  it("reads seconds and HTTP dates", () => {
    expect(retryAfterMs("3")).toBe(3000);
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterMs("Thu, 01 Jan 2026 00:00:05 GMT", now)).toBe(5000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs("soon")).toBeUndefined();
  });
});

describe("paginate", () => {
  it("follows next_cursor until it is null, and throws the API's error", async () => {
    const f = fakeFetch([
      () => json(200, { items: [{ n: 1 }, { n: 2 }], next_cursor: "c2" }),
      () => json(200, { items: [{ n: 3 }], next_cursor: null }),
      () => json(422, { detail: [{ type: "x", loc: ["query", "cursor"], msg: "bad" }] }),
    ]);
    const client = createRegistrarClient({
      baseUrl: "https://r.example",
      apiKey: "k",
      fetch: f.fetch,
    });
    const page = (start: PageStart) =>
      client.GET("/api/v1/events", { params: { query: { ...start, limit: 2 } } });
    const items = await collect(page);
    expect(items.map((e) => (e as unknown as { n: number }).n)).toEqual([1, 2, 3]);
    expect(new URL(f.seen[1]!.url).searchParams.get("cursor")).toBe("c2");
    const failing = paginate(page);
    const err = await failing.next().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RegistrarApiError);
    expect((err as RegistrarApiError).status).toBe(422);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createApiClient } from "./api-client";
import { ApiError } from "./api-error";

const Created = z.object({ order_id: z.string() });

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | "offline";

/** The network edge: answers in order, and what was sent. */
function network(answers: Answer[]) {
  const sent: { method: string; key: string | null }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      sent.push({ method: init.method ?? "GET", key: headers.get("Idempotency-Key") });
      const a = answers.shift();
      if (!a || a === "offline") throw new TypeError("fetch failed");
      return new Response(a.body === undefined ? null : JSON.stringify(a.body), {
        status: a.status,
        headers: { "content-type": "application/json", ...a.headers },
      });
    }),
  );
  const waits: number[] = [];
  const api = createApiClient({
    getToken: () => "rct_test",
    onUnauthorized: () => {},
    sleep: async (ms) => void waits.push(ms),
  });
  return { api, sent, waits };
}

afterEach(() => vi.unstubAllGlobals());

const busy = {
  status: 429,
  body: { detail: "Too many requests" },
  headers: { "Retry-After": "2" },
};
const created = { status: 201, body: { order_id: "o1" } };

describe("api client: mutations after a transient failure", () => {
  it("sends an idempotent POST again after Retry-After, with the same key", async () => {
    const { api, sent, waits } = network([busy, created]);
    await expect(
      api.send("POST", "/orders", {}, Created, { idempotencyKey: "k1" }),
    ).resolves.toEqual({ order_id: "o1" });
    expect(sent).toEqual([
      { method: "POST", key: "k1" },
      { method: "POST", key: "k1" },
    ]);
    expect(waits).toEqual([2000]);
  });

  it("waits out a 409 'still being processed' and gets the first request's answer", async () => {
    const inFlight = {
      status: 409,
      body: { detail: "still being processed" },
      headers: { "Retry-After": "1" },
    };
    const { api, waits } = network([inFlight, created]);
    await expect(
      api.send("POST", "/orders", {}, Created, { idempotencyKey: "k2" }),
    ).resolves.toEqual({ order_id: "o1" });
    expect(waits).toEqual([1000]);
  });

  it("sends a PUT again after no answer at all, backing off", async () => {
    const { api, sent, waits } = network([
      "offline",
      "offline",
      { status: 200, body: { order_id: "o2" } },
    ]);
    await expect(api.send("PUT", "/x", {}, Created)).resolves.toEqual({ order_id: "o2" });
    expect(sent).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it("never repeats a POST without an Idempotency-Key: it could happen twice", async () => {
    const { api, sent } = network([{ status: 503, body: { detail: "down" } }, created]);
    await expect(api.send("POST", "/orders", {}, Created)).rejects.toMatchObject({ status: 503 });
    expect(sent).toHaveLength(1);
  });

  it("does not repeat answers that will not change: 422, a 409 conflict, 404", async () => {
    for (const answer of [
      {
        status: 422,
        body: {
          detail: [{ type: "missing", loc: ["body", "domain"], msg: "Field required", input: {} }],
        },
      },
      { status: 409, body: { detail: "An order for this domain is in progress" } },
      { status: 404, body: { detail: "Not found" } },
    ]) {
      const { api, sent } = network([answer, created]);
      await expect(
        api.send("POST", "/orders", {}, Created, { idempotencyKey: "k" }),
      ).rejects.toBeInstanceOf(ApiError);
      expect(sent).toHaveLength(1);
    }
  });

  it("gives up after two repeats, and when asked to wait longer than 10 s", async () => {
    const down = { status: 503, body: { detail: "down" } };
    const a = network([down, down, down, created]);
    await expect(a.api.send("DELETE", "/r/1", undefined, null)).rejects.toMatchObject({
      status: 503,
    });
    expect(a.sent).toHaveLength(3);

    const slow = { ...busy, headers: { "Retry-After": "60" } };
    const b = network([slow, created]);
    await expect(
      b.api.send("POST", "/orders", {}, Created, { idempotencyKey: "k" }),
    ).rejects.toMatchObject({
      status: 429,
      retryAfter: 60,
    });
    expect(b.sent).toHaveLength(1);
  });
});

describe("a request sent at boot", () => {
  const Session = z.object({ session_id: z.string() });
  const early = (token: string) => ({
    path: "/session",
    token,
    response: Promise.resolve(
      new Response(JSON.stringify({ session_id: "s1" }), {
        status: 200,
        headers: { "content-type": "application/json" },
      }),
    ),
  });
  const client = (token: string, sentWith: string) => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ session_id: "fetched" }), {
          status: 200,
          headers: { "content-type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const api = createApiClient({
      getToken: () => token,
      onUnauthorized: () => {},
      early: early(sentWith),
    });
    return { api, fetchMock };
  };

  it("answers the first GET of its path and token, once", async () => {
    const { api, fetchMock } = client("rct_a", "rct_a");
    expect(await api.get("/session", Promise.resolve(Session))).toEqual({ session_id: "s1" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await api.get("/session", Session)).toEqual({ session_id: "fetched" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("is not used for another token", async () => {
    const { api, fetchMock } = client("rct_new", "rct_old");
    expect(await api.get("/session", Session)).toEqual({ session_id: "fetched" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("a cancelled GET", () => {
  it("passes the caller's signal to fetch and is not reported as a failure of the service", async () => {
    const seen: (AbortSignal | null | undefined)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            seen.push(init.signal);
            init.signal?.addEventListener("abort", () =>
              reject(new DOMException("The operation was aborted.", "AbortError")),
            );
          }),
      ),
    );
    const failures: number[] = [];
    const api = createApiClient({
      getToken: () => "rct_test",
      onUnauthorized: () => {},
      onFailure: (status) => failures.push(status),
    });
    const stale = new AbortController();
    const answer = api.get("/availability/slow.com", Created, { signal: stale.signal });
    stale.abort();
    await expect(answer).rejects.toMatchObject({ name: "AbortError" });
    expect(seen).toEqual([stale.signal]);
    expect(failures).toEqual([]);
  });
});

describe("api client: error bodies", () => {
  it("shows the detail of an error whatever its code, one this build knows or a newer one", async () => {
    for (const code of ["order_in_progress", "a_code_added_later", undefined]) {
      const { api } = network([
        { status: 409, body: { detail: "An order for this domain is in progress", code } },
      ]);
      await expect(
        api.send("POST", "/orders", {}, Created, { idempotencyKey: "k" }),
      ).rejects.toMatchObject({ status: 409, detail: "An order for this domain is in progress" });
    }
  });
});

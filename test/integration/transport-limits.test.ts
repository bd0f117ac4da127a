/**
 * Transport limits: the body size limit, deep nesting, bounded 422 input, and webhook dispatch
 * stopped by shutdown.
 */
import { serve, type ServerType } from "@hono/node-server";
import { request as httpRequest } from "node:http";
import { createServer, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";
import { dispatchDue } from "../../src/server/events/dispatcher";
import { createLogger } from "../../src/server/logger";
import { CONTACT } from "../helpers/contact";
import { json, makeTestApp } from "../helpers/test-app";
import {
  MB,
  database,
  t,
  key,
  TOO_LARGE,
  bodyOfSize,
  orderCount,
  setUpTransport,
} from "./transport-limits-setup";

setUpTransport();

describe("request body size limit (MAX_BODY_BYTES, 1 MiB by default)", () => {
  it("answers 413 {detail} to a body one byte over the limit, without a credential", async () => {
    const res = await t.request("/api/v1/auth/token", json("POST", bodyOfSize(MB + 1)));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    expect(res.headers.get("connection")).toBe("close");
  });

  it("reads a body of exactly the limit (and bounds what the 422 echoes of it)", async () => {
    const text = bodyOfSize(MB);
    expect(Buffer.byteLength(text)).toBe(MB);
    const res = await t.request("/api/v1/auth/token", json("POST", text));
    expect(res.status).toBe(422);
    const raw = await res.text();
    expect(raw.length).toBeLessThan(5000);
    const missing = (JSON.parse(raw) as { detail: { type: string; input: unknown }[] }).detail.find(
      (d) => d.type === "missing",
    );
    expect(missing?.input).toEqual({
      username: `${"x".repeat(500)}...${"x".repeat(500)}`,
    });
  });

  it("refuses a declared Content-Length over the limit before reading the body", async () => {
    const res = await t.request("/api/v1/auth/token", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(MB + 1) },
      body: "{}",
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
  });

  it("applies to every route that reads a body: API routes, the checkout form, the demo", async () => {
    const big = "x".repeat(MB + 1);
    const cases: [string, RequestInit][] = [
      ["/api/v1/registrar/order", json("POST", big, key())],
      ["/api/v1/hosted/sessions", json("POST", big, key())],
      ["/checkout/00000000-0000-4000-8000-000000000000", { method: "POST", body: big }],
      [
        "/demo/api/session",
        json("POST", big, { origin: "http://127.0.0.1:8787", "sec-fetch-site": "same-origin" }),
      ],
      ["/no/such/path", { method: "PUT", body: big }],
    ];
    for (const [path, init] of cases) {
      const res = await t.request(path, init);
      expect([path, res.status]).toEqual([path, 413]);
      expect(await res.json()).toEqual(TOO_LARGE);
    }
    expect(await orderCount()).toBe(0);
  });

  it("is configurable", async () => {
    const small = await makeTestApp(database, { env: { MAX_BODY_BYTES: "2048" } });
    const over = await small.request("/api/v1/auth/token", json("POST", bodyOfSize(2049)));
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({
      detail: "Request body too large: at most 2048 bytes are accepted.",
      code: "request_too_large",
    });
    const within = await small.request("/api/v1/auth/token", json("POST", bodyOfSize(2048)));
    expect(within.status).toBe(422);
  });

  it.each([["abc"], ["1.5"], ["100"], [String(200 * MB)]])(
    "refuses MAX_BODY_BYTES=%s at start",
    (value) => {
      expect(() => loadConfig({ MAX_BODY_BYTES: value })).toThrow(ConfigError);
      expect(() => loadConfig({ MAX_BODY_BYTES: value })).toThrow(/MAX_BODY_BYTES/);
    },
  );

  describe("over a real socket", () => {
    let server: ServerType;
    let port: number;
    beforeAll(async () => {
      await new Promise<void>((resolve) => {
        server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
      });
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    /**
     * Sends up to `total` bytes chunked (no Content-Length), generated as it goes, and stops
     * sending when the answer arrives: returns it and how much had been sent by then.
     */
    function sendChunked(total: number, headers: Record<string, string> = {}) {
      return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
        let sent = 0;
        let answered = false;
        const chunk = Buffer.alloc(64 * 1024, "x");
        const req = httpRequest({
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/v1/auth/token",
          headers: { "content-type": "application/json", ...headers },
        });
        req.on("response", (res) => {
          answered = true;
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (d: string) => (body += d));
          res.on("end", () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body, sent });
          });
        });
        req.on("error", (err) => {
          if (!answered) reject(err);
        });
        const pump = () => {
          while (!answered && sent < total) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once("drain", pump);
          }
          if (!answered) req.end();
        };
        req.write("{");
        pump();
      });
    }

    it("answers 413 to a 64 MB chunked body long before the client has sent it all", async () => {
      const total = 64 * MB;
      const { status, body, sent } = await sendChunked(total);
      expect(status).toBe(413);
      expect(JSON.parse(body)).toEqual(TOO_LARGE);
      // The service stopped reading at the limit: the rest was never taken from the client.
      expect(sent).toBeLessThan(total);
    });

    it("still reads a chunked body within the limit", async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/auth/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: new Blob([bodyOfSize(MB)]).stream(),
        duplex: "half",
      } as RequestInit);
      expect(res.status).toBe(422);
    });
  });
});

describe("deep nesting", () => {
  const TOO_DEEP = "Nesting too deep (more than 100 levels of arrays and objects)";

  it.each([
    ["10,000 [ then 10,000 ]", "[".repeat(10_000) + "]".repeat(10_000), 100],
    ['{"domain": and 5,000 [', '{"domain":' + "[".repeat(5000), 109],
  ])("%s is a 422 json_invalid, on a public and an authenticated route", async (_, text, at) => {
    for (const [path, headers] of [
      ["/api/v1/auth/token", {}],
      ["/api/v1/registrar/order", key()],
      ["/api/v1/hosted/sessions", key()],
    ] as const) {
      const res = await t.request(path, json("POST", text, headers));
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        detail: [
          {
            type: "json_invalid",
            loc: ["body", at],
            msg: "JSON decode error",
            input: {},
            ctx: { error: TOO_DEEP },
          },
        ],
      });
    }
    expect(await orderCount()).toBe(0);
  });

  it("accepts 100 levels in a free-form field and answers without a 5xx", async () => {
    const deep = JSON.parse("[".repeat(99) + "]".repeat(99)) as unknown;
    const res = await t.request(
      "/api/v1/registrar/order",
      json("POST", { domain: deep, contact: CONTACT }, key()),
    );
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: { loc: unknown[]; type: string }[] };
    expect(body.detail.map((d) => d.loc)).toEqual([["body", "domain"]]);
  });
});

describe("422 input is bounded", () => {
  it("echoes long strings as head...tail and short ones unchanged", async () => {
    const long = "a".repeat(300_000);
    const res = await t.request(
      "/api/v1/registrar/order",
      json(
        "POST",
        { domain: long, contact: { ...CONTACT, country: "USA", city: long, state: long } },
        key(),
      ),
    );
    expect(res.status).toBe(422);
    const raw = await res.text();
    expect(raw.length).toBeLessThan(20_000);
    const { detail } = JSON.parse(raw) as { detail: { loc: unknown[]; input: unknown }[] };
    const at = (...loc: unknown[]) =>
      detail.find((d) => JSON.stringify(d.loc) === JSON.stringify(loc));
    const cut = `${"a".repeat(500)}...${"a".repeat(500)}`;
    expect(at("body", "domain")?.input).toBe(cut);
    expect(at("body", "contact", "country")).toEqual({
      type: "string_too_long",
      loc: ["body", "contact", "country"],
      msg: "String should have at most 2 characters",
      input: "USA",
      ctx: { max_length: 2 },
    });
  });

  it("bounds a missing field's echo of a large object (entries and total size)", async () => {
    const wide = Object.fromEntries(
      Array.from({ length: 5000 }, (_, i) => [`k${i}`, "v".repeat(100)]),
    );
    const res = await t.request("/api/v1/registrar/order", json("POST", wide, key()));
    expect(res.status).toBe(422);
    const raw = await res.text();
    expect(raw.length).toBeLessThan(30_000);
    const { detail } = JSON.parse(raw) as { detail: { type: string; input: object }[] };
    expect(detail.map((d) => d.type)).toEqual(["missing", "missing"]);
    for (const item of detail) {
      const entries = Object.entries(item.input);
      expect(entries.length).toBeLessThanOrEqual(101);
      expect(entries.at(-1)?.[0]).toBe("...");
      expect(entries.at(-1)?.[1]).toMatch(/^\d+ more$/);
    }
  });
});

describe("webhook dispatch stopped by shutdown", () => {
  it("cuts off requests to a host that never answers, records nothing, and claims no more", async () => {
    const org = await t.org("Shutdown Hooks");
    const sockets: Socket[] = [];
    const hole = createServer((s) => void sockets.push(s));
    await new Promise<void>((r) => hole.listen(0, "127.0.0.1", r));
    const { port } = hole.address() as AddressInfo;
    try {
      const headers = { "x-api-key": org.apiKey };
      const endpoint = await t.request(
        "/api/v1/webhooks/endpoints",
        json("POST", { url: `http://127.0.0.1:${port}/hook`, event_types: ["*"] }, headers),
      );
      expect(endpoint.status).toBe(201);
      const { id } = (await endpoint.json()) as { id: string };
      for (let i = 0; i < 25; i++) {
        const res = await t.request(
          "/api/v1/hosted/sessions",
          json(
            "POST",
            { allowed_actions: ["domain_search"], external_account_id: `acct_${i}` },
            headers,
          ),
        );
        expect(res.status).toBe(200);
      }
      const stop = new AbortController();
      // A one-hour request timeout: only the abort can end this pass.
      const pass = dispatchDue({
        db: database.db,
        now: t.now,
        logger: createLogger("silent"),
        timeoutMs: 3_600_000,
        signal: stop.signal,
      });
      await vi.waitFor(() => expect(sockets.length).toBeGreaterThanOrEqual(20), {
        timeout: 10_000,
        interval: 20,
      });
      stop.abort();
      expect(await pass).toBe(20);
      const res = await t.request(`/api/v1/webhooks/endpoints/${id}/deliveries`, { headers });
      const { items } = (await res.json()) as {
        items: { status: string; attempts: number; last_error: string | null }[];
      };
      expect(items).toHaveLength(25);
      // 20 claimed (their attempt counted and their retry scheduled), 5 never claimed.
      expect(items.filter((d) => d.attempts === 1)).toHaveLength(20);
      for (const d of items) expect(d).toMatchObject({ status: "pending", last_error: null });
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((r) => hole.close(r));
    }
  });
});

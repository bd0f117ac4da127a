import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { sandboxRegistry } from "../../src/server/registrar/schema";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { POPULAR_SUFFIXES } from "../../src/server/registrar/sandbox-prices";
import { openTestDb } from "../helpers/test-db";
import { CONTACT } from "../helpers/contact";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";

let database: Database;
let t: TestApp;
let key: Record<string, string>;
const sleeps: number[] = [];

beforeAll(async () => {
  database = await openTestDb();
  const registrar = createSandboxProvider(database.db, {
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  t = await makeTestApp(database, { registrar });
  key = { "x-api-key": (await t.org()).apiKey };
});
afterAll(async () => {
  await database.close();
});

async function get(path: string, headers = key) {
  const res = await t.request(path, { headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("GET /api/v1/registrar/availability/{domain}", () => {
  it("answers an ordinary name as available at the suffix's prices", async () => {
    const { status, body } = await get("/api/v1/registrar/availability/Example-Shop.COM.");
    expect(status).toBe(200);
    expect(body).toEqual({
      domain: "example-shop.com",
      domain_unicode: "example-shop.com",
      available: true,
      premium: false,
      price: "10.99",
      renewal_price: "12.99",
      currency: "USD",
      transfer: null,
    });
  });

  it("normalises an IDN to its A-label and prices by public suffix", async () => {
    const { body } = await get(
      `/api/v1/registrar/availability/${encodeURIComponent("bücher.co.uk")}`,
    );
    expect(body).toMatchObject({
      domain: "xn--bcher-kva.co.uk",
      domain_unicode: "bücher.co.uk",
      available: true,
      price: "8.50",
    });
  });

  it("taken- names are registered", async () => {
    const { body } = await get("/api/v1/registrar/availability/taken-shop.com");
    expect(body).toMatchObject({ available: false, reason: "registered" });
  });

  it("names in the sandbox registry are registered", async () => {
    await database.db.insert(sandboxRegistry).values({
      name: "already-mine.net",
      registeredAt: t.now(),
      expiresAt: t.now(),
    });
    const { body } = await get("/api/v1/registrar/availability/already-mine.net");
    expect(body).toMatchObject({ available: false, reason: "registered" });
  });

  it("premium- names cost 50 times the price", async () => {
    const { body } = await get("/api/v1/registrar/availability/premium-shop.io");
    expect(body).toMatchObject({
      available: true,
      premium: true,
      price: "1950.00",
      renewal_price: "2450.00",
    });
  });

  it("an unsupported suffix is unavailable with its reason", async () => {
    const { status, body } = await get("/api/v1/registrar/availability/shop.museum");
    expect(status).toBe(200);
    expect(body).toMatchObject({ available: false, reason: "unsupported_suffix" });
  });

  it("slow- names answer after the sandbox's delay", async () => {
    sleeps.length = 0;
    const { body } = await get("/api/v1/registrar/availability/slow-shop.com");
    expect(body).toMatchObject({ available: true });
    expect(sleeps).toEqual([2000]);
  });

  it.each([
    ["not a domain", "A domain name has no spaces, scheme, path or port; enter it as example.com."],
    ["localhost", "Add a suffix, as in example.com."],
    [
      "www.example.com",
      "Only the registrable name can be registered: example.com, not a subdomain of it.",
    ],
    ["shop.test", ".test is reserved for special use and cannot be registered."],
    ["xn--e28h.com", "'😀' contains a character not allowed in domain names (U+1F600)."],
    ["😀.com", "'😀' contains a character not allowed in domain names (U+1F600)."],
    [
      "\u0430pple.com",
      "'аpple' mixes scripts (Cyrillic and Latin); each part of a domain name uses one script.",
    ],
  ])("%j is a 422 at path.domain", async (domain, reason) => {
    const { status, body } = await get(
      `/api/v1/registrar/availability/${encodeURIComponent(domain)}`,
    );
    expect(status).toBe(422);
    expect(body).toEqual({
      detail: [
        {
          type: "value_error",
          loc: ["path", "domain"],
          msg: `Value error, ${reason}`,
          input: domain,
          ctx: { error: reason },
        },
      ],
    });
  });

  it("needs credentials", async () => {
    expect((await get("/api/v1/registrar/availability/example.com", {})).status).toBe(401);
  });
});

describe("GET /api/v1/registrar/suggestions", () => {
  it("a bare name gives its label under every popular suffix", async () => {
    const { status, body } = await get("/api/v1/registrar/suggestions?q=My%20Shop");
    expect(status).toBe(200);
    const items = body.items as { domain: string; available: boolean }[];
    expect(items.map((i) => i.domain)).toEqual(POPULAR_SUFFIXES.map((s) => `my-shop.${s}`));
    expect(body.query).toBe("My Shop");
  });

  it("a domain comes first, then the other popular suffixes", async () => {
    const { body } = await get("/api/v1/registrar/suggestions?q=taken-x.ai");
    const items = body.items as { domain: string; available: boolean }[];
    expect(items[0]).toMatchObject({ domain: "taken-x.ai", available: false });
    expect(items.map((i) => i.domain)).toEqual([
      "taken-x.ai",
      ...POPULAR_SUFFIXES.map((s) => `taken-x.${s}`),
    ]);
  });

  it("checks concurrently: slow- names cost one delay, not one per suffix", async () => {
    let active = 0;
    let peak = 0;
    const registrar = createSandboxProvider(database.db, {
      sleep: async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise((r) => setTimeout(r, 20));
        active -= 1;
      },
    });
    const t2 = await makeTestApp(database, { registrar });
    const res = await t2.request("/api/v1/registrar/suggestions?q=slow-shop", { headers: key });
    expect(res.status).toBe(200);
    expect(peak).toBe(POPULAR_SUFFIXES.length);
  });

  it("a bad or missing term is a 422 at query.q", async () => {
    const bad = await get("/api/v1/registrar/suggestions?q=a_b");
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatchObject([{ type: "value_error", loc: ["query", "q"] }]);
    const missing = await get("/api/v1/registrar/suggestions");
    expect(missing.body.detail).toEqual([
      { type: "missing", loc: ["query", "q"], msg: "Field required", input: null },
    ]);
  });
});

describe("the OpenAPI document", () => {
  it("describes every registrar route with its parameters", async () => {
    const doc = (await (await t.request("/api/v1/openapi.json")).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const params = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.parameters ?? []).map((p) => `${p.in}:${p.name}`);
    expect(params("/api/v1/registrar/availability/{domain}", "get")).toEqual(["path:domain"]);
    expect(params("/api/v1/registrar/suggestions", "get")).toEqual(["query:q"]);
    expect(params("/api/v1/registrar/domains", "get")).toEqual([
      "query:limit",
      "query:cursor",
      "query:q",
      "query:status",
      "query:expires_before",
      "query:expires_after",
    ]);
    expect(params("/api/v1/registrar/domains/{domain}", "patch")).toEqual(["path:domain"]);
    expect(params("/api/v1/registrar/domains/{domain}/renew", "post")).toEqual([
      "path:domain",
      "header:Idempotency-Key",
    ]);
    expect(params("/api/v1/registrar/domains/{domain}/nameservers", "put")).toEqual([
      "path:domain",
    ]);
  });
});

describe("one domain rule for every route", () => {
  const cases = [
    ["xn--e28h.com", "'😀' contains a character not allowed in domain names (U+1F600)."],
    [
      "\u0430pple.com",
      "'аpple' mixes scripts (Cyrillic and Latin); each part of a domain name uses one script.",
    ],
  ] as const;

  it.each(cases)("%j is refused with the same reason everywhere", async (domain, reason) => {
    const apiKey = key["x-api-key"]!;
    const mint = await t.request(
      "/api/v1/hosted/sessions",
      json(
        "POST",
        { allowed_actions: ["domain_search", "domain_purchase"], external_account_id: "a" },
        key,
      ),
    );
    const client = {
      authorization: `Bearer ${((await mint.json()) as { client_token: string }).client_token}`,
    };
    const p = encodeURIComponent(domain);
    const q = encodeURIComponent(domain);
    const calls: [string, RequestInit, (string | number)[]][] = [
      [`/api/v1/registrar/availability/${p}`, { headers: key }, ["path", "domain"]],
      [`/api/v1/registrar/suggestions?q=${q}`, { headers: key }, ["query", "q"]],
      [`/api/v1/registrar/domains/${p}`, { headers: key }, ["path", "domain"]],
      [`/api/v1/registrar/dns/${p}/records`, { headers: key }, ["path", "domain_name"]],
      [
        "/api/v1/registrar/order",
        json("POST", { domain, contact: CONTACT }, { "x-api-key": apiKey }),
        ["body", "domain"],
      ],
      [
        "/api/v1/registrar/purchase",
        json("POST", { domain, contact: CONTACT }, { "x-api-key": apiKey }),
        ["body", "domain"],
      ],
      [`/api/v1/hosted/availability/${p}`, { headers: client }, ["path", "domain"]],
      [`/api/v1/hosted/suggestions?q=${q}`, { headers: client }, ["query", "q"]],
      [
        "/api/v1/hosted/orders",
        json("POST", { domain, contact: CONTACT }, client),
        ["body", "domain"],
      ],
    ];
    for (const [path, init, loc] of calls) {
      const res = await t.request(path, init);
      expect([path, res.status]).toEqual([path, 422]);
      const detail = ((await res.json()) as { detail: { loc: unknown[]; msg: string }[] }).detail;
      expect(detail.find((i) => i.loc.join() === loc.join())).toMatchObject({
        type: "value_error",
        msg: `Value error, ${reason}`,
      });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { insertDomain } from "../../src/server/domains/domains";
import { sandboxRegistry } from "../../src/server/db/schema";
import { processReadyOrders } from "../../src/server/orders/processor";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { createLogger } from "../../src/server/logger";
import { CONTACT, payOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
let other: Awaited<ReturnType<TestApp["org"]>>;
const ALL = ["domain_search", "domain_purchase", "dns_manage", "renew"] as const;
type Action = (typeof ALL)[number];

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Partner");
  other = await t.org("Other partner");
  for (const [o, name, account] of [
    [org, "alice-site.com", "acct_alice"],
    [org, "bob-site.com", "acct_bob"],
    [other, "other-org.com", "acct_alice"],
  ] as const) {
    await insertDomain(database.db, {
      organizationId: o.organizationId,
      name,
      registeredAt: t.now(),
      expiresAt: new Date("2027-11-21T12:00:00Z"),
      autoRenew: true,
      privacy: true,
      nameservers: ["ns1.sandbox-registrar.test", "ns2.sandbox-registrar.test"],
      externalAccountId: account,
    });
    await database.db
      .insert(sandboxRegistry)
      .values({ name, registeredAt: t.now(), expiresAt: new Date("2027-11-21T12:00:00Z") });
  }
});
afterAll(async () => {
  await database.close();
});

async function mint(
  body: Record<string, unknown>,
  key = org.apiKey,
  headers: Record<string, string> = {},
) {
  const res = await t.request(
    "/api/v1/hosted/sessions",
    json("POST", body, { "x-api-key": key, ...headers }),
  );
  return { res, body: (await res.json()) as Record<string, string> & { detail?: unknown } };
}
const session = async (actions: readonly Action[], account = "acct_alice") =>
  (await mint({ allowed_actions: actions, external_account_id: account })).body;
const asClient = (token: string, path: string, init: RequestInit = {}) =>
  t.request(path, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
  });

describe("POST /api/v1/hosted/sessions", () => {
  it("returns the session with the token only in the URLs' fragment", async () => {
    const { res, body } = await mint({
      allowed_actions: ["domain_search"],
      external_account_id: "acct_alice",
    });
    expect(res.status).toBe(200);
    expect(body).toEqual({
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      hosted_url: `http://127.0.0.1:8787/hosted/${body.session_id}#token=${body.client_token}`,
      embed_url: `http://127.0.0.1:8787/embed/${body.session_id}#token=${body.client_token}`,
      client_token: expect.stringMatching(/^rct_/),
      expires_at: "2026-11-21T13:00:00.000Z",
    });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("lists every invalid field of the request", async () => {
    const { res, body } = await mint({
      allowed_actions: ["fly"],
      expires_in_minutes: 4,
      theme_config: {
        primary_color: "blue",
        logo_url: "http://evil.example/logo.png",
        brand_name: "<b>x</b>",
      },
    });
    expect(res.status).toBe(422);
    const items = body.detail as unknown as { loc: unknown[]; type: string }[];
    expect(items.map((i) => [i.loc.join("."), i.type])).toEqual([
      ["body.allowed_actions.0", "literal_error"],
      ["body.external_account_id", "missing"],
      ["body.theme_config.primary_color", "string_pattern_mismatch"],
      ["body.theme_config.logo_url", "value_error"],
      ["body.theme_config.brand_name", "string_pattern_mismatch"],
      ["body.expires_in_minutes", "greater_than_equal"],
    ]);
    const empty = await mint({ allowed_actions: [], external_account_id: "a" });
    expect(empty.body.detail).toEqual([
      {
        type: "too_short",
        loc: ["body", "allowed_actions"],
        msg: "List should have at least 1 item after validation, not 0",
        input: [],
        ctx: { field_type: "List", min_length: 1, actual_length: 0 },
      },
    ]);
  });

  it("honours Idempotency-Key: a retry returns the same session", async () => {
    const body = { allowed_actions: ["renew"], external_account_id: "acct_alice" };
    const a = await mint(body, org.apiKey, { "idempotency-key": "mint-1" });
    const b = await mint(body, org.apiKey, { "idempotency-key": "mint-1" });
    expect(b.body.session_id).toBe(a.body.session_id);
    expect(b.res.headers.get("idempotent-replayed")).toBe("true");
  });
});

describe("partner management", () => {
  it("reads a session with what its end user did; 403 for another organization, 404 unknown", async () => {
    const s = await session(["domain_search", "domain_purchase"]);
    await asClient(
      s.client_token!,
      "/api/v1/hosted/orders",
      json("POST", { domain: "from-session.com", contact: CONTACT }),
    );
    const res = await t.request(`/api/v1/hosted/sessions/${s.session_id}`, {
      headers: { "x-api-key": org.apiKey },
    });
    expect(res.status).toBe(200);
    const view = (await res.json()) as Record<string, unknown>;
    expect(view).toMatchObject({
      status: "active",
      external_account_id: "acct_alice",
      allowed_actions: ["domain_search", "domain_purchase"],
    });
    expect(view.orders).toEqual([
      expect.objectContaining({ domain_name: "from-session.com", status: "pending" }),
    ]);
    expect(JSON.stringify(view)).not.toContain(s.client_token);
    expect(
      (
        await t.request(`/api/v1/hosted/sessions/${s.session_id}`, {
          headers: { "x-api-key": other.apiKey },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.request("/api/v1/hosted/sessions/00000000-0000-4000-8000-000000000000", {
          headers: { "x-api-key": org.apiKey },
        })
      ).status,
    ).toBe(404);
  });

  it("revocation, expiry and refresh end a client token at once", async () => {
    const s = await session(["domain_search"]);
    expect((await asClient(s.client_token!, "/api/v1/hosted/session")).status).toBe(200);
    const refreshed = (await (
      await t.request(`/api/v1/hosted/sessions/${s.session_id}/refresh`, {
        method: "POST",
        headers: { "x-api-key": org.apiKey },
      })
    ).json()) as Record<string, string>;
    expect(refreshed.session_id).toBe(s.session_id);
    expect((await asClient(s.client_token!, "/api/v1/hosted/session")).status).toBe(401);
    expect((await asClient(refreshed.client_token!, "/api/v1/hosted/session")).status).toBe(200);

    const del = await t.request(`/api/v1/hosted/sessions/${s.session_id}`, {
      method: "DELETE",
      headers: { "x-api-key": org.apiKey },
    });
    expect(del.status).toBe(204);
    expect(await del.text()).toBe("");
    expect((await asClient(refreshed.client_token!, "/api/v1/hosted/session")).status).toBe(401);

    const e = await session(["domain_search"]);
    t.advance(61 * 60_000);
    const expired = await asClient(e.client_token!, "/api/v1/hosted/session");
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { detail: string }).detail).toMatch(/expired/);
    t.advance(-61 * 60_000);
  });
});

describe("the hosted API", () => {
  // `allowedStatus`: the answer when the action is allowed (default 200; an unknown order is 404).
  const routes: {
    action: Action[];
    method: string;
    path: string;
    body?: unknown;
    allowedStatus?: number;
  }[] = [
    { action: ["domain_search"], method: "GET", path: "/api/v1/hosted/availability/example.com" },
    { action: ["domain_search"], method: "GET", path: "/api/v1/hosted/suggestions?q=example" },
    { action: ["domain_purchase"], method: "GET", path: "/api/v1/hosted/orders" },
    {
      action: ["domain_purchase"],
      method: "POST",
      path: "/api/v1/hosted/orders/00000000-0000-4000-8000-000000000000/cancel",
      allowedStatus: 404,
    },
    {
      action: ["domain_purchase"],
      method: "POST",
      path: "/api/v1/hosted/orders/00000000-0000-4000-8000-000000000000/accept-price",
      allowedStatus: 404,
    },
    { action: ["dns_manage", "renew"], method: "GET", path: "/api/v1/hosted/domains" },
    {
      action: ["renew"],
      method: "POST",
      path: "/api/v1/hosted/domains/alice-site.com/renew",
      body: { years: 1 },
    },
    {
      action: ["dns_manage"],
      method: "GET",
      path: "/api/v1/hosted/domains/alice-site.com/nameservers",
    },
    {
      action: ["dns_manage"],
      method: "PUT",
      path: "/api/v1/hosted/domains/alice-site.com/nameservers",
      body: { nameservers: ["ns1.example.net", "ns2.example.net"] },
    },
  ];
  const subsets: Action[][] = [
    ["domain_search"],
    ["domain_purchase"],
    ["dns_manage"],
    ["renew"],
    ["domain_search", "renew"],
    [...ALL],
  ];

  it("allows each route exactly for sessions with its action", async () => {
    for (const subset of subsets) {
      const s = await session(subset);
      for (const r of routes) {
        const res = await asClient(
          s.client_token!,
          r.path,
          r.body ? json(r.method, r.body) : { method: r.method },
        );
        const allowed = r.action.some((a) => subset.includes(a));
        expect(
          res.status === 403,
          `${subset.join("+")} ${r.method} ${r.path} → ${res.status}`,
        ).toBe(!allowed);
        if (allowed) expect(res.status, `${r.method} ${r.path}`).toBe(r.allowedStatus ?? 200);
      }
    }
  });

  it("refuses another account's and another organization's domains and orders with 403", async () => {
    const s = await session([...ALL]);
    expect(
      (await asClient(s.client_token!, "/api/v1/hosted/domains/bob-site.com/nameservers")).status,
    ).toBe(403);
    expect(
      (await asClient(s.client_token!, "/api/v1/hosted/domains/other-org.com/nameservers")).status,
    ).toBe(403);
    expect(
      (await asClient(s.client_token!, "/api/v1/hosted/domains/unknown-site.com/nameservers"))
        .status,
    ).toBe(404);
    const list = (await (await asClient(s.client_token!, "/api/v1/hosted/domains")).json()) as {
      items: { domain: string }[];
    };
    expect(list.items.map((d) => d.domain)).toEqual(["alice-site.com"]);

    const bob = await session(["domain_purchase"], "acct_bob");
    const order = (await (
      await asClient(
        bob.client_token!,
        "/api/v1/hosted/orders",
        json("POST", { domain: "bobs-order.com", contact: CONTACT }),
      )
    ).json()) as { order_id: string };
    expect(
      (await asClient(s.client_token!, `/api/v1/hosted/orders/${order.order_id}`)).status,
    ).toBe(403);
    expect(
      (await asClient(bob.client_token!, `/api/v1/hosted/orders/${order.order_id}`)).status,
    ).toBe(200);
  });

  it("keeps each end user's Idempotency-Keys apart: the same key is another request", async () => {
    const alice = await session(["domain_purchase"], "acct_alice");
    const bob = await session(["domain_purchase"], "acct_bob");
    const order = (token: string, domain: string) =>
      asClient(
        token,
        "/api/v1/hosted/orders",
        json("POST", { domain, contact: CONTACT }, { "idempotency-key": "widget-attempt-1" }),
      );
    const a = await order(alice.client_token!, "alice-idem.com");
    expect(a.status).toBe(201);
    const aBody = (await a.json()) as { order_id: string };
    // Bob's request with the same key is his own, neither a replay nor "key reused".
    const b = await order(bob.client_token!, "bob-idem.com");
    expect(b.status).toBe(201);
    expect(b.headers.get("idempotent-replayed")).toBeNull();
    expect(((await b.json()) as { order_id: string }).order_id).not.toBe(aBody.order_id);
    // Alice's repeat is a replay of her own order.
    const again = await order(alice.client_token!, "alice-idem.com");
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(((await again.json()) as { order_id: string }).order_id).toBe(aBody.order_id);
    // The partner's own API key has a key space apart from its end users'.
    const partner = await t.request(
      "/api/v1/registrar/order",
      json(
        "POST",
        { domain: "partner-idem.com", contact: CONTACT },
        { "x-api-key": org.apiKey, "idempotency-key": "widget-attempt-1" },
      ),
    );
    expect(partner.status).toBe(201);
    expect(partner.headers.get("idempotent-replayed")).toBeNull();
  });

  it("lets the end user accept a changed price or cancel, on their own orders only", async () => {
    const alice = await session(["domain_purchase"], "acct_alice");
    const bob = await session(["domain_purchase"], "acct_bob");
    const order = async (domain: string) =>
      (await (
        await asClient(
          alice.client_token!,
          "/api/v1/hosted/orders",
          json("POST", { domain, contact: CONTACT, payment_method: "card" }),
        )
      ).json()) as { order_id: string; price: string };
    const post = (token: string, id: string, action: string) =>
      asClient(token, `/api/v1/hosted/orders/${id}/${action}`, { method: "POST" });

    // Paid, then the registrar's price changed: accepting leaves the difference to pay.
    const changed = await order("pricechange-hosted.com");
    await payOrder(t, org.apiKey, changed.order_id, changed.price);
    await processReadyOrders({
      db: database.db,
      registrar: createSandboxProvider(database.db),
      now: t.now,
      logger: createLogger("silent"),
    });
    expect((await post(bob.client_token!, changed.order_id, "accept-price")).status).toBe(403);
    const accepted = await post(alice.client_token!, changed.order_id, "accept-price");
    expect(accepted.status).toBe(200);
    const a = (await accepted.json()) as Record<string, unknown>;
    expect(a).toMatchObject({ status: "pending", price: "13.19", new_price: null });
    expect(a.checkout_url).toMatch(/\/checkout\//);
    expect(a.event_id).toMatch(/^[0-9a-f-]{36}$/);
    // Accepting twice: nothing to accept any more.
    expect((await post(alice.client_token!, changed.order_id, "accept-price")).status).toBe(409);

    // An unpaid order is cancelled; a cancelled one cannot be cancelled again.
    const unpaid = await order("cancel-hosted.com");
    expect((await post(bob.client_token!, unpaid.order_id, "cancel")).status).toBe(403);
    const cancelled = await post(alice.client_token!, unpaid.order_id, "cancel");
    expect(cancelled.status).toBe(200);
    const c = (await cancelled.json()) as { status: string; transitions: { reason: string }[] };
    expect(c.status).toBe("cancelled");
    // The partner's webhook and timeline tell its end user's cancel from its own.
    expect(c.transitions.at(-1)!.reason).toBe("cancelled by the end user");
    expect((await post(alice.client_token!, unpaid.order_id, "cancel")).status).toBe(409);
    expect(
      (await post(alice.client_token!, "00000000-0000-4000-8000-000000000000", "cancel")).status,
    ).toBe(404);
  });

  it("pages the end user's orders with limit and cursor, within the session's account", async () => {
    const carol = await session(["domain_purchase"], "acct_carol");
    const dave = await session(["domain_purchase"], "acct_dave");
    const ids: string[] = [];
    for (const domain of ["carol-1.com", "carol-2.com", "carol-3.com"]) {
      const res = await asClient(
        carol.client_token!,
        "/api/v1/hosted/orders",
        json("POST", { domain, contact: CONTACT, payment_method: "wire" }),
      );
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { order_id: string }).order_id);
      t.advance(1000);
    }
    type Page = { items: { order_id: string }[]; next_cursor: string | null };
    const page = async (token: string, query: string) => {
      const res = await asClient(token, `/api/v1/hosted/orders${query}`);
      expect(res.status).toBe(200);
      return (await res.json()) as Page;
    };
    const first = await page(carol.client_token!, "?limit=2");
    expect(first.items.map((o) => o.order_id)).toEqual([ids[2], ids[1]]);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = await page(carol.client_token!, `?limit=2&cursor=${first.next_cursor}`);
    expect(second).toEqual({
      items: [expect.objectContaining({ order_id: ids[0] })],
      next_cursor: null,
    });
    expect((await page(carol.client_token!, "")).items).toHaveLength(3);
    expect(await page(dave.client_token!, "")).toEqual({ items: [], next_cursor: null });
    const bad = await asClient(carol.client_token!, "/api/v1/hosted/orders?limit=0&cursor=x");
    expect(bad.status).toBe(422);
    const detail = ((await bad.json()) as { detail: { loc: string[] }[] }).detail;
    expect(detail.map((d) => d.loc)).toEqual([
      ["query", "limit"],
      ["query", "cursor"],
    ]);
  });

  it("lets the end user add, change and delete DNS records of their domain", async () => {
    const s = await session(["dns_manage"]);
    const base = "/api/v1/hosted/domains/alice-site.com/records";
    const created = await asClient(
      s.client_token!,
      base,
      json("POST", { type: "A", name: "shop", content: "192.0.2.10" }),
    );
    expect(created.status).toBe(201);
    const record = (await created.json()) as { id: string; name: string; ttl: number };
    expect(record).toMatchObject({ name: "shop", ttl: 3600 });
    const changed = await asClient(
      s.client_token!,
      `${base}/${record.id}`,
      json("PUT", { type: "A", name: "shop", content: "192.0.2.11", ttl: 300 }),
    );
    expect(((await changed.json()) as { content: string }).content).toBe("192.0.2.11");
    const bad = await asClient(
      s.client_token!,
      base,
      json("POST", { type: "A", name: "x", content: "not-an-ip" }),
    );
    expect(bad.status).toBe(422);
    const deleted = await asClient(s.client_token!, `${base}/${record.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true, event_id: expect.any(String) });
    const list = (await (await asClient(s.client_token!, base)).json()) as { items: unknown[] };
    expect(list.items).toEqual([]);
    const bobs = await asClient(
      s.client_token!,
      "/api/v1/hosted/domains/bob-site.com/records",
      json("POST", { type: "A", name: "x", content: "192.0.2.1" }),
    );
    expect(bobs.status).toBe(403);
  });

  it("replays a DNS record create retried with its Idempotency-Key", async () => {
    const s = await session(["dns_manage"]);
    const send = () =>
      asClient(
        s.client_token!,
        "/api/v1/hosted/domains/alice-site.com/records",
        json("POST", { type: "TXT", name: "retry", content: "once" }, { "idempotency-key": "k1" }),
      );
    const first = await send();
    expect(first.status).toBe(201);
    const again = await send();
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get("idempotent-replayed")).toBe("true");
  });

  it("keeps client tokens and API keys on their own sides", async () => {
    const s = await session([...ALL]);
    const onPartnerApi = await asClient(s.client_token!, "/api/v1/registrar/orders");
    expect(onPartnerApi.status).toBe(401);
    const keyOnHosted = await t.request("/api/v1/hosted/session", {
      headers: { "x-api-key": org.apiKey },
    });
    expect(keyOnHosted.status).toBe(403);
  });
});

describe("widget pages", () => {
  it("serve hosted pages unframeable and embed pages framed only by allowed origins", async () => {
    const s = (
      await mint({
        allowed_actions: ["domain_search"],
        external_account_id: "a",
        allowed_origins: ["https://partner.example"],
      })
    ).body;
    const hosted = await t.request(`/hosted/${s.session_id}`);
    expect(hosted.status).toBe(200);
    expect(hosted.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(hosted.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(hosted.headers.get("x-frame-options")).toBeNull();
    expect(hosted.headers.get("referrer-policy")).toBe("no-referrer");
    const embed = await t.request(`/embed/${s.session_id}`);
    expect(embed.headers.get("content-security-policy")).toContain(
      "frame-ancestors https://partner.example",
    );
    expect(embed.headers.get("x-frame-options")).toBeNull();
    expect((await t.request("/embed/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await t.request("/hosted/not-a-session")).status).toBe(404);

    await t.request(`/api/v1/hosted/sessions/${s.session_id}`, {
      method: "DELETE",
      headers: { "x-api-key": org.apiKey },
    });
    expect((await t.request(`/hosted/${s.session_id}`)).status).toBe(200);
  });

  it("refuses wildcard and malformed origins in one 422, and frames exactly the listed ones", async () => {
    const bad = ["https://*", "https://*.com", "https://*.partner.example", "https://a..b"];
    const refused = await mint({
      allowed_actions: ["domain_search"],
      external_account_id: "a",
      allowed_origins: ["https://partner.example", ...bad, "http://partner.example"],
    });
    expect(refused.res.status).toBe(422);
    expect((refused.body.detail as { loc: unknown[] }[]).map((i) => i.loc)).toEqual(
      [1, 2, 3, 4, 5].map((i) => ["body", "allowed_origins", i]),
    );
    const s = (
      await mint({
        allowed_actions: ["domain_search"],
        external_account_id: "a",
        allowed_origins: ["https://partner.example", "https://app.partner.example:8443"],
      })
    ).body;
    const csp = (await t.request(`/embed/${s.session_id}`)).headers.get("content-security-policy");
    expect(csp!.split("; ").filter((d) => d.startsWith("frame-ancestors"))).toEqual([
      "frame-ancestors https://partner.example https://app.partner.example:8443",
    ]);
  });

  it("lets an embedded session's checkout be framed by the session's origins only", async () => {
    const s = (
      await mint({
        allowed_actions: ["domain_purchase"],
        external_account_id: "a",
        allowed_origins: ["https://partner.example"],
      })
    ).body;
    const order = (await (
      await asClient(
        s.client_token!,
        "/api/v1/hosted/orders",
        json("POST", { domain: "framed-checkout.com", contact: CONTACT }),
      )
    ).json()) as { checkout_url: string };
    const page = await t.request(new URL(order.checkout_url).pathname);
    expect(page.headers.get("content-security-policy")).toContain(
      "frame-ancestors https://partner.example",
    );
  });

  it("never logs a client token", () => {
    expect(t.logs.join("\n")).not.toMatch(/rct_[A-Za-z0-9_-]{10}/);
  });
});

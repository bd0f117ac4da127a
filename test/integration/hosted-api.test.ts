/**
 * The hosted API a session's client token may call, action by action.
 */
import { describe, expect, it } from "vitest";
import { processReadyOrders } from "../../src/server/orders/processor";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { createLogger } from "../../src/server/logger";
import { CONTACT, payOrder } from "../helpers/orders";
import { json } from "../helpers/test-app";
import { ALL, database, t, org, type Action, session, asClient, setUpHosted } from "./hosted-setup";

setUpHosted();

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
      // These sessions' renewals are billed to the organization: no renewal order (409).
      action: ["renew"],
      method: "POST",
      path: "/api/v1/hosted/domains/alice-site.com/renewal-orders",
      body: { years: 1 },
      allowedStatus: 409,
    },
    {
      action: ["renew"],
      method: "GET",
      path: "/api/v1/hosted/domains/alice-site.com/renewal-orders/00000000-0000-4000-8000-000000000000",
      allowedStatus: 404,
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
      registrars: { test: createSandboxProvider(database.db) },
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
    // A valid credential of the wrong kind is 403 (a 401 would say "get a new token").
    const onPartnerApi = await asClient(s.client_token!, "/api/v1/registrar/orders");
    expect(onPartnerApi.status).toBe(403);
    expect(((await onPartnerApi.json()) as { detail: string }).detail).toContain(
      "a hosted session's client token was sent",
    );
    const onUsers = await asClient(s.client_token!, "/api/v1/users/me");
    expect(onUsers.status).toBe(403);
    // An unknown client token is still 401 everywhere.
    const unknown = await asClient(
      `${s.client_token!.slice(0, -4)}zzzz`,
      "/api/v1/registrar/orders",
    );
    expect(unknown.status).toBe(401);
    const keyOnHosted = await t.request("/api/v1/hosted/session", {
      headers: { "x-api-key": org.apiKey },
    });
    expect(keyOnHosted.status).toBe(403);
  });
});

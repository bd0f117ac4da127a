/**
 * Hosted sessions: minting them, the partner's management of them, and the widget pages.
 */
import { describe, expect, it } from "vitest";
import { CONTACT } from "../helpers/orders";
import { json } from "../helpers/test-app";
import { t, org, other, mint, session, asClient, setUpHosted } from "./hosted-setup";

setUpHosted();

describe("POST /api/v1/hosted/sessions", () => {
  it("returns the session with the token only in the URLs' fragment", async () => {
    const { res, body } = await mint({
      allowed_actions: ["domain_search"],
      external_account_id: "acct_alice",
    });
    expect(res.status).toBe(200);
    expect(body).toEqual({
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      livemode: false,
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

  it("answers the loader's frame check as the embed page's frame-ancestors decide", async () => {
    const s = (
      await mint({
        allowed_actions: ["domain_search"],
        external_account_id: "a",
        allowed_origins: ["https://partner.example"],
      })
    ).body;
    const check = async (id: string, origin?: string) => {
      const res = await t.request(`/embed/${id}/frame`, {
        headers: origin ? { origin } : {},
      });
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      return { status: res.status, body: await res.json() };
    };
    const id = String(s.session_id);
    expect(await check(id, "https://partner.example")).toEqual({
      status: 200,
      body: { frame: "allowed" },
    });
    for (const origin of ["https://evil.example", "http://partner.example", undefined])
      expect(await check(id, origin)).toEqual({
        status: 200,
        body: { frame: "origin_not_allowed" },
      });
    expect(await check("00000000-0000-4000-8000-000000000000", "https://partner.example")).toEqual({
      status: 404,
      body: { frame: "not_found" },
    });
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

  it("never lets a page frame the checkout, not even the origins that embed the session", async () => {
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
    // The widget in the partner's frame opens it in a popup: a payment page shows its address.
    for (const path of [
      new URL(order.checkout_url).pathname,
      `${new URL(order.checkout_url).pathname}?popup=1`,
    ]) {
      const page = await t.request(path);
      expect(page.status).toBe(200);
      const csp = page.headers.get("content-security-policy")!;
      expect(csp.split("; ").filter((d) => d.startsWith("frame-ancestors"))).toEqual([
        "frame-ancestors 'none'",
      ]);
      expect(page.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("never logs a client token", () => {
    expect(t.logs.join("\n")).not.toMatch(/rct_[A-Za-z0-9_-]{10}/);
  });
});

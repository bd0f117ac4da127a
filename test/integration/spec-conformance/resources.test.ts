/**
 * Spec conformance: Resources and status codes of the spec's endpoints. See support.ts for the set-up; the interface is
 * the partner API of docs/api.md (its OpenAPI document at /api/v1/openapi.json) and its 422
 * body pydantic v2's error list (src/contract/pydantic/README.md).
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CONTACT } from "../../helpers/contact";
import { json } from "../../helpers/test-app";
import {
  globex,
  call,
  key,
  order,
  nameservers,
  renew,
  session,
  deleteRecord,
  ge,
  le,
  valueErrorItem,
  BankDetails,
  DomainOrderResponse,
  NameserverUpdateResponse,
  RenewSuccess,
  ActionFailure,
  HostedSessionResponse,
  ErrorDetail,
  useSpecApp,
} from "./support";

useSpecApp();

describe("Resources and status codes of the spec's endpoints", () => {
  it("create order: 201 with DomainOrderResponse, pending, the spec's defaults", async () => {
    const card = await order({ domain: "shape-card.com", contact: CONTACT });
    expect(card.status).toBe(201);
    const parsed = DomainOrderResponse.parse(card.body);
    expect(parsed).toMatchObject({ domain_name: "shape-card.com", years: 1, status: "pending" });
    expect(parsed.checkout_url).toEqual(expect.any(String));
    expect(parsed.banking_details ?? null).toBeNull();

    const wire = await order({
      domain: "shape-wire.com",
      contact: CONTACT,
      payment_method: "wire",
    });
    expect(wire.status).toBe(201);
    expect(DomainOrderResponse.parse(wire.body).banking_details).toEqual(
      BankDetails.parse(wire.body.banking_details),
    );
  });

  it("create order accepts every optional field of DomainOrderRequest", async () => {
    const res = await order({
      domain: "all-fields.com",
      years: 2,
      contact: { ...CONTACT, organization: "Analytical Engines", address2: "Flat 1" },
      payment_method: "wire",
      nameservers: ["ns1.example.net", "ns2.example.net"],
      privacy: false,
      auto_renew: false,
      registrar: "sandbox",
      setup_dns: true,
      dns_provider: "builtin",
      unknown_field: "ignored",
    });
    expect(res.status).toBe(201);
    expect(DomainOrderResponse.parse(res.body)).toMatchObject({ years: 2, status: "pending" });
  });

  it("null is accepted where the spec's tables say 'or null' (nameservers, organization, address2)", async () => {
    const res = await order({
      domain: "nulls-accepted.com",
      contact: { ...CONTACT, organization: null, address2: null },
      nameservers: null,
      registrar: null,
      dns_provider: null,
    });
    expect(res.status).toBe(201);
  });

  it("rule 1: registrar and dns_provider errors are listed with the other failing fields", async () => {
    const res = await order({
      domain: "every-field.com",
      contact: CONTACT,
      years: 11,
      registrar: "acme",
      dns_provider: "cloudflare",
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      detail: [
        le(["body", "years"], 10, 11),
        valueErrorItem(["body", "registrar"], "acme", 'only the registrar "sandbox" is supported'),
        valueErrorItem(
          ["body", "dns_provider"],
          "cloudflare",
          "unknown DNS provider; use one of: builtin",
        ),
      ],
    });
  });

  it("rule 1: payment bodies list a non-positive amount and a bad received_at with the rest", async () => {
    const payment = await call(
      "/api/v1/registrar/payments",
      json("POST", { amount: "0", currency: "usd", received_at: "yesterday" }, key()),
    );
    expect(payment.status).toBe(422);
    const receivedAt = "received_at must be an ISO 8601 date-time such as 2026-11-21T12:00:00Z";
    expect(payment.body).toEqual({
      detail: [
        {
          type: "greater_than",
          loc: ["body", "amount"],
          msg: "Input should be greater than 0",
          input: "0",
          ctx: { gt: 0 },
        },
        {
          type: "string_pattern_mismatch",
          loc: ["body", "currency"],
          msg: "String should match pattern '^[A-Z]{3}$'",
          input: "usd",
          ctx: { pattern: "^[A-Z]{3}$" },
        },
        valueErrorItem(["body", "received_at"], "yesterday", receivedAt),
      ],
    });
    const allocation = await call(
      "/api/v1/registrar/payments/00000000-0000-4000-8000-000000000000/allocations",
      json("POST", { order_id: "nope", amount: "-1" }, key()),
    );
    expect(allocation.status).toBe(422);
    expect(
      (allocation.body.detail as { loc: unknown[]; type: string }[]).map((d) => [d.loc, d.type]),
    ).toEqual([
      [["body", "order_id"], "uuid_parsing"],
      [["body", "amount"], "greater_than"],
    ]);
  });

  it("rule 1: the event list reports a bad cursor with its other bad query parameters", async () => {
    const res = await call("/api/v1/events?limit=0&cursor=bogus", { headers: key() });
    expect(res.status).toBe(422);
    expect(
      (res.body.detail as { loc: unknown[]; type: string }[]).map((d) => [d.loc, d.type]),
    ).toEqual([
      [["query", "limit"], "greater_than_equal"],
      [["query", "cursor"], "value_error"],
    ]);
  });

  it("registrar: only the one supported registrar; another is a 422 that names it", async () => {
    const res = await order({ domain: "other-registrar.com", contact: CONTACT, registrar: "acme" });
    expect(res.body).toEqual({
      detail: [
        valueErrorItem(["body", "registrar"], "acme", 'only the registrar "sandbox" is supported'),
      ],
    });
  });

  it("update nameservers: 200 with NameserverUpdateResponse", async () => {
    const ns = ["ns1.example.net", "ns2.example.net"];
    const res = await nameservers("acme-ns.com", { nameservers: ns });
    expect(res.status).toBe(200);
    expect(NameserverUpdateResponse.parse(res.body)).toMatchObject({
      success: true,
      domain: "acme-ns.com",
      nameservers: ns,
    });
  });

  it("renew: 200 with RenewResponse; a registrar failure is 200 with success false", async () => {
    const ok = await renew("acme-one.com", { years: 1 });
    expect(ok.status).toBe(200);
    expect(RenewSuccess.parse(ok.body)).toMatchObject({
      domain: "acme-one.com",
      years_renewed: 1,
      new_expiry_date: "2028-11-21T12:00:00.000Z",
    });
    const failed = await renew("renewfail-acme.com", { years: 1 });
    expect(failed.status).toBe(200);
    expect(ActionFailure.parse(failed.body).domain).toBe("renewfail-acme.com");
  });

  it("purchase: a registrar failure is 200 with success false, domain, order_id and error_message", async () => {
    const res = await call(
      "/api/v1/registrar/purchase",
      json("POST", { domain: "fail-spec.com", contact: CONTACT }, key()),
    );
    expect(res.status).toBe(200);
    const body = ActionFailure.extend({ order_id: z.uuid() }).parse(res.body);
    expect(body.domain).toBe("fail-spec.com");
  });

  it("create hosted session: HostedSessionResponse for the credential's organization", async () => {
    const res = await session({
      allowed_actions: ["domain_search", "domain_purchase", "dns_manage", "renew"],
      external_user_id: "user_1",
      external_account_id: "acct_1",
      theme_config: {
        primary_color: "#0a66c2",
        logo_url: "https://p.example/l.svg",
        brand_name: "P",
      },
      metadata: { plan: "pro", nested: { any: [1, 2] } },
      expires_in_minutes: 60,
    });
    expect(res.status).toBe(200);
    const body = HostedSessionResponse.parse(res.body);
    const info = await call("/api/v1/hosted/session", {
      headers: { authorization: `Bearer ${body.client_token}` },
    });
    expect(info.status).toBe(200);
    const other = await call(`/api/v1/hosted/sessions/${body.session_id}`, {
      headers: { "x-api-key": globex.apiKey },
    });
    expect(other.status).toBe(403);
  });

  it("delete DNS record: 204 with no body, then 404; 422 for bad path parameters", async () => {
    const created = await call(
      "/api/v1/registrar/dns/acme-one.com/records",
      json("POST", { type: "TXT", name: "gone", content: "x" }, key()),
    );
    const id = created.body.id as string;
    const del = await deleteRecord(id);
    expect(del.status).toBe(204);
    expect(del.text).toBe("");
    const again = await deleteRecord(id);
    expect(again.status).toBe(404);
    expect(ErrorDetail.parse(again.body)).toBeTruthy();

    const bad = await deleteRecord("nope", key(), "x");
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      detail: [
        valueErrorItem(["path", "domain_name"], "x", "Add a suffix, as in example.com."),
        {
          type: "uuid_parsing",
          loc: ["path", "record_id"],
          msg: "Input should be a valid UUID, invalid character: found `n` at 1",
          input: "nope",
          ctx: { error: "invalid character: found `n` at 1" },
        },
      ],
    });
  });

  it("bad path and query parameters are 422s at path and query, with the raw string", async () => {
    const renewBad = await renew("nope", { years: 1 });
    expect(renewBad.body).toEqual({
      detail: [valueErrorItem(["path", "domain"], "nope", "Add a suffix, as in example.com.")],
    });
    const list = await call("/api/v1/registrar/orders?limit=abc", { headers: key() });
    expect(list.body).toEqual({
      detail: [
        {
          type: "int_parsing",
          loc: ["query", "limit"],
          msg: "Input should be a valid integer, unable to parse string as an integer",
          input: "abc",
        },
      ],
    });
    const zero = await call("/registrar/orders?limit=0", { headers: key() });
    expect(zero.body).toEqual({ detail: [ge(["query", "limit"], 1, "0")] });
    const both = await call("/registrar/orders?limit=0&cursor=bogus", { headers: key() });
    const error = "not a cursor from this list; use next_cursor as it was given";
    expect(both.body).toEqual({
      detail: [ge(["query", "limit"], 1, "0"), valueErrorItem(["query", "cursor"], "bogus", error)],
    });
  });

  it("404 for an unknown domain, order or record, with a {detail} body", async () => {
    for (const [path, init] of [
      ["/api/v1/registrar/domains/nobody-here.com/renew", json("POST", { years: 1 }, key())],
      [
        "/api/v1/registrar/domains/nobody-here.com/nameservers",
        json("PUT", { nameservers: ["ns1.example.net", "ns2.example.net"] }, key()),
      ],
      ["/api/v1/registrar/orders/00000000-0000-4000-8000-000000000000", { headers: key() }],
      [
        "/api/v1/registrar/dns/acme-one.com/records/00000000-0000-4000-8000-000000000000",
        { method: "DELETE", headers: key() },
      ],
      ["/api/v1/registrar/dns/nobody-here.com/records", { headers: key() }],
    ] as const) {
      const res = await call(path, init);
      expect(res.status, path).toBe(404);
      ErrorDetail.parse(res.body);
    }
  });
});

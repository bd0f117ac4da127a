/**
 * Conformance of the running service to the interface spec (`shared/spec/registrar-interface.md`)
 * and its 422 conventions (`shared/spec/validation-errors.md`), checked over HTTP as a client
 * sees it: status, headers and exact bodies. The contract tests check the schemas on their own;
 * these check that the routes really use them (the server adds its own domain and nameserver
 * fields), and pin every limit, example, status code and credential rule of the spec.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Database } from "../../src/server/db/database";
import { sandboxRegistry } from "../../src/server/db/schema";
import { insertDomain } from "../../src/server/domains/domains";
import { createRateLimiter } from "../../src/server/http/rate-limiter";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { CONTACT } from "../helpers/contact";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
let acme: Awaited<ReturnType<TestApp["org"]>>;
let globex: Awaited<ReturnType<TestApp["org"]>>;
let acmeBearer: string;
let recordId: string;

const EXPIRES = new Date("2027-11-21T12:00:00.000Z");

async function holds(org: { organizationId: string }, name: string) {
  await insertDomain(database.db, {
    organizationId: org.organizationId,
    name,
    registeredAt: t.now(),
    expiresAt: EXPIRES,
    autoRenew: true,
    privacy: true,
    nameservers: ["ns1.sandbox-registrar.test", "ns2.sandbox-registrar.test"],
  });
  await database.db
    .insert(sandboxRegistry)
    .values({ name, registeredAt: t.now(), expiresAt: EXPIRES });
}

async function tokenOf(org: { email: string; password: string }) {
  const res = await t.request(
    "/api/v1/auth/token",
    json("POST", { username: org.email, password: org.password }),
  );
  return ((await res.json()) as { access_token: string }).access_token;
}

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  acme = await t.org("Acme");
  globex = await t.org("Globex");
  for (const name of ["acme-one.com", "acme-two.com", "acme-ns.com", "renewfail-acme.com"]) {
    await holds(acme, name);
  }
  await holds(globex, "globex-one.com");
  acmeBearer = await tokenOf(acme);
  const rec = await t.request(
    "/api/v1/registrar/dns/acme-one.com/records",
    json("POST", { type: "TXT", name: "spec", content: "v=1" }, { "x-api-key": acme.apiKey }),
  );
  recordId = ((await rec.json()) as { id: string }).id;
});
afterAll(async () => {
  await database.close();
});

type Body = Record<string, unknown> & { detail?: unknown };
async function call(path: string, init: RequestInit = {}) {
  const res = await t.request(path, init);
  const text = await res.text();
  return { res, status: res.status, text, body: (text ? JSON.parse(text) : null) as Body };
}
const key = () => ({ "x-api-key": acme.apiKey });
const bearer = () => ({ authorization: `Bearer ${acmeBearer}` });
const order = (body: unknown, headers: Record<string, string> = key()) =>
  call("/api/v1/registrar/order", json("POST", body, headers));
const nameservers = (domain: string, body: unknown, headers: Record<string, string> = key()) =>
  call(`/api/v1/registrar/domains/${domain}/nameservers`, json("PUT", body, headers));
const renew = (domain: string, body: unknown, headers: Record<string, string> = key()) =>
  call(`/api/v1/registrar/domains/${domain}/renew`, json("POST", body, headers));
const session = (body: unknown, headers: Record<string, string> = key()) =>
  call("/api/v1/hosted/sessions", json("POST", body, headers));
const deleteRecord = (id: string, headers: Record<string, string> = key(), d = "acme-one.com") =>
  call(`/api/v1/registrar/dns/${d}/records/${id}`, { method: "DELETE", headers });

const x = (n: number) => "x".repeat(n);
const tooShort = (loc: (string | number)[], min: number, input: unknown) => ({
  type: "string_too_short",
  loc,
  msg: `String should have at least ${min} character${min === 1 ? "" : "s"}`,
  input,
  ctx: { min_length: min },
});
const tooLong = (loc: (string | number)[], max: number, input: unknown) => ({
  type: "string_too_long",
  loc,
  msg: `String should have at most ${max} character${max === 1 ? "" : "s"}`,
  input,
  ctx: { max_length: max },
});
const ge = (loc: (string | number)[], n: number, input: unknown) => ({
  type: "greater_than_equal",
  loc,
  msg: `Input should be greater than or equal to ${n}`,
  input,
  ctx: { ge: n },
});
const le = (loc: (string | number)[], n: number, input: unknown) => ({
  type: "less_than_equal",
  loc,
  msg: `Input should be less than or equal to ${n}`,
  input,
  ctx: { le: n },
});

/** The spec's tables, as a client typed against them would read the responses. */
const DECIMAL = /^[+-]?\d+(?:\.\d*)?$/;
const ISO_DATE_TIME = z.iso.datetime({ offset: true });
const BankDetails = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  routing_number: z.string(),
});
const DomainOrderResponse = z.object({
  order_id: z.uuid(),
  domain_name: z.string(),
  years: z.number().int(),
  price: z.string().regex(DECIMAL),
  currency: z.string(),
  status: z.enum([
    "pending",
    "ready_to_process",
    "price_changed",
    "processing",
    "completed",
    "failed",
    "cancelled",
    "refunded",
  ]),
  checkout_url: z.string().nullable().optional(),
  banking_details: BankDetails.nullable().optional(),
});
const NameserverUpdateResponse = z.object({
  success: z.boolean(),
  domain: z.string(),
  nameservers: z.array(z.string()),
  message: z.string(),
});
const RenewSuccess = z.object({
  success: z.literal(true),
  domain: z.string(),
  new_expiry_date: ISO_DATE_TIME,
  years_renewed: z.number().int(),
});
const ActionFailure = z.object({
  success: z.literal(false),
  domain: z.string(),
  error_message: z.string(),
});
const HostedSessionResponse = z.object({
  session_id: z.uuid(),
  hosted_url: z.string(),
  embed_url: z.string(),
  client_token: z.string(),
  expires_at: ISO_DATE_TIME,
});
const ErrorDetail = z.object({ detail: z.string().min(1) });

describe("validation-errors.md: the examples from the interface, over HTTP", () => {
  const actions = "'domain_search', 'domain_purchase', 'dns_manage' or 'renew'";
  // Each example of validation-errors.md: the request, and the exact 422 items it must get
  // (written out as the spec shows them, not built by the helpers above).
  const examples: [string, () => Promise<{ status: number; body: unknown }>, unknown[]][] = [
    [
      "order with years: 11",
      () => order({ domain: "ex-years.com", contact: CONTACT, years: 11 }),
      [
        {
          type: "less_than_equal",
          loc: ["body", "years"],
          msg: "Input should be less than or equal to 10",
          input: 11,
          ctx: { le: 10 },
        },
      ],
    ],
    [
      "order with contact.country: USA",
      () => order({ domain: "ex-c.com", contact: { ...CONTACT, country: "USA" } }),
      [
        {
          type: "string_too_long",
          loc: ["body", "contact", "country"],
          msg: "String should have at most 2 characters",
          input: "USA",
          ctx: { max_length: 2 },
        },
      ],
    ],
    [
      "order with contact.phone: 123",
      () => order({ domain: "ex-p.com", contact: { ...CONTACT, phone: "123" } }),
      [
        {
          type: "string_too_short",
          loc: ["body", "contact", "phone"],
          msg: "String should have at least 10 characters",
          input: "123",
          ctx: { min_length: 10 },
        },
      ],
    ],
    [
      "order with payment_method: cash",
      () => order({ domain: "ex-m.com", contact: CONTACT, payment_method: "cash" }),
      [
        {
          type: "literal_error",
          loc: ["body", "payment_method"],
          msg: "Input should be 'wire' or 'card'",
          input: "cash",
          ctx: { expected: "'wire' or 'card'" },
        },
      ],
    ],
    [
      "order {}",
      () => order({}),
      [
        { type: "missing", loc: ["body", "domain"], msg: "Field required", input: {} },
        { type: "missing", loc: ["body", "contact"], msg: "Field required", input: {} },
      ],
    ],
    [
      "nameservers [ns1.example.net]",
      () => nameservers("acme-ns.com", { nameservers: ["ns1.example.net"] }),
      [
        {
          type: "too_short",
          loc: ["body", "nameservers"],
          msg: "List should have at least 2 items after validation, not 1",
          input: ["ns1.example.net"],
          ctx: { field_type: "List", min_length: 2, actual_length: 1 },
        },
      ],
    ],
    [
      "hosted session allowed_actions: []",
      () => session({ allowed_actions: [], external_account_id: "a1" }),
      [
        {
          type: "too_short",
          loc: ["body", "allowed_actions"],
          msg: "List should have at least 1 item after validation, not 0",
          input: [],
          ctx: { field_type: "List", min_length: 1, actual_length: 0 },
        },
      ],
    ],
    [
      "hosted session allowed_actions: [fly]",
      () => session({ allowed_actions: ["fly"], external_account_id: "a1" }),
      [
        {
          type: "literal_error",
          loc: ["body", "allowed_actions", 0],
          msg: `Input should be ${actions}`,
          input: "fly",
          ctx: { expected: actions },
        },
      ],
    ],
  ];
  it.each(examples)("%s", async (_name, send, detail) => {
    const { status, body } = await send();
    expect(status).toBe(422);
    expect(body).toEqual({ detail });
  });

  it.each([
    ["order", "/api/v1/registrar/order", "POST"],
    ["nameservers", "/api/v1/registrar/domains/acme-ns.com/nameservers", "PUT"],
    ["renew", "/api/v1/registrar/domains/acme-two.com/renew", "POST"],
    ["hosted session", "/api/v1/hosted/sessions", "POST"],
  ])("%s: body [1,2], no body, and text that is not JSON", async (_name, path, method) => {
    const list = await call(path, json(method, [1, 2], key()));
    expect(list.status).toBe(422);
    expect(list.body).toEqual({
      detail: [
        {
          type: "model_attributes_type",
          loc: ["body"],
          msg: "Input should be a valid dictionary or object to extract fields from",
          input: [1, 2],
        },
      ],
    });
    const none = await call(path, { method, headers: key() });
    expect(none.status).toBe(422);
    expect(none.body).toEqual({
      detail: [{ type: "missing", loc: ["body"], msg: "Field required", input: null }],
    });
    const broken = await call(path, json(method, '{"years": }', key()));
    expect(broken.status).toBe(422);
    expect(broken.body).toEqual({
      detail: [
        {
          type: "json_invalid",
          loc: ["body", 10],
          msg: "JSON decode error",
          input: {},
          ctx: { error: "Expecting value" },
        },
      ],
    });
  });
});

describe("Limits (spec table), over HTTP", () => {
  it("order domain: length 1..255", async () => {
    const empty = await order({ domain: "", contact: CONTACT });
    expect(empty.body).toEqual({ detail: [tooShort(["body", "domain"], 1, "")] });
    const long = `${x(252)}.com`;
    const over = await order({ domain: long, contact: CONTACT });
    expect(over.body).toEqual({ detail: [tooLong(["body", "domain"], 255, long)] });
  });

  it("order and renew years: 1..10, default 1", async () => {
    const zero = await order({ domain: "years-zero.com", contact: CONTACT, years: 0 });
    expect(zero.body).toEqual({ detail: [ge(["body", "years"], 1, 0)] });
    const ten = await order({ domain: "years-ten.com", contact: CONTACT, years: 10 });
    expect(ten.status).toBe(201);
    expect(ten.body.years).toBe(10);
    const dflt = await order({ domain: "years-default.com", contact: CONTACT });
    expect(dflt.body.years).toBe(1);

    expect((await renew("acme-two.com", { years: 0 })).body).toEqual({
      detail: [ge(["body", "years"], 1, 0)],
    });
    expect((await renew("acme-two.com", { years: 11 })).body).toEqual({
      detail: [le(["body", "years"], 10, 11)],
    });
    // 10 is valid input; for a name expiring in a year the registry's term cap (10 years from
    // now) refuses it as the spec's action failure: HTTP 200, success false.
    const renewed = await renew("acme-two.com", { years: 10 });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ success: false, years_renewed: 0 });
  });

  it.each([
    ["first_name", 1, 100],
    ["last_name", 1, 100],
    ["phone", 10, 20],
    ["address1", 1, 255],
    ["city", 1, 100],
    ["state", 1, 100],
    ["postal_code", 1, 20],
    ["country", 2, 2],
  ] as const)("contact.%s: length %i..%i, required", async (field, min, max) => {
    const loc = ["body", "contact", field];
    const short = x(min - 1);
    const long = x(max + 1);
    const withField = (v: unknown) => ({
      domain: "contact.com",
      contact: { ...CONTACT, [field]: v },
    });
    expect((await order(withField(short))).body).toEqual({ detail: [tooShort(loc, min, short)] });
    expect((await order(withField(long))).body).toEqual({ detail: [tooLong(loc, max, long)] });
    const contact: Record<string, unknown> = { ...CONTACT };
    delete contact[field];
    expect((await order({ domain: "contact.com", contact })).body).toEqual({
      detail: [{ type: "missing", loc, msg: "Field required", input: contact }],
    });
  });

  it("contact.email is an email; organization and address2 are optional, null or at most 255", async () => {
    const email = await order({ domain: "c.com", contact: { ...CONTACT, email: "nope" } });
    expect(email.body).toEqual({
      detail: [
        {
          type: "value_error",
          loc: ["body", "contact", "email"],
          msg: "value is not a valid email address: An email address must have an @-sign.",
          input: "nope",
          ctx: { reason: "An email address must have an @-sign." },
        },
      ],
    });
    const long = await order({
      domain: "c.com",
      contact: { ...CONTACT, organization: x(256), address2: x(256) },
    });
    expect(long.body).toEqual({
      detail: [
        tooLong(["body", "contact", "organization"], 255, x(256)),
        tooLong(["body", "contact", "address2"], 255, x(256)),
      ],
    });
    const ok = await order({
      domain: "contact-optional.com",
      contact: { ...CONTACT, organization: null, address2: x(255) },
    });
    expect(ok.status).toBe(201);
  });

  it("nameservers update: 2..13", async () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `ns${i}.example.net`);
    const fourteen = await nameservers("acme-ns.com", { nameservers: names(14) });
    expect(fourteen.body).toEqual({
      detail: [
        {
          type: "too_long",
          loc: ["body", "nameservers"],
          msg: "List should have at most 13 items after validation, not 14",
          input: names(14),
          ctx: { field_type: "List", max_length: 13, actual_length: 14 },
        },
      ],
    });
    expect((await nameservers("acme-ns.com", { nameservers: names(13) })).body).toMatchObject({
      success: true,
      nameservers: names(13),
    });
    expect((await nameservers("acme-ns.com", { nameservers: names(2) })).body).toMatchObject({
      success: true,
      nameservers: names(2),
    });
  });

  it("hosted session expires_in_minutes: 5..1440, default 60", async () => {
    const base = { allowed_actions: ["domain_search"], external_account_id: "acct_limits" };
    expect((await session({ ...base, expires_in_minutes: 4 })).body).toEqual({
      detail: [ge(["body", "expires_in_minutes"], 5, 4)],
    });
    expect((await session({ ...base, expires_in_minutes: 1441 })).body).toEqual({
      detail: [le(["body", "expires_in_minutes"], 1440, 1441)],
    });
    const at = (minutes: number) => new Date(t.now().getTime() + minutes * 60_000).toISOString();
    for (const minutes of [5, 1440]) {
      const ok = await session({ ...base, expires_in_minutes: minutes });
      expect(ok.body.expires_at).toBe(at(minutes));
    }
    expect((await session(base)).body.expires_at).toBe(at(60));
  });
});

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
        {
          type: "value_error",
          loc: ["body", "registrar"],
          msg: 'Value error, only the registrar "sandbox" is supported',
          input: "acme",
          ctx: { error: 'only the registrar "sandbox" is supported' },
        },
        {
          type: "value_error",
          loc: ["body", "dns_provider"],
          msg: "Value error, unknown DNS provider; use one of: builtin",
          input: "cloudflare",
          ctx: { error: "unknown DNS provider; use one of: builtin" },
        },
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
        {
          type: "value_error",
          loc: ["body", "received_at"],
          msg: `Value error, ${receivedAt}`,
          input: "yesterday",
          ctx: { error: receivedAt },
        },
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
        {
          type: "value_error",
          loc: ["body", "registrar"],
          msg: 'Value error, only the registrar "sandbox" is supported',
          input: "acme",
          ctx: { error: 'only the registrar "sandbox" is supported' },
        },
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
        {
          type: "value_error",
          loc: ["path", "domain_name"],
          msg: "Value error, Add a suffix, as in example.com.",
          input: "x",
          ctx: { error: "Add a suffix, as in example.com." },
        },
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
      detail: [
        {
          type: "value_error",
          loc: ["path", "domain"],
          msg: "Value error, Add a suffix, as in example.com.",
          input: "nope",
          ctx: { error: "Add a suffix, as in example.com." },
        },
      ],
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
      detail: [
        ge(["query", "limit"], 1, "0"),
        {
          type: "value_error",
          loc: ["query", "cursor"],
          msg: `Value error, ${error}`,
          input: "bogus",
          ctx: { error },
        },
      ],
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

describe("Authentication rules", () => {
  const routes = () =>
    [
      ["create order", "/api/v1/registrar/order", json("POST", {})],
      ["nameservers", "/api/v1/registrar/domains/acme-ns.com/nameservers", json("PUT", {})],
      ["renew", "/api/v1/registrar/domains/acme-two.com/renew", json("POST", {})],
      ["hosted session", "/api/v1/hosted/sessions", json("POST", {})],
      ["DNS list", "/api/v1/registrar/dns/acme-one.com/records", { method: "GET" }],
      [
        "DNS delete",
        `/api/v1/registrar/dns/acme-one.com/records/${recordId}`,
        { method: "DELETE" },
      ],
      ["availability", "/api/v1/registrar/availability/acme-free.com", { method: "GET" }],
      ["list orders", "/registrar/orders", { method: "GET" }],
      ["purchase", "/registrar/purchase", json("POST", {})],
    ] as [string, string, RequestInit][];
  const withHeaders = (init: RequestInit, headers: Record<string, string>) => ({
    ...init,
    headers: { ...(init.headers as Record<string, string>), ...headers },
  });

  it("rule 6: 401 without credentials, or with invalid ones, before validating anything", async () => {
    for (const [name, path, init] of routes()) {
      for (const headers of [
        {},
        { "x-api-key": "rk_not_a_key" },
        { authorization: "Bearer rat_not_a_token" },
      ] as Record<string, string>[]) {
        const res = await call(path, withHeaders(init, headers));
        expect(res.status, `${name} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.res.headers.get("www-authenticate")).toContain("Bearer");
        ErrorDetail.parse(res.body);
      }
    }
  });

  it("rules 1-3: either credential on most endpoints; DNS record delete takes an API key only", async () => {
    for (const [name, path, init] of routes()) {
      for (const headers of [key(), bearer()]) {
        const res = await call(path, withHeaders(init, headers));
        const kind = "x-api-key" in headers ? "API key" : "bearer";
        if (name === "DNS delete" && kind === "bearer") {
          expect(res.status, `${name} ${kind}`).toBe(403);
          expect(ErrorDetail.parse(res.body).detail).toMatch(/API key/);
        } else {
          // Accepted: the request gets past authentication (an empty body is then a 422).
          expect([200, 204, 422], `${name} ${kind}`).toContain(res.status);
        }
      }
    }
  });

  it("rule 6: 403 for another organization's resource, with either credential", async () => {
    const globexBearer = { authorization: `Bearer ${await tokenOf(globex)}` };
    const created = await call(
      "/api/v1/registrar/dns/acme-one.com/records",
      json("POST", { type: "TXT", name: "kept", content: "x" }, key()),
    );
    const keptId = created.body.id as string;
    for (const headers of [{ "x-api-key": globex.apiKey }, globexBearer]) {
      const attempts: [string, RequestInit][] = [
        ["/api/v1/registrar/domains/acme-two.com/renew", json("POST", { years: 1 }, headers)],
        [
          "/api/v1/registrar/domains/acme-ns.com/nameservers",
          json("PUT", { nameservers: ["ns1.example.net", "ns2.example.net"] }, headers),
        ],
        ["/api/v1/registrar/dns/acme-one.com/records", { headers }],
      ];
      if ("x-api-key" in headers) {
        attempts.push([
          `/api/v1/registrar/dns/acme-one.com/records/${keptId}`,
          { method: "DELETE", headers },
        ]);
      }
      for (const [path, init] of attempts) {
        const res = await call(path, init);
        expect(res.status, path).toBe(403);
        ErrorDetail.parse(res.body);
      }
    }
    // Nothing of Acme's changed.
    const rec = await call(`/api/v1/registrar/dns/acme-one.com/records/${keptId}`, {
      headers: key(),
    });
    expect(rec.status).toBe(200);
  });

  it("rule 5: a bearer token expires; an expired one is 401 (a new one works)", async () => {
    const clock = await makeTestApp(database);
    const res = await clock.request(
      "/api/v1/auth/token",
      json("POST", { username: acme.email, password: acme.password }),
    );
    const { access_token, expires_in } = (await res.json()) as {
      access_token: string;
      expires_in: number;
    };
    const get = (tokenValue: string) =>
      clock.request("/registrar/orders", { headers: { authorization: `Bearer ${tokenValue}` } });
    expect((await get(access_token)).status).toBe(200);
    clock.advance(expires_in * 1000 - 1);
    expect((await get(access_token)).status).toBe(200);
    clock.advance(1);
    const expired = await get(access_token);
    expect(expired.status).toBe(401);
    expect(expired.headers.get("www-authenticate")).toContain("Bearer");
    const fresh = await clock.request(
      "/api/v1/auth/token",
      json("POST", { username: acme.email, password: acme.password }),
    );
    const next = ((await fresh.json()) as { access_token: string }).access_token;
    expect((await get(next)).status).toBe(200);
  });
});

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
    const failing = await makeTestApp(database, {
      registrar: {
        ...sandbox,
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
    expect(wrong.body).toEqual({ detail: "Method Not Allowed" });
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

describe("Versioning and aliases", () => {
  it("the unprefixed /registrar/purchase and /registrar/orders are the /api/v1/ routes", async () => {
    const bought = await call(
      "/registrar/purchase",
      json("POST", { domain: "alias-bought.com", contact: CONTACT }, key()),
    );
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({ success: true, domain: "alias-bought.com" });
    const a = await call("/registrar/orders?domain=alias-bought.com", { headers: key() });
    const b = await call("/api/v1/registrar/orders?domain=alias-bought.com", { headers: key() });
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect((a.body.items as { order_id: string }[])[0]!.order_id).toBe(bought.body.order_id);
    const invalid = await call("/registrar/purchase", json("POST", {}, key()));
    expect(invalid.status).toBe(422);
  });

  it("the OpenAPI document carries the interface version 0.1.1 and the /api/v1/ paths", async () => {
    const doc = (await (await t.request("/api/v1/openapi.json")).json()) as {
      info: { version: string };
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.info.version).toBe("0.1.1");
    for (const [path, method] of [
      ["/api/v1/registrar/availability/{domain}", "get"],
      ["/api/v1/registrar/order", "post"],
      ["/api/v1/registrar/domains/{domain}/nameservers", "put"],
      ["/api/v1/registrar/domains/{domain}/renew", "post"],
      ["/api/v1/hosted/sessions", "post"],
      ["/api/v1/registrar/dns/{domain_name}/records", "get"],
      ["/api/v1/registrar/dns/{domain_name}/records/{record_id}", "delete"],
      ["/registrar/purchase", "post"],
      ["/registrar/orders", "get"],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});

describe("The OpenAPI document describes the spec's resources", () => {
  type JsonSchema = Record<string, unknown> & {
    type?: string | string[];
    properties?: Record<string, JsonSchema>;
    required?: string[];
    anyOf?: JsonSchema[];
    allOf?: JsonSchema[];
    $ref?: string;
    enum?: unknown[];
  };
  let schemas: Record<string, JsonSchema>;
  beforeAll(async () => {
    const doc = (await (await t.request("/api/v1/openapi.json")).json()) as {
      components: { schemas: Record<string, JsonSchema> };
    };
    schemas = doc.components.schemas;
  });
  const resolve = (s: JsonSchema): JsonSchema =>
    s.$ref ? resolve(schemas[s.$ref.split("/").pop()!]!) : s;
  /** True when the schema accepts JSON null (type, anyOf, allOf and enum considered). */
  const acceptsNull = (s: JsonSchema): boolean => {
    const r = resolve(s);
    if (r.allOf) return r.allOf.every(acceptsNull);
    if (r.anyOf) return r.anyOf.some(acceptsNull);
    if (r.enum && !r.enum.includes(null)) return false;
    return r.type === "null" || (Array.isArray(r.type) && r.type.includes("null"));
  };

  it("BankDetails is an object; only banking_details of an order may be null", () => {
    expect(acceptsNull(schemas.BankDetails!)).toBe(false);
    expect(schemas.BankDetails!.required).toEqual([
      "bank_name",
      "account_name",
      "account_number",
      "routing_number",
    ]);
    const order = schemas.DomainOrderResponse!;
    expect(acceptsNull(order.properties!.banking_details!)).toBe(true);
    expect(acceptsNull(order.properties!.checkout_url!)).toBe(true);
    for (const field of ["order_id", "domain_name", "years", "price", "currency", "status"]) {
      expect(acceptsNull(order.properties![field]!), field).toBe(false);
      expect(order.required).toContain(field);
    }
  });

  it("RenewResponse.new_expiry_date is a date-time string, never null", () => {
    const field = schemas.RenewResponse!.properties!.new_expiry_date!;
    expect(acceptsNull(field)).toBe(false);
    expect(resolve(field)).toMatchObject({ type: "string", format: "date-time" });
  });

  it("no shared component is made nullable by a field that allows null", () => {
    const nullable = Object.entries(schemas)
      .filter(([, s]) => acceptsNull(s))
      .map(([name]) => name);
    expect(nullable).toEqual([]);
  });

  it("an order transition's from is a status or null", () => {
    const from = schemas.OrderTransition!.properties!.from!;
    expect(acceptsNull(from)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { AccessTokenRequest } from "./access-token-request";
import { DomainOrderRequest } from "./domain-order-request";
import { HostedSessionRequest } from "./hosted-session-request";
import { NameserverUpdateRequest } from "./nameserver-update-request";
import { PurchaseRequest } from "./purchase-request";
import { RenewRequest } from "./renew-request";
import {
  bodyData,
  bodyErrors,
  validContact,
  validOrder,
} from "../../test/helpers/contract-fixtures";

const tooShort = (min: number, input: string) => ({
  type: "string_too_short",
  msg: `String should have at least ${min} character${min === 1 ? "" : "s"}`,
  input,
  ctx: { min_length: min },
});
const tooLong = (max: number, input: string) => ({
  type: "string_too_long",
  msg: `String should have at most ${max} character${max === 1 ? "" : "s"}`,
  input,
  ctx: { max_length: max },
});
const strType = (input: unknown) => ({
  type: "string_type",
  msg: "Input should be a valid string",
  input,
});
const ge = (n: number, input: unknown) => ({
  type: "greater_than_equal",
  msg: `Input should be greater than or equal to ${n}`,
  input,
  ctx: { ge: n },
});
const le = (n: number, input: unknown) => ({
  type: "less_than_equal",
  msg: `Input should be less than or equal to ${n}`,
  input,
  ctx: { le: n },
});
const boolParsing = (input: unknown) => ({
  type: "bool_parsing",
  msg: "Input should be a valid boolean, unable to interpret input",
  input,
});
const x = (n: number) => "x".repeat(n);

type Row = [string, unknown, Record<string, unknown>];

/** Sends `base` with `field` set to each row's value and expects exactly that one item. */
function fieldTable(
  schema: z.ZodType,
  base: Record<string, unknown>,
  prefix: string[],
  rows: Row[],
) {
  it.each(rows)("%s = %j", (field, value, expected) => {
    const path = [...prefix, field];
    const body = structuredClone(base);
    let target: Record<string, unknown> = body;
    for (const key of prefix) target = target[key] as Record<string, unknown>;
    target[field] = value;
    expect(bodyErrors(schema, body)).toEqual([{ loc: ["body", ...path], ...expected }]);
  });
}

describe.each([
  ["DomainOrderRequest", DomainOrderRequest],
  ["PurchaseRequest", PurchaseRequest],
])("%s fields", (_name, schema) => {
  fieldTable(
    schema,
    validOrder,
    [],
    [
      ["domain", "", tooShort(1, "")],
      ["domain", x(256), tooLong(255, x(256))],
      ["domain", 5, strType(5)],
      ["years", 0, ge(1, 0)],
      ["years", 11, le(10, 11)],
      ["years", "11", le(10, "11")],
      [
        "years",
        2.5,
        {
          type: "int_from_float",
          msg: "Input should be a valid integer, got a number with a fractional part",
          input: 2.5,
        },
      ],
      [
        "contact",
        null,
        {
          type: "model_attributes_type",
          msg: "Input should be a valid dictionary or object to extract fields from",
          input: null,
        },
      ],
      [
        "payment_method",
        "cash",
        {
          type: "literal_error",
          msg: "Input should be 'wire' or 'card'",
          input: "cash",
          ctx: { expected: "'wire' or 'card'" },
        },
      ],
      [
        "nameservers",
        "ns1.example.net",
        { type: "list_type", msg: "Input should be a valid list", input: "ns1.example.net" },
      ],
      ["privacy", "maybe", boolParsing("maybe")],
      ["auto_renew", "maybe", boolParsing("maybe")],
      ["registrar", 1, strType(1)],
      ["setup_dns", "maybe", boolParsing("maybe")],
      ["dns_provider", 1, strType(1)],
      [
        "expected_price",
        "ten",
        { type: "decimal_parsing", msg: "Input should be a valid decimal", input: "ten" },
      ],
    ],
  );

  it("applies the defaults of the spec", () => {
    expect(bodyData(schema, validOrder)).toMatchObject({
      years: 1,
      payment_method: "card",
      privacy: true,
      auto_renew: true,
      setup_dns: false,
    });
  });

  it("accepts null nameservers and lax values", () => {
    expect(
      bodyData(schema, {
        ...validOrder,
        nameservers: null,
        years: "3",
        privacy: "no",
        expected_price: "12.50",
      }),
    ).toMatchObject({ nameservers: null, years: 3, privacy: false, expected_price: "12.50" });
  });
});

describe("RegistrantContact fields", () => {
  const bounds: [string, number, number][] = [
    ["first_name", 1, 100],
    ["last_name", 1, 100],
    ["phone", 10, 20],
    ["address1", 1, 255],
    ["city", 1, 100],
    ["state", 1, 100],
    ["postal_code", 1, 20],
    ["country", 2, 2],
  ];
  fieldTable(
    DomainOrderRequest,
    validOrder,
    ["contact"],
    [
      ...bounds.flatMap(([f, min, max]): Row[] => [
        [f, x(min - 1), tooShort(min, x(min - 1))],
        [f, x(max + 1), tooLong(max, x(max + 1))],
        [f, null, strType(null)],
      ]),
      [
        "email",
        "ada.example.com",
        {
          type: "value_error",
          msg: "value is not a valid email address: An email address must have an @-sign.",
          input: "ada.example.com",
          ctx: { reason: "An email address must have an @-sign." },
        },
      ],
      ["email", 5, strType(5)],
      ["organization", x(256), tooLong(255, x(256))],
      ["address2", x(256), tooLong(255, x(256))],
    ],
  );

  it.each(Object.keys(validContact))("%s is required", (field) => {
    const contact: Record<string, unknown> = { ...validContact };
    delete contact[field];
    expect(bodyErrors(DomainOrderRequest, { ...validOrder, contact })).toEqual([
      { type: "missing", loc: ["body", "contact", field], msg: "Field required", input: contact },
    ]);
  });

  it("accepts null for organization and address2", () => {
    const contact = { ...validContact, organization: null, address2: null };
    expect(bodyErrors(DomainOrderRequest, { ...validOrder, contact })).toEqual([]);
  });
});

describe("NameserverUpdateRequest fields", () => {
  const ns = (n: number) => Array.from({ length: n }, (_, i) => `ns${i}.example.net`);
  fieldTable(
    NameserverUpdateRequest,
    { nameservers: ns(2) },
    [],
    [
      [
        "nameservers",
        ns(1),
        {
          type: "too_short",
          msg: "List should have at least 2 items after validation, not 1",
          input: ns(1),
          ctx: { field_type: "List", min_length: 2, actual_length: 1 },
        },
      ],
      [
        "nameservers",
        ns(14),
        {
          type: "too_long",
          msg: "List should have at most 13 items after validation, not 14",
          input: ns(14),
          ctx: { field_type: "List", max_length: 13, actual_length: 14 },
        },
      ],
      [
        "nameservers",
        null,
        { type: "list_type", msg: "Input should be a valid list", input: null },
      ],
    ],
  );

  it("accepts 2 and 13 nameservers and requires the field", () => {
    expect(bodyErrors(NameserverUpdateRequest, { nameservers: ns(13) })).toEqual([]);
    expect(bodyErrors(NameserverUpdateRequest, {})).toEqual([
      { type: "missing", loc: ["body", "nameservers"], msg: "Field required", input: {} },
    ]);
  });
});

describe("RenewRequest fields", () => {
  fieldTable(
    RenewRequest,
    { years: 1 },
    [],
    [
      ["years", 0, ge(1, 0)],
      ["years", 11, le(10, 11)],
      [
        "years",
        "abc",
        {
          type: "int_parsing",
          msg: "Input should be a valid integer, unable to parse string as an integer",
          input: "abc",
        },
      ],
    ],
  );

  it("defaults years to 1", () => {
    expect(bodyData(RenewRequest, {})).toEqual({ years: 1 });
  });
});

describe("HostedSessionRequest fields", () => {
  const base = { allowed_actions: ["domain_search"], external_account_id: "acct_1" };
  const valueError = (input: unknown, error: string) => ({
    type: "value_error",
    msg: `Value error, ${error}`,
    input,
    ctx: { error },
  });
  fieldTable(
    HostedSessionRequest,
    base,
    [],
    [
      [
        "allowed_actions",
        [],
        {
          type: "too_short",
          msg: "List should have at least 1 item after validation, not 0",
          input: [],
          ctx: { field_type: "List", min_length: 1, actual_length: 0 },
        },
      ],
      [
        "allowed_actions",
        "renew",
        { type: "list_type", msg: "Input should be a valid list", input: "renew" },
      ],
      ["external_user_id", x(256), tooLong(255, x(256))],
      ["external_account_id", "", tooShort(1, "")],
      ["external_account_id", x(256), tooLong(255, x(256))],
      [
        "theme_config",
        "dark",
        {
          type: "model_attributes_type",
          msg: "Input should be a valid dictionary or object to extract fields from",
          input: "dark",
        },
      ],
      [
        "metadata",
        [1],
        { type: "dict_type", msg: "Input should be a valid dictionary", input: [1] },
      ],
      ["expires_in_minutes", 4, ge(5, 4)],
      ["expires_in_minutes", 1441, le(1440, 1441)],
    ],
  );

  it.each([
    ["https://*", "wildcards are not supported"],
    ["https://*.com", "wildcards are not supported"],
    ["https://*.example.com", "wildcards are not supported"],
    ["https://*.co.uk", "wildcards are not supported"],
    ["*", "wildcards are not supported"],
    ["https://a..b", "no empty labels"],
    ["https://a.example.", "no empty labels"],
    ["https://-a.example", "inner hyphens"],
    ["https://a_b.example", "inner hyphens"],
    [`https://${"a".repeat(64)}.example`, "1 to 63"],
    [`https://${"a.".repeat(130)}example`, "at most 253"],
    ["https://partner.example/", "nothing after"],
    ["https://partner.example/path", "nothing after"],
    ["https://partner.example?q=1", "nothing after"],
    ["https://partner.example#top", "nothing after"],
    ["https://user@partner.example", "nothing after"],
    ["https://partner.example:443", "nothing after"],
    ["https://Partner.example", "nothing after"],
    ["http://partner.example", "http only for localhost"],
    ["http://192.0.2.1:8080", "http only for localhost"],
    ["ftp://partner.example", "nothing after"],
    ["https://", "nothing after"],
  ])("refuses the origin %j", (origin, reason) => {
    const errors = bodyErrors(HostedSessionRequest, { ...base, allowed_origins: [origin] });
    expect(errors).toMatchObject([
      { type: "value_error", loc: ["body", "allowed_origins", 0], input: origin },
    ]);
    expect((errors[0] as { msg: string }).msg).toContain(reason);
  });

  it.each([
    "https://partner.example",
    "https://app.partner.example:8443",
    "https://partner.x1",
    "https://xn--mnchen-3ya.de",
    "https://192.0.2.1",
    "https://[2001:db8::1]",
    "http://localhost:3000",
    "http://127.0.0.1:8080",
    "http://[::1]:5173",
  ])("accepts the origin %j, exactly as a browser's event.origin spells it", (origin) => {
    expect(bodyErrors(HostedSessionRequest, { ...base, allowed_origins: [origin] })).toEqual([]);
    expect(new URL(origin).origin).toBe(origin);
  });

  it("locates a bad origin at its index", () => {
    expect(
      bodyErrors(HostedSessionRequest, {
        ...base,
        allowed_origins: ["https://ok.example", "ftp://x"],
      }),
    ).toEqual([
      {
        loc: ["body", "allowed_origins", 1],
        ...valueError(
          "ftp://x",
          "origin must be scheme://host[:port] with http or https and nothing after",
        ),
      },
    ]);
  });

  fieldTable(
    HostedSessionRequest,
    { ...base, theme_config: {} },
    ["theme_config"],
    [
      [
        "primary_color",
        "red",
        {
          type: "string_pattern_mismatch",
          msg: "String should match pattern '^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$'",
          input: "red",
          ctx: { pattern: "^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$" },
        },
      ],
      [
        "logo_url",
        "http://cdn.example/logo.png",
        valueError(
          "http://cdn.example/logo.png",
          "logo_url must use https (http only for localhost)",
        ),
      ],
      [
        "logo_url",
        "javascript:alert(1)",
        valueError("javascript:alert(1)", "logo_url must use https (http only for localhost)"),
      ],
      ["logo_url", "logo.png", valueError("logo.png", "logo_url must be an absolute URL")],
      ["brand_name", x(101), tooLong(100, x(101))],
      [
        "brand_name",
        "<b>Acme</b>",
        {
          type: "string_pattern_mismatch",
          msg: "String should match pattern '^[^\\x00-\\x1f\\x7f<>]*$'",
          input: "<b>Acme</b>",
          ctx: { pattern: "^[^\\x00-\\x1f\\x7f<>]*$" },
        },
      ],
    ],
  );

  it("requires allowed_actions and external_account_id, and defaults expires_in_minutes", () => {
    expect(bodyErrors(HostedSessionRequest, {})).toEqual([
      { type: "missing", loc: ["body", "allowed_actions"], msg: "Field required", input: {} },
      { type: "missing", loc: ["body", "external_account_id"], msg: "Field required", input: {} },
    ]);
    expect(bodyData(HostedSessionRequest, base)).toEqual({ ...base, expires_in_minutes: 60 });
  });

  it("accepts a full valid request", () => {
    const body = {
      ...base,
      allowed_actions: ["domain_search", "domain_purchase", "dns_manage", "renew"],
      external_user_id: "user_1",
      theme_config: {
        primary_color: "#0a66c2",
        logo_url: "http://localhost:5173/logo.svg",
        brand_name: "Acme & Co",
      },
      metadata: { plan: "pro", n: 1 },
      expires_in_minutes: "1440",
      allowed_origins: ["https://partner.example", "http://localhost:3000"],
    };
    expect(bodyData(HostedSessionRequest, body)).toEqual({ ...body, expires_in_minutes: 1440 });
  });
});

describe("AccessTokenRequest fields", () => {
  fieldTable(
    AccessTokenRequest,
    { username: "ada", password: "secret" },
    [],
    [
      ["username", "", tooShort(1, "")],
      ["password", 5, strType(5)],
      [
        "grant_type",
        "client_credentials",
        {
          type: "literal_error",
          msg: "Input should be 'password'",
          input: "client_credentials",
          ctx: { expected: "'password'" },
        },
      ],
    ],
  );
});

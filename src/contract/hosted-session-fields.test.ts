/**
 * Field table of HostedSessionRequest: each bad value is exactly one 422 item, as pydantic
 * words it.
 */
import { describe, expect, it } from "vitest";
import { HostedSessionRequest } from "./hosted-session-request";
import { bodyData, bodyErrors } from "../../test/helpers/contract-fixtures";
import { tooShort, tooLong, ge, le, x, fieldTable } from "../../test/helpers/field-table";

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
      [
        "renewal_payment",
        "wire",
        {
          type: "literal_error",
          msg: "Input should be 'organization' or 'card'",
          input: "wire",
          ctx: { expected: "'organization' or 'card'" },
        },
      ],
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

  it("requires allowed_actions and external_account_id, and defaults expires_in_minutes and renewal_payment", () => {
    expect(bodyErrors(HostedSessionRequest, {})).toEqual([
      { type: "missing", loc: ["body", "allowed_actions"], msg: "Field required", input: {} },
      { type: "missing", loc: ["body", "external_account_id"], msg: "Field required", input: {} },
    ]);
    expect(bodyData(HostedSessionRequest, base)).toEqual({
      ...base,
      expires_in_minutes: 60,
      renewal_payment: "organization",
    });
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
    expect(bodyData(HostedSessionRequest, body)).toEqual({
      ...body,
      expires_in_minutes: 1440,
      renewal_payment: "organization",
    });
  });
});

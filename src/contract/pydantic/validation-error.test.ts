import { describe, expect, it } from "vitest";
import { DomainOrderRequest } from "../domain-order-request";
import { HostedSessionRequest } from "../hosted-session-request";
import { NameserverUpdateRequest } from "../nameserver-update-request";
import { MAX_LIST_ITEM_ERRORS } from "./py-list";
import { pyObject } from "./py-object";
import { pyStr } from "./py-str";
import { pyUuid } from "./py-uuid";
import { RenewRequest } from "../renew-request";
import {
  bodyData,
  bodyErrors,
  validContact,
  validOrder,
} from "../../../test/helpers/contract-fixtures";
import { boundInput, parseBody, parseParams, ValidationErrorBody } from "./validation-error";

describe("the 422 examples of the interface", () => {
  it.each([
    [
      "order with years: 11",
      DomainOrderRequest,
      { ...validOrder, years: 11 },
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
      DomainOrderRequest,
      { ...validOrder, contact: { ...validContact, country: "USA" } },
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
      DomainOrderRequest,
      { ...validOrder, contact: { ...validContact, phone: "123" } },
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
      DomainOrderRequest,
      { ...validOrder, payment_method: "cash" },
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
      DomainOrderRequest,
      {},
      [
        { type: "missing", loc: ["body", "domain"], msg: "Field required", input: {} },
        { type: "missing", loc: ["body", "contact"], msg: "Field required", input: {} },
      ],
    ],
    [
      "nameservers with one entry",
      NameserverUpdateRequest,
      { nameservers: ["ns1.example.net"] },
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
      HostedSessionRequest,
      { allowed_actions: [], external_account_id: "acct_1" },
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
      HostedSessionRequest,
      { allowed_actions: ["fly"], external_account_id: "acct_1" },
      [
        {
          type: "literal_error",
          loc: ["body", "allowed_actions", 0],
          msg: "Input should be 'domain_search', 'domain_purchase', 'dns_manage' or 'renew'",
          input: "fly",
          ctx: { expected: "'domain_search', 'domain_purchase', 'dns_manage' or 'renew'" },
        },
      ],
    ],
    [
      "body [1,2]",
      RenewRequest,
      [1, 2],
      [
        {
          type: "model_attributes_type",
          loc: ["body"],
          msg: "Input should be a valid dictionary or object to extract fields from",
          input: [1, 2],
        },
      ],
    ],
  ])("%s", (_name, schema, body, expected) => {
    expect(bodyErrors(schema, body)).toEqual(expected);
  });

  it.each([null, undefined, ""])("no body (%j) is missing at loc body", (raw) => {
    expect(parseBody(RenewRequest, raw)).toEqual({
      ok: false,
      detail: [{ type: "missing", loc: ["body"], msg: "Field required", input: null }],
    });
  });
});

describe("parseBody", () => {
  it.each([
    ["", "missing"],
    ["{", "Expecting property name enclosed in double quotes"],
  ])("returns a body that ValidationErrorBody accepts (%j)", (raw) => {
    const result = parseBody(RenewRequest, raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(ValidationErrorBody.parse({ detail: result.detail })).toBeTruthy();
  });

  it.each([
    ["{", 1, "Expecting property name enclosed in double quotes"],
    ['{"years": }', 10, "Expecting value"],
    ['{"years": 1,}', 12, "Expecting property name enclosed in double quotes"],
    ['{"years" 1}', 9, "Expecting ':' delimiter"],
    ['{"years": 1 "x": 2}', 12, "Expecting ',' delimiter"],
    ['{"years": 1} trailing', 13, "Extra data"],
    ["   ", 3, "Expecting value"],
    ['{"é": "ü", x}', 11, "Expecting property name enclosed in double quotes"],
    ['{"😀": 1, x}', 9, "Expecting property name enclosed in double quotes"],
  ])("malformed JSON %j is json_invalid at offset %i", (raw, offset, error) => {
    expect(parseBody(RenewRequest, raw)).toEqual({
      ok: false,
      detail: [
        {
          type: "json_invalid",
          loc: ["body", offset],
          msg: "JSON decode error",
          input: {},
          ctx: { error },
        },
      ],
    });
  });

  it.each([["[1,2]"], ['"text"'], ["3"], ["null"]])("non-object body %s", (raw) => {
    expect(parseBody(RenewRequest, raw)).toEqual({
      ok: false,
      detail: [
        {
          type: "model_attributes_type",
          loc: ["body"],
          msg: "Input should be a valid dictionary or object to extract fields from",
          input: JSON.parse(raw),
        },
      ],
    });
  });

  it("returns the data with defaults applied", () => {
    expect(parseBody(RenewRequest, "{}")).toEqual({ ok: true, data: { years: 1 } });
  });
});

describe("field order and completeness", () => {
  it("lists every bad field of a body, in field order, nested ones in place", () => {
    const body = {
      extra: "ignored",
      setup_dns: "maybe",
      privacy: null,
      nameservers: "ns1.example.net",
      payment_method: "cash",
      contact: { ...validContact, email: "nobody", phone: 5, first_name: "" },
      years: 0,
      domain: "",
    };
    expect(bodyErrors(DomainOrderRequest, body).map((i) => [i.type, i.loc])).toEqual([
      ["string_too_short", ["body", "domain"]],
      ["greater_than_equal", ["body", "years"]],
      ["string_too_short", ["body", "contact", "first_name"]],
      ["value_error", ["body", "contact", "email"]],
      ["string_type", ["body", "contact", "phone"]],
      ["literal_error", ["body", "payment_method"]],
      ["list_type", ["body", "nameservers"]],
      ["bool_type", ["body", "privacy"]],
      ["bool_parsing", ["body", "setup_dns"]],
    ]);
  });

  it("reports a missing nested field with the nested object as input", () => {
    const { city: _city, ...contact } = validContact;
    expect(bodyErrors(DomainOrderRequest, { ...validOrder, contact })).toEqual([
      { type: "missing", loc: ["body", "contact", "city"], msg: "Field required", input: contact },
    ]);
  });

  it("reports a nested model that is not an object", () => {
    expect(bodyErrors(DomainOrderRequest, { ...validOrder, contact: "me" })).toEqual([
      {
        type: "model_attributes_type",
        loc: ["body", "contact"],
        msg: "Input should be a valid dictionary or object to extract fields from",
        input: "me",
      },
    ]);
  });

  it("ignores unknown fields and applies defaults", () => {
    expect(bodyData(DomainOrderRequest, { ...validOrder, unknown: { a: 1 } })).toEqual({
      ...validOrder,
      years: 1,
      payment_method: "card",
      privacy: true,
      auto_renew: true,
      setup_dns: false,
    });
  });
});

describe("parseParams", () => {
  const Path = pyObject({ domain_name: pyStr({ min: 1 }), record_id: pyUuid() });

  it("locates errors at path with the raw string as input", () => {
    expect(parseParams(Path, { domain_name: "example.com", record_id: "abc" }, "path")).toEqual({
      ok: false,
      detail: [
        {
          type: "uuid_parsing",
          loc: ["path", "record_id"],
          msg: "Input should be a valid UUID, invalid length: expected length 32 for simple format, found 3",
          input: "abc",
          ctx: { error: "invalid length: expected length 32 for simple format, found 3" },
        },
      ],
    });
  });

  it("reports a missing query parameter with input null, as FastAPI does", () => {
    expect(parseParams(pyObject({ q: pyStr() }), {}, "query")).toEqual({
      ok: false,
      detail: [{ type: "missing", loc: ["query", "q"], msg: "Field required", input: null }],
    });
  });

  it("returns the parsed parameters", () => {
    const id = "0b9d6a0e-3f0c-4c3e-9d55-3f0f3f0f3f0f";
    expect(
      parseParams(Path, { domain_name: "example.com", record_id: id.toUpperCase() }, "path"),
    ).toEqual({ ok: true, data: { domain_name: "example.com", record_id: id } });
  });
});

describe("boundInput", () => {
  it("leaves short inputs as they are", () => {
    const input = { a: "x".repeat(1000), b: [1, null, true], c: { d: "USA" } };
    expect(boundInput(input)).toEqual(input);
    expect(boundInput("")).toBe("");
    expect(boundInput(null)).toBeNull();
  });

  it("keeps both ends of a long string, never splitting a surrogate pair", () => {
    expect(boundInput("a".repeat(600) + "b".repeat(600))).toBe(
      `${"a".repeat(500)}...${"b".repeat(500)}`,
    );
    const emoji = "a" + "😀".repeat(600);
    const cut = boundInput(emoji) as string;
    expect(cut).not.toMatch(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
    );
    expect(cut).toMatch(/^a(😀)+\.\.\.(😀)+$/);
  });

  it("keeps the first 100 entries of an array or object and counts the rest", () => {
    const list = Array.from({ length: 150 }, (_, i) => i);
    expect(boundInput(list)).toEqual([...list.slice(0, 100), "... 50 more"]);
    const obj = Object.fromEntries(list.map((i) => [`k${i}`, i]));
    const bounded = boundInput(obj) as Record<string, unknown>;
    expect(Object.keys(bounded)).toHaveLength(101);
    expect(bounded["..."]).toBe("50 more");
  });

  it("stops at 10,000 characters in all", () => {
    const list = Array.from({ length: 50 }, () => "z".repeat(2000));
    const bounded = boundInput(list) as string[];
    expect(JSON.stringify(bounded).length).toBeLessThan(12_000);
    expect(bounded.at(-1)).toMatch(/^\.\.\. \d+ more$/);
  });

  it("keeps a __proto__ key as data", () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}}') as object;
    const bounded = boundInput(input) as object;
    expect(Object.keys(bounded)).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("a list of many bad entries", () => {
  it(`reports its first ${MAX_LIST_ITEM_ERRORS} failing items, so the 422 stays bounded`, () => {
    const body = JSON.stringify({
      external_account_id: "acct_1",
      allowed_actions: Array.from({ length: 200_000 }, () => "fly"),
    });
    const result = parseBody(HostedSessionRequest, body);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.detail).toHaveLength(MAX_LIST_ITEM_ERRORS);
    expect(result.detail.at(-1)?.loc).toEqual([
      "body",
      "allowed_actions",
      MAX_LIST_ITEM_ERRORS - 1,
    ]);
    expect(JSON.stringify(result).length).toBeLessThan(300_000);
  });

  it("still reports every failing item below that", () => {
    const result = parseBody(
      HostedSessionRequest,
      JSON.stringify({ external_account_id: "a", allowed_actions: ["fly", "renew", "swim"] }),
    );
    expect(!result.ok && result.detail.map((d) => d.loc)).toEqual([
      ["body", "allowed_actions", 0],
      ["body", "allowed_actions", 2],
    ]);
  });
});

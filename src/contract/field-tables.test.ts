/**
 * Field tables of the order, purchase, contact, nameserver, renew and token requests: each bad
 * value is exactly one 422 item, as pydantic words it.
 */
import { describe, expect, it } from "vitest";
import { AccessTokenRequest } from "./access-token-request";
import { DomainOrderRequest } from "./domain-order-request";
import { NameserverUpdateRequest } from "./nameserver-update-request";
import { PurchaseRequest } from "./purchase-request";
import { RenewRequest } from "./renew-request";
import {
  bodyData,
  bodyErrors,
  validContact,
  validOrder,
} from "../../test/helpers/contract-fixtures";
import {
  tooShort,
  tooLong,
  strType,
  ge,
  le,
  boolParsing,
  x,
  type Row,
  fieldTable,
} from "../../test/helpers/field-table";

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

/** The 422 item of a two-character country that is not an assigned ISO 3166-1 alpha-2 code. */
function notAssigned(input: string, fix?: string) {
  const error = fix
    ? `country must be an assigned ISO 3166-1 alpha-2 code: ${fix}`
    : "country must be an assigned ISO 3166-1 alpha-2 code, such as US, GB or DE";
  return { type: "value_error", msg: `Value error, ${error}`, input, ctx: { error } };
}

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
      ["country", "G", tooShort(2, "G")],
      ["country", "GBR", tooLong(2, "GBR")],
      ["country", "XX", notAssigned("XX")],
      ["country", "zz", notAssigned("zz")],
      ["country", "12", notAssigned("12")],
      ["country", "EU", notAssigned("EU")],
      ["country", "XK", notAssigned("XK")],
      ["country", "UK", notAssigned("UK", "use GB, not UK")],
      ["country", "uk", notAssigned("uk", "use GB, not UK")],
      ["country", "EL", notAssigned("EL", "use GR, not EL")],
    ],
  );

  it.each([
    ["gb", "GB"],
    ["Gb", "GB"],
    ["GB", "GB"],
    ["us", "US"],
  ])("accepts country %j and stores it as %j", (country, stored) => {
    const body = bodyData(DomainOrderRequest, {
      ...validOrder,
      contact: { ...validContact, country },
    });
    expect(body.contact.country).toBe(stored);
  });

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

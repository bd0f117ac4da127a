/**
 * Spec conformance: the 422 examples of the interface, over HTTP. See support.ts for the set-up; the interface is
 * the partner API of docs/api.md (its OpenAPI document at /api/v1/openapi.json) and its 422
 * body pydantic v2's error list (src/contract/pydantic/README.md).
 */
import { describe, expect, it } from "vitest";
import { CONTACT } from "../../helpers/contact";
import { json } from "../../helpers/test-app";
import { call, key, order, nameservers, session, useSpecApp } from "./support";

useSpecApp();

describe("the 422 examples of the interface, over HTTP", () => {
  const actions = "'domain_search', 'domain_purchase', 'dns_manage' or 'renew'";
  // Each 422 example of the interface: the request, and the exact 422 items it must get
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

/**
 * Spec conformance: The OpenAPI document describes the spec's resources. See support.ts for the set-up; the interface is
 * the partner API of docs/api.md (its OpenAPI document at /api/v1/openapi.json) and its 422
 * body pydantic v2's error list (src/contract/pydantic/README.md).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { t, useSpecApp } from "./support";

useSpecApp();

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

import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AllocationRequest, PaymentRequest } from "../../contract/payment";
import { WebhookEndpointRequest } from "../../contract/webhook-endpoint";
import { parseValue } from "../../contract/pydantic/validation-error";
import { ApiError, errorMessage } from "./api";
import { DASHBOARD_ERROR_TEXTS, dashboardErrorText } from "./field-errors";

/** Every 422 item type the service's sources can write (its contract helpers and its routes). */
function serviceErrorTypes(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith(".ts") && !p.endsWith(".test.ts")) {
        const text = readFileSync(p, "utf8");
        for (const m of text.matchAll(
          /(?:type:\s*|py(?:Error|Issue)\(\s*)"([a-z]+(?:_[a-z]+)+|missing)"/g,
        )) {
          found.add(m[1]!);
        }
      }
    }
  };
  walk(join(__dirname, "../../contract"));
  walk(join(__dirname, "../../server"));
  return [...found].sort();
}

/** What pydantic (and so the service's `msg`) says; the dashboard never shows it. */
const VALIDATOR_WORDS =
  /Input should|Value error|valid (decimal|UUID|integer)|invalid length|Field required|String should/;

describe("the dashboard's own words for 422 items", () => {
  it("words the issue's examples", () => {
    expect(dashboardErrorText({ loc: ["body", "amount"], type: "decimal_parsing" })).toBe(
      "Enter an amount like 10.99.",
    );
    expect(dashboardErrorText({ loc: ["body", "order_id"], type: "uuid_parsing" })).toBe(
      "Choose an order.",
    );
    expect(dashboardErrorText({ loc: ["body", "order_id"], type: "missing" })).toBe(
      "Choose an order.",
    );
  });

  const types = serviceErrorTypes();
  it("finds the service's types", () => {
    expect(types).toEqual(expect.arrayContaining(["decimal_parsing", "uuid_parsing", "missing"]));
  });

  it.each(types)("has its own sentence for %s", (type) => {
    expect(Object.keys(DASHBOARD_ERROR_TEXTS)).toContain(type);
    const text = dashboardErrorText({
      loc: ["body", "amount"],
      type,
      ctx: {
        min_length: 2,
        max_length: 5,
        ge: 0,
        gt: 0,
        le: 9,
        lt: 9,
        decimal_places: 2,
        max_digits: 12,
        whole_digits: 10,
      },
    });
    expect(text).toMatch(/^[A-Z].*\.$/);
    expect(text).not.toMatch(VALIDATOR_WORDS);
    expect(text).not.toMatch(/undefined|: \.|\s\./);
  });

  it("never shows a 422's msg in a form's message", () => {
    const error = new ApiError(422, "Input should be a valid decimal", [
      {
        type: "decimal_parsing",
        loc: ["body", "amount"],
        msg: "Input should be a valid decimal",
        input: "10,99",
      },
      {
        type: "uuid_parsing",
        loc: ["body", "order_id"],
        msg: "Input should be a valid UUID, invalid length: expected length 32 for simple format, found 0",
        input: "",
      },
    ]);
    expect(errorMessage(error)).toBe("Enter an amount like 10.99. Choose an order.");
  });

  it.each([
    ["record a payment", PaymentRequest, { amount: "10,99", currency: "usd!", method: "wire" }],
    ["allocate", AllocationRequest, { order_id: "", amount: "x" }],
    ["add a webhook", WebhookEndpointRequest, { url: "", events: "x", description: 5 }],
  ])("words every item a %s form can receive", (_form, schema, body) => {
    const result = parseValue(schema, body, "body");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const item of result.detail) {
      expect(Object.keys(DASHBOARD_ERROR_TEXTS)).toContain(item.type);
      expect(dashboardErrorText(item)).not.toMatch(VALIDATOR_WORDS);
    }
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { STRIPE_EVENT_TYPES } from "./stripe-webhook-routes";

describe("docs/payments.md", () => {
  it("tells the operator to enable exactly the Stripe events the webhook applies", () => {
    const doc = readFileSync(new URL("../../../../docs/payments.md", import.meta.url), "utf8");
    const setup = doc.slice(doc.indexOf("## Setting up Stripe"), doc.indexOf("## A card order"));
    const named = [...setup.matchAll(/`((?:checkout|refund|charge)\.[a-z_.]+)`/g)].map((m) => m[1]);
    expect(named.sort()).toEqual([...STRIPE_EVENT_TYPES].sort());
  });
});

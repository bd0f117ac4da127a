import type { z } from "zod";
import { parseBody, type ValidationErrorItem } from "../../src/contract/pydantic/validation-error";

/** A valid registrant contact, for tests to vary one field at a time. */
export const validContact = {
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  phone: "+14155550100",
  address1: "1 Main St",
  city: "San Francisco",
  state: "CA",
  postal_code: "94105",
  country: "US",
};

/** A domain's verification, hold and lifecycle fields before anything happened to it. */
export const quietDomainState = {
  registrant_verification: { status: "not_required", deadline_at: null, verified_at: null },
  on_hold: false,
  hold_reason: null,
  lifecycle: {
    phase: "registered",
    expired_at: null,
    grace_ends_at: null,
    redemption_ends_at: null,
    purge_at: null,
  },
} as const;

/** A valid order body. */
export const validOrder = { domain: "example.com", contact: validContact };

/** The 422 items for `body` sent as JSON (empty when it is valid). */
export function bodyErrors(schema: z.ZodType, body: unknown): ValidationErrorItem[] {
  const result = parseBody(schema, JSON.stringify(body));
  return result.ok ? [] : result.detail;
}

/** The parsed data for `body` sent as JSON; throws with the items when it is refused. */
export function bodyData<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = parseBody(schema, JSON.stringify(body));
  if (!result.ok) throw new Error(JSON.stringify(result.detail));
  return result.data;
}

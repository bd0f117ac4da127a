import type { AvailabilityResult, SuggestionList } from "../../../contract/availability-result";
import { DECIMAL_TEXT } from "../../../contract/text-patterns";
import { arrayOf, bool, check, matching, object, oneOf, optional, str } from "./checks";

const readResult = object({
  domain: str,
  domain_unicode: str,
  available: bool,
  premium: bool,
  price: matching(DECIMAL_TEXT),
  renewal_price: matching(DECIMAL_TEXT),
  currency: str,
  reason: optional(oneOf(["registered", "unsupported_suffix", "reserved"] as const)),
});

/** An availability answer, checked as the contract's `AvailabilityResult`. */
export const AvailabilityResultCheck = check<AvailabilityResult>(readResult);

/** A suggestions answer, checked as the contract's `SuggestionList`. */
export const SuggestionListCheck = check<SuggestionList>(
  object({ query: str, items: arrayOf(readResult) }),
);

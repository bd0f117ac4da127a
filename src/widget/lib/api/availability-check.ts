import type { AvailabilityResult, SuggestionList } from "../../../contract/availability-result";
import { DECIMAL_TEXT } from "../../../contract/text-patterns";
import {
  arrayOf,
  bool,
  check,
  isoDateTime,
  matching,
  nullable,
  object,
  oneOf,
  optional,
  str,
} from "./checks";

/** A taken name's transfer quote (the contract's `TransferQuote`). */
const readTransfer = object({
  transferable: bool,
  price: matching(DECIMAL_TEXT),
  currency: str,
  reason: nullable(oneOf(["held_here", "transfer_prohibited", "recently_moved"] as const)),
  locked_until: nullable(isoDateTime),
});

const readResult = object({
  domain: str,
  domain_unicode: str,
  available: bool,
  premium: bool,
  price: matching(DECIMAL_TEXT),
  renewal_price: matching(DECIMAL_TEXT),
  currency: str,
  reason: optional(oneOf(["registered", "unsupported_suffix", "reserved"] as const)),
  transfer: optional(nullable(readTransfer)),
});

/** An availability answer, checked as the contract's `AvailabilityResult`. */
export const AvailabilityResultCheck = check<AvailabilityResult>(readResult);

/** A suggestions answer, checked as the contract's `SuggestionList`. */
export const SuggestionListCheck = check<SuggestionList>(
  object({ query: str, items: arrayOf(readResult) }),
);

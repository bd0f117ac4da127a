/**
 * Text rules of the contract with no imports: the widget's start-up path (prices in search
 * results, the search box's errors) reads them without the schema library; the pydantic helpers
 * (./pydantic/py-decimal.ts, ./pydantic/py-str.ts) re-export and use them.
 */

/** Decimal text: optional sign, digits, optional decimal point (no exponent). */
export const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The `ctx.error` of a 422 item for text holding NUL or an unpaired surrogate. */
export const UNSTORABLE_TEXT_ERROR =
  "must not contain NUL characters (U+0000) or unpaired surrogates (U+D800 to U+DFFF)";

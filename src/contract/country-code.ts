import { ISO_3166_1_ALPHA_2 } from "./iso-3166-1-alpha-2";
import { fail, pass, pyField, type PyCheck } from "./pydantic/py-field";
import { valueError } from "./pydantic/py-issue";
import { checkPyStr } from "./pydantic/py-str";

/** The ISO 3166-1 alpha-2 codes assigned to a country, sorted: the codes a contact may give. */
export const COUNTRY_CODES = ISO_3166_1_ALPHA_2;

const ASSIGNED = new Set(COUNTRY_CODES);

/**
 * Two-letter codes people write for a country that ISO assigns another code to: the codes ISO
 * reserves for that country or for a part of it (UK is reserved at the United Kingdom's request;
 * Ceuta, the Canary Islands, Ascension… have their own reservations), the codes of countries
 * renamed with a single successor (Burma, Zaire, East Timor…) and Greece's code in EU usage
 * (EL). Codes whose country split in several (YU, CS, SU, AN) get no suggestion.
 */
export const COUNTRY_CODE_FIXES: Readonly<Record<string, string>> = {
  UK: "GB",
  EL: "GR",
  AC: "SH",
  BU: "MM",
  CP: "FR",
  CQ: "GG",
  DD: "DE",
  DG: "IO",
  EA: "ES",
  FX: "FR",
  HV: "BF",
  IC: "ES",
  NH: "VU",
  TA: "SH",
  TP: "TL",
  YD: "YE",
  ZR: "CD",
};

const ASCII_LETTERS = /^[A-Za-z]{2}$/;

/** The `ctx.error` for a code that is not assigned, with the code to use when one is known. */
function countryCodeProblem(code: string): string {
  const upper = ASCII_LETTERS.test(code) ? code.toUpperCase() : code;
  const fix = COUNTRY_CODE_FIXES[upper];
  return fix
    ? `country must be an assigned ISO 3166-1 alpha-2 code: use ${fix}, not ${upper}`
    : "country must be an assigned ISO 3166-1 alpha-2 code, such as US, GB or DE";
}

/**
 * Checks a contact's country: a string of exactly two characters (pydantic's
 * `string_too_short`/`string_too_long` otherwise), then two ASCII letters that, in capitals, are
 * an assigned ISO 3166-1 alpha-2 code (a `value_error` otherwise). Returns the code in capitals.
 */
function checkCountryCode(input: unknown): PyCheck<string> {
  const str = checkPyStr(input, { min: 2, max: 2 });
  if (!str.ok) return str;
  const code = str.value.toUpperCase();
  if (ASCII_LETTERS.test(str.value) && ASSIGNED.has(code)) return pass(code);
  return fail(valueError(input, countryCodeProblem(str.value)));
}

/** A contact's `country`: an assigned ISO 3166-1 alpha-2 code, stored in capitals. */
export const CountryCode = pyField(checkCountryCode, {
  type: "string",
  minLength: 2,
  maxLength: 2,
  description:
    "ISO 3166-1 alpha-2 code assigned to a country (GB, not UK); lowercase is accepted and " +
    "stored in capitals.",
});

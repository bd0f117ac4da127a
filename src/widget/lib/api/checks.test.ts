import { describe, expect, it } from "vitest";
import { regexes } from "zod/v4/core";
import { AvailabilityResult, SuggestionList } from "../../../contract/availability-result";
import { HostedAction } from "../../../contract/hosted-action";
import { HostedSessionInfo } from "../../../contract/hosted-session-info";
import { COLOR_SCHEMES, FONT_FAMILIES } from "../../../contract/theme-options";
import { AvailabilityResultCheck, SuggestionListCheck } from "./availability-check";
import { DATETIME_PATTERN, UUID_PATTERN, type Parser } from "./checks";
import { HostedSessionInfoCheck } from "../session/session-check";

/**
 * The hand checks of the start-up path say what the contract's schemas say: same verdict on every
 * sample, same data when valid. Samples: a valid answer, then each field in turn replaced by other
 * values (valid and not) or left out, and unknown keys added.
 */

type Sample = Record<string, unknown>;
type Variants = Record<string, unknown[]>;

const ABSENT = Symbol("absent");
const WRONG_TYPES = [null, undefined, ABSENT, 0, 1.5, true, "", "x", [], {}];

function* samples(valid: Sample, variants: Variants): Generator<unknown> {
  yield valid;
  yield { ...valid, unknown_key: 1 };
  for (const key of Object.keys(valid))
    for (const value of [...WRONG_TYPES, ...(variants[key] ?? [])]) {
      const copy: Sample = { ...valid };
      if (value === ABSENT) delete copy[key];
      else copy[key] = value;
      yield copy;
    }
  for (const other of [null, "text", 1, [valid]]) yield other;
}

function agree<T>(check: Parser<T>, schema: { safeParse(v: unknown): unknown }, sample: unknown) {
  const expected = schema.safeParse(sample) as { success: boolean; data?: unknown };
  const actual = check.safeParse(sample);
  expect({ sample, success: actual.success }).toEqual({ sample, success: expected.success });
  if (actual.success) expect(actual.data).toEqual(expected.data);
  return expected.success;
}

const THEME_VALID: Sample = {
  primary_color: "#1b1f5e",
  logo_url: "https://cdn.example/logo.svg",
  brand_name: "Night Co",
  color_scheme: "dark",
  radius: 4,
  font_family: "serif",
};
const THEME_VARIANTS: Variants = {
  color_scheme: [...COLOR_SCHEMES, "sepia"],
  font_family: [...FONT_FAMILIES, "comic"],
  radius: [0, -3, 24, 2 ** 53, Infinity, NaN, "4"],
};

const SESSION_VALID: Sample = {
  session_id: "5f0c6a3e-8d1b-4c2a-9e7f-0a1b2c3d4e5f",
  livemode: false,
  allowed_actions: ["domain_search"],
  theme: THEME_VALID,
  expires_at: "2026-11-23T19:00:00.000Z",
  organization: { name: "Partner Inc" },
  external_account_id: "acct-1",
  allowed_origins: ["https://partner.example"],
  locale: "de-DE",
  renewal_payment: "organization",
  registration_agreement_url: null,
};
const SESSION_VARIANTS: Variants = {
  livemode: [true, "false", 0, null],
  session_id: [
    "5F0C6A3E-8D1B-4C2A-9E7F-0A1B2C3D4E5F",
    "5f0c6a3e-8d1b-0c2a-9e7f-0a1b2c3d4e5f",
    "5f0c6a3e-8d1b-4c2a-1e7f-0a1b2c3d4e5f",
    "00000000-0000-0000-0000-000000000000",
    "5f0c6a3e8d1b4c2a9e7f0a1b2c3d4e5f",
  ],
  allowed_actions: [
    HostedAction.options,
    ...HostedAction.options.map((a) => [a]),
    ["domain_search", "fly"],
    [1],
  ],
  theme: [
    {},
    { ...THEME_VALID, extra: 1 },
    ...Object.keys(THEME_VALID).flatMap((key) =>
      [...WRONG_TYPES, ...(THEME_VARIANTS[key] ?? [])].map((value) => {
        const theme: Sample = { ...THEME_VALID };
        if (value === ABSENT) delete theme[key];
        else theme[key] = value;
        return theme;
      }),
    ),
  ],
  expires_at: [
    "2026-11-23T19:00:00Z",
    "2026-11-23T19:00:00+02:00",
    "2026-11-23T19:00:00.123456-05:30",
    "2026-11-23T19:00Z",
    "2026-11-23T19:00:00",
    "2026-11-23 19:00:00Z",
    "2028-02-29T00:00:00Z",
    "2027-02-29T00:00:00Z",
    "2026-13-01T00:00:00Z",
    "2026-11-23T24:00:00Z",
    "2026-11-23T19:00:00+24:00",
  ],
  organization: [{ name: "" }, { name: 1 }, { name: "A", extra: true }],
  allowed_origins: [["a", "b"], [1], ["a", null]],
  renewal_payment: ["card", "wire", null],
  registration_agreement_url: ["https://registrar.example/agreement", 1],
};

const RESULT_VALID: Sample = {
  domain: "acme-rockets.com",
  domain_unicode: "acme-rockets.com",
  available: false,
  premium: true,
  price: "12.99",
  renewal_price: "14.00",
  currency: "USD",
  reason: "registered",
};
const RESULT_VARIANTS: Variants = {
  price: ["12", "-1.5", "+.5", "12.", "1e3", "12,99", " 12"],
  renewal_price: ["0.001", "abc"],
  reason: ["unsupported_suffix", "reserved", "taken"],
};

describe("hand checks of the start-up answers", () => {
  it("use zod's own patterns for uuid and ISO date-times with an offset", () => {
    expect(UUID_PATTERN.source).toBe(regexes.uuid().source);
    expect(DATETIME_PATTERN.source).toBe(regexes.datetime({ offset: true }).source);
  });

  it("HostedSessionInfo: the check and the contract agree", () => {
    let valid = 0;
    let invalid = 0;
    for (const sample of samples(SESSION_VALID, SESSION_VARIANTS))
      if (agree(HostedSessionInfoCheck, HostedSessionInfo, sample)) valid++;
      else invalid++;
    // Both kinds are exercised, not only one.
    expect(valid).toBeGreaterThan(20);
    expect(invalid).toBeGreaterThan(50);
  });

  it("AvailabilityResult and SuggestionList: the checks and the contract agree", () => {
    const verdicts = [...samples(RESULT_VALID, RESULT_VARIANTS)].map((sample) =>
      agree(AvailabilityResultCheck, AvailabilityResult, sample),
    );
    expect(verdicts.filter(Boolean).length).toBeGreaterThan(5);
    expect(verdicts.filter((v) => !v).length).toBeGreaterThan(20);
    const lists = samples(
      { query: "acme", items: [RESULT_VALID] },
      {
        items: [
          [],
          [RESULT_VALID, { ...RESULT_VALID, price: "x" }],
          [{ ...RESULT_VALID, reason: undefined }],
        ],
      },
    );
    for (const sample of lists) agree(SuggestionListCheck, SuggestionList, sample);
  });
});

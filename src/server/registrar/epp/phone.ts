/**
 * E.164 numbers in EPP's form `+CC.NUMBER` (RFC 5733 `e164StringType`). Country calling
 * codes are a prefix code, so the code's length follows from its first digits: zones 1 and
 * 7 are one digit, the listed two-digit codes are two, every other code is three.
 */
const TWO_DIGIT = new Set([
  "20",
  "27",
  "30",
  "31",
  "32",
  "33",
  "34",
  "36",
  "39",
  "40",
  "41",
  "43",
  "44",
  "45",
  "46",
  "47",
  "48",
  "49",
  "51",
  "52",
  "53",
  "54",
  "55",
  "56",
  "57",
  "58",
  "60",
  "61",
  "62",
  "63",
  "64",
  "65",
  "66",
  "81",
  "82",
  "84",
  "86",
  "90",
  "91",
  "92",
  "93",
  "94",
  "95",
  "98",
]);

/** `+14155550100` → `+1.4155550100`; undefined when the text is no international number. */
export function toEppPhone(phone: string): string | undefined {
  const trimmed = phone.trim();
  const dotted = /^\+(\d{1,3})\.(\d{1,14})$/.exec(trimmed.replace(/[\s()-]/g, ""));
  if (dotted) return `+${dotted[1]}.${dotted[2]}`;
  if (!trimmed.startsWith("+")) return undefined;
  const digits = trimmed.slice(1).replace(/[\s().-]/g, "");
  if (!/^\d{4,15}$/.test(digits)) return undefined;
  const cc =
    digits[0] === "1" || digits[0] === "7"
      ? digits.slice(0, 1)
      : TWO_DIGIT.has(digits.slice(0, 2))
        ? digits.slice(0, 2)
        : digits.slice(0, 3);
  const rest = digits.slice(cc.length);
  return rest.length >= 1 && rest.length <= 14 ? `+${cc}.${rest}` : undefined;
}

import { callingCode, splitCallingCode } from "./calling-codes";

/** Regions whose numbers keep their leading 0 after the country code (Italy and its enclaves). */
const KEEPS_ZERO = new Set(["IT", "SM", "VA"]);

/**
 * The phone as the contract takes it: "+", the calling code and the digits, nothing else
 * ("+4930123456"). `number` is what the user typed: a national number ("030 123456", whose
 * trunk 0 is dropped) composed with `region`'s code, or a full international one ("+49 30…"
 * or "0049 30…"), kept as it is. Nothing typed gives "" (the contract then asks for a phone).
 */
export function composePhone(region: string, number: string): string {
  const typed = number.trim();
  if (!typed) return "";
  if (typed.startsWith("+")) return `+${typed.replace(/\D/g, "")}`;
  if (typed.startsWith("00")) return `+${typed.slice(2).replace(/\D/g, "")}`;
  const code = callingCode(region);
  let digits = typed.replace(/\D/g, "");
  if (!code) return digits || typed;
  if (!KEEPS_ZERO.has(region) && digits.startsWith("0")) digits = digits.slice(1);
  return `+${code}${digits}`;
}

/**
 * A composed phone back into the picker's region and the national digits (for a user coming
 * back to the step): `prefer` (the contact's country) wins among regions sharing the code.
 * Composing the result again gives the same phone.
 */
export function splitPhone(phone: string, prefer: string): { region: string; number: string } {
  if (!phone.startsWith("+")) return { region: prefer, number: phone };
  const digits = phone.slice(1);
  const found = splitCallingCode(digits, prefer);
  if (!found) return { region: prefer, number: phone };
  return { region: found.region, number: digits.slice(found.code.length) };
}

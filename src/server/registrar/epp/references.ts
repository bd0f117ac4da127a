import { createHash } from "node:crypto";

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

function base32(bytes: Buffer, chars: number): string {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5 && out.length < chars) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

const digest = (s: string) => createHash("sha256").update(s).digest();

/**
 * The registrant contact id at the registry for one registration (our reference, the order
 * id): `rg` and 14 base32 characters of its SHA-256 (16 characters, eppcom `clIDType`'s
 * maximum; 70 bits, so another registrar's id never matches by chance). A registration's
 * registrant is how the registry keeps our reference: `domain:info` shows it, so an
 * interrupted registration is recognised as ours.
 */
export function registrantIdFor(reference: string): string {
  return `rg${base32(digest(`registrant:${reference}`), 14)}`;
}

/** A client transaction id (eppcom `trIDStringType`: 3 to 64 characters). */
export function clTRID(action: string, key: string, attempt: number): string {
  const safeKey = /^[A-Za-z0-9-]{1,40}$/.test(key) ? key : base32(digest(key), 16);
  return `${action}-${safeKey}-${attempt}`.slice(0, 64);
}

import { createHash, randomBytes } from "node:crypto";

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

/**
 * A random tag for one EPP client (one start of one instance): 8 base32 characters (40 bits).
 * With it, clTRIDs never repeat across restarts and instances, though each counts from 1.
 */
export function clientTag(): string {
  return base32(randomBytes(5), 8);
}

/**
 * A client transaction id (eppcom `trIDStringType`: 3 to 64 characters, no spaces): the action,
 * the key (our reference or the name; its 16-character digest when it is long or has other
 * characters than letters, digits and hyphens), the client's tag and the client's count, e.g.
 * `create-<order id>-k4x7m2qa-12`. The tail makes it unique; the head makes it readable in a log.
 */
export function clTRID(action: string, key: string, tag: string, n: number): string {
  const tail = `-${tag}-${n}`;
  const head = action.replace(/[^A-Za-z0-9-]/g, "").slice(0, 16) || "cmd";
  const room = 64 - tail.length - head.length - 1;
  const safeKey = /^[A-Za-z0-9-]+$/.test(key) && key.length <= room ? key : base32(digest(key), 16);
  return `${head}-${safeKey}${tail}`.slice(0, 64);
}

import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** Prefixes make a leaked secret recognisable to secret scanners and to people. */
export const SECRET_PREFIX = {
  apiKey: "rk_",
  accessToken: "rat_",
  clientToken: "rct_",
  webhookSecret: "whsec_",
} as const;

/** A new random secret: prefix + 32 random bytes in base64url (256 bits). */
export function newSecret(prefix: string): string {
  return prefix + randomBytes(32).toString("base64url");
}

/** What is stored instead of the secret. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/** Constant-time comparison of a presented secret with a stored hash. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A short, non-secret label for listings: the prefix and the first characters. */
export function secretLabel(secret: string): string {
  return secret.slice(0, secret.indexOf("_") + 7);
}

import { createHash, randomBytes } from "node:crypto";

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

/** A short, non-secret label for listings: the prefix and the first characters. */
export function secretLabel(secret: string): string {
  return secret.slice(0, secret.indexOf("_") + 7);
}

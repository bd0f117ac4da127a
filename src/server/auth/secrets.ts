import { createHash, randomBytes } from "node:crypto";

/**
 * Prefixes make a leaked secret recognisable to secret scanners and to people. API keys also
 * say their mode ({@link apiKeyPrefix}); keys made before modes are plain `rk_…`.
 */
export const SECRET_PREFIX = {
  apiKey: "rk_",
  accessToken: "rat_",
  clientToken: "rct_",
  refreshToken: "rrt_",
  accountLink: "ral_",
  webhookSecret: "whsec_",
} as const;

/** `rk_live_` or `rk_test_`: a new API key's prefix in its mode. */
export const apiKeyPrefix = (livemode: boolean) =>
  `${SECRET_PREFIX.apiKey}${livemode ? "live" : "test"}_`;

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
  const head = /^(?:rk_(?:live|test)_|[a-z]+_)/.exec(secret)?.[0] ?? "";
  return secret.slice(0, head.length + 6);
}

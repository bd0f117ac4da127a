import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Webhook signing secrets at rest. The service must read them back to sign, so they cannot be
 * hashed like API keys; with `SECRETS_KEY` set they are stored sealed with AES-256-GCM, bound
 * to their endpoint's id (a sealed secret copied to another row does not open), so a copy of
 * the database alone reveals none. Without a key they are stored as they are (and read either
 * way, so a key can be introduced later: secrets created or rotated from then on are sealed).
 * Stored Idempotency-Key responses, which can hold such secrets, are sealed the same way,
 * bound to their row (`http/idempotency.ts`).
 */
const PREFIX = "enc:v1:";

/** The 32-byte key from `SECRETS_KEY` (base64), or undefined when it is not set. */
export type SecretsKey = Buffer | undefined;

export function sealSecret(plain: string, boundTo: string, key: SecretsKey): string {
  if (!key) return plain;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(boundTo));
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), sealed].map((b) => b.toString("base64url")).join(".")}`;
}

/** The secret as stored, opened; throws (without the secret) when it cannot be. */
export function openSecret(stored: string, boundTo: string, key: SecretsKey): string {
  if (!stored.startsWith(PREFIX)) return stored;
  if (!key) throw new Error("the signing secret is sealed and SECRETS_KEY is not set");
  const [iv, tag, sealed] = stored
    .slice(PREFIX.length)
    .split(".")
    .map((p) => Buffer.from(p, "base64url"));
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv!);
    decipher.setAAD(Buffer.from(boundTo));
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString("utf8");
  } catch {
    throw new Error("the signing secret does not open with SECRETS_KEY (another key?)");
  }
}

import { createHmac } from "node:crypto";

/** The header carrying a delivery's signature. */
export const SIGNATURE_HEADER = "Registrar-Signature";

const hmac = (secret: string, t: number, body: string) =>
  createHmac("sha256", secret).update(`${t}.${body}`, "utf8").digest("hex");

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, in the style of Stripe's; with
 * several secrets (the new and the previous one during a rotation's overlap) one `v1` each.
 * Receivers verify it with `@registrar/node` (`verifyWebhookSignature`), whose tests check it
 * against this function.
 * @example signPayload([current, previous], body, now) // "t=…,v1=<current's>,v1=<previous's>"
 */
export function signPayload(secrets: string | readonly string[], body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  const list = typeof secrets === "string" ? [secrets] : secrets;
  return [`t=${t}`, ...list.map((s) => `v1=${hmac(s, t, body)}`)].join(",");
}

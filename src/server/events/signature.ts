import { createHmac, timingSafeEqual } from "node:crypto";

/** The header carrying a delivery's signature. */
export const SIGNATURE_HEADER = "Registrar-Signature";

const hmac = (secret: string, t: number, body: string) =>
  createHmac("sha256", secret).update(`${t}.${body}`, "utf8").digest("hex");

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, in the style of Stripe's; with
 * several secrets (the new and the previous one during a rotation's overlap) one `v1` each.
 * @example signPayload([current, previous], body, now) // "t=…,v1=<current's>,v1=<previous's>"
 */
export function signPayload(secrets: string | readonly string[], body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  const list = typeof secrets === "string" ? [secrets] : secrets;
  return [`t=${t}`, ...list.map((s) => `v1=${hmac(s, t, body)}`)].join(",");
}

/**
 * Checks a `Registrar-Signature` header against the raw body (as received, before parsing):
 * true when one `v1` matches and `t` is within `toleranceSeconds` of `now` (replay guard).
 * @example
 * if (!verifySignature(secret, req.headers["registrar-signature"], rawBody)) return res.status(400);
 */
export function verifySignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  toleranceSeconds = 300,
  now: Date = new Date(),
): boolean {
  if (!header) return false;
  let t: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value] = part.trim().split("=", 2);
    if (key === "t" && value && /^\d+$/.test(value)) t = Number(value);
    if (key === "v1" && value) signatures.push(value);
  }
  if (t === undefined || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, t, body), "hex");
  return signatures.some((s) => {
    const given = Buffer.from(s, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

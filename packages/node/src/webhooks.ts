import { createHmac, timingSafeEqual } from "node:crypto";
import type { components } from "./schema.js";

/** The header of a webhook delivery that carries its signature. */
export const SIGNATURE_HEADER = "Registrar-Signature";

/** A webhook delivery's body, parsed. */
export type WebhookEvent = components["schemas"]["WebhookEvent"];

export type VerifyOptions = {
  /** How far `t` may be from now, in seconds (replay guard); default 300. */
  toleranceSeconds?: number;
  /** The clock; default now. */
  now?: Date;
};

/** Why a delivery was refused. */
export class WebhookSignatureError extends Error {
  override readonly name = "WebhookSignatureError";
}

const hex = (secret: string, t: string, body: Buffer) =>
  createHmac("sha256", secret)
    .update(Buffer.concat([Buffer.from(`${t}.`, "utf8"), body]))
    .digest();

/**
 * Checks a delivery: `header` is its `Registrar-Signature`,
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>[,v1=…]` (one `v1` per
 * secret of the endpoint while a rotation overlaps). Passes when `t` is within the tolerance
 * and one `v1` matches one of `secrets` (yours: pass the old and the new during your own
 * switch), compared in constant time. Throws `WebhookSignatureError` otherwise.
 * `body` is the raw body as received (string or bytes), never re-serialised JSON.
 */
export function verifyWebhookSignature(
  body: string | Uint8Array,
  header: string | null | undefined,
  secrets: string | readonly string[],
  options: VerifyOptions = {},
): void {
  if (!header) throw new WebhookSignatureError(`no ${SIGNATURE_HEADER} header`);
  let t: string | undefined;
  const given: Buffer[] = [];
  for (const part of header.split(",")) {
    const eq = part.indexOf("=");
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === "t" && /^\d+$/.test(value)) t = value;
    else if (key === "v1" && /^[0-9a-f]{64}$/i.test(value)) given.push(Buffer.from(value, "hex"));
  }
  if (t === undefined || given.length === 0)
    throw new WebhookSignatureError(`malformed ${SIGNATURE_HEADER} header`);
  const now = (options.now ?? new Date()).getTime() / 1000;
  if (Math.abs(now - Number(t)) > (options.toleranceSeconds ?? 300))
    throw new WebhookSignatureError("timestamp outside the tolerance");
  const raw = typeof body === "string" ? Buffer.from(body, "utf8") : Buffer.from(body);
  const list = typeof secrets === "string" ? [secrets] : secrets;
  let match = false;
  for (const secret of list) {
    const expected = hex(secret, t, raw);
    // Every pair is compared (no early exit), each in constant time.
    for (const g of given) if (timingSafeEqual(g, expected)) match = true;
  }
  if (!match) throw new WebhookSignatureError("no signature matches");
}

/**
 * Verifies a delivery (see `verifyWebhookSignature`) and returns its event.
 * @example
 * // Express: app.post("/hooks", express.raw({ type: "application/json" }), (req, res) => {
 * const event = constructWebhookEvent(req.body, req.get("Registrar-Signature"), secret);
 * if (event.type === "order.updated") …
 */
export function constructWebhookEvent(
  body: string | Uint8Array,
  header: string | null | undefined,
  secrets: string | readonly string[],
  options: VerifyOptions = {},
): WebhookEvent {
  verifyWebhookSignature(body, header, secrets, options);
  const text = typeof body === "string" ? body : Buffer.from(body).toString("utf8");
  return JSON.parse(text) as WebhookEvent;
}

import { createHmac, timingSafeEqual } from "node:crypto";
import type { components } from "./schema.js";

/** The header of a webhook delivery that carries its signature. */
export const SIGNATURE_HEADER = "Registrar-Signature";

/**
 * A webhook delivery's body, parsed: a union discriminated on `type`, so checking the type
 * narrows `data` to that type's payload.
 * @example
 * if (event.type === "order.updated") console.log(event.data.from, "→", event.data.to);
 */
export type WebhookEvent = components["schemas"]["WebhookEvent"];

/** Every event type (`"order.created" | "order.updated" | …`). */
export type WebhookEventType = WebhookEvent["type"];

/** The event of one type, e.g. `WebhookEventOf<"domain.renewed">`. */
export type WebhookEventOf<T extends WebhookEventType> = Extract<WebhookEvent, { type: T }>;

export type VerifyOptions = {
  /** How far `t` may be from now, in seconds (replay guard); default 300. */
  toleranceSeconds?: number;
  /** The clock; default now. */
  now?: Date;
};

/** Which check refused a delivery (`WebhookSignatureError.reason`). */
export type WebhookSignatureErrorReason =
  /** The body given is not a string or bytes (a parsed object, say): it cannot be checked. */
  | "payload_not_raw"
  /** No `Registrar-Signature` header. */
  | "no_header"
  /** The header is not `t=<unix seconds>,v1=<64 hex digits>[,v1=…]`. */
  | "malformed_header"
  /** `t` is further from now than the tolerance (`toleranceSeconds`, `ageSeconds`). */
  | "timestamp_outside_tolerance"
  /** No `v1` is the signature of this body with these secrets. */
  | "no_matching_signature";

/** What a `WebhookSignatureError` says beyond its message. */
export type WebhookSignatureErrorDetails = {
  reason: WebhookSignatureErrorReason;
  /** With `timestamp_outside_tolerance`: the tolerance applied, in seconds. */
  toleranceSeconds?: number;
  /** With `timestamp_outside_tolerance`: now minus `t`, in whole seconds (negative: ahead). */
  ageSeconds?: number;
};

/** The hint given when the body cannot be, or may not be, what was signed. */
const RAW_BODY_HINT =
  'did you pass the raw request body, unparsed? (e.g. express.raw({ type: "application/json" }); ' +
  "JSON parsed and serialised again differs from what was signed)";

/**
 * Why a delivery was refused: `reason` names the check that failed, and the message says what
 * was found (the tolerance and the age of the timestamp; whether the raw body was passed).
 * @example
 * if (err instanceof WebhookSignatureError && err.reason === "timestamp_outside_tolerance")
 *   console.warn(`delivery ${err.ageSeconds} s old; is this machine's clock right?`);
 */
export class WebhookSignatureError extends Error {
  override readonly name = "WebhookSignatureError";
  /** Which check failed (undefined only for an error made without details). */
  readonly reason: WebhookSignatureErrorReason | undefined;
  /** With `timestamp_outside_tolerance`: the tolerance applied, in seconds. */
  readonly toleranceSeconds: number | undefined;
  /** With `timestamp_outside_tolerance`: now minus `t`, in whole seconds (negative: ahead). */
  readonly ageSeconds: number | undefined;

  constructor(message: string, details?: WebhookSignatureErrorDetails) {
    super(message);
    this.reason = details?.reason;
    this.toleranceSeconds = details?.toleranceSeconds;
    this.ageSeconds = details?.ageSeconds;
  }
}

const hex = (secret: string, t: string, body: Buffer) =>
  createHmac("sha256", secret)
    .update(Buffer.concat([Buffer.from(`${t}.`, "utf8"), body]))
    .digest();

const isRaw = (body: unknown): body is string | Uint8Array =>
  typeof body === "string" || body instanceof Uint8Array;

const rawBytes = (body: string | Uint8Array) =>
  typeof body === "string" ? Buffer.from(body, "utf8") : Buffer.from(body);

/** What was passed instead of the raw body, for the message. */
const kindOf = (body: unknown) =>
  body === null ? "null" : Array.isArray(body) ? "an array" : `a value of type ${typeof body}`;

/** A header shown in a message: at most 100 characters. */
const quote = (header: string) =>
  JSON.stringify(header.length > 100 ? `${header.slice(0, 100)}…` : header);

/**
 * Checks a delivery: `header` is its `Registrar-Signature`,
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>[,v1=…]` (one `v1` per
 * secret of the endpoint while a rotation overlaps). Passes when `t` is within the tolerance
 * and one `v1` matches one of `secrets` (yours: pass the old and the new during your own
 * switch), compared in constant time. Throws `WebhookSignatureError` otherwise, its `reason`
 * naming the check that failed.
 * `body` is the raw body as received (string or bytes), never re-serialised JSON.
 */
export function verifyWebhookSignature(
  body: string | Uint8Array,
  header: string | null | undefined,
  secrets: string | readonly string[],
  options: VerifyOptions = {},
): void {
  // Callers in JavaScript (or past a cast) may hand over the parsed body.
  if (!isRaw(body as unknown)) {
    throw new WebhookSignatureError(
      `the body must be the raw request body, a string or bytes (a Buffer), not ${kindOf(body)}: ${RAW_BODY_HINT}`,
      { reason: "payload_not_raw" },
    );
  }
  if (!header) {
    throw new WebhookSignatureError(
      `no ${SIGNATURE_HEADER} header: pass the delivery's ${SIGNATURE_HEADER} header (e.g. req.get("${SIGNATURE_HEADER}"))`,
      { reason: "no_header" },
    );
  }
  let t: string | undefined;
  const given: Buffer[] = [];
  for (const part of header.split(",")) {
    const eq = part.indexOf("=");
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === "t" && /^\d+$/.test(value)) t = value;
    else if (key === "v1" && /^[0-9a-f]{64}$/i.test(value)) given.push(Buffer.from(value, "hex"));
  }
  if (t === undefined || given.length === 0) {
    const missing = t === undefined ? "t=<unix seconds>" : "v1=<64 hex digits>";
    throw new WebhookSignatureError(
      `malformed ${SIGNATURE_HEADER} header: no ${missing} in ${quote(header)} (expected t=<unix seconds>,v1=<64 hex digits>[,v1=…])`,
      { reason: "malformed_header" },
    );
  }
  const now = (options.now ?? new Date()).getTime() / 1000;
  const toleranceSeconds = options.toleranceSeconds ?? 300;
  if (Math.abs(now - Number(t)) > toleranceSeconds) {
    const ageSeconds = Math.trunc(now - Number(t));
    const age =
      ageSeconds >= 0 ? `${ageSeconds} s old` : `${-ageSeconds} s ahead of this machine's clock`;
    throw new WebhookSignatureError(
      `timestamp outside the tolerance: the signature's t=${t} is ${age}, the tolerance is ${toleranceSeconds} s (toleranceSeconds); a replay, or a clock out of step`,
      { reason: "timestamp_outside_tolerance", toleranceSeconds, ageSeconds },
    );
  }
  const raw = rawBytes(body);
  const list = typeof secrets === "string" ? [secrets] : secrets;
  let match = false;
  for (const secret of list) {
    const expected = hex(secret, t, raw);
    // Every pair is compared (no early exit), each in constant time.
    for (const g of given) if (timingSafeEqual(g, expected)) match = true;
  }
  if (!match) {
    const count = list.length === 1 ? "the secret" : `any of the ${list.length} secrets`;
    throw new WebhookSignatureError(
      `no signature matches: no v1 of the header is this body's signature with ${count} given; ${RAW_BODY_HINT} Otherwise check the secret (the endpoint's whsec_…; during a rotation pass both, [new, old])`,
      { reason: "no_matching_signature" },
    );
  }
}

/**
 * A `Registrar-Signature` header for `payload`, as the service signs a delivery: for your tests
 * of the code that receives webhooks (pass it with the payload to `constructWebhookEvent`).
 * `timestamp` is in unix seconds (default now); several secrets give one `v1` each, as during a
 * rotation's overlap.
 * @example
 * const payload = JSON.stringify({ id: "evt_1", type: "order.updated", created_at, data });
 * const header = generateTestHeaderString({ payload, secret: "whsec_test" });
 * await request(app).post("/hooks").set("Registrar-Signature", header).send(payload);
 */
export function generateTestHeaderString(options: {
  payload: string | Uint8Array;
  secret: string | readonly string[];
  timestamp?: number;
}): string {
  const { payload, secret } = options;
  if (!isRaw(payload as unknown)) {
    throw new TypeError(`payload must be a string or bytes, not ${kindOf(payload)}`);
  }
  const t = String(Math.floor(options.timestamp ?? Date.now() / 1000));
  const list = typeof secret === "string" ? [secret] : secret;
  const raw = rawBytes(payload);
  return [`t=${t}`, ...list.map((s) => `v1=${hex(s, t, raw).toString("hex")}`)].join(",");
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
  const text = typeof body === "string" ? body : rawBytes(body).toString("utf8");
  return JSON.parse(text) as WebhookEvent;
}

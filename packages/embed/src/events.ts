/**
 * The catalogue of the widget's events: for each event type, the shapes its `payload` may take.
 * It is the one source of both the TypeScript types (`WidgetEvent`, a union discriminated on
 * `type`, derived below) and the run-time check `checkWidgetEvent`, which the widget's tests and
 * the end-to-end tests run on every event the widget really posts. The loader itself does not
 * import it (it relays what the widget's own origin sends, and stays small).
 *
 * A field is `"string"`, `"number"` or `"boolean"`, with `|null` when it may be null and a
 * trailing `?` when it may be absent, or the list of the strings it may be. A payload may carry
 * more fields than listed (a newer widget may add some: ignore what you do not know).
 */

/** The order statuses `order.created` and `order.updated` carry (the API's `DomainOrderStatus`). */
const ORDER_STATUSES = [
  "pending",
  "ready_to_process",
  "price_changed",
  "processing",
  "completed",
  "failed",
  "cancelled",
  "refunded",
] as const;

export const WIDGET_EVENTS = {
  /** The widget answered the loader: once per mounted widget. */
  ready: [{}],
  /**
   * The widget read its session (once per page of the widget: an embedded widget pays in a
   * popup, so once per mount): `livemode` is false in test mode, where nothing is real.
   */
  "session.loaded": [{ livemode: "boolean" }],
  /** The content's settled height in CSS pixels (the loader sizes the iframe with it). */
  resize: [{ height: "number" }],
  /** The user searched for a name. */
  search: [{ query: "string" }],
  /** An order was placed (`event_id`: its webhook event's id; `livemode`: the session's mode). */
  "order.created": [
    { order_id: "string", status: ORDER_STATUSES, event_id: "string", livemode: "boolean" },
  ],
  /**
   * Each status of an order the widget sees; `domain` is the name ordered, and a completed
   * order carries `expires_at`, the registration's expiry (ISO 8601); `livemode`: the session's
   * mode (false in test mode).
   */
  "order.updated": [
    {
      order_id: "string",
      status: ORDER_STATUSES,
      event_id: "string|null",
      domain: "string",
      expires_at: "string?",
      livemode: "boolean",
    },
  ],
  /** A domain was renewed for `years`. */
  "domain.renewed": [{ domain: "string", years: "number", event_id: "string" }],
  /** A domain in redemption was restored; `expires_at`: its expiry after the restore (ISO 8601). */
  "domain.restored": [{ domain: "string", expires_at: "string" }],
  /** A DNS record was created, updated or deleted, or the nameservers were changed. */
  "dns.changed": [
    {
      domain: "string",
      action: ["created", "updated", "deleted"],
      record_id: "string",
      event_id: "string|null",
    },
    { domain: "string", action: ["nameservers"] },
  ],
  /** The session ends soon (the widget shows a warning). */
  "session.expiring": [{ expires_at: "string" }],
  /**
   * The session ended: `expired` (its time ran out) or `revoked` (refused before its expiry:
   * revoked, or its token replaced).
   */
  "session.expired": [{ reason: ["expired", "revoked", "?"] }],
  /**
   * Something failed: from the widget `network`, `service_error` (with the HTTP `status`),
   * `invalid_session`; from the loader `protocol_version`, `token_refresh_failed`,
   * `origin_not_allowed` (with the page's `origin`); from `@registrar/react` `loader_failed`.
   */
  error: [
    { code: ["network", "service_error"], status: "number" },
    { code: ["invalid_session", "token_refresh_failed"] },
    { code: ["protocol_version"], widget_version: "number" },
    { code: ["origin_not_allowed"], origin: "string" },
    { code: ["loader_failed"], message: "string" },
  ],
  /** The user pressed the close button (only with `closable`). */
  close: [{}],
} as const;

type Kind = "string" | "number" | "boolean";
type KindOf<K> = K extends "string"
  ? string
  : K extends "number"
    ? number
    : K extends "boolean"
      ? boolean
      : K extends `${infer A extends Kind}|null`
        ? KindOf<A> | null
        : never;
/** A field's optional marker: a trailing `?`, or `"?"` in a list of strings. */
type IsOptional<F> = F extends `${string}?`
  ? true
  : F extends readonly string[]
    ? "?" extends F[number]
      ? true
      : false
    : false;
type FieldType<F> = F extends readonly string[]
  ? Exclude<F[number], "?">
  : F extends `${infer K}?`
    ? KindOf<K>
    : KindOf<F>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type PayloadOf<S> = Simplify<
  { -readonly [K in keyof S as IsOptional<S[K]> extends true ? never : K]: FieldType<S[K]> } & {
    -readonly [K in keyof S as IsOptional<S[K]> extends true ? K : never]?: FieldType<S[K]>;
  }
>;

/** The events the widget posts to its host page (`registrar:<type>` in the drop-in mode). */
export type WidgetEventType = keyof typeof WIDGET_EVENTS;
/** What an event of type `T` carries. */
export type WidgetEventPayload<T extends WidgetEventType> = PayloadOf<
  (typeof WIDGET_EVENTS)[T][number]
>;
/** An event of the widget: one member per type, so `type` narrows `payload`. */
export type WidgetEvent = {
  [T in WidgetEventType]: { type: T; payload: WidgetEventPayload<T> };
}[WidgetEventType];

function fieldProblem(spec: string | readonly string[], value: unknown): string | null {
  if (typeof spec !== "string") {
    if (value === undefined) return spec.includes("?") ? null : "is missing";
    return typeof value === "string" && value !== "?" && spec.includes(value)
      ? null
      : `is ${JSON.stringify(value)}, not one of ${spec.filter((s) => s !== "?").join(", ")}`;
  }
  const optional = spec.endsWith("?");
  const [kind, nullable] = spec.replace(/\?$/, "").split("|");
  if (value === undefined) return optional ? null : "is missing";
  if (value === null) return nullable ? null : "is null";
  return typeof value === kind ? null : `is a ${typeof value}, not a ${kind}`;
}

/**
 * What is wrong with an event against the catalogue: an empty list when `payload` is one of the
 * shapes of `type`, else why not (for each shape, its first failing field).
 * @example checkWidgetEvent("resize", { height: "12px" }) // ["height is a string, not a number"]
 */
export function checkWidgetEvent(type: string, payload: unknown): string[] {
  const shapes = (WIDGET_EVENTS as Record<string, readonly Record<string, unknown>[]>)[type];
  if (!shapes) return [`${JSON.stringify(type)} is not a widget event type`];
  if (typeof payload !== "object" || payload === null || Array.isArray(payload))
    return [`the payload of ${type} is not an object`];
  const problems: string[] = [];
  for (const shape of shapes) {
    const failing = Object.entries(shape)
      .map(([field, spec]) => {
        const problem = fieldProblem(
          spec as string | readonly string[],
          (payload as Record<string, unknown>)[field],
        );
        return problem && `${type}: ${field} ${problem}`;
      })
      .find(Boolean);
    if (!failing) return [];
    problems.push(failing);
  }
  return problems;
}

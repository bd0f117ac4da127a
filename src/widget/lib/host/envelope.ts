/**
 * What the widget accepts from the embed loader: the contract's `HostEnvelope`
 * (`contract/widget-messages.ts`), checked at run time by `parseHostToWidget` (pinned to it by
 * `test/contract/widget-messages.test.ts`); `init`'s payload may carry more than the widget reads.
 */
export type HostToWidget =
  | {
      source: "registrar-widget";
      version: 1;
      instance: string;
      type: "init";
      /** Other keys are kept (a newer loader may send more). */
      payload: { token?: string; closable?: boolean; [key: string]: unknown };
    }
  | {
      source: "registrar-widget";
      version: 1;
      instance: string;
      type: "token";
      payload: { token: string };
    };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isToken = (v: unknown): v is string => typeof v === "string" && v.length > 0;

/**
 * Checks a posted message against the envelope (by hand, so the entry chunk carries no schema
 * library): the message itself, or null when it is not one. Unknown top-level keys are dropped,
 * unknown `init` payload keys kept; a missing `init` payload is `{}`.
 */
export function parseHostToWidget(data: unknown): HostToWidget | null {
  if (!isRecord(data)) return null;
  const { source, version, instance, type, payload } = data;
  if (source !== "registrar-widget" || version !== 1 || typeof instance !== "string") return null;
  if (type === "init") {
    const p = payload === undefined ? {} : payload;
    if (!isRecord(p)) return null;
    if (p.token !== undefined && !isToken(p.token)) return null;
    if (p.closable !== undefined && typeof p.closable !== "boolean") return null;
    return { source, version, instance, type, payload: { ...p } };
  }
  if (type === "token") {
    if (!isRecord(payload) || !isToken(payload.token)) return null;
    return { source, version, instance, type, payload: { token: payload.token } };
  }
  return null;
}

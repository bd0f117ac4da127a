/**
 * The postMessage protocol between the embed loader on the host page (packages/embed, which
 * keeps its own copy of these types, pinned to these) and the widget in its iframe
 * (`src/widget/lib/host-events.ts`), DESIGN.md "Widget ↔ host page": every message is an envelope of this source, version and loader instance, told
 * apart by `type`. The loader imports these types only (it ships no contract code); its own
 * run-time list of event types, the widget's schema of what it accepts and the demo page's
 * list are pinned to them by `widget-messages.test.ts`.
 */

/** Who sent an envelope: always this string, so other messages on the page are ignored. */
export type WidgetMessageSource = "registrar-widget";
/** The protocol's version; a widget of another version answers with an `error` event. */
export type WidgetProtocolVersion = 1;

/** The events the widget posts to its host page (`registrar:<type>` in the drop-in mode). */
export type WidgetEventType =
  | "ready"
  | "resize"
  | "search"
  | "order.created"
  | "order.updated"
  | "domain.renewed"
  | "dns.changed"
  | "session.expiring"
  | "session.expired"
  | "error"
  | "close";

type Envelope<T extends string, P> = {
  source: WidgetMessageSource;
  version: WidgetProtocolVersion;
  /** The loader's id for one mounted widget, so two widgets on a page never mix messages. */
  instance: string;
  type: T;
  payload: P;
};

/** An event the widget posts to its host page: one member per event type. */
export type WidgetEnvelope = {
  [T in WidgetEventType]: Envelope<T, Record<string, unknown>>;
}[WidgetEventType];

/**
 * What the loader posts to the widget: `init` once the iframe loads (repeated until the
 * widget answers `ready`), with the client token when the page URL had none and `closable`
 * when the host page wants a close button; `token` later, with a fresh client token.
 */
export type HostEnvelope =
  | Envelope<"init", { mode?: string; token?: string; closable?: boolean }>
  | Envelope<"token", { token: string }>;

/** The types of message the loader posts. */
export type HostMessageType = HostEnvelope["type"];

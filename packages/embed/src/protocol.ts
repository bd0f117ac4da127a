/**
 * The postMessage protocol between this loader and the widget in its iframe: every message is
 * an envelope of this source, version and loader instance, told apart by `type`. This is the
 * protocol's one definition (each event's payload in the catalogue of `events.ts`): the
 * service's contract (`src/contract/widget-messages.ts`) re-exports these types.
 */
import type { WidgetEventPayload, WidgetEventType } from "./events.js";

/** Who sent an envelope: always this string, so other messages on the page are ignored. */
export type WidgetMessageSource = "registrar-widget";
/** The protocol's version; a widget of another version answers with an `error` event. */
export type WidgetProtocolVersion = 1;

export type { WidgetEvent, WidgetEventPayload, WidgetEventType } from "./events.js";

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
  [T in WidgetEventType]: Envelope<T, WidgetEventPayload<T>>;
}[WidgetEventType];

/**
 * What the loader posts to the widget: `init` once the iframe loads (repeated until the
 * widget answers `ready`), `token` later, with a fresh client token.
 */
export type HostEnvelope =
  | Envelope<"init", { mode?: string; token?: string; closable?: boolean }>
  | Envelope<"token", { token: string }>;

/** The types of message the loader posts. */
export type HostMessageType = HostEnvelope["type"];

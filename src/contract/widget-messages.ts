/**
 * The postMessage protocol between the embed loader on the host page and the widget in its
 * iframe (`src/widget/lib/host/host-events.ts`), docs/embedding.md (the loader's events, the widget's host messages): every message is an
 * envelope of this source, version and loader instance, told apart by `type`. Its one
 * definition is the embed package's (`packages/embed/src/protocol.ts`: a published package
 * imports nothing of the service, so the arrow points from here to it); these are its types,
 * re-exported for the widget and the server (types only: no code). The widget's schema of what
 * it accepts and the demo page's list are pinned to them by `widget-messages.test.ts`.
 */
export type {
  HostEnvelope,
  WidgetEnvelope,
  WidgetEvent,
  WidgetEventPayload,
  WidgetEventType,
} from "../../packages/embed/src/protocol";

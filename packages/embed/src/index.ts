/**
 * `@registrar/embed`: the domain widget's loader as a module. `mount` puts the widget's iframe
 * in an element; `scan` mounts every `data-registrar-*` element. Importing it touches no DOM.
 * The events' types come from the catalogue of `@registrar/embed/events` (`WIDGET_EVENTS`, each
 * type's payload, and `checkWidgetEvent`, its run-time check), a subpath of its own so that the
 * loader's code stays small.
 */
export { mount, scan, PROTOCOL_VERSION } from "./mount.js";
export type {
  CommonMountOptions,
  MountOptions,
  RegistrarWidgetApi,
  RelayedEventType,
  UpdateOptions,
  WidgetEvent,
  WidgetExit,
  WidgetExitReason,
  WidgetHandle,
  WidgetSuccess,
} from "./mount.js";
export type { WidgetEventPayload } from "./events.js";
export type { HostEnvelope, WidgetEventType, WidgetProtocolVersion } from "./protocol.js";

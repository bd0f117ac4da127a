/**
 * `@registrar/embed`: the domain widget's loader as a module. `mount` puts the widget's iframe
 * in an element; `scan` mounts every `data-registrar-*` element. Importing it touches no DOM.
 */
export { mount, scan, PROTOCOL_VERSION } from "./mount.js";
export type {
  CommonMountOptions,
  MountOptions,
  RegistrarWidgetApi,
  RelayedEventType,
  UpdateOptions,
  WidgetEvent,
  WidgetHandle,
} from "./mount.js";
export type { HostEnvelope, WidgetEventType, WidgetProtocolVersion } from "./protocol.js";

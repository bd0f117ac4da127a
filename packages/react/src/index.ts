/** `@registrar/react`: the domain widget as a React component and hook. */
export { RegistrarWidget, type RegistrarWidgetProps } from "./registrar-widget.js";
export { useRegistrarWidget, type RegistrarWidgetOptions } from "./use-registrar-widget.js";
export { loadRegistrarWidget } from "./load-loader.js";
export type {
  MountOptions,
  WidgetEvent,
  WidgetEventPayload,
  WidgetEventType,
  WidgetExit,
  WidgetExitReason,
  WidgetHandle,
  WidgetSuccess,
  RegistrarWidgetApi,
} from "@registrar/embed";

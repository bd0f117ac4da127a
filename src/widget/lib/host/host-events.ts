import type { Mode } from "./bootstrap";
import type {
  WidgetEnvelope,
  WidgetEvent,
  WidgetEventPayload,
  WidgetEventType,
} from "../../../contract/widget-messages";
import { parseHostToWidget, type HostToWidget } from "./envelope";

/**
 * `emit`'s arguments: the event's type and its payload as the catalogue describes it
 * (`packages/embed/src/events.ts`), which may be left out when every field is optional.
 */
export type EmitArgs<T extends WidgetEventType> =
  object extends WidgetEventPayload<T>
    ? [type: T, payload?: WidgetEventPayload<T>]
    : [type: T, payload: WidgetEventPayload<T>];

/** Posts events to the host page, and only to the one origin it knows the host has. */
export type HostEvents = {
  emit<T extends WidgetEventType>(...args: EmitArgs<T>): void;
  /** Starts listening for the loader's messages; returns the function that stops it. */
  listen(onMessage: (message: HostToWidget) => void): () => void;
  /** Tells the module which origins the session allows (from the session info). */
  setAllowedOrigins(origins: readonly string[]): void;
  /** The origin events go to, or null while unknown. */
  target(): string | null;
};

type Options = { mode: Mode; win: Window };

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * In embed mode the host origin is `init`'s `event.origin` (checked against allowed_origins when
 * the session lists any); a plain iframe without the loader uses the only allowed origin, or the
 * referrer's origin when it is allowed. The hosted page has no host to talk to (and in an
 * opener-less tab nothing listens), so it posts nothing. Never `"*"`.
 */
export function createHostEvents({ mode, win }: Options): HostEvents {
  let allowed: string[] = [];
  let hostOrigin: string | null = null;
  let instance = "";
  const queue: WidgetEvent[] = [];
  const parent = mode === "embed" && win.parent !== win ? win.parent : null;

  function flush() {
    if (!parent || !hostOrigin) return;
    for (const event of queue.splice(0)) {
      const envelope = {
        source: "registrar-widget",
        version: 1,
        instance,
        ...event,
      } satisfies WidgetEnvelope;
      parent.postMessage(envelope, hostOrigin);
    }
  }

  function isAllowed(origin: string): boolean {
    return allowed.length === 0 || allowed.includes(origin);
  }

  return {
    emit<T extends WidgetEventType>(...args: EmitArgs<T>) {
      const [type, payload = {}] = args;
      if (!parent) return;
      if (type === "resize") {
        // Only the latest size matters.
        const i = queue.findIndex((e) => e.type === "resize");
        if (i >= 0) queue.splice(i, 1);
      }
      queue.push({ type, payload } as WidgetEvent);
      flush();
    },
    listen(onMessage) {
      const handler = (event: MessageEvent) => {
        if (!parent || event.source !== parent) return;
        if (hostOrigin ? event.origin !== hostOrigin : !isAllowed(event.origin)) return;
        const message = parseHostToWidget(event.data);
        if (!message) return;
        if (!hostOrigin && message.type === "init") {
          hostOrigin = event.origin;
          instance = message.instance;
        }
        onMessage(message);
        flush();
      };
      win.addEventListener("message", handler);
      return () => win.removeEventListener("message", handler);
    },
    setAllowedOrigins(origins) {
      allowed = [...origins];
      if (hostOrigin && !isAllowed(hostOrigin)) hostOrigin = null;
      if (!hostOrigin && parent) {
        const referrer = win.document.referrer ? originOf(win.document.referrer) : null;
        if (allowed.length === 1) hostOrigin = allowed[0]!;
        else if (referrer && allowed.includes(referrer)) hostOrigin = referrer;
      }
      flush();
    },
    target: () => hostOrigin,
  };
}

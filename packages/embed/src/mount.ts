/**
 * The loader: creates the widget's iframe, sizes it to its content, hands it the client token,
 * renews the token through the partner's `fetchClientToken`, and relays the widget's events.
 * Plain TypeScript, no dependencies (the `/embed.js` built from it stays under 3 KB gzip).
 * Importing it touches no DOM (safe on a server); only `mount` and `scan` do.
 *
 * Safety: messages are posted only to the widget's origin, and accepted only from the
 * iframe's window, from that origin, in the versioned envelope of this instance.
 */

import type {
  HostEnvelope,
  HostMessageType,
  WidgetEventType,
  WidgetMessageSource,
  WidgetProtocolVersion,
} from "./protocol.js";

const SOURCE: WidgetMessageSource = "registrar-widget";
/** The postMessage protocol's version this loader speaks (the widget checks it, and it this). */
export const PROTOCOL_VERSION: WidgetProtocolVersion = 1;
const VERSION = PROTOCOL_VERSION;
/** The event types relayed (pinned to the contract's union by `widget-messages.test.ts`). */
const EVENT_TYPES = [
  "ready",
  "resize",
  "search",
  "order.created",
  "order.updated",
  "domain.renewed",
  "dns.changed",
  "session.expiring",
  "session.expired",
  "error",
  "close",
] as const satisfies readonly WidgetEventType[];
/** The event types this loader relays, for the test that pins them to the contract. */
export type RelayedEventType = (typeof EVENT_TYPES)[number];

/** An event of the widget: its type and what it carries (e.g. `order_id`, `event_id`). */
export type WidgetEvent = { type: WidgetEventType; payload: Record<string, unknown> };
/** What every mount takes, whichever way the session is given. */
export type CommonMountOptions = {
  /** Called when the session's token expires: return a new one (from `…/refresh`). */
  fetchClientToken?: () => Promise<string>;
  onEvent?: (event: WidgetEvent) => void;
  minHeight?: number;
  maxHeight?: number;
  title?: string;
  /** Show a close button in the widget; its click is the `close` event (you remove or hide it). */
  closable?: boolean;
};
/** The session's `embed_url` (token in its fragment), or its id and client token. */
export type MountOptions = CommonMountOptions &
  (
    | { url: string; sessionId?: never; clientToken?: never; baseUrl?: never }
    | {
        url?: never;
        sessionId: string;
        /** Without it, the widget waits for `fetchClientToken`'s first token. */
        clientToken?: string;
        /** The service's address; default this page's origin. */
        baseUrl?: string;
      }
  );
/** What the options that may change under a mounted widget are. */
export type UpdateOptions = Omit<CommonMountOptions, "title" | "closable">;
/** A mounted widget. */
export type WidgetHandle = {
  /** Removes the iframe and every listener. */
  destroy(): void;
  /** Changes callbacks and heights without reloading the iframe. */
  update(options: UpdateOptions): void;
  /** Listens to one event type (or `*`, every event); returns the function that stops it. */
  on(type: WidgetEventType | "*", listener: (event: WidgetEvent) => void): () => void;
};
/** `window.RegistrarWidget`, which `/embed.js` defines. */
export type RegistrarWidgetApi = {
  version: number;
  mount(el: Element, options: MountOptions): WidgetHandle;
  scan(root?: ParentNode): WidgetHandle[];
};

type Envelope = {
  source: string;
  version: number;
  instance: string;
  type: string;
  payload?: unknown;
};

function isEnvelope(d: unknown, instance: string): d is Envelope {
  if (typeof d !== "object" || d === null) return false;
  const e = d as Record<string, unknown>;
  return (
    e.source === SOURCE &&
    e.instance === instance &&
    typeof e.type === "string" &&
    (EVENT_TYPES as readonly string[]).includes(e.type) &&
    (e.payload === undefined || (typeof e.payload === "object" && e.payload !== null))
  );
}

let counter = 0;

/** What `mount` accepts at run time (the drop-in builds it from attributes). */
type LooseMountOptions = CommonMountOptions & {
  url?: string;
  sessionId?: string;
  clientToken?: string;
  baseUrl?: string;
};

function mountLoose(el: Element, options: LooseMountOptions): WidgetHandle {
  if (!options?.url && !options?.sessionId)
    throw new TypeError("RegistrarWidget.mount: pass `url` (embed_url) or `sessionId`");
  let opts = { ...options };
  const src =
    opts.url ?? `${(opts.baseUrl ?? "").replace(/\/+$/, "")}/embed/${opts.sessionId ?? ""}`;
  const url = new URL(src, location.href);
  // The token travels only in `init` messages (never in the frame's address), so it survives
  // the frame's navigation to the card checkout and back, and a refreshed token replaces it.
  let token = url.hash.startsWith("#token=")
    ? decodeURIComponent(url.hash.slice(7))
    : opts.clientToken;
  url.hash = "";
  const origin = url.origin;
  const instance = `rw${Date.now().toString(36)}${(counter++).toString(36)}`;
  const iframe = document.createElement("iframe");
  iframe.src = url.href;
  iframe.title = opts.title ?? "Domains";
  iframe.setAttribute("allow", "clipboard-write");
  iframe.style.cssText = `width:100%;border:0;display:block;height:${opts.minHeight ?? 420}px`;
  const listeners = new Map<string, Set<(e: WidgetEvent) => void>>();
  let ready = false;
  // `ready` reaches the page once per mounted widget: the frame's reloads (back from the card
  // checkout) and repeated answers to `init` are handshakes of the loader's own.
  let readyRelayed = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let destroyed = false;
  const queue: HostEnvelope[] = [];

  const post = <T extends HostMessageType>(
    type: T,
    payload: Extract<HostEnvelope, { type: T }>["payload"],
  ) => {
    const msg = { source: SOURCE, version: VERSION, instance, type, payload } as HostEnvelope;
    if (!ready && type !== "init") queue.push(msg);
    else iframe.contentWindow?.postMessage(msg, origin);
  };
  const emit = (event: WidgetEvent) => {
    opts.onEvent?.(event);
    for (const key of [event.type, "*"]) listeners.get(key)?.forEach((l) => l(event));
  };
  const sendInit = () =>
    post("init", {
      mode: "embed",
      ...(token && { token }),
      ...(opts.closable && { closable: true }),
    });

  const onMessage = (e: MessageEvent) => {
    if (e.source !== iframe.contentWindow || e.origin !== origin || !isEnvelope(e.data, instance))
      return;
    const payload = (e.data.payload ?? {}) as Record<string, unknown>;
    if (e.data.version !== VERSION) {
      emit({
        type: "error",
        payload: { code: "protocol_version", widget_version: e.data.version },
      });
      return;
    }
    if (e.data.type === "ready") {
      if (!ready) {
        ready = true;
        clearInterval(timer);
        queue.splice(0).forEach((m) => iframe.contentWindow?.postMessage(m, origin));
      }
      if (readyRelayed) return;
      readyRelayed = true;
    }
    if (e.data.type === "resize" && typeof payload.height === "number") {
      const h = Math.min(Math.max(payload.height, opts.minHeight ?? 0), opts.maxHeight ?? Infinity);
      iframe.style.height = `${Math.ceil(h)}px`;
    }
    if (e.data.type === "session.expired" && opts.fetchClientToken) {
      opts.fetchClientToken().then(
        (t) => {
          token = t;
          if (!destroyed) post("token", { token: t });
        },
        () => emit({ type: "error", payload: { code: "token_refresh_failed" } }),
      );
    }
    emit({ type: e.data.type as WidgetEventType, payload });
  };
  const onLoad = () => {
    // Every (re)load of the frame, e.g. back from the checkout, starts a new handshake.
    ready = false;
    clearInterval(timer);
    let tries = 0;
    sendInit();
    // Repeat until the widget answers `ready` (its script may start after `load`).
    timer = setInterval(() => (++tries > 50 ? clearInterval(timer) : sendInit()), 200);
  };

  window.addEventListener("message", onMessage);
  iframe.addEventListener("load", onLoad);
  el.appendChild(iframe);

  return {
    destroy() {
      destroyed = true;
      clearInterval(timer);
      window.removeEventListener("message", onMessage);
      iframe.removeEventListener("load", onLoad);
      iframe.remove();
      listeners.clear();
    },
    update(next) {
      opts = { ...opts, ...next };
    },
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener);
      listeners.set(type, set);
      return () => set.delete(listener);
    },
  };
}

/**
 * Mounts the widget's iframe in `el` and returns its handle.
 * @example
 * const widget = mount(document.getElementById("domains")!, { url: session.embed_url });
 * widget.on("order.created", (e) => console.log(e.payload.order_id));
 */
export const mount: (el: Element, options: MountOptions) => WidgetHandle = mountLoose;

/** Mounts every `[data-registrar-url]` / `[data-registrar-session]` element not yet mounted. */
export function scan(root: ParentNode = document): WidgetHandle[] {
  const handles: WidgetHandle[] = [];
  root
    .querySelectorAll<HTMLElement>("[data-registrar-url],[data-registrar-session]")
    .forEach((el) => {
      const d = el.dataset;
      if (d.registrarLoaded) return;
      d.registrarLoaded = "true";
      const num = (v?: string) => (v && Number.isFinite(Number(v)) ? Number(v) : undefined);
      const minHeight = num(d.registrarMinHeight);
      const maxHeight = num(d.registrarMaxHeight);
      handles.push(
        mountLoose(el, {
          ...(d.registrarUrl && { url: d.registrarUrl }),
          ...(d.registrarSession && { sessionId: d.registrarSession }),
          ...(d.registrarToken && { clientToken: d.registrarToken }),
          ...(d.registrarBase && { baseUrl: d.registrarBase }),
          ...(minHeight !== undefined && { minHeight }),
          ...(maxHeight !== undefined && { maxHeight }),
          ...(d.registrarClosable !== undefined && { closable: true }),
          onEvent: (event) =>
            el.dispatchEvent(
              new CustomEvent(`registrar:${event.type}`, { detail: event.payload, bubbles: true }),
            ),
        }),
      );
    });
  return handles;
}

declare global {
  interface Window {
    /** The loader `/embed.js` defines (the `./global` entry of this package does the same). */
    RegistrarWidget?: RegistrarWidgetApi;
  }
}

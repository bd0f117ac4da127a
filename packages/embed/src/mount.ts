/**
 * The loader: creates the widget's iframe, sizes it to its content, hands it the client token,
 * renews the token through the partner's `fetchClientToken`, and relays the widget's events.
 * Plain TypeScript, no dependencies (the `/embed.js` built from it stays under 3 KB gzip).
 * Importing it touches no DOM (safe on a server); only `mount` and `scan` do.
 *
 * Safety: messages are posted only to the widget's origin, and accepted only from the
 * iframe's window, from that origin, in the versioned envelope of this instance.
 */

import type { WidgetEvent, WidgetEventType } from "./events.js";
import type {
  HostEnvelope,
  HostMessageType,
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
  "session.loaded",
  "resize",
  "search",
  "order.created",
  "order.updated",
  "domain.renewed",
  "domain.restored",
  "dns.changed",
  "session.expiring",
  "session.expired",
  "error",
  "close",
] as const satisfies readonly WidgetEventType[];
/** The event types this loader relays, for the test that pins them to the contract. */
export type RelayedEventType = (typeof EVENT_TYPES)[number];

export type { WidgetEvent };
/** A completed order, for `onSuccess`. */
export type WidgetSuccess = {
  order_id: string;
  /** The domain name bought. */
  domain: string;
  /** The registration's expiry (ISO 8601). */
  expires_at: string | null;
};
/** Why the widget is done, for `onExit`. */
export type WidgetExitReason =
  "closed" | "expired" | "revoked" | "origin_not_allowed" | "invalid_session";
/** The end of a widget, for `onExit`: `origin` is the page's, for `origin_not_allowed`. */
export type WidgetExit = { reason: WidgetExitReason; origin?: string };
/** What every mount takes, whichever way the session is given. */
export type CommonMountOptions = {
  /** Called when the session's token expires: return a new one (from `…/refresh`). */
  fetchClientToken?: () => Promise<string>;
  /** Every event of the widget (those of `onSuccess` and `onExit` too), typed by `type`. */
  onEvent?: (event: WidgetEvent) => void;
  /** An order completed (once per order): its id, domain and expiry. */
  onSuccess?: (order: WidgetSuccess) => void;
  /**
   * The widget is done (once per mount): the user closed it (`closed`), the session ended and
   * no new token came (`expired`, `revoked`), this page's origin may not show it
   * (`origin_not_allowed`: the frame is replaced by a short message), or the link is not valid
   * (`invalid_session`). Hide or `destroy()` it.
   */
  onExit?: (exit: WidgetExit) => void;
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
  on<T extends WidgetEventType | "*">(
    type: T,
    listener: (
      event: T extends WidgetEventType ? Extract<WidgetEvent, { type: T }> : WidgetEvent,
    ) => void,
  ): () => void;
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
  let exited = false;
  const succeeded = new Set<string>();
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
  const exit = (reason: WidgetExitReason, pageOrigin?: string) => {
    if (exited || destroyed) return;
    exited = true;
    opts.onExit?.(pageOrigin ? { reason, origin: pageOrigin } : { reason });
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
    const type = e.data.type;
    if (type === "ready") {
      if (!ready) {
        ready = true;
        clearInterval(timer);
        queue.splice(0).forEach((m) => iframe.contentWindow?.postMessage(m, origin));
      }
      if (readyRelayed) return;
      readyRelayed = true;
    }
    if (type === "resize" && typeof payload.height === "number") {
      const h = Math.min(Math.max(payload.height, opts.minHeight ?? 0), opts.maxHeight ?? Infinity);
      iframe.style.height = `${Math.ceil(h)}px`;
    }
    // The catalogue (events.ts) describes what the widget, on its own origin, sends.
    emit({ type, payload } as WidgetEvent);
    const ended: WidgetExitReason = payload.reason === "revoked" ? "revoked" : "expired";
    if (type === "session.expired") {
      if (opts.fetchClientToken)
        opts.fetchClientToken().then(
          (t) => {
            token = t;
            if (!destroyed) post("token", { token: t });
          },
          () => {
            emit({ type: "error", payload: { code: "token_refresh_failed" } });
            exit(ended);
          },
        );
      else exit(ended);
    }
    if (type === "close") exit("closed");
    if (type === "error" && payload.code === "invalid_session") exit("invalid_session");
    const id = payload.order_id;
    if (type === "order.updated" && payload.status === "completed" && typeof id === "string") {
      if (succeeded.has(id)) return;
      succeeded.add(id);
      opts.onSuccess?.({
        order_id: id,
        domain: String(payload.domain ?? ""),
        expires_at: typeof payload.expires_at === "string" ? payload.expires_at : null,
      });
    }
  };
  const onLoad = () => {
    // Every (re)load of the frame, e.g. back from the checkout, starts a new handshake, once
    // the service said this page may show the widget (a refused frame gets no message at all).
    ready = false;
    clearInterval(timer);
    void allowed.then((ok) => {
      if (!ok || destroyed) return;
      let tries = 0;
      sendInit();
      // Repeat until the widget answers `ready` (its script may start after `load`).
      timer = setInterval(() => (++tries > 50 ? clearInterval(timer) : sendInit()), 200);
    });
  };

  /**
   * Whether this page may frame the session: the service answers with the decision behind the
   * embed page's CSP `frame-ancestors` (`GET /embed/{id}/frame`). A refused page gets, instead
   * of the browser's broken frame, a short message in the frame's place, one `error` event
   * (`origin_not_allowed`), `onExit` and one console warning; an unknown session, `onExit`
   * with `invalid_session`. No answer (an older service, a network failure): the frame as is.
   */
  let note: HTMLElement | undefined;
  const refuse = (reason: WidgetExitReason) => {
    const here = location.origin;
    note = document.createElement("p");
    note.setAttribute("role", "alert");
    note.textContent = "The domain widget cannot be shown on this page.";
    iframe.replaceWith(note);
    if (reason === "origin_not_allowed") {
      console.warn(
        `RegistrarWidget: this page's origin ${here} is not in the session's allowed_origins (nor the organization's), so the widget may not be framed here.`,
      );
      emit({ type: "error", payload: { code: "origin_not_allowed", origin: here } });
    }
    exit(reason, reason === "origin_not_allowed" ? here : undefined);
  };
  const session = /^\/embed\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  const allowed: Promise<boolean> =
    session && typeof fetch === "function"
      ? fetch(`${origin}/embed/${session}/frame`, { credentials: "omit" })
          .then((r) => r.json() as Promise<{ frame?: string }>)
          .then(
            ({ frame }) => {
              if (destroyed) return false;
              if (frame === "origin_not_allowed") refuse("origin_not_allowed");
              else if (frame === "not_found") refuse("invalid_session");
              else return true;
              return false;
            },
            () => true,
          )
      : Promise.resolve(true);

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
      note?.remove();
      listeners.clear();
    },
    update(next) {
      opts = { ...opts, ...next };
    },
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      const l = listener as (e: WidgetEvent) => void;
      set.add(l);
      listeners.set(type, set);
      return () => set.delete(l);
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

const fire = (el: Element, name: string, detail: unknown) =>
  el.dispatchEvent(new CustomEvent(`registrar:${name}`, { detail, bubbles: true }));

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
          onEvent: (event) => fire(el, event.type, event.payload),
          onSuccess: (order) => fire(el, "success", order),
          onExit: (exit) => fire(el, "exit", exit),
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

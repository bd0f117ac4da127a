import { useEffect, useRef, type CSSProperties } from "react";
import type { MountOptions, RegistrarWidgetApi, WidgetHandle } from "../embed/embed";

export type { WidgetEvent } from "../embed/embed";

/** The loader's mount options, plus where the loader is and how the container looks. */
export type RegistrarWidgetProps = MountOptions & {
  /** Where the loader is; default `{service origin}/embed.js`. */
  scriptSrc?: string;
  className?: string;
  style?: CSSProperties;
};

const loading = new Map<string, Promise<RegistrarWidgetApi>>();

/**
 * Loads `/embed.js` once per page, however many widgets ask (and resolves at once when the
 * loader is already there, e.g. from a script tag of the page).
 */
export function loadRegistrarWidget(src: string): Promise<RegistrarWidgetApi> {
  if (window.RegistrarWidget) return Promise.resolve(window.RegistrarWidget);
  let p = loading.get(src);
  if (!p) {
    p = new Promise<RegistrarWidgetApi>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.addEventListener("load", () =>
        window.RegistrarWidget
          ? resolve(window.RegistrarWidget)
          : reject(new Error(`${src} did not define RegistrarWidget`)),
      );
      script.addEventListener("error", () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      });
      document.head.appendChild(script);
    });
    loading.set(src, p);
  }
  return p;
}

function loaderSrc(props: RegistrarWidgetProps): string {
  if (props.scriptSrc) return props.scriptSrc;
  const base = props.baseUrl ?? (props.url ? new URL(props.url, location.href).origin : "");
  return `${base.replace(/\/+$/, "")}/embed.js`;
}

/**
 * The domain widget for partners on React. Remounts the iframe only when the session changes
 * (url, session id, token, base URL); callbacks live in refs, so passing new arrow functions
 * on every render never reloads it. Unmounting destroys it; StrictMode's double effects leave
 * exactly one iframe.
 *
 * @example
 * <RegistrarWidget url={session.embed_url} onEvent={(e) => console.log(e.type)}
 *   fetchClientToken={() => api.refresh(session.session_id)} maxHeight={900} />
 */
export function RegistrarWidget(props: RegistrarWidgetProps) {
  const { url, sessionId, clientToken, baseUrl, title, minHeight, maxHeight, closable } = props;
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<WidgetHandle | undefined>(undefined);
  const onEvent = useRef(props.onEvent);
  const fetchToken = useRef(props.fetchClientToken);
  const heights = useRef({ minHeight, maxHeight });
  const src = loaderSrc(props);

  useEffect(() => {
    onEvent.current = props.onEvent;
    fetchToken.current = props.fetchClientToken;
  });

  const hasFetch = props.fetchClientToken !== undefined;
  const relayFetch = () => (fetchToken.current ? () => fetchToken.current!() : undefined);

  useEffect(() => {
    heights.current = { minHeight, maxHeight };
    handle.current?.update({ minHeight, maxHeight });
  }, [minHeight, maxHeight]);

  useEffect(() => {
    handle.current?.update({ fetchClientToken: relayFetch() });
  }, [hasFetch]);

  useEffect(() => {
    let cancelled = false;
    let mounted: WidgetHandle | undefined;
    loadRegistrarWidget(src).then(
      (api) => {
        if (cancelled || !container.current) return;
        const session: MountOptions =
          url !== undefined
            ? { url }
            : {
                sessionId: sessionId!,
                ...(clientToken !== undefined && { clientToken }),
                ...(baseUrl !== undefined && { baseUrl }),
              };
        const options: MountOptions = {
          ...session,
          ...(title !== undefined && { title }),
          ...(closable && { closable }),
          ...heights.current,
          fetchClientToken: relayFetch(),
          onEvent: (event) => onEvent.current?.(event),
        };
        mounted = api.mount(container.current, options);
        handle.current = mounted;
      },
      (err: unknown) =>
        onEvent.current?.({
          type: "error",
          payload: { code: "loader_failed", message: String(err) },
        }),
    );
    return () => {
      cancelled = true;
      mounted?.destroy();
      if (handle.current === mounted) handle.current = undefined;
    };
  }, [src, url, sessionId, clientToken, baseUrl, title, closable]);

  return <div ref={container} className={props.className} style={props.style} />;
}

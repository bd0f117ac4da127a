import { useEffect, useRef, useState, type RefObject } from "react";
import type { MountOptions, WidgetHandle } from "@registrar/embed";
import { loadRegistrarWidget } from "./load-loader.js";

/** The loader's mount options, plus where the loader is. */
export type RegistrarWidgetOptions = MountOptions & {
  /** Where the loader is; default `{service origin}/embed.js`. */
  scriptSrc?: string;
};

/**
 * Where the loader is. It reads the page's address (`location`), so it runs in the mount effect
 * only: nothing of this hook touches a browser global during render (server rendering).
 */
function loaderSrc(
  scriptSrc: string | undefined,
  url: string | undefined,
  baseUrl: string | undefined,
): string {
  if (scriptSrc) return scriptSrc;
  const base = baseUrl ?? (url ? new URL(url, location.href).origin : "");
  return `${base.replace(/\/+$/, "")}/embed.js`;
}

/**
 * Mounts the domain widget in the element `container` points at, and returns its handle once
 * mounted (`undefined` before). Remounts the iframe only when the session changes (url,
 * session id, token, base URL, title, close button); callbacks live in refs, so new arrow
 * functions on every render never reload it (`onEvent`, `onSuccess`, `onExit`,
 * `fetchClientToken`: the latest is called); heights update in place. Unmounting destroys it;
 * StrictMode's double effects leave exactly one iframe. A loader that fails to load is an
 * `error` event with `code: "loader_failed"`.
 *
 * @example
 * const box = useRef<HTMLDivElement>(null);
 * const widget = useRegistrarWidget(box, { url: session.embed_url });
 * useEffect(() => widget?.on("order.created", (e) => refetch()), [widget]);
 * return <div ref={box} />;
 */
export function useRegistrarWidget(
  container: RefObject<HTMLElement | null>,
  options: RegistrarWidgetOptions,
): WidgetHandle | undefined {
  const { url, sessionId, clientToken, baseUrl, title, minHeight, maxHeight, closable } = options;
  const handle = useRef<WidgetHandle | undefined>(undefined);
  const [current, setCurrent] = useState<WidgetHandle | undefined>(undefined);
  const onEvent = useRef(options.onEvent);
  const onSuccess = useRef(options.onSuccess);
  const onExit = useRef(options.onExit);
  const fetchToken = useRef(options.fetchClientToken);
  const heights = useRef({ minHeight, maxHeight });
  const { scriptSrc } = options;

  useEffect(() => {
    onEvent.current = options.onEvent;
    onSuccess.current = options.onSuccess;
    onExit.current = options.onExit;
    fetchToken.current = options.fetchClientToken;
  });

  const hasFetch = options.fetchClientToken !== undefined;
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
    // A bad address is a rejection (the `loader_failed` event below), never a throw in an effect.
    Promise.resolve()
      .then(() => loadRegistrarWidget(loaderSrc(scriptSrc, url, baseUrl)))
      .then(
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
          mounted = api.mount(container.current, {
            ...session,
            ...(title !== undefined && { title }),
            ...(closable && { closable }),
            ...heights.current,
            fetchClientToken: relayFetch(),
            onEvent: (event) => onEvent.current?.(event),
            onSuccess: (order) => onSuccess.current?.(order),
            onExit: (exit) => onExit.current?.(exit),
          });
          handle.current = mounted;
          setCurrent(mounted);
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
      if (handle.current === mounted) {
        handle.current = undefined;
        setCurrent(undefined);
      }
    };
  }, [scriptSrc, url, sessionId, clientToken, baseUrl, title, closable]);

  return current;
}

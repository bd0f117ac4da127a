import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";

/** Where the dashboard lives; every screen is a path under it, filters in the query string. */
const BASE = "/dashboard";

type Location = { path: string; search: URLSearchParams };
type Router = Location & { navigate: (to: string, opts?: { replace?: boolean }) => void };

const RouterContext = createContext<Router | null>(null);

function read(): Location {
  const p = window.location.pathname;
  const path = p.startsWith(BASE) ? p.slice(BASE.length) || "/" : "/";
  return {
    path: path.replace(/\/+$/, "") || "/",
    search: new URLSearchParams(window.location.search),
  };
}

/** History-API routing without a router package: the URL is the state (shareable, reloadable). */
export function RouterProvider({ children }: { children: ReactNode }) {
  const [loc, setLoc] = useState(read);
  useEffect(() => {
    const onPop = () => setLoc(read());
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  const navigate = useCallback((to: string, opts: { replace?: boolean } = {}) => {
    const url = to.startsWith(BASE) ? to : `${BASE}${to}`;
    if (opts.replace) window.history.replaceState(null, "", url);
    else window.history.pushState(null, "", url);
    setLoc(read());
    if (!opts.replace) window.scrollTo?.(0, 0);
  }, []);
  const value = useMemo(() => ({ ...loc, navigate }), [loc, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useRouter(): Router {
  const r = useContext(RouterContext);
  if (!r) throw new Error("useRouter outside RouterProvider");
  return r;
}

/** Reads and writes query-string filters (replacing the history entry, so Back leaves the screen). */
export function useSearchParam(name: string): [string, (value: string | null) => void] {
  const { path, search, navigate } = useRouter();
  const value = search.get(name) ?? "";
  const set = useCallback(
    (next: string | null) => {
      const params = new URLSearchParams(search);
      if (next === null || next === "") params.delete(name);
      else params.set(name, next);
      // A filter change starts the list again.
      if (name !== "cursor") params.delete("cursor");
      const q = params.toString();
      navigate(`${path}${q ? `?${q}` : ""}`, { replace: true });
    },
    [name, path, search, navigate],
  );
  return [value, set];
}

/** A link inside the dashboard: a real `<a href>` (opens in a new tab too), routed in place. */
export function Link({
  to,
  children,
  ...rest
}: { to: string; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { navigate, path } = useRouter();
  const href = `${BASE}${to}`;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) {
      return;
    }
    e.preventDefault();
    navigate(to);
  };
  const current = path === to.split("?")[0] ? { "aria-current": "page" as const } : {};
  return (
    <a href={href} onClick={onClick} {...current} {...rest}>
      {children}
    </a>
  );
}

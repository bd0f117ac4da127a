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
type NavigateOptions = { replace?: boolean; keepScroll?: boolean };
type Router = Location & { navigate: (to: string, opts?: NavigateOptions) => void };

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
  const navigate = useCallback((to: string, opts: NavigateOptions = {}) => {
    const url = to.startsWith(BASE) ? to : `${BASE}${to}`;
    if (opts.replace) window.history.replaceState(null, "", url);
    else window.history.pushState(null, "", url);
    setLoc(read());
    if (!opts.replace && !opts.keepScroll) window.scrollTo?.(0, 0);
  }, []);
  const value = useMemo(() => ({ ...loc, navigate }), [loc, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useRouter(): Router {
  const r = useContext(RouterContext);
  if (!r) throw new Error("useRouter outside RouterProvider");
  return r;
}

/**
 * Reads and writes query-string filters. A filter change is a new history entry (Back and
 * Forward go through the filters a person chose); a page of the list replaces its entry.
 */
export function useSearchParam(name: string): [string, (value: string | null) => void] {
  const { search } = useRouter();
  const setParams = useSetSearchParams();
  const value = search.get(name) ?? "";
  const set = useCallback((next: string | null) => setParams({ [name]: next }), [name, setParams]);
  return [value, set];
}

/**
 * Sets several query-string filters at once (null or "" removes one); any filter change starts
 * the list again at its first page.
 */
export function useSetSearchParams(): (changes: Record<string, string | null>) => void {
  const { path, search, navigate } = useRouter();
  return useCallback(
    (changes) => {
      const params = new URLSearchParams(search);
      for (const [name, next] of Object.entries(changes)) {
        if (next === null || next === "") params.delete(name);
        else params.set(name, next);
      }
      const pageOnly = Object.keys(changes).every((n) => /cursor$/.test(n));
      if (!pageOnly) for (const n of [...params.keys()]) if (/cursor$/.test(n)) params.delete(n);
      const q = params.toString();
      if (q === search.toString()) return;
      navigate(`${path}${q ? `?${q}` : ""}`, { replace: pageOnly, keepScroll: true });
    },
    [path, search, navigate],
  );
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

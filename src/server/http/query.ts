import type { Context } from "hono";

/**
 * The query string's parameters, each with its last value when it is repeated (`?q=a&q=b`
 * reads `b`), as FastAPI (Starlette's `QueryParams`) reads a scalar parameter. Hono's
 * `c.req.query()` keeps the first instead.
 */
export function lastQueryValues(c: Context): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    const last = values.at(-1);
    if (last !== undefined) {
      Object.defineProperty(out, name, {
        value: last,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return out;
}

/** One query parameter's last value (see {@link lastQueryValues}), or undefined. */
export function lastQueryValue(c: Context, name: string): string | undefined {
  return c.req.queries(name)?.at(-1);
}

import type { MiddlewareHandler } from "hono";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text worth compressing: JSON (and problem+json), HTML, CSS, JS, SVG, XML, plain text. */
const COMPRESSIBLE =
  /^\s*(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|javascript|xml)|image\/svg\+xml)/i;

export type Encoding = "br" | "gzip";

/**
 * The body of @hono/node-server's light response (a string or bytes kept under its `cache`
 * symbol until something reads the body), without turning it into a full Response; undefined
 * for any other response.
 */
function lightBody(res: Response): unknown {
  const key = Object.getOwnPropertySymbols(res).find((k) => k.description === "cache");
  const cache = key ? (res as unknown as Record<symbol, unknown>)[key] : undefined;
  return Array.isArray(cache) ? cache[1] : undefined;
}

/**
 * The encoding to answer with, from the request's `Accept-Encoding`: brotli when accepted, else
 * gzip, else none (`q=0` refuses one; `*` accepts both).
 * @example negotiate("gzip, deflate, br") // "br"
 */
export function negotiate(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: Encoding) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return null;
}

/**
 * Compresses text answers of at least `threshold` bytes with brotli or gzip, negotiated by
 * `Accept-Encoding`, and says `Vary: Accept-Encoding` on every compressible answer. Answers that
 * are already encoded (precompressed static files), ranges, event streams and `no-transform`
 * answers pass untouched; requests that accept no encoding cost one header read.
 */
export function compression({ threshold = 1024 } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const encoding = negotiate(c.req.header("accept-encoding"));
    if (!encoding || c.req.method === "HEAD") return;
    const res = c.res;
    if (res.status === 204 || res.status === 206 || res.status === 304) return;
    // Small answers keep @hono/node-server's light response (and its fast write path).
    const known = lightBody(res);
    if (known === null || (known === undefined && !res.body)) return;
    const type = res.headers.get("content-type");
    if (!type || !COMPRESSIBLE.test(type)) return;
    if (res.headers.has("content-encoding") || res.headers.has("content-range")) return;
    if (/\bno-transform\b/i.test(res.headers.get("cache-control") ?? "")) return;
    const vary = res.headers.get("vary");
    if (!vary) res.headers.set("Vary", "Accept-Encoding");
    else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
      res.headers.set("Vary", `${vary}, Accept-Encoding`);
    const length =
      typeof known === "string"
        ? Buffer.byteLength(known)
        : known instanceof Uint8Array
          ? known.byteLength
          : Number(res.headers.get("content-length") ?? NaN);
    if (length < threshold) return;
    const body =
      typeof known === "string"
        ? Buffer.from(known)
        : known instanceof Uint8Array
          ? known
          : new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < threshold) {
      c.res = undefined;
      c.res = new Response(new Uint8Array(body), res);
      return;
    }
    const headers = new Headers(res.headers);
    const init = { status: res.status, statusText: res.statusText, headers };
    c.res = undefined;
    const compressed =
      encoding === "br"
        ? await brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
            },
          })
        : await gzipAsync(body, { level: 6 });
    headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(compressed.length));
    headers.delete("etag");
    c.res = new Response(new Uint8Array(compressed), init);
  };
}

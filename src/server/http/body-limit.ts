import type { Context, MiddlewareHandler } from "hono";
import { IncomingMessage } from "node:http";
import { errorBody } from "../../contract/error-codes";

/** `MAX_BODY_BYTES`'s default: 1 MiB, far above any request body of this interface. */
export const DEFAULT_MAX_BODY_BYTES = 1_048_576;

const decoder = new TextDecoder();

/** A request @hono/node-server read from a socket (not an in-process `app.fetch` caller's). */
const isNodeSocketRequest = (c: Context) =>
  (c.env as { incoming?: unknown } | undefined)?.incoming instanceof IncomingMessage;

/** The 413 (or 400) answer; `Connection: close` because the rest of the body is never read. */
function refuse(c: Context, status: 400 | 413, detail: string) {
  const code = status === 413 ? "request_too_large" : "request_body_unreadable";
  return c.json(errorBody(code, detail), status, { Connection: "close" });
}

const tooLarge = (c: Context, maxBytes: number) =>
  refuse(c, 413, `Request body too large: at most ${maxBytes} bytes are accepted.`);

/**
 * Caps every request body at `maxBytes`, reading it as a stream: a `Content-Length` above the
 * cap is refused before a byte is read, and a body without one (chunked) or longer than it
 * said is counted while it arrives and refused as soon as it passes the cap, so no more than
 * `maxBytes` is ever held. A body within the cap is kept in memory and handed on, so the
 * routes read it (`c.req.text()`, `json()`, `parseBody()`) as usual, once.
 *
 * Unlike `hono/body-limit`, it also counts bodies that declare a length (an in-process
 * `app.fetch` caller can declare any; from a socket, Node's parser holds a body to the length
 * it declares, so those are read whole on @hono/node-server's direct path), answers the API's `{"detail": ...}` shape, and stops
 * reading the socket at the cap.
 */
export function bodyLimit(maxBytes: number): MiddlewareHandler {
  return async function bodyLimitMiddleware(c, next) {
    const request = c.req.raw;
    if (request.method === "GET" || request.method === "HEAD") return next();
    const declared = request.headers.get("content-length");
    if (declared !== null && /^\s*\d+\s*$/.test(declared) && Number(declared) > maxBytes) {
      return tooLarge(c, maxBytes);
    }
    if (declared !== null && isNodeSocketRequest(c)) {
      // Node's HTTP parser delivers exactly the declared length from a socket: read it on
      // @hono/node-server's direct path (no web `Request` and stream) and keep it for the
      // routes (`c.req.text()`, `json()`, `arrayBuffer()`, `parseBody()` all read this copy).
      let bytes: ArrayBuffer;
      try {
        bytes = await c.req.arrayBuffer();
      } catch {
        return refuse(c, 400, "The request body could not be read.");
      }
      // Hono keeps each read's promise in `bodyCache` (typed as the methods, holding promises).
      (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(decoder.decode(bytes));
      return next();
    }
    if (!request.body) return next();
    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        return refuse(c, 400, "The request body could not be read.");
      }
      if (chunk.done) break;
      size += chunk.value.byteLength;
      if (size > maxBytes) {
        reader.cancel().catch(() => undefined);
        return tooLarge(c, maxBytes);
      }
      chunks.push(chunk.value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const part of chunks) {
      body.set(part, offset);
      offset += part.byteLength;
    }
    c.req.raw = new Request(request, { body });
    return next();
  };
}

import type { MiddlewareHandler } from "hono";
import { randomUUID } from "node:crypto";
import type { Logger } from "../logger";
import type { AppEnv } from "./app-env";

const INCOMING_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Gives every request an id (the caller's `X-Request-Id` when it is well-formed, else a new
 * UUID), a child logger carrying it, the `X-Request-Id` response header, and one access-log
 * line. The log line holds the path without its query string and never a header value.
 */
export function requestContext({ logger }: { logger: Logger }): MiddlewareHandler<AppEnv> {
  return async function requestContextMiddleware(c, next) {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ request_id: requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    // Set before `next()`: the answer is made with it (`c.json`, the error handler), so it
    // stays @hono/node-server's light response. A header set on a finished response makes
    // Hono copy it into a full Response and node-server write it on its slow path.
    c.header("X-Request-Id", requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      // Responses built without `c` (a `new Response` returned as is) do not carry it yet.
      if (!c.res.headers.has("x-request-id")) c.header("X-Request-Id", requestId);
      log.info("request", {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  };
}

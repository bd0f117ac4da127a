import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { valueError } from "../../contract/pydantic/py-issue";
import { boundInput } from "../../contract/pydantic/validation-error";
import { isDatabaseUnavailable } from "../db/unavailable";
import type { AppEnv } from "./app-env";

/**
 * An error with the HTTP status and the `{"detail": ...}` body the client sees. Messages say
 * what to do next; they never hold a credential, a stack or SQL.
 */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === "string" ? detail : `HTTP ${status}`);
  }
}

export const notAuthenticated = (detail = "Not authenticated") =>
  new ApiError(401, detail, { "WWW-Authenticate": 'Bearer, ApiKey header="X-API-Key"' });
export const forbidden = (detail: string) => new ApiError(403, detail);
export const notFound = (detail: string) => new ApiError(404, detail);
export const conflict = (detail: unknown) => new ApiError(409, detail);

/** A 422's items with each `input` bounded ({@link boundInput}); other details as they are. */
function boundedDetail(status: number, detail: unknown): unknown {
  if (status !== 422 || !Array.isArray(detail)) return detail;
  return detail.map((item: unknown) =>
    typeof item === "object" && item !== null && "input" in item
      ? { ...item, input: boundInput(item.input) }
      : item,
  );
}

/** Seconds a client is told to wait while the database is not answering. */
const DATABASE_RETRY_AFTER_SECONDS = 2;

/** The 503 a request gets while the database is not answering (`/readyz` too). */
const databaseUnavailable = () =>
  new ApiError(503, "The database is not answering; retry after the seconds in Retry-After.", {
    "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
  });

/**
 * The one error handler: ApiErrors as they are, the database not answering a 503 with
 * `Retry-After`, anything else a logged, opaque 500.
 */
export function onError(err: Error, c: Context<AppEnv>) {
  if (isDatabaseUnavailable(err)) {
    c.var.log?.warn("database unavailable", { error: err });
    err = databaseUnavailable();
  }
  if (err instanceof ApiError) {
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json({ detail: boundedDetail(err.status, err.detail) }, err.status);
  }
  c.var.log?.error("unhandled error", { error: err });
  return c.json(
    {
      detail: "Internal server error; it is safe to retry with backoff.",
      request_id: c.var.requestId,
    },
    500,
  );
}

/**
 * A 422 with one pydantic-style `value_error` item, for checks that need the database or
 * several fields (the schema already reported everything it could check alone).
 */
export function invalidField(loc: (string | number)[], input: unknown, error: string) {
  const { type, ...rest } = valueError(input, error);
  return new ApiError(422, [{ type, loc, ...rest }]);
}

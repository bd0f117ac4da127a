import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  ERROR_CODES,
  errorBody,
  type ErrorCode,
  type ErrorCodeOf,
} from "../../contract/error-codes";
import { valueError } from "../../contract/pydantic/py-issue";
import { boundInput } from "../../contract/pydantic/validation-error";
import { isDatabaseUnavailable } from "../db/unavailable";
import type { AppEnv } from "./app-env";

/**
 * An error with the HTTP status and the body the client sees: `{"detail": ..., "code": ...}`
 * with a code of the catalogue (`contract/error-codes.ts`), whose status it takes, or a 422's
 * `{"detail": [items]}` (the spec's body, no code). Messages say what to do next; they never
 * hold a credential, a stack or SQL.
 * @example throw new ApiError("not_found", "Order not found")
 */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: ContentfulStatusCode;
  /** The catalogue's code; undefined for a 422. */
  readonly code: ErrorCode | undefined;
  constructor(code: ErrorCode, detail: string, headers?: Record<string, string>);
  constructor(status: 422, detail: readonly object[], headers?: Record<string, string>);
  constructor(
    codeOrStatus: ErrorCode | 422,
    readonly detail: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === "string" ? detail : `HTTP ${String(codeOrStatus)}`);
    this.code = codeOrStatus === 422 ? undefined : codeOrStatus;
    this.status = codeOrStatus === 422 ? 422 : ERROR_CODES[codeOrStatus].status;
  }
}

export const notAuthenticated = (
  code: ErrorCodeOf<401> = "authentication_required",
  detail = "Not authenticated",
) => new ApiError(code, detail, { "WWW-Authenticate": 'Bearer, ApiKey header="X-API-Key"' });
export const forbidden = (code: ErrorCodeOf<403>, detail: string) => new ApiError(code, detail);
export const notFound = (detail: string) => new ApiError("not_found", detail);
export const conflict = (code: ErrorCodeOf<409>, detail: string) => new ApiError(code, detail);

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
  new ApiError(
    "database_unavailable",
    "The database is not answering; retry after the seconds in Retry-After.",
    {
      "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
    },
  );

/** The answer to a request that arrives while the service starts (before the app is ready). */
export const startingAnswer = () =>
  Response.json(errorBody("service_starting", "The service is starting; retry shortly."), {
    status: 503,
    headers: { "Retry-After": "1" },
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
    const detail = boundedDetail(err.status, err.detail);
    return c.json(err.code ? { detail, code: err.code } : { detail }, err.status);
  }
  c.var.log?.error("unhandled error", { error: err });
  return c.json(
    {
      detail: "Internal server error; it is safe to retry with backoff.",
      request_id: c.var.requestId,
      code: "internal_error" satisfies ErrorCode,
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

/**
 * {@link invalidField} for a secret the user typed (a password that is not theirs, nearly their
 * own): the item names the field, its `input` is "…", never what was typed.
 */
export const invalidSecret = (loc: (string | number)[], error: string) =>
  invalidField(loc, "…", error);

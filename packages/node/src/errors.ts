import type { components } from "./schema.js";

/** A machine error code of the API (the error catalogue; new codes may be added). */
export type ErrorCode = components["schemas"]["ErrorCode"];
/** One failing field of a 422. */
export type ValidationErrorItem = components["schemas"]["ValidationErrorItem"];

/** An answer of the API that is not a success (4xx/5xx), with what it said. */
export class RegistrarApiError extends Error {
  override readonly name: string = "RegistrarApiError";
  constructor(
    /** The HTTP status. */
    readonly status: number,
    /** The parsed body (`{ detail, code }`, or the 422's list of field errors). */
    readonly body: unknown,
    /** The request's `X-Request-Id`, to quote to support. */
    readonly requestId: string | null,
  ) {
    super(`registrar API answered ${status}: ${describe(body)}`);
  }
}

function describe(body: unknown): string {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (typeof detail === "string") return detail;
  return JSON.stringify(detail ?? body)?.slice(0, 300) ?? "no body";
}

/**
 * An error answer of the API with its machine `code` (as stripe-node's errors): branch on the
 * class (`RegistrarNotFoundError`, …) or on `code`. `toRegistrarError` picks the class by
 * status; it is a `RegistrarApiError` too.
 */
export class RegistrarError extends RegistrarApiError {
  override readonly name: string = "RegistrarError";
  /** The error's code; undefined for a 422 (its items say what failed) or a body without one. */
  readonly code: ErrorCode | undefined;
  /** The message for a person (`detail`), or the status text. */
  readonly detail: string;
  /** Seconds to wait before retrying (`Retry-After`), when the answer says. */
  readonly retryAfterSeconds: number | null;
  constructor(status: number, body: unknown, requestId: string | null, retryAfter?: string | null) {
    super(status, body, requestId);
    const b = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
    this.code = typeof b.code === "string" ? (b.code as ErrorCode) : undefined;
    this.detail = typeof b.detail === "string" ? b.detail : `HTTP ${status}`;
    const seconds = Number(retryAfter);
    this.retryAfterSeconds = retryAfter && Number.isFinite(seconds) ? seconds : null;
  }
}

/** 401: no, invalid or expired credentials (`authentication_required`, `invalid_credentials`, …). */
export class RegistrarAuthenticationError extends RegistrarError {
  override readonly name: string = "RegistrarAuthenticationError";
}
/** 403: valid credentials without access (`forbidden`, `credential_not_accepted`, …). */
export class RegistrarPermissionError extends RegistrarError {
  override readonly name: string = "RegistrarPermissionError";
}
/** 404: `not_found`. */
export class RegistrarNotFoundError extends RegistrarError {
  override readonly name: string = "RegistrarNotFoundError";
}
/** 409: the request conflicts with the current state (`idempotency_key_in_use`, `domain_unavailable`, …). */
export class RegistrarConflictError extends RegistrarError {
  override readonly name: string = "RegistrarConflictError";
}
/** 422: the request's fields, each failing one in `errors` (the body's items). */
export class RegistrarValidationError extends RegistrarError {
  override readonly name: string = "RegistrarValidationError";
  /** One item per failing field: `loc`, `msg`, `type`. */
  readonly errors: ValidationErrorItem[];
  constructor(status: number, body: unknown, requestId: string | null, retryAfter?: string | null) {
    super(status, body, requestId, retryAfter);
    const detail = (body as { detail?: unknown } | null)?.detail;
    this.errors = Array.isArray(detail) ? (detail as ValidationErrorItem[]) : [];
  }
}
/** 429: `rate_limited` or `too_many_failed_logins`; wait `retryAfterSeconds`. */
export class RegistrarRateLimitError extends RegistrarError {
  override readonly name: string = "RegistrarRateLimitError";
}
/** 503: `database_unavailable`, `registry_unavailable`, `service_starting`; retry later. */
export class RegistrarUnavailableError extends RegistrarError {
  override readonly name: string = "RegistrarUnavailableError";
}
/** 500 and any other 5xx: `internal_error`; quote `requestId` to support. */
export class RegistrarServerError extends RegistrarError {
  override readonly name: string = "RegistrarServerError";
}

const BY_STATUS: Record<number, typeof RegistrarError> = {
  401: RegistrarAuthenticationError,
  403: RegistrarPermissionError,
  404: RegistrarNotFoundError,
  409: RegistrarConflictError,
  422: RegistrarValidationError,
  429: RegistrarRateLimitError,
  503: RegistrarUnavailableError,
};

/**
 * The typed error of an answer that is not a success: its class by status, with `code`,
 * `detail`, `requestId` and `retryAfterSeconds`.
 *
 * @example
 * const { data, error, response } = await registrar.GET("/api/v1/registrar/orders/{order_id}", …);
 * if (error) {
 *   const err = toRegistrarError({ error, response });
 *   if (err instanceof RegistrarNotFoundError) return null;
 *   throw err;
 * }
 */
export function toRegistrarError({
  error,
  response,
}: {
  error: unknown;
  response: Response;
}): RegistrarError {
  const Class =
    BY_STATUS[response.status] ?? (response.status >= 500 ? RegistrarServerError : RegistrarError);
  return new Class(
    response.status,
    error,
    response.headers.get("X-Request-Id"),
    response.headers.get("Retry-After"),
  );
}

/**
 * The `data` of a call, or its typed error thrown (`toRegistrarError`), as stripe-node's calls.
 *
 * @example
 * try {
 *   const order = await unwrap(registrar.POST("/api/v1/registrar/order", { body }));
 * } catch (err) {
 *   if (err instanceof RegistrarConflictError && err.code === "domain_unavailable") …
 * }
 */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw toRegistrarError({ error, response });
  return data as T;
}

/** Whether `err` is an error answer of the API, with this `code` when one is given. */
export function isRegistrarError(err: unknown, code?: ErrorCode): err is RegistrarError {
  return err instanceof RegistrarError && (code === undefined || err.code === code);
}

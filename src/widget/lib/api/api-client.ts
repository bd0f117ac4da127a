import { ApiError } from "./api-error";
import type { Parser } from "./checks";
import type { EarlyRequest } from "../early";
import { loadErrorSchemas } from "../lazy";

export type ApiClient = {
  /**
   * GET a path under `/api/v1/hosted` and parse the answer with `schema` (or the schema a
   * promise gives: the request goes out while the schema's chunk is still loading).
   */
  get<T>(
    path: string,
    schema: Parser<T> | Promise<Parser<T>>,
    options?: { signal?: AbortSignal },
  ): Promise<T>;
  /** POST/PUT/DELETE with a JSON body; `schema` null for a 204. */
  send<T>(
    method: "POST" | "PUT" | "DELETE",
    path: string,
    body: unknown,
    schema: Parser<T> | null,
    options?: { idempotencyKey?: string },
  ): Promise<T>;
};

type Options = {
  getToken: () => string | null;
  /** Called on every 401 (expired, revoked or invalid client token). */
  onUnauthorized: () => void;
  /** Called when the service did not answer (status 0) or failed (5xx), once per attempt. */
  onFailure?: (status: number) => void;
  baseUrl?: string;
  /** How a retry waits (tests pass a fake); default `setTimeout`. */
  sleep?: (ms: number) => Promise<void>;
  /** A GET already sent at boot: the first call for its path and token takes its answer. */
  early?: EarlyRequest | null;
};

/** Repeats of one mutation after a transient failure, and the longest wait honoured. */
const MUTATION_RETRIES = 2;
const MAX_RETRY_WAIT_S = 10;

/**
 * Whether a failed mutation may be sent again as it is: only when repeating it cannot do it
 * twice (an Idempotency-Key, or PUT/DELETE), and only for failures that say "later": no
 * answer, 429, 503, or 409 "still being processed" (which comes with Retry-After).
 */
function transient(error: ApiError, safeToRepeat: boolean): boolean {
  if (!safeToRepeat) return false;
  if (error.retryAfter !== null && error.retryAfter > MAX_RETRY_WAIT_S) return false;
  return (
    error.status === 0 ||
    error.status === 429 ||
    error.status === 503 ||
    (error.status === 409 && error.retryAfter !== null)
  );
}

const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function toError(res: Response): Promise<ApiError> {
  const retryAfter = Number(res.headers.get("Retry-After")) || null;
  const json: unknown = await res.json().catch(() => null);
  // The error bodies' schemas live in a lazy chunk (with zod), loaded when one must be read.
  const deps = await loadErrorSchemas().catch(() => null);
  if (!deps) return new ApiError(res.status, res.statusText, [], retryAfter);
  const { ErrorBody, ValidationErrorBody } = deps;
  if (res.status === 422) {
    const v = ValidationErrorBody.safeParse(json);
    if (v.success) return new ApiError(422, v.data.detail[0]?.msg ?? "", v.data.detail);
  }
  const e = ErrorBody.safeParse(json);
  return e.success
    ? new ApiError(res.status, e.data.detail, [], retryAfter, e.data.code ?? null)
    : new ApiError(res.status, res.statusText, [], retryAfter);
}

/**
 * The widget's only door to the network: the client token as a bearer, JSON both ways, every
 * answer parsed with the contract's schema (or a hand check pinned to it), errors as `ApiError`.
 * @example const api = createApiClient({ getToken: () => token, onUnauthorized: expire });
 */
export function createApiClient({
  getToken,
  onUnauthorized,
  baseUrl = "",
  sleep = realSleep,
  onFailure,
  early = null,
}: Options): ApiClient {
  let waiting = early;
  async function call<T>(
    method: string,
    path: string,
    schema: Parser<T> | Promise<Parser<T>> | null,
    body?: unknown,
    idempotencyKey?: string,
    signal?: AbortSignal,
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: "application/json" };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    let res: Response;
    const sent =
      waiting && method === "GET" && path === waiting.path && token === waiting.token
        ? waiting.response
        : null;
    if (sent) waiting = null;
    try {
      res = await (sent ??
        fetch(`${baseUrl}/api/v1/hosted${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        }));
    } catch (error) {
      // Cancelled by the caller (a stale search): not a failure of the service.
      if (signal?.aborted) throw error;
      onFailure?.(0);
      throw new ApiError(0, "network");
    }
    if (res.status === 401) {
      onUnauthorized();
      throw await toError(res);
    }
    if (res.status >= 500) onFailure?.(res.status);
    if (!res.ok) throw await toError(res);
    if (schema === null || res.status === 204) return undefined as T;
    const json: unknown = await res.json();
    const parsed = (await schema).safeParse(json);
    if (!parsed.success) throw new ApiError(502, "Unexpected answer from the service");
    return parsed.data;
  }
  /** A mutation, sent again after a transient failure when that is safe (see `transient`). */
  async function mutate<T>(
    method: "POST" | "PUT" | "DELETE",
    path: string,
    schema: Parser<T> | null,
    body: unknown,
    idempotencyKey: string | undefined,
  ): Promise<T> {
    const safeToRepeat = idempotencyKey !== undefined || method !== "POST";
    for (let attempt = 0; ; attempt++) {
      try {
        return await call(method, path, schema, body, idempotencyKey);
      } catch (err) {
        if (!(err instanceof ApiError) || attempt >= MUTATION_RETRIES) throw err;
        if (!transient(err, safeToRepeat)) throw err;
        await sleep((err.retryAfter ?? 2 ** attempt) * 1000);
      }
    }
  }
  return {
    get: (path, schema, options) =>
      call("GET", path, schema, undefined, undefined, options?.signal),
    send: (method, path, body, schema, options) =>
      mutate(method, path, schema, method === "DELETE" ? undefined : body, options?.idempotencyKey),
  };
}

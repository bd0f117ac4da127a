/** How `createRegistrarClient` retries (see `retryingFetch`). */
export type RetryOptions = {
  /** Retries after the first try; default 2 (0 turns retrying off). */
  retries?: number;
  /** The first backoff when the answer has no `Retry-After`; doubled each time. Default 500 ms. */
  baseDelayMs?: number;
  /** The longest wait, whatever `Retry-After` says; default 60 s (longer: the error is returned). */
  maxDelayMs?: number;
  /** How to wait (tests pass a fake); default `setTimeout`. */
  sleep?: (ms: number) => Promise<void>;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `Retry-After` as milliseconds: delay-seconds or an HTTP date; `undefined` when absent. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Whether a request may be sent again after `status` (undefined: the network failed): a 429
 * always (it was not processed); a 5xx or a network failure when repeating it cannot do a thing
 * twice: GET, HEAD, PUT, DELETE, and a POST that carries an `Idempotency-Key` (the service
 * answers a repeat with the stored first answer).
 */
function retryable(request: Request, status: number | undefined): boolean {
  if (status === 429) return true;
  if (status !== undefined && (status < 500 || status === 501)) return false;
  const method = request.method.toUpperCase();
  if (["GET", "HEAD", "PUT", "DELETE", "OPTIONS"].includes(method)) return true;
  return method === "POST" && request.headers.has("Idempotency-Key");
}

/**
 * A `fetch` that retries 429, 5xx and network failures (see `retryable`), waiting what
 * `Retry-After` says or else an exponential backoff with jitter. Each try sends a copy of the
 * original request (same body, same `Idempotency-Key`).
 */
export function retryingFetch(
  base: (request: Request) => Promise<Response>,
  options: RetryOptions = {},
): (request: Request) => Promise<Response> {
  const retries = options.retries ?? 2;
  const baseDelay = options.baseDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 60_000;
  const sleep = options.sleep ?? realSleep;
  return async (request) => {
    const original = request.clone();
    for (let attempt = 0; ; attempt++) {
      const current = attempt === 0 ? request : original.clone();
      let response: Response | undefined;
      try {
        response = await base(current);
      } catch (err) {
        if (attempt >= retries || !retryable(original, undefined)) throw err;
      }
      if (response && (attempt >= retries || !retryable(original, response.status)))
        return response;
      const backoff = baseDelay * 2 ** attempt * (0.5 + Math.random() / 2);
      const wait = retryAfterMs(response?.headers.get("Retry-After") ?? null) ?? backoff;
      if (wait > maxDelay && response) return response;
      await response?.body?.cancel();
      await sleep(Math.min(wait, maxDelay));
    }
  };
}

import createClient, { type Client, type Middleware } from "openapi-fetch";
import { retryingFetch, type RetryOptions } from "./retry.js";
import type { paths } from "./schema.js";

export type RegistrarClientOptions = {
  /** The service's address, e.g. `https://registrar.example` (paths start with `/api/v1/`). */
  baseUrl: string;
  /** An organization's API key, sent as `X-API-Key`. */
  apiKey?: string;
  /** Or a user's access token (`POST /api/v1/auth/token`), sent as `Authorization: Bearer`. */
  accessToken?: string | (() => string | Promise<string>);
  /** Retries of 429, 5xx and network failures; `{ retries: 0 }` turns them off. */
  retry?: RetryOptions;
  /** The `fetch` to use; default the global one. */
  fetch?: (request: Request) => Promise<Response>;
  /** Sent as `User-Agent` (Node's fetch allows it). */
  userAgent?: string;
};

/** The typed client: `GET`, `POST`, `PUT`, `PATCH`, `DELETE` of every path of the API. */
export type RegistrarClient = Client<paths>;

/** A new `Idempotency-Key` (a UUID). */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/**
 * A client of the registrar API typed from its OpenAPI document (openapi-fetch): paths,
 * parameters, bodies and answers are checked by TypeScript. Every POST gets an
 * `Idempotency-Key` unless you pass one (`headers: { "Idempotency-Key": … }`), kept across its
 * retries; 429, 5xx and network failures are retried honouring `Retry-After`.
 *
 * @example
 * const registrar = createRegistrarClient({ baseUrl, apiKey: process.env.REGISTRAR_API_KEY });
 * const { data, error } = await registrar.GET("/api/v1/registrar/availability/{domain}", {
 *   params: { path: { domain: "example.com" } },
 * });
 */
export function createRegistrarClient(options: RegistrarClientOptions): RegistrarClient {
  if (!options.apiKey && !options.accessToken)
    throw new TypeError("createRegistrarClient: pass `apiKey` or `accessToken`");
  const base = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    fetch: retryingFetch(base, options.retry),
  });
  const credentials: Middleware = {
    async onRequest({ request }) {
      if (options.apiKey) request.headers.set("X-API-Key", options.apiKey);
      else if (options.accessToken) {
        const token =
          typeof options.accessToken === "function"
            ? await options.accessToken()
            : options.accessToken;
        request.headers.set("Authorization", `Bearer ${token}`);
      }
      if (request.method === "POST" && !request.headers.has("Idempotency-Key"))
        request.headers.set("Idempotency-Key", newIdempotencyKey());
      if (options.userAgent) request.headers.set("User-Agent", options.userAgent);
      return request;
    },
  };
  client.use(credentials);
  return client;
}

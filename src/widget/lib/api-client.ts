import type { z } from "zod";
import { ErrorBody } from "../../contract/error-body";
import { ValidationErrorBody } from "../../contract/validation-error";
import { ApiError } from "./api-error";

export type ApiClient = {
  /** GET a path under `/api/v1/hosted` and parse the answer with `schema`. */
  get<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>>;
  /** POST/PUT/DELETE with a JSON body; `schema` null for a 204. */
  send<S extends z.ZodType>(
    method: "POST" | "PUT" | "DELETE",
    path: string,
    body: unknown,
    schema: S | null,
    options?: { idempotencyKey?: string },
  ): Promise<z.output<S>>;
};

type Options = {
  getToken: () => string | null;
  /** Called on every 401 (expired, revoked or invalid client token). */
  onUnauthorized: () => void;
  baseUrl?: string;
};

async function toError(res: Response): Promise<ApiError> {
  const retryAfter = Number(res.headers.get("Retry-After")) || null;
  const json: unknown = await res.json().catch(() => null);
  if (res.status === 422) {
    const v = ValidationErrorBody.safeParse(json);
    if (v.success) return new ApiError(422, v.data.detail[0]?.msg ?? "", v.data.detail);
  }
  const e = ErrorBody.safeParse(json);
  return new ApiError(res.status, e.success ? e.data.detail : res.statusText, [], retryAfter);
}

/**
 * The widget's only door to the network: the client token as a bearer, JSON both ways, every
 * answer parsed with the contract's schema, errors as `ApiError`.
 * @example const api = createApiClient({ getToken: () => token, onUnauthorized: expire });
 */
export function createApiClient({ getToken, onUnauthorized, baseUrl = "" }: Options): ApiClient {
  async function call<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S | null,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<z.output<S>> {
    const headers: Record<string, string> = { Accept: "application/json" };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    let res: Response;
    try {
      res = await fetch(`${baseUrl}/api/v1/hosted${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiError(0, "network");
    }
    if (res.status === 401) {
      onUnauthorized();
      throw await toError(res);
    }
    if (!res.ok) throw await toError(res);
    if (schema === null || res.status === 204) return undefined as z.output<S>;
    const parsed = schema.safeParse(await res.json());
    if (!parsed.success) throw new ApiError(502, "Unexpected answer from the service");
    return parsed.data;
  }
  return {
    get: (path, schema) => call("GET", path, schema),
    send: (method, path, body, schema, options) =>
      call(method, path, schema, method === "DELETE" ? undefined : body, options?.idempotencyKey),
  };
}

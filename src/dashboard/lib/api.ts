import type { z } from "zod";
import { ReceivedErrorBody as ErrorBody } from "../../contract/received-error-body";
import { ApiError } from "../../widget/lib/api/api-error";
import { ValidationErrorBody } from "../../contract/pydantic/validation-error";
import { dashboardErrorText } from "./field-errors";

/** A failed API call: the widget's class (status, 0: no answer; the message; a 422's items). */
export { ApiError };

/** A sentence for any error a query or mutation throws. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return "Something went wrong. Try again.";
  if (error.status === 0) return "The service did not answer. Check your connection and retry.";
  if (error.status === 429) {
    return `Too many requests; try again${error.retryAfter ? ` in ${error.retryAfter} s` : " shortly"}.`;
  }
  if (error.status === 422) {
    return error.items.map(dashboardErrorText).join(" ") || "Check the form and try again.";
  }
  if (error.status >= 500) return "The service failed. Try again in a moment.";
  return error.detail || `Request failed (${error.status}).`;
}

export type Api = {
  get<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>>;
  /** GET a text answer (a zone file). */
  text(path: string): Promise<string>;
  /** GET a file (a CSV export) as a Blob: the credential goes in the header, as for every call. */
  blob(path: string): Promise<Blob>;
  /** A call with a JSON body (or none); `schema` null when the answer has no body. */
  send<S extends z.ZodType>(
    method: "POST" | "PUT" | "PATCH" | "DELETE",
    path: string,
    body: unknown,
    schema: S | null,
    options?: { idempotencyKey?: string },
  ): Promise<z.output<S>>;
};

type Options = {
  getToken: () => string | null;
  /**
   * Called when the service answers 401 to a signed-in call (expired or revoked token): true
   * when a new token was had (the call is then made again with it, once).
   */
  onUnauthorized: () => Promise<boolean>;
  fetch?: typeof fetch;
};

async function toError(res: Response): Promise<ApiError> {
  const retryAfter = Number(res.headers.get("Retry-After")) || null;
  const json: unknown = await res.json().catch(() => null);
  if (res.status === 422) {
    const v = ValidationErrorBody.safeParse(json);
    if (v.success) return new ApiError(422, v.data.detail[0]?.msg ?? "", v.data.detail);
  }
  const e = ErrorBody.safeParse(json);
  const detail = e.success ? e.data.detail : res.statusText;
  return new ApiError(res.status, detail, [], retryAfter);
}

/**
 * The dashboard's client of the partner API (same origin): the signed-in user's bearer token
 * from memory on every call, JSON in and out, answers checked with the contract's schemas.
 */
export function createApi({ getToken, onUnauthorized, fetch: doFetch = fetch }: Options): Api {
  async function call(
    method: string,
    path: string,
    body: unknown,
    extra: Record<string, string> = {},
    retried = false,
  ): Promise<Response> {
    const token = getToken();
    const headers: Record<string, string> = { accept: "application/json", ...extra };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    let res: Response;
    try {
      res = await doFetch(path, {
        method,
        headers,
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    } catch {
      throw new ApiError(0, "");
    }
    if (res.status === 401 && token) {
      if ((await onUnauthorized()) && !retried && getToken() !== token) {
        return call(method, path, body, extra, true);
      }
    }
    if (!res.ok) throw await toError(res);
    return res;
  }
  return {
    async get(path, schema) {
      const res = await call("GET", path, undefined);
      return schema.parse(await res.json());
    },
    async text(path) {
      const res = await call("GET", path, undefined);
      return res.text();
    },
    async blob(path) {
      const res = await call("GET", path, undefined);
      return res.blob();
    },
    async send(method, path, body, schema, options) {
      const res = await call(
        method,
        path,
        body ?? undefined,
        options?.idempotencyKey ? { "Idempotency-Key": options.idempotencyKey } : {},
      );
      if (!schema) return undefined as never;
      return schema.parse(await res.json());
    },
  };
}

import type { Context } from "hono";
import { parseParams, parseValue } from "../../contract/pydantic/validation-error";
import { ApiError } from "./errors";
import { IDEMPOTENCY_HEADER, checkIdempotencyKey } from "./idempotency";
import type { AppEnv } from "./app-env";
import { bodyKind, readBody } from "./request-body";
import { lastQueryValues } from "./query";
import type { Out, RouteSpec, Schema } from "./route-spec";

/** A request's input, valid by its route's schemas. */
export type ValidInput<B, P, Q> = {
  input: { body: Out<B>; params: Out<P>; query: Out<Q> };
  /** The JSON (or form) body as sent, null without one: what an idempotent replay compares. */
  sent: unknown;
  /** The request's Idempotency-Key, when the route honours one and it was given. */
  key: string | undefined;
};

/**
 * Validates path, query and body (and the Idempotency-Key header) against the route's spec,
 * into one pydantic-shaped 422 listing every failing field of all of them (and the route's
 * `crossChecks` items), thrown as an `ApiError`.
 */
export async function validInput<
  B extends Schema | undefined,
  P extends Schema | undefined,
  Q extends Schema | undefined,
>(c: Context<AppEnv>, spec: RouteSpec<B, P, Q>): Promise<ValidInput<B, P, Q>> {
  const detail = [];
  const input = { body: undefined, params: undefined, query: undefined } as Record<string, unknown>;
  if (spec.params) {
    const r = parseParams(spec.params, c.req.param(), "path");
    if (r.ok) input.params = r.data;
    else detail.push(...r.detail);
  }
  if (spec.query) {
    const r = parseParams(spec.query, lastQueryValues(c), "query");
    if (r.ok) input.query = r.data;
    else detail.push(...r.detail);
  }
  let sent: unknown = null;
  if (spec.body) {
    const raw = await readBody(c, spec.form ?? false);
    const r = raw.ok ? parseValue(spec.body, raw.data, "body") : raw;
    if (raw.ok) sent = raw.data;
    if (r.ok) input.body = r.data;
    else detail.push(...r.detail);
  }
  const key = spec.idempotent ? c.req.header(IDEMPOTENCY_HEADER) : undefined;
  const keyError = checkIdempotencyKey(key);
  if (keyError) detail.push(keyError);
  if (detail.length > 0) {
    const body = spec.crossChecks && bodyKind(c, spec.form ?? false) === "json" ? sent : undefined;
    throw new ApiError(
      422,
      spec.crossChecks
        ? spec.crossChecks(detail, { params: input.params as Out<P> | undefined, body })
        : detail,
    );
  }
  return { input: input as ValidInput<B, P, Q>["input"], sent, key };
}

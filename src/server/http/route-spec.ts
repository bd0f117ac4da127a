/**
 * The types of a route declaration (`defineRoute` in `route.ts`): what a route spec says, what
 * its handler gets and what it may answer.
 */
import type { TypedResponse } from "hono";
import type { StatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";
import type { z } from "zod";
import type { ValidationErrorItem } from "../../contract/pydantic/validation-error";
import type { HostedAction } from "../../contract/hosted-action";
import type { CredentialKind, Principal } from "./app-env";
import type { IdempotencyClaim } from "./idempotency";
import type { Tag } from "./openapi";

type Method = "get" | "post" | "put" | "patch" | "delete";
export type Schema = z.ZodType;
export type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The credential kinds a route accepts, or `"public"` for none. */
export type RouteAuth = readonly CredentialKind[] | "public";

/** The principal a handler receives: narrowed to the kinds its route accepts. */
type PrincipalOf<A extends RouteAuth> = A extends readonly (infer K)[]
  ? Extract<Principal, { kind: K }>
  : undefined;

/** One documented response: its description and JSON schema (null: no body). */
export type ResponseSpec = {
  description: string;
  schema?: Schema | null;
  text?: Schema;
  /** Other media types of the same response (`text/csv`, `text/html`), each with its schema. */
  media?: Record<string, Schema>;
};

/** The JSON bodies a route declares, as `c.json(...)` types what it sends. */
type DeclaredJson<R> = {
  [S in keyof R]: R[S] extends { schema: infer Z extends z.ZodType }
    ? JSONParsed<z.output<Z>>
    : never;
}[keyof R];

/**
 * What a handler may return: `c.json(...)` of a body one of the route's declared schemas
 * describes (checked at compile time, as `app.openapi(route, handler)` does), or a text or
 * empty response.
 */
export type RouteResult<R> =
  | (Response & TypedResponse<DeclaredJson<R>, StatusCode, "json">)
  | (Response & TypedResponse<unknown, StatusCode, "text" | "body">);

export type RouteSpec<
  B,
  P,
  Q,
  A extends RouteAuth = RouteAuth,
  R extends Record<number, ResponseSpec> = Record<number, ResponseSpec>,
> = {
  method: Method;
  /** OpenAPI-style path within the group's prefix: `/{id}`, or `/` for the prefix itself. */
  path: string;
  /**
   * The operation's name in generated clients: camelCase, unique in the document. Aliases get
   * it with the suffix `Alias`.
   */
  operationId: string;
  summary: string;
  /** More than the summary says; the credentials, limits and idempotency are added to it. */
  description?: string;
  tags: [Tag, ...Tag[]];
  /**
   * Which credentials the route accepts; `"public"` for none. Required, so no route can
   * forget to say it.
   */
  auth: A;
  /**
   * For routes that take a hosted session's client token only: the session must allow one of
   * these actions (403 otherwise, checked once the input is valid, just before the handler).
   */
  sessionActions?: readonly [HostedAction, ...HostedAction[]];
  body?: B;
  params?: P;
  query?: Q;
  /**
   * Documented responses: status → schema (or null for no body) and a description; `text`
   * documents a `text/plain` alternative of the same response.
   */
  responses: R;
  /** Extra absolute paths served by the same handler (the spec's unprefixed aliases). */
  aliases?: string[];
  /** Accept `application/x-www-form-urlencoded` bodies too (the OAuth2 token endpoint). */
  form?: boolean;
  /**
   * Honour the `Idempotency-Key` header (every creating POST should): a repeat of the same
   * request with the same key replays the first response instead of running the handler
   * again. Needs an authenticated route (keys are kept per organization). See `idempotency.ts`.
   */
  idempotent?: boolean;
  /**
   * Rules across fields or records that the handler applies to valid input, run here too when
   * validation fails, so that one 422 lists every problem (the spec's errors rule 1). Given the
   * failing items, the parsed path parameters (undefined when they failed) and the raw JSON
   * body, returns the items to answer with.
   */
  crossChecks?: (
    detail: ValidationErrorItem[],
    input: { params: Out<P> | undefined; body: unknown },
  ) => ValidationErrorItem[];
  /**
   * A public route that takes from the rate limiter itself (the token endpoint). Routes with
   * credentials are always rate limited (`authenticate`).
   */
  rateLimited?: boolean;
};

export type Input<B, P, Q, A extends RouteAuth = RouteAuth> = {
  body: Out<B>;
  params: Out<P>;
  query: Out<Q>;
  /** The caller, as `authenticate` admitted it (undefined on public routes). */
  principal: PrincipalOf<A>;
  /**
   * Set when the request claimed an Idempotency-Key: a handler that writes in one statement
   * may store its response with it (`IdempotencyClaim.storeWith`); otherwise it is stored
   * after the handler returns.
   */
  idempotency?: IdempotencyClaim;
};

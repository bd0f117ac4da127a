import type { Context, Handler, MiddlewareHandler, TypedResponse } from "hono";
import type { StatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";
import { mergePath } from "hono/utils/url";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { z } from "zod";
import {
  parseParams,
  parseValue,
  ValidationErrorBody,
  type ValidationErrorItem,
} from "../../contract/pydantic/validation-error";
import { ErrorBody } from "../../contract/error-body";
import { ApiError, forbidden } from "./errors";
import {
  IDEMPOTENCY_HEADER,
  checkIdempotencyKey,
  requestHash,
  runIdempotent,
  type IdempotencyClaim,
} from "./idempotency";
import type { HostedAction } from "../../contract/hosted-action";
import type { AppEnv, ClientPrincipal, CredentialKind, Principal } from "./app-env";
import { bodyKind, readBody } from "./request-body";
import type { RouteGroup } from "./route-group";
import { lastQueryValues } from "./query";
import {
  IdempotencyHeaders,
  ServerError,
  headerRefs,
  parametersOf,
  type HeaderName,
  type Tag,
} from "./openapi";

type Method = "get" | "post" | "put" | "patch" | "delete";
type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The credential kinds a route accepts, or `"public"` for none. */
export type RouteAuth = readonly CredentialKind[] | "public";

/** The principal a handler receives: narrowed to the kinds its route accepts. */
export type PrincipalOf<A extends RouteAuth> = A extends readonly (infer K)[]
  ? Extract<Principal, { kind: K }>
  : undefined;

/** One documented response: its description and JSON schema (null: no body). */
export type ResponseSpec = { description: string; schema?: Schema | null; text?: Schema };

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

const CREDENTIAL_TEXT: Record<CredentialKind, string> = {
  api_key: "an API key (X-API-Key)",
  access_token: "a user's bearer access token",
  client_token: "a hosted session's client token (Bearer)",
};

const unprocessable = (detail: unknown) => new ApiError(422, detail);

const honoPath = (p: string) => p.replace(/\{(\w+)\}/g, ":$1");

/**
 * Declares a route once: its OpenAPI entry, the credentials it accepts, and the validation of
 * path, query and body into the pydantic-shaped 422 (all failing fields of all three at once).
 * The handler gets the parsed input and the caller, narrowed to the kinds the route accepts;
 * inside it the types can be trusted.
 * @example
 * const orgs = routeGroup(deps, "/api/v1");
 * defineRoute(orgs, { method: "get", path: "/organization", operationId: "getOrganization",
 *   auth: ["api_key", "access_token"], summary: "The caller's organization",
 *   tags: ["organizations"], responses: { 200: { description: "ok", schema: Organization } } },
 *   (c, { principal }) => c.json(...));
 * mount(app, orgs);
 */
export function defineRoute<
  B extends Schema | undefined,
  P extends Schema | undefined,
  Q extends Schema | undefined,
  const A extends RouteAuth,
  const R extends Record<number, ResponseSpec>,
>(
  group: RouteGroup,
  spec: RouteSpec<B, P, Q, A, R>,
  handler: (
    c: Context<AppEnv>,
    input: Input<B, P, Q, A>,
  ) => RouteResult<R> | Promise<RouteResult<R>>,
) {
  if (
    spec.sessionActions &&
    (spec.auth === "public" || spec.auth.some((k) => k !== "client_token"))
  ) {
    throw new Error(`${spec.operationId}: sessionActions need a route for client tokens only`);
  }
  if (!/^[a-z][A-Za-z0-9]*$/.test(spec.operationId)) {
    throw new Error(`operationId ${spec.operationId} is not camelCase`);
  }
  const { deps } = group;
  /** The path as clients see it: the group's prefix and the route's own path. */
  const fullPath = mergePath(group.prefix, spec.path);
  const rateLimited = spec.auth !== "public" || spec.rateLimited === true;
  const errorJson = { "application/json": { schema: ErrorBody } };
  const documented: Record<string, { description: string; content?: Record<string, unknown> }> = {};
  for (const [status, r] of Object.entries(spec.responses)) {
    const content: Record<string, unknown> = {};
    if (r.schema) content["application/json"] = { schema: r.schema };
    if (r.text) content["text/plain"] = { schema: r.text };
    documented[status] = {
      description: r.description,
      ...(Object.keys(content).length > 0 && { content }),
    };
  }
  if (spec.body || spec.params || spec.query || spec.idempotent) {
    documented["422"] ??= {
      description: "Validation failed: one item per failing field",
      content: { "application/json": { schema: ValidationErrorBody } },
    };
  }
  // The body limit applies to every request: a method that may carry a body can meet it.
  if (spec.method !== "get") {
    documented["413"] ??= {
      description: "The request body is larger than the service accepts (`MAX_BODY_BYTES`)",
      content: errorJson,
    };
  }
  if (spec.idempotent) {
    documented["409"] ??= {
      description: "A request with the same Idempotency-Key is still being processed",
      content: errorJson,
    };
  }
  if (spec.auth !== "public") {
    documented["401"] ??= {
      description: "No credentials, or invalid, expired or revoked ones",
      content: errorJson,
    };
    documented["403"] ??= {
      description: "Valid credentials without access to this resource",
      content: errorJson,
    };
  }
  if (rateLimited) {
    documented["429"] ??= {
      description: "Too many requests: wait the seconds in Retry-After",
      content: errorJson,
    };
  }
  // The registry not answering (or the service still starting) is 503 with Retry-After.
  documented["503"] ??= {
    description:
      "Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After",
    content: errorJson,
  };
  documented["500"] ??= {
    description: "Unexpected server error; safe to retry with backoff (quote request_id)",
    content: { "application/json": { schema: ServerError } },
  };
  const responses: Record<string, unknown> = {};
  for (const [status, r] of Object.entries(documented)) {
    const headers: HeaderName[] = ["X-Request-Id"];
    if (rateLimited) headers.push("RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset");
    if (status === "429" || status === "503") headers.push("Retry-After");
    if (spec.idempotent && status.startsWith("2")) headers.push("Idempotent-Replayed");
    responses[status] = { ...r, headers: headerRefs(headers) };
  }
  const credentialText =
    spec.auth === "public"
      ? "No credentials."
      : `Credentials: ${spec.auth.map((k) => CREDENTIAL_TEXT[k]).join(" or ")}.`;
  const description = [
    spec.description ?? `${spec.summary}.`,
    credentialText,
    ...(rateLimited
      ? [
          "Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.",
        ]
      : []),
    ...(spec.idempotent
      ? ["Idempotent with an Idempotency-Key header: a repeat replays the first response."]
      : []),
  ].join("\n\n");
  const security: Record<string, string[]>[] =
    spec.auth === "public"
      ? []
      : [...new Set(spec.auth.map((k) => (k === "api_key" ? "ApiKey" : "Bearer")))].map((n) => ({
          [n]: [],
        }));
  const targets = [
    { app: group.app, path: spec.path, alias: false },
    ...(spec.aliases ?? []).map((path) => {
      group.aliases ??= new OpenAPIHono<AppEnv>();
      return { app: group.aliases, path, alias: true };
    }),
  ];
  for (const { app, path, alias } of targets) {
    app.openAPIRegistry.registerPath({
      method: spec.method,
      path,
      operationId: alias ? `${spec.operationId}Alias` : spec.operationId,
      summary: alias ? `${spec.summary} (the spec's unprefixed path)` : spec.summary,
      description: alias
        ? `${description}\n\nThe same operation as \`${spec.method.toUpperCase()} ${fullPath}\`, at the path the interface spec names.`
        : description,
      tags: spec.tags,
      security,
      parameters: [
        ...parametersOf(spec.params, "path"),
        ...parametersOf(spec.query, "query"),
      ] as never,
      request: {
        ...(spec.idempotent && { headers: IdempotencyHeaders as never }),
        ...(spec.body && {
          body: {
            required: true,
            content: {
              "application/json": { schema: spec.body },
              ...(spec.form && { "application/x-www-form-urlencoded": { schema: spec.body } }),
            },
          },
        }),
      },
      responses: responses as never,
    });
  }

  const validate: Handler<AppEnv> = async (c) => {
    const detail = [];
    const input = { body: undefined, params: undefined, query: undefined } as Record<
      string,
      unknown
    >;
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
      const body =
        spec.crossChecks && bodyKind(c, spec.form ?? false) === "json" ? sent : undefined;
      throw unprocessable(
        spec.crossChecks
          ? spec.crossChecks(detail, { params: input.params as Out<P> | undefined, body })
          : detail,
      );
    }
    const principal = c.get("principal") as Principal | undefined;
    // Before the idempotency store: a replay never answers what this session may not ask (an
    // end user's keys span their sessions).
    const actions = spec.sessionActions;
    if (
      actions &&
      !actions.some((a) => (principal as ClientPrincipal).allowedActions.includes(a))
    ) {
      throw forbidden(`This session does not allow ${actions.join(" or ")}.`);
    }
    // Without a key (every GET), no closure: tsx names each one it creates (`__name`).
    if (key === undefined || !principal) {
      return handler(c, { ...input, principal, idempotency: undefined } as Input<B, P, Q, A>);
    }
    const run = async (idempotency?: IdempotencyClaim) =>
      handler(c, { ...input, principal, idempotency } as Input<B, P, Q, A>);
    const route = `${fullPath} ${JSON.stringify(c.req.param())}`;
    const hash = requestHash(spec.method, route, sent);
    return runIdempotent(
      deps,
      {
        organizationId: principal.organizationId,
        ...(principal.kind === "client_token" && {
          scope: `account:${principal.externalAccountId}`,
        }),
        key,
        method: spec.method,
        route,
        hash,
      },
      run,
    );
  };

  const chain: (MiddlewareHandler<AppEnv> | Handler<AppEnv>)[] = [];
  if (spec.auth !== "public") chain.push(deps.authenticate(spec.auth));
  chain.push(validate);
  for (const { app, path } of targets) {
    app.on(spec.method.toUpperCase(), honoPath(path), ...(chain as [Handler<AppEnv>]));
  }
}

export { allowedMethods, mount, routeGroup, type RouteDeps, type RouteGroup } from "./route-group";

import type { OpenAPIHono } from "@hono/zod-openapi";
import { ValidationErrorBody } from "../../contract/pydantic/validation-error";
import { ErrorBody } from "../../contract/error-body";
import type { AppEnv, CredentialKind } from "./app-env";
import {
  IdempotencyHeaders,
  ServerError,
  headerRefs,
  parametersOf,
  type HeaderName,
} from "./openapi";
import type { RouteSpec, Schema } from "./route-spec";

/** Where a route is served: its group's sub-app (or the aliases' one) and its path there. */
export type RouteTarget = { app: OpenAPIHono<AppEnv>; path: string; alias: boolean };

const CREDENTIAL_TEXT: Record<CredentialKind, string> = {
  api_key: "an API key (X-API-Key)",
  access_token: "a user's bearer access token",
  client_token: "a hosted session's client token (Bearer)",
};

/** What the document needs of a route spec (any schemas; not its handler-side checks). */
type AnySpec = Omit<
  RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined>,
  "crossChecks"
>;

/** Whether the route takes from the rate limiter (every route with credentials does). */
const isRateLimited = (spec: AnySpec) => spec.auth !== "public" || spec.rateLimited === true;

/**
 * The route's documented responses: its own, plus those every route of its kind can give
 * (422, 413, 409, 401/403, 429, 503, 500), each with the headers it carries.
 */
function responsesOf(spec: AnySpec): Record<string, unknown> {
  const rateLimited = isRateLimited(spec);
  const errorJson = { "application/json": { schema: ErrorBody } };
  const documented: Record<string, { description: string; content?: Record<string, unknown> }> = {};
  for (const [status, r] of Object.entries(spec.responses)) {
    const content: Record<string, unknown> = {};
    if (r.schema) content["application/json"] = { schema: r.schema };
    if (r.text) content["text/plain"] = { schema: r.text };
    for (const [type, schema] of Object.entries(r.media ?? {})) content[type] = { schema };
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
  return responses;
}

/** The operation's description: the spec's, then its credentials, rate limit and idempotency. */
function descriptionOf(spec: AnySpec): string {
  const credentialText =
    spec.auth === "public"
      ? "No credentials."
      : `Credentials: ${spec.auth.map((k) => CREDENTIAL_TEXT[k]).join(" or ")}.`;
  return [
    spec.description ?? `${spec.summary}.`,
    credentialText,
    ...(isRateLimited(spec)
      ? [
          "Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.",
        ]
      : []),
    ...(spec.idempotent
      ? ["Idempotent with an Idempotency-Key header: a repeat replays the first response."]
      : []),
  ].join("\n\n");
}

/**
 * Registers the route's OpenAPI operation in each target's registry (an alias gets the
 * operationId + `Alias` and names the prefixed path `fullPath` it serves the same way).
 */
export function documentRoute(spec: AnySpec, targets: RouteTarget[], fullPath: string) {
  const responses = responsesOf(spec);
  const description = descriptionOf(spec);
  const security: Record<string, string[]>[] =
    spec.auth === "public"
      ? []
      : [...new Set(spec.auth.map((k) => (k === "api_key" ? "ApiKey" : "Bearer")))].map((n) => ({
          [n]: [],
        }));
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
}

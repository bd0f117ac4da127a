import { z } from "zod";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ErrorCode } from "../../contract/error-codes";
import { jsonSchemaOf } from "../../contract/pydantic/json-schema-of";
import type { AppEnv } from "./app-env";
import { IDEMPOTENCY_HEADER } from "./idempotency";

/** The document's tags, each with its description; a route may only use these. */
const TAGS = {
  auth: "OAuth2 password grant: a user's email and password for a bearer access token.",
  organizations: "The caller's organization and its API keys.",
  orders:
    "Domain orders: create (pay later by card checkout or wire), list, read, cancel, accept a changed price; and the spec's immediate purchase.",
  payments: "Payments received (wire transfers) and their allocation to orders.",
  "hosted sessions":
    "Partner API: create, read, refresh and revoke hosted sessions that embed the widget for one end-user account.",
  "hosted API":
    "The API the widget calls with a hosted session's client token, limited to the session's allowed actions and end-user account.",
  registrar: "Availability and prices of domain names, and suggestions.",
  domains: "Registered domains: read, settings, renewal, nameservers and renewal charges.",
  dns: "DNS records of the service's zones (writes need an API key).",
  webhooks: "Webhook endpoints, their deliveries, and the event log they deliver.",
  balance:
    "Live mode's prepaid balance: what is billed to the organization draws on it; its ledger and monthly statements.",
  users:
    "The organization's users and their roles (admin or member), each user's own account, and the audit log of what users did.",
  registry:
    "For the dashboard's admins: whether the registrar's own account at the registry has funds, and the registry's receipt for an order.",
  abuse:
    "Abuse reports: anyone reports abuse of a domain (public); the organization holding it lists its reports.",
  overview:
    "What needs attention now (orders awaiting payment, domains expiring, failing webhooks, abuse reports to review), counted for the dashboard's first page.",
} as const;
export type Tag = keyof typeof TAGS;

/** Body of a 500: a message and the request's id, to quote to support. */
export const ServerError = z
  .object({
    detail: z
      .string()
      .meta({ example: "Internal server error; it is safe to retry with backoff." }),
    request_id: z.string().meta({ description: "The X-Request-Id of the failed request" }),
    code: z.literal("internal_error" satisfies ErrorCode),
  })
  .meta({ id: "ServerError" });

const integerHeader = (description: string) => ({
  description,
  schema: { type: "integer", minimum: 0 },
});

/** The response headers the service sets, declared once under `components.headers`. */
const HEADERS = {
  "X-Request-Id": {
    required: true,
    description:
      "The request's id: the caller's X-Request-Id when it is 8 to 128 characters of [A-Za-z0-9._-], else a new UUID. Quote it to support.",
    schema: { type: "string" },
  },
  "RateLimit-Limit": integerHeader("Requests the credential's (or address's) bucket holds"),
  "RateLimit-Remaining": integerHeader("Requests left in the bucket now"),
  "RateLimit-Reset": integerHeader("Seconds until the bucket is full again"),
  "Retry-After": { ...integerHeader("Seconds to wait before retrying"), required: true },
  "Idempotent-Replayed": {
    description:
      "`true` when this is the stored response of an earlier request with the same Idempotency-Key",
    schema: { type: "string", enum: ["true"] },
  },
} as const;
export type HeaderName = keyof typeof HEADERS;

/** A response's `headers`: references to the components (which say whether each is required). */
export function headerRefs(names: HeaderName[]) {
  return Object.fromEntries(names.map((n) => [n, { $ref: `#/components/headers/${n}` }]));
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Names of the component schemas reachable from `roots` (following `$ref`s). */
function reachable(roots: unknown[], schemas: Json): Set<string> {
  const seen = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node)) return;
    const ref = node.$ref;
    if (typeof ref === "string" && ref.startsWith("#/components/schemas/")) {
      const name = ref.slice("#/components/schemas/".length);
      if (!seen.has(name)) {
        seen.add(name);
        visit(schemas[name]);
      }
    }
    Object.values(node).forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * Moves each property's `default` into its description in a request schema. A request field
 * with a default is optional (not in `required`), but openapi-typescript (`defaultNonNullable`,
 * on by default) types a component property that has a `default` as always present: right for
 * responses, wrong for requests. The default stays stated in words.
 */
function defaultsToDescriptions(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(defaultsToDescriptions);
  if (!isObject(node)) return;
  if (isObject(node.properties)) {
    for (const prop of Object.values(node.properties)) {
      if (!isObject(prop) || !("default" in prop)) continue;
      const text = `Default: \`${JSON.stringify(prop.default)}\`.`;
      prop.description =
        typeof prop.description === "string" ? `${prop.description}. ${text}` : text;
      delete prop.default;
    }
  }
  Object.values(node).forEach(defaultsToDescriptions);
}

/** Removes `discriminator`s without a mapping (zod's boolean literals give none). */
function dropEmptyDiscriminators(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(dropEmptyDiscriminators);
  if (!isObject(node)) return;
  const d = node.discriminator;
  if (isObject(d) && (!isObject(d.mapping) || Object.keys(d.mapping).length === 0)) {
    delete node.discriminator;
  }
  Object.values(node).forEach(dropEmptyDiscriminators);
}

type Doc = {
  paths: Record<string, Record<string, Json>>;
  components?: { schemas?: Json } & Json;
} & Json;

/** The generated document with request defaults described in words (see above). */
function finishDocument<D>(generated: D): D {
  const doc = structuredClone(generated) as unknown as Doc;
  const schemas = doc.components?.schemas ?? {};
  const operations = Object.values(doc.paths).flatMap((ops) => Object.values(ops));
  const requestRoots = operations.map((op) => op.requestBody);
  const responseRoots = operations.map((op) => op.responses);
  const inRequests = reachable(requestRoots, schemas);
  const inResponses = reachable(responseRoots, schemas);
  for (const name of inRequests) {
    if (!inResponses.has(name)) defaultsToDescriptions(schemas[name]);
  }
  for (const op of operations) defaultsToDescriptions(op.requestBody);
  dropEmptyDiscriminators(doc);
  return doc as unknown as D;
}

/** Registers the header components and serves the finished document at `path`. */
export function serveDocument(
  app: OpenAPIHono<AppEnv>,
  path: string,
  config: Parameters<OpenAPIHono<AppEnv>["getOpenAPI31Document"]>[0],
) {
  for (const [name, header] of Object.entries(HEADERS)) {
    app.openAPIRegistry.registerComponent("headers", name, header as never);
  }
  let cached: unknown;
  app.get(path, (c) => {
    cached ??= finishDocument(
      app.getOpenAPI31Document({
        ...config,
        tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      }),
    );
    return c.json(cached as object);
  });
}

export const IdempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .min(1)
    .max(255)
    .optional()
    .meta({
      description:
        "Makes a retry safe: a repeat with the same key and body within 24 h returns the first " +
        "response (with `Idempotent-Replayed: true`) instead of acting again. One new key " +
        "(e.g. a UUID) per user action.",
      example: "7f0c2a4e-3b1d-4b8e-9a57-0c6f1f6a3d21",
    }),
});

/**
 * OpenAPI parameter objects from a `pyObject` schema's JSON Schema: the pydantic-style
 * schemas are `unknown → transform` in zod, so the generator cannot list their fields itself.
 */
export function parametersOf(schema: z.ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const json = jsonSchemaOf(schema) as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, prop]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    schema: prop,
    ...(typeof prop.description === "string" && { description: prop.description }),
  }));
}

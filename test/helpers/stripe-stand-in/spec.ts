/**
 * The Stripe stand-in's check against Stripe's published OpenAPI description (the subset in
 * test/fixtures/stripe/openapi-subset.json): form-encoded request bodies and query strings
 * decoded as Stripe decodes them (`a[b][0][c]=…`, by `qs`, the encoder the `stripe` package
 * itself uses), their strings coerced to the types the operation's schema names (integers,
 * numbers, booleans), then validated with ajv; responses and webhook events validated too.
 *
 * OpenAPI 3.0 to JSON Schema: `nullable: true` becomes "or null", `x-…` keys go, and every
 * object schema that lists its properties is closed (`additionalProperties: false`), so a
 * field Stripe does not document is a mismatch, as an unknown parameter is an error at Stripe.
 */
import { readFileSync } from "node:fs";
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import qs from "qs";

type Json = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; schema: Json };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
};

export const SUBSET_FILE = new URL("../../fixtures/stripe/openapi-subset.json", import.meta.url);
const ID = "https://stripe.invalid/openapi-subset.json";

function prepare(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(prepare);
  if (typeof node !== "object" || node === null) return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k.startsWith("x-") || k === "nullable") continue;
    out[k] =
      k === "$ref" && typeof v === "string"
        ? v.replace("#/components/schemas/", `${ID}#/definitions/`)
        : prepare(v);
  }
  if ("properties" in out && !("additionalProperties" in out)) out.additionalProperties = false;
  return (node as Json).nullable === true ? { anyOf: [out, { type: "null" }] } : out;
}

/** A validation failure as Stripe words it: the parameter in its form (`a[b][0]`) and a message. */
export type Refusal = { param: string; message: string };

function paramOf(instancePath: string): string {
  const [first = "", ...rest] = instancePath.split("/").filter(Boolean);
  return first + rest.map((p) => `[${p}]`).join("");
}

function refusalOf(errors: ErrorObject[], data: unknown, prefix = ""): Refusal {
  // The deepest error that is not the summary of a union says the most.
  const best =
    [...errors]
      .filter((e) => e.keyword !== "anyOf")
      .sort((a, b) => b.instancePath.length - a.instancePath.length)[0] ?? errors[0]!;
  const base = paramOf(`${prefix}${best.instancePath}`);
  const join = (name: string) => (base ? `${base}[${name}]` : name);
  if (best.keyword === "additionalProperties") {
    const param = join(String(best.params.additionalProperty));
    return { param, message: `Received unknown parameter: ${param}` };
  }
  if (best.keyword === "required") {
    const param = join(String(best.params.missingProperty));
    return { param, message: `Missing required param: ${param}.` };
  }
  const value = best.instancePath
    .split("/")
    .filter(Boolean)
    .reduce<unknown>((v, k) => (v as Json | undefined)?.[k], data);
  if (
    best.keyword === "type" &&
    (best.params.type === "integer" || best.params.type === "number")
  ) {
    return { param: base, message: `Invalid ${best.params.type}: ${String(value)}` };
  }
  return { param: base, message: `Invalid ${base}: ${best.message ?? best.keyword}` };
}

export type Check = { ok: true; value: Json } | { ok: false; refusal: Refusal };

export type StripeSpec = ReturnType<typeof loadStripeSpec>;

/** The vendored subset, compiled: one checker per operation and per object type. */
export function loadStripeSpec() {
  const doc = JSON.parse(readFileSync(SUBSET_FILE, "utf8")) as Doc;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat("unix-time", true);
  ajv.addFormat("decimal", /^-?\d+(\.\d+)?$/);
  ajv.addFormat("openapi", true);
  const definitions = prepare(doc.components.schemas) as Record<string, Json>;
  ajv.addSchema({ $id: ID, definitions });

  const deref = (schema: Json): Json => {
    let s = schema;
    while (typeof s.$ref === "string") {
      s = definitions[s.$ref.slice(`${ID}#/definitions/`.length)] ?? {};
    }
    return s;
  };

  /** Form strings to the types the schema names, as Stripe reads them. */
  const coerce = (value: unknown, schema: Json | undefined): unknown => {
    if (!schema) return value;
    const s = deref(schema);
    if (Array.isArray(s.anyOf)) {
      const branches = (s.anyOf as Json[]).map(deref);
      const pick =
        typeof value === "string"
          ? branches.find((b) => coerce(value, b) !== value)
          : branches.find((b) => (Array.isArray(value) ? b.type === "array" : b.type === "object"));
      return pick ? coerce(value, pick) : value;
    }
    if (typeof value === "string") {
      if (s.type === "integer" && /^-?\d+$/.test(value)) return Number(value);
      if (s.type === "number" && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
      if (s.type === "boolean" && (value === "true" || value === "false")) return value === "true";
      return value;
    }
    if (s.type === "array" && typeof value === "object" && value !== null) {
      const items = Array.isArray(value)
        ? value
        : Object.keys(value).every((k) => /^\d+$/.test(k))
          ? Object.entries(value)
              .sort(([a], [b]) => Number(a) - Number(b))
              .map(([, v]) => v as unknown)
          : null;
      return items ? items.map((v) => coerce(v, s.items as Json)) : value;
    }
    if (
      s.type === "object" &&
      typeof value === "object" &&
      value !== null &&
      !Array.isArray(value)
    ) {
      const props = (s.properties ?? {}) as Record<string, Json>;
      const extra =
        typeof s.additionalProperties === "object" ? (s.additionalProperties as Json) : undefined;
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, coerce(v, props[k] ?? extra)]),
      );
    }
    return value;
  };

  const check = (validate: ValidateFunction, value: Json, prefix = ""): Check =>
    validate(value)
      ? { ok: true, value }
      : { ok: false, refusal: refusalOf(validate.errors ?? [], value, prefix) };

  type Compiled = {
    template: string;
    method: string;
    pattern: RegExp;
    pathNames: string[];
    path: ValidateFunction;
    query: ValidateFunction;
    querySchema: Json;
    body?: { validate: ValidateFunction; schema: Json };
    response: ValidateFunction;
  };
  const operations: Compiled[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const group = (where: string): Json => ({
        type: "object",
        properties: Object.fromEntries(
          params.filter((p) => p.in === where).map((p) => [p.name, p.schema]),
        ),
        required: params.filter((p) => p.in === where && p.required).map((p) => p.name),
        additionalProperties: false,
      });
      const bodySchema = op.requestBody?.content["application/x-www-form-urlencoded"]?.schema;
      const querySchema = prepare(group("query")) as Json;
      const responseSchema = op.responses["200"]?.content?.["application/json"]?.schema;
      if (!responseSchema) throw new Error(`${method} ${template}: no 200 response schema`);
      operations.push({
        template,
        method: method.toUpperCase(),
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, "([^/]+)")}$`),
        pathNames: [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        path: ajv.compile(prepare(group("path")) as Json),
        query: ajv.compile(querySchema),
        querySchema,
        // A GET's body is none; Stripe's description gives every operation an (empty) form.
        ...(bodySchema && method !== "get"
          ? {
              body: {
                validate: ajv.compile(prepare(bodySchema) as Json),
                schema: prepare(bodySchema) as Json,
              },
            }
          : {}),
        response: ajv.compile(prepare(responseSchema) as Json),
      });
    }
  }
  const objectCheckers = new Map<string, ValidateFunction>();
  const objectChecker = (name: string) => {
    let v = objectCheckers.get(name);
    if (!v) {
      v = ajv.compile({ $ref: `${ID}#/definitions/${name}` });
      objectCheckers.set(name, v);
    }
    return v;
  };

  return {
    /** `METHOD template` of every operation the subset holds. */
    operations: operations.map((o) => `${o.method} ${o.template}`),
    /** The operation a request is for, or undefined when the subset has none. */
    match(method: string, pathname: string) {
      for (const op of operations) {
        const m = op.method === method ? op.pattern.exec(pathname) : null;
        if (!m) continue;
        const pathParams = Object.fromEntries(
          op.pathNames.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]),
        );
        return {
          template: `${op.method} ${op.template}`,
          /** Path, query and body checked; the decoded, coerced parameters on success. */
          checkRequest(
            rawQuery: string,
            rawBody: string,
          ): Check & { params?: Record<string, string> } {
            const path = check(op.path, pathParams);
            if (!path.ok) return path;
            const query = check(op.query, coerce(parse(rawQuery), op.querySchema) as Json);
            if (!query.ok) return query;
            if (!op.body) {
              if (rawBody)
                return { ok: false, refusal: { param: "", message: "A GET request has no body." } };
              return { ok: true, value: query.value, params: pathParams };
            }
            const body = check(op.body.validate, coerce(parse(rawBody), op.body.schema) as Json);
            return body.ok ? { ...body, params: pathParams } : body;
          },
          checkResponse: (body: Json) => check(op.response, body),
        };
      }
      return undefined;
    },
    /** `value` against a component schema by name (`event`, `checkout.session`, `error`, …). */
    checkObject: (name: string, value: Json) => check(objectChecker(name), value),
  };
}

function parse(raw: string): Json {
  return qs.parse(raw, { depth: 20, arrayLimit: 1000, parameterLimit: 10_000 }) as Json;
}

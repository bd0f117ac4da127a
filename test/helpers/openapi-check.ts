/**
 * Checks a response against the service's own OpenAPI document: the operation (method and
 * path template) is documented, its status is documented for that operation, the headers the
 * document requires are present, and the body has a documented media type and (JSON) validates
 * against the documented schema (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses).
 *
 * Exempt, by one rule: a request that matches no documented operation, when it is outside the
 * API (`/api/` and the spec's unprefixed `/registrar/` paths: pages, checkout, demo, health), is
 * the document itself, or is answered 404 or 405 (unknown paths and methods, which no document
 * lists) or 413 (the body limit applies before routing, to every path).
 */
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";

type Json = Record<string, unknown>;
type MediaType = { schema?: Json };
type Header = { required?: boolean; $ref?: string };
type DocResponse = { headers?: Record<string, Header>; content?: Record<string, MediaType> };
type Operation = { operationId?: string; responses: Record<string, DocResponse> };
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; headers?: Record<string, Header> };
};

const DOC_ID = "https://registrar.invalid/openapi.json";
const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options"]);

/**
 * Points the document's local `#/components/...` references at the added document, and closes
 * every object schema that lists its properties (`unevaluatedProperties: false`), so a field
 * the service returns but the document does not name is a mismatch too.
 */
function prepare(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(prepare);
  if (typeof node !== "object" || node === null) return node;
  const out: Json = Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === "$ref" && typeof v === "string" && v.startsWith("#/") ? `${DOC_ID}${v}` : prepare(v),
    ]),
  );
  if (
    "properties" in out &&
    !("additionalProperties" in out) &&
    !("unevaluatedProperties" in out)
  ) {
    out.unevaluatedProperties = false;
  }
  return out;
}

type OpenApiChecker = ReturnType<typeof openApiChecker>;

type WebhookDoc = {
  webhooks?: Record<string, { post?: { requestBody?: { content?: Record<string, MediaType> } } }>;
  components: { schemas: Record<string, Json> };
};

/**
 * A checker of webhook deliveries against the document's `webhooks`: `check(name, body)` lists
 * how `body` differs from the JSON request body of the `name` entry (objects closed, as above);
 * an entry that is missing, or has no JSON body, is a problem too.
 */
export function webhookChecker(doc: WebhookDoc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOC_ID, components: prepare(doc.components) });
  return (name: string, body: unknown): string[] => {
    const schema = doc.webhooks?.[name]?.post?.requestBody?.content?.["application/json"]?.schema;
    if (!schema) return [`no JSON request body documented for the webhook ${name}`];
    const validate = ajv.compile(prepare(schema) as Json);
    return validate(body) ? [] : [ajv.errorsText(validate.errors, { separator: "; " })];
  };
}

/** A checker for one document (compiled schemas are cached). */
export function openApiChecker(doc: Doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOC_ID, components: prepare(doc.components) });
  const compiled = new Map<Json, ValidateFunction>();
  const validator = (schema: Json) => {
    let v = compiled.get(schema);
    if (!v) {
      v = ajv.compile(prepare(schema) as Json);
      compiled.set(schema, v);
    }
    return v;
  };

  const routes = Object.entries(doc.paths)
    .map(([template, ops]) => ({
      template,
      params: (template.match(/\{/g) ?? []).length,
      pattern: new RegExp(
        `^${template
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
          .join("[^/]+")}$`,
      ),
      ops,
    }))
    // A literal segment wins over a parameter (`/orders/x` before `/orders/{id}`).
    .sort((a, b) => a.params - b.params);

  const header = (h: Header): Header =>
    h.$ref ? (doc.components.headers?.[h.$ref.split("/").pop()!] ?? {}) : h;

  /** The problems of one response (empty when it matches the document). */
  async function problems(method: string, url: string, res: Response): Promise<string[]> {
    const path = new URL(url, "http://localhost").pathname;
    const matches = routes.filter((r) => r.pattern.test(path));
    const route = matches.find((r) => r.ops[method.toLowerCase()]);
    const op = route?.ops[method.toLowerCase()];
    if (!route || !op || !METHODS.has(method.toLowerCase())) {
      const api =
        (path.startsWith("/api/") || path.startsWith("/registrar/")) &&
        path !== "/api/v1/openapi.json";
      if (!api || [404, 405, 413].includes(res.status)) return [];
      return [`no documented operation for ${method} ${path} (HTTP ${res.status})`];
    }
    const where = `${method} ${route.template} (${op.operationId ?? "no operationId"}) → ${res.status}`;
    const documented =
      op.responses[String(res.status)] ??
      op.responses[`${String(res.status)[0]}XX`] ??
      op.responses.default;
    if (!documented) {
      return [
        `${where}: status not documented (documented: ${Object.keys(op.responses).join(", ")}); body: ${(await res.clone().text()).slice(0, 300)}`,
      ];
    }
    const out: string[] = [];
    for (const [name, h] of Object.entries(documented.headers ?? {})) {
      if (header(h).required && !res.headers.has(name))
        out.push(`${where}: header ${name} missing`);
    }
    const text = await res.clone().text();
    const contentType = (res.headers.get("content-type") ?? "").split(";")[0]!.trim();
    const content = documented.content ?? {};
    if (text === "" && !contentType) {
      if (Object.keys(content).length > 0) out.push(`${where}: no body, but one is documented`);
      return out;
    }
    const media = content[contentType];
    if (!media) {
      out.push(
        `${where}: body of type "${contentType}" not documented (documented: ${Object.keys(content).join(", ") || "no body"})`,
      );
      return out;
    }
    if (!media.schema) return out;
    let value: unknown = text;
    if (contentType.endsWith("json")) {
      try {
        value = JSON.parse(text);
      } catch {
        out.push(`${where}: body is not JSON: ${text.slice(0, 200)}`);
        return out;
      }
    }
    const validate = validator(media.schema);
    if (!validate(value)) {
      out.push(
        `${where}: body does not match the schema: ${ajv.errorsText(validate.errors, { separator: "; " })}; body: ${text.slice(0, 500)}`,
      );
    }
    return out;
  }

  return { problems };
}

type Requester = (
  input: string | Request | URL,
  init?: RequestInit,
  ...rest: never[]
) => Response | Promise<Response>;

/**
 * Wraps `app.request` so every response is checked against the document the app serves; a
 * mismatch throws (failing the test that made the request) with the route, status and the
 * schema errors.
 */
export function checkResponses<A extends { request: Requester }>(app: A): A {
  const request = app.request.bind(app) as Requester;
  let checker: Promise<OpenApiChecker> | undefined;
  const load = async () =>
    openApiChecker((await (await request("/api/v1/openapi.json")).json()) as Doc);
  app.request = (async (input, init, ...rest) => {
    const res = await request(input, init, ...rest);
    const url = input instanceof Request ? input.url : String(input);
    const method = (
      init?.method ?? (input instanceof Request ? input.method : "GET")
    ).toUpperCase();
    checker ??= load();
    const found = await (await checker).problems(method, url, res);
    if (found.length > 0) {
      throw new Error(`Response differs from the OpenAPI document:\n${found.join("\n")}`);
    }
    return res;
  }) as A["request"];
  return app;
}

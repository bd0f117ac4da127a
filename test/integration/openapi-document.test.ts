/**
 * The OpenAPI document as generated clients and linters read it: names, tags, descriptions,
 * the responses and headers every operation can give, unions on `success`, and request schemas
 * that make only truly required fields required. (Every response of the integration suite is
 * also checked against it: test/helpers/openapi-check.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODE_NAMES } from "../../src/contract/error-codes";
import type { Database } from "../../src/server/db/database";
import { makeTestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

type Json = Record<string, unknown>;
type Schema = Json & {
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
};
type Response = { headers?: Record<string, { $ref?: string }>; content?: Record<string, Json> };
type Operation = {
  operationId?: string;
  tags?: string[];
  description?: string;
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Response>;
};
type Doc = {
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    headers: Record<string, Json & { required?: boolean }>;
  };
};

let database: Database;
let doc: Doc;
beforeAll(async () => {
  database = await openTestDb();
  const t = await makeTestApp(database);
  doc = (await (await t.request("/api/v1/openapi.json")).json()) as Doc;
});
afterAll(async () => {
  await database.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op, name: `${method} ${path}` })),
  );
const schema = (s: Schema): Schema =>
  s.$ref ? schema(doc.components.schemas[s.$ref.split("/").pop()!]!) : s;
const headerNames = (r: Response) => Object.keys(r.headers ?? {});

describe("the OpenAPI document", () => {
  it("names every operation once, in camelCase; an alias is its operation's id + Alias", () => {
    const ids = operations().map(({ op }) => op.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths["/registrar/purchase"]!.post!.operationId).toBe("purchaseDomainAlias");
    expect(doc.paths["/api/v1/registrar/purchase"]!.post!.operationId).toBe("purchaseDomain");
    expect(doc.paths["/registrar/orders"]!.get!.operationId).toBe("listOrdersAlias");
  });

  it("gives every operation a description and a tag declared, with a description, at the top", () => {
    const declared = new Map(doc.tags.map((t) => [t.name, t.description]));
    for (const { name, op } of operations()) {
      expect(op.description, name).toMatch(/\S/);
      expect(op.tags?.length, name).toBeGreaterThan(0);
      for (const tag of op.tags!) expect(declared.get(tag), `${name}: ${tag}`).toMatch(/\S/);
    }
  });

  it("declares X-Request-Id on every response, 500 everywhere, 429 with its headers where limited", () => {
    expect(doc.components.headers["X-Request-Id"]!.required).toBe(true);
    expect(doc.components.headers["Retry-After"]!.required).toBe(true);
    for (const { name, op } of operations()) {
      for (const [status, r] of Object.entries(op.responses)) {
        expect(headerNames(r), `${name} ${status}`).toContain("X-Request-Id");
      }
      expect(op.responses["500"]?.content?.["application/json"], name).toEqual({
        schema: { $ref: "#/components/schemas/ServerError" },
      });
      // Every route with credentials is rate limited, and so is the token endpoint.
      const limited = (op.security?.length ?? 0) > 0 || op.operationId === "issueAccessToken";
      if (!limited) continue;
      expect(headerNames(op.responses["429"] ?? {}), name).toEqual([
        "X-Request-Id",
        "RateLimit-Limit",
        "RateLimit-Remaining",
        "RateLimit-Reset",
        "Retry-After",
      ]);
      const ok = Object.entries(op.responses).find(([s]) => s.startsWith("2"))![1];
      expect(headerNames(ok), name).toEqual(expect.arrayContaining(["RateLimit-Remaining"]));
    }
    expect(operations().filter(({ op }) => op.responses["429"]).length).toBe(operations().length);
  });

  it("gives every error body (not 422) a code of the catalogue, the same enum everywhere", () => {
    const { ErrorBody, ErrorCode, ServerError } = doc.components.schemas;
    expect(ErrorCode!.enum).toEqual(ERROR_CODE_NAMES);
    expect(ErrorBody!.properties!.code).toEqual({ $ref: "#/components/schemas/ErrorCode" });
    expect(ErrorBody!.required).toEqual(["detail", "code"]);
    expect(ServerError!.properties!.code).toMatchObject({ enum: ["internal_error"] });
    for (const { name, op } of operations()) {
      for (const [status, r] of Object.entries(op.responses)) {
        if (!/^[45]/.test(status) || status === "422") continue;
        const schema = r.content?.["application/json"]?.schema as Schema | undefined;
        expect(schema?.$ref, `${name} ${status}`).toMatch(/\/(ErrorBody|ServerError)$/);
      }
    }
  });

  it("declares Idempotent-Replayed on the success of every operation that takes an Idempotency-Key", () => {
    const idempotent = operations().filter(({ op }) =>
      op.parameters?.some((p) => p.in === "header" && p.name === "Idempotency-Key"),
    );
    expect(idempotent.length).toBeGreaterThan(5);
    for (const { name, op } of idempotent) {
      const ok = Object.entries(op.responses).find(([s]) => s.startsWith("2"))![1];
      expect(headerNames(ok), name).toContain("Idempotent-Replayed");
      expect(op.responses["409"], name).toBeDefined();
    }
  });

  it("documents 404 on every operation with a resource in its path", () => {
    for (const { name, op, path } of operations()) {
      // A name to look up at the registrar, not one of the caller's resources.
      if (path.includes("/availability/")) continue;
      if (
        !/\{(domain|domain_name|order_id|record_id|payment_id|session_id|endpoint_id|event_id|organization_id)\}/.test(
          path,
        )
      )
        continue;
      expect(op.responses["404"], name).toBeDefined();
    }
    // The five hosted routes that look the end user's domain up.
    for (const [path, method] of [
      ["/api/v1/hosted/domains/{domain}/renew", "post"],
      ["/api/v1/hosted/domains/{domain}/nameservers", "get"],
      ["/api/v1/hosted/domains/{domain}/nameservers", "put"],
      ["/api/v1/hosted/domains/{domain}/records", "get"],
      ["/api/v1/hosted/domains/{domain}/records", "post"],
    ] as const) {
      expect(doc.paths[path]![method]!.responses["404"], `${method} ${path}`).toBeDefined();
    }
  });

  it("documents the zone export as text/plain beside the JSON list", () => {
    const ok = doc.paths["/api/v1/registrar/dns/{domain_name}/records"]!.get!.responses["200"]!;
    expect(Object.keys(ok.content!)).toEqual(["application/json", "text/plain"]);
  });

  it("has payment_reference in the order creation response", () => {
    const order = doc.components.schemas.DomainOrderResponse!;
    expect(order.properties!.payment_reference).toMatchObject({ type: "string" });
    expect(order.required).toContain("payment_reference");
  });

  it("lets the hosted order list be paged like the partner's", () => {
    const params = doc.paths["/api/v1/hosted/orders"]!.get!.parameters!.map(
      (p) => `${p.in} ${p.name}`,
    );
    expect(params).toEqual(["query limit", "query cursor"]);
  });

  it("answers renewals and purchases with a union on success", () => {
    const union = (path: string, alternatives: string[]) => {
      const s = doc.paths[path]!.post!.responses["200"]!.content!["application/json"]!
        .schema as Schema;
      const options = schema(s).oneOf!;
      expect(options.map((o) => o.$ref!.split("/").pop())).toEqual(alternatives);
      expect(options.map((o) => schema(o).properties!.success)).toEqual([
        { type: "boolean", enum: [true] },
        { type: "boolean", enum: [false] },
      ]);
      for (const o of options) expect(schema(o).required).toContain("success");
    };
    union("/api/v1/registrar/domains/{domain}/renew", ["RenewResponse", "RenewFailure"]);
    union("/api/v1/hosted/domains/{domain}/renew", ["HostedRenewSuccess", "HostedRenewFailure"]);
    union("/api/v1/registrar/purchase", ["PurchaseResponse", "ActionFailure"]);
    expect(doc.components.schemas.RenewResponse!.required).toContain("new_expiry_date");
  });

  it("requires in request bodies only the fields without defaults, and states defaults in words", () => {
    const order = doc.components.schemas.DomainOrderRequest!;
    expect(order.required).toEqual(["domain", "contact"]);
    expect(order.properties!.years).not.toHaveProperty("default");
    expect(order.properties!.years!.description).toContain("Default: `1`.");
    const seen = new Set<Schema>();
    const visit = (s: unknown, where: string): void => {
      if (Array.isArray(s)) return s.forEach((x) => visit(x, where));
      if (typeof s !== "object" || s === null || seen.has(s as Schema)) return;
      seen.add(s as Schema);
      const node = s as Schema;
      if (node.$ref) return visit(schema(node), node.$ref);
      for (const [key, prop] of Object.entries(node.properties ?? {})) {
        expect(prop, `${where}.${key}`).not.toHaveProperty("default");
      }
      Object.values(node).forEach((v) => visit(v, where));
    };
    for (const { name, op } of operations()) {
      for (const media of Object.values(op.requestBody?.content ?? {})) visit(media.schema, name);
    }
  });
});

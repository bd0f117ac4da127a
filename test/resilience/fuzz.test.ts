/**
 * Property-based fuzzing of every route of the OpenAPI document: path parameters, query
 * strings and JSON bodies (arbitrary JSON and mutations of a valid body) never get a 5xx;
 * every 422 has pydantic's shape and one item per failing field; a rejected request writes
 * nothing.
 */
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { openTestDb } from "../helpers/test-db";
import { makeTestApp } from "../helpers/test-app";
import { awkwardString, bodyArb, makeFixture, rowCounts, segment } from "./fuzz-support";

const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 25);

type Param = { in: string; name: string };
type Schema = { $ref?: string; required?: string[]; properties?: Record<string, unknown> };
type Operation = {
  security?: Record<string, string[]>[];
  parameters?: Param[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
type Item = { type: unknown; loc: unknown; msg: unknown; input?: unknown; ctx?: unknown };

const database = await openTestDb();
const t = await makeTestApp(database, {
  env: {
    RATE_LIMIT_PER_MINUTE: "10000000",
    RATE_LIMIT_BURST: "10000000",
    LOGIN_RATE_LIMIT_PER_MINUTE: "10000000",
  },
});
const fixture = await makeFixture(t);
const doc = (await (await t.request("/api/v1/openapi.json")).json()) as Doc;
afterAll(async () => {
  await database.close();
});

const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

const isHostedClient = (path: string) =>
  path.startsWith("/api/v1/hosted/") && !path.startsWith("/api/v1/hosted/sessions");

function credentials(path: string, op: Operation): Record<string, string> {
  if (!op.security || op.security.length === 0) return {};
  if (isHostedClient(path)) return { authorization: `Bearer ${fixture.clientToken}` };
  return { "x-api-key": fixture.apiKey };
}

function validParam(path: string, name: string): string | undefined {
  if (isHostedClient(path) && name === "domain") return fixture.valid.hosted_domain;
  if (isHostedClient(path) && name === "record_id") return fixture.valid.hosted_record_id;
  return fixture.valid[name];
}

function resolve(schema: Schema): Schema {
  return schema.$ref ? doc.components.schemas[schema.$ref.split("/").pop()!]! : schema;
}

/** Checks the 422 body: pydantic's `detail` list, well-formed items, no item twice. */
function check422(body: unknown) {
  const detail = (body as { detail?: unknown }).detail;
  expect(Array.isArray(detail), JSON.stringify(body)).toBe(true);
  const items = detail as Item[];
  expect(items.length).toBeGreaterThan(0);
  const seen = new Set<string>();
  for (const item of items) {
    expect(typeof item.type, JSON.stringify(item)).toBe("string");
    expect(typeof item.msg, JSON.stringify(item)).toBe("string");
    expect("input" in item, JSON.stringify(item)).toBe(true);
    expect(Array.isArray(item.loc), JSON.stringify(item)).toBe(true);
    expect(["body", "path", "query", "header"]).toContain((item.loc as unknown[])[0]);
    if ("ctx" in item) expect(Object.keys(item.ctx as object).length).toBeGreaterThan(0);
    const id = JSON.stringify([item.loc, item.type]);
    expect(seen.has(id), `duplicate item ${id}`).toBe(false);
    seen.add(id);
  }
  return items;
}

async function send(method: string, url: string, headers: Record<string, string>, body?: string) {
  const before = await rowCounts(database);
  const res = await t.request(url, {
    method,
    headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
    ...(body === undefined ? {} : { body }),
  });
  const text = await res.text();
  const context = `${method} ${url} ${body ?? ""} → ${res.status} ${text.slice(0, 500)}`;
  expect(res.status, context).toBeLessThan(500);
  let parsed: unknown = undefined;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* an HTML page or an empty 204 */
  }
  if (res.status === 422) check422(parsed);
  if (res.status >= 400) expect(await rowCounts(database), context).toEqual(before);
  return { status: res.status, body: parsed };
}

describe("fuzzing every route of the OpenAPI document", () => {
  it("covers the document", () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  for (const { path, method, op } of routes) {
    const params = op.parameters ?? [];
    const pathParams = params.filter((p) => p.in === "path");
    const queryParams = params.filter((p) => p.in === "query");
    const validBody = fixture.bodies[`${method} ${path}`];
    const hasBody = op.requestBody !== undefined;

    it(`${method} ${path}: never a 5xx, 422s well formed, rejections write nothing`, async () => {
      const pathArb = fc.record(
        Object.fromEntries(pathParams.map((p) => [p.name, segment(validParam(path, p.name))])),
      );
      const queryArb = fc.record(
        Object.fromEntries(queryParams.map((p) => [p.name, awkwardString])),
        { requiredKeys: [] },
      );
      const body = hasBody ? bodyArb(validBody) : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(pathArb, queryArb, body, async (pathValues, query, b) => {
          let url = path;
          for (const [k, v] of Object.entries(pathValues)) url = url.replace(`{${k}}`, v as string);
          const qs = new URLSearchParams(query as Record<string, string>).toString();
          await send(method, qs ? `${url}?${qs}` : url, credentials(path, op), b);
        }),
        { numRuns: NUM_RUNS },
      );
    });

    const schema = op.requestBody?.content["application/json"]?.schema;
    const required = schema ? (resolve(schema).required ?? []) : [];
    if (validBody && required.length > 0 && !path.includes("{")) {
      it(`${method} ${path}: a 422 lists every missing required field, one item each`, async () => {
        await fc.assert(
          fc.asyncProperty(fc.subarray(required, { minLength: 1 }), async (drop) => {
            const b = { ...validBody };
            for (const k of drop) delete b[k];
            const res = await send(method, path, credentials(path, op), JSON.stringify(b));
            expect(res.status).toBe(422);
            const items = check422(res.body);
            expect(items.map((i) => [i.loc, i.type]).sort()).toEqual(
              drop.map((k) => [["body", k], "missing"]).sort(),
            );
          }),
          { numRuns: Math.min(NUM_RUNS, 10) },
        );
      });
    }
  }
});

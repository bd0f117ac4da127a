/**
 * Property-based fuzzing of every operation of the OpenAPI document, shared by the quick run
 * in `npm test` (test/resilience/fuzz.test.ts) and the long one in `npm run test:resilience`
 * (test/resilience-long/fuzz.test.ts), on the test database (PostgreSQL when
 * TEST_DATABASE_URL is set). Per operation: ordinary cases (arbitrary JSON, mutations of a valid
 * body, awkward path and query values) and hostile ones (nesting, size, NUL, lone surrogates,
 * huge numbers, decimal precision, duplicate keys, repeated parameters, wrong content types,
 * odd headers). Whatever comes in: never a 5xx or a logged error, a bounded answer, every 422
 * in pydantic's shape with one item per failing field, and a rejected request writes nothing.
 */
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { openTestDb } from "../helpers/test-db";
import { makeTestApp } from "../helpers/test-app";
import {
  awkwardString,
  bodyArb,
  contentTypeArb,
  extraHeadersArb,
  hostileBodyArb,
  queryArb,
  segment,
} from "./fuzz-support";
import { makeFixture, rowCounts } from "./fuzz-fixture";

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

/** The body limit the fuzzed app runs with (small, so oversize bodies stay cheap to send). */
const MAX_BODY_BYTES = 65_536;
/** No answer, whatever the request, is larger than this. */
const MAX_RESPONSE_CHARS = 256 * 1024;
const HTTP_METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/**
 * `ordinaryRuns` and `hostileRuns` cases per operation (the two halves may differ: CI gives each
 * database engine's lane more of one half, the same in total); the check that a 422 lists
 * every missing field runs `min(ordinaryRuns, 10)` cases.
 */
export async function fuzzEveryOperation({
  ordinaryRuns,
  hostileRuns,
}: {
  ordinaryRuns: number;
  hostileRuns: number;
}) {
  const database = await openTestDb();
  const t = await makeTestApp(database, {
    env: {
      RATE_LIMIT_PER_MINUTE: "100000000",
      RATE_LIMIT_BURST: "100000000",
      LOGIN_RATE_LIMIT_PER_MINUTE: "100000000",
      MAX_BODY_BYTES: String(MAX_BODY_BYTES),
    },
  });
  const fixture = await makeFixture(t);
  const doc = (await (await t.request("/api/v1/openapi.json")).json()) as Doc;
  afterAll(async () => {
    await database.close();
  });

  const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );

  const isHostedClient = (path: string) =>
    path.startsWith("/api/v1/hosted/") && !path.startsWith("/api/v1/hosted/sessions");

  function credentials(path: string, op: Operation): Record<string, string> {
    if (!op.security || op.security.length === 0) return {};
    if (isHostedClient(path)) return { authorization: `Bearer ${fixture.clientToken}` };
    // Routes only a signed-in user may call (the dashboard's key, user and settings routes).
    if (!op.security.some((s) => "ApiKey" in (s as object))) {
      return { authorization: `Bearer ${fixture.accessToken}` };
    }
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
    expect(Array.isArray(detail), JSON.stringify(body)?.slice(0, 500)).toBe(true);
    const items = detail as Item[];
    expect(items.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    for (const item of items) {
      const shown = JSON.stringify(item).slice(0, 500);
      expect(typeof item.type, shown).toBe("string");
      expect(typeof item.msg, shown).toBe("string");
      expect("input" in item, shown).toBe(true);
      expect(Array.isArray(item.loc), shown).toBe(true);
      expect(["body", "path", "query", "header"]).toContain((item.loc as unknown[])[0]);
      if ("ctx" in item) expect(Object.keys(item.ctx as object).length).toBeGreaterThan(0);
      const id = JSON.stringify([item.loc, item.type]);
      expect(seen.has(id), `duplicate item ${id}`).toBe(false);
      seen.add(id);
    }
    return items;
  }

  async function send(
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: string,
    contentType = "application/json",
  ) {
    const before = await rowCounts(database);
    const logged = t.logs.length;
    const res = await t.request(url, {
      method,
      headers:
        body === undefined || contentType === ""
          ? headers
          : { ...headers, "content-type": contentType },
      ...(body === undefined ? {} : { body }),
    });
    const text = await res.text();
    const context = `${method} ${url} [${contentType}] ${(body ?? "").slice(0, 300)} → ${res.status} ${text.slice(0, 500)}`;
    expect(res.status, context).toBeLessThan(500);
    const errors = t.logs.slice(logged).filter((l) => /"level":"(error|fatal)"/.test(l));
    expect(errors, context).toEqual([]);
    expect(text.length, context).toBeLessThanOrEqual(MAX_RESPONSE_CHARS);
    let parsed: unknown = undefined;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* an HTML page or an empty 204 */
    }
    if (res.status === 422) check422(parsed);
    if (res.status === 413) expect(typeof (parsed as { detail?: unknown }).detail).toBe("string");
    if (res.status >= 400) expect(await rowCounts(database), context).toEqual(before);
    return { status: res.status, body: parsed };
  }

  function urlOf(path: string, pathValues: Record<string, unknown>, qs: string) {
    let url = path;
    for (const [k, v] of Object.entries(pathValues)) url = url.replace(`{${k}}`, v as string);
    return qs ? `${url}?${qs}` : url;
  }

  describe("fuzzing every operation of the OpenAPI document", () => {
    it("covers the document", () => {
      expect(routes.length).toBeGreaterThan(40);
    });

    for (const { path, method, op } of routes) {
      const params = op.parameters ?? [];
      const pathParams = params.filter((p) => p.in === "path");
      const queryNames = params.filter((p) => p.in === "query").map((p) => p.name);
      const validBody = fixture.bodies[`${method} ${path}`];
      const hasBody = op.requestBody !== undefined;
      const pathArb = fc.record(
        Object.fromEntries(pathParams.map((p) => [p.name, segment(validParam(path, p.name))])),
      );

      it(`${method} ${path}: ordinary input never a 5xx, 422s well formed, rejections write nothing`, async () => {
        const query = fc.record(Object.fromEntries(queryNames.map((n) => [n, awkwardString])), {
          requiredKeys: [],
        });
        const body = hasBody ? bodyArb(validBody) : fc.constant(undefined);
        await fc.assert(
          fc.asyncProperty(pathArb, query, body, async (pathValues, q, b) => {
            const qs = new URLSearchParams(q as Record<string, string>).toString();
            await send(method, urlOf(path, pathValues, qs), credentials(path, op), b);
          }),
          { numRuns: ordinaryRuns },
        );
      });

      it(`${method} ${path}: hostile input (depth, size, NUL, surrogates, numbers, duplicates, content types, headers)`, async () => {
        // A body where none is declared (GET and HEAD cannot carry one in a fetch Request).
        const stray =
          method === "GET"
            ? fc.constant(undefined)
            : fc
                .option(hostileBodyArb(undefined, MAX_BODY_BYTES), { freq: 4 })
                .map((b) => b ?? undefined);
        const body = hasBody ? hostileBodyArb(validBody, MAX_BODY_BYTES) : stray;
        await fc.assert(
          fc.asyncProperty(
            pathArb,
            queryArb(queryNames),
            body,
            contentTypeArb,
            extraHeadersArb,
            async (pathValues, qs, b, type, extra) => {
              const headers = { ...extra, ...credentials(path, op) };
              await send(method, urlOf(path, pathValues, qs), headers, b, type);
            },
          ),
          { numRuns: hostileRuns },
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
            { numRuns: Math.min(ordinaryRuns, 10) },
          );
        });
      }
    }
  });
}

/**
 * NUL characters and unpaired surrogates cannot be stored (PostgreSQL's text refuses NUL, jsonb
 * refuses both), and Python strings, so pydantic, hold them. Our rule: every string of every
 * request is checked, and such text is a 422 `value_error` at its own loc, whatever route,
 * field, depth or way of sending (JSON escapes, form fields, percent-encoded paths and
 * queries); nothing is written. Walks every operation of the OpenAPI document.
 */
import { afterAll, describe, expect, it } from "vitest";
import { CONTACT } from "../helpers/contact";
import { json, makeTestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";
import { makeFixture, rowCounts } from "../resilience/fuzz-fixture";

const MESSAGE =
  "Value error, must not contain NUL characters (U+0000) or unpaired surrogates (U+D800 to U+DFFF)";
/** NUL, a lone high surrogate, a lone low surrogate (JSON.stringify sends them as escapes). */
const HOSTILE = ["a\u0000b", "a\ud800", "\udc00b"];

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
};
type Param = { in: string; name: string };
type Operation = {
  security?: unknown[];
  parameters?: Param[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
type Item = { type: string; loc: (string | number)[]; msg: string; input: unknown };

const database = await openTestDb();
const t = await makeTestApp(database, {
  env: { RATE_LIMIT_PER_MINUTE: "1000000", RATE_LIMIT_BURST: "1000000" },
});
const fixture = await makeFixture(t);
const doc = (await (await t.request("/api/v1/openapi.json")).json()) as Doc;
afterAll(async () => {
  await database.close();
});

const resolve = (s: Schema): Schema =>
  s.$ref ? resolve(doc.components.schemas[s.$ref.split("/").pop()!]!) : s;

/** A string field somewhere in a body, or a free-form object (metadata). */
type Leaf = { path: (string | number)[]; freeForm: boolean };
/** Fields that are not text refuse a NUL with their own error (an enum, a UUID, a decimal). */
const OWN_ERRORS = ["literal_error", "enum", "uuid_parsing", "decimal_parsing"];

/** Every string field of a request body schema, nested objects and list items included. */
function stringLeaves(schema: Schema, path: (string | number)[] = []): Leaf[] {
  const s = resolve(schema);
  const options = s.anyOf ? s.anyOf.map(resolve).filter((o) => o.type !== "null") : [s];
  return options.flatMap((o): Leaf[] => {
    if (o.type === "string") return [{ path, freeForm: false }];
    if (o.type === "array" && o.items) return stringLeaves(o.items, [...path, 0]);
    if (o.type === "object" && o.properties) {
      return Object.entries(o.properties).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
    }
    if (o.type === "object" && o.additionalProperties === true) {
      return [{ path, freeForm: true }];
    }
    return [];
  });
}

/** `body` with the value at `path` replaced (containers made as needed). */
function setAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === "number") {
    const list = Array.isArray(body) ? [...(body as unknown[])] : [];
    list[head] = setAt(list[head], rest, value);
    return list;
  }
  const obj =
    typeof body === "object" && body !== null && !Array.isArray(body)
      ? { ...(body as Record<string, unknown>) }
      : {};
  obj[head!] = setAt(obj[head!], rest, value);
  return obj;
}

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

function validParam(path: string, name: string): string {
  if (isHostedClient(path) && name === "domain") return fixture.valid.hosted_domain!;
  if (isHostedClient(path) && name === "record_id") return fixture.valid.hosted_record_id!;
  return fixture.valid[name] ?? "00000000-0000-4000-8000-000000000000";
}

const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

/** Sends a request that must be refused with a 422 writing nothing; returns its items. */
async function refused(method: string, url: string, init: RequestInit): Promise<Item[]> {
  const before = await rowCounts(database);
  const res = await t.request(url, { ...init, method });
  const text = await res.text();
  expect(res.status, `${method} ${url} ${String(init.body ?? "")} → ${text}`).toBe(422);
  expect(await rowCounts(database)).toEqual(before);
  return (JSON.parse(text) as { detail: Item[] }).detail;
}

describe("NUL and unpaired surrogates are a 422 at the field, on every route", () => {
  const withBody = routes.filter((r) => {
    const schema = r.op.requestBody?.content["application/json"]?.schema;
    return schema && stringLeaves(schema).length > 0;
  });
  it("covers the document", () => {
    expect(withBody.length).toBeGreaterThan(15);
  });

  for (const { path, method, op } of withBody) {
    const schema = op.requestBody!.content["application/json"]!.schema;
    it(`${method} ${path}: every string of the body`, async () => {
      const leaves = stringLeaves(schema);
      let url = path;
      for (const p of (op.parameters ?? []).filter((x) => x.in === "path")) {
        url = url.replace(`{${p.name}}`, validParam(path, p.name));
      }
      const base = fixture.bodies[`${method} ${path}`] ?? {};
      for (const leaf of leaves) {
        for (const bad of HOSTILE) {
          // Free-form objects (metadata): a bad key, and a bad value deep inside.
          const cases: [unknown, (string | number)[]][] = leaf.freeForm
            ? [
                [{ [bad]: 1 }, [...leaf.path, bad, "[key]"]],
                [{ ok: [{ deep: [bad] }] }, [...leaf.path, "ok", 0, "deep", 0]],
              ]
            : [[bad, leaf.path]];
          for (const [value, loc] of cases) {
            const body = setAt(base, leaf.path, value);
            const items = await refused(
              method,
              url,
              json(method, body, { ...credentials(path, op), "idempotency-key": "k" }),
            );
            const item = items.find(
              (i) => JSON.stringify(i.loc) === JSON.stringify(["body", ...loc]),
            );
            expect(item, `${JSON.stringify(loc)} in ${JSON.stringify(items)}`).toBeDefined();
            if (!OWN_ERRORS.includes(item!.type)) {
              expect(item).toMatchObject({ type: "value_error", msg: MESSAGE, input: bad });
              // A valid body with one bad string gets exactly that one item.
              if (fixture.bodies[`${method} ${path}`]) expect(items).toHaveLength(1);
            }
          }
        }
      }
    });
  }

  const withParams = routes.filter((r) =>
    (r.op.parameters ?? []).some((p) => p.in === "path" || p.in === "query"),
  );
  for (const { path, method, op } of withParams) {
    it(`${method} ${path}: every path and query parameter`, async () => {
      const params = (op.parameters ?? []).filter((p) => p.in === "path" || p.in === "query");
      const body = op.requestBody
        ? JSON.stringify(fixture.bodies[`${method} ${path}`] ?? {})
        : undefined;
      for (const target of params) {
        // %00 decodes to NUL; %ED%A0%80 (a surrogate in CESU-8) is not UTF-8 and stays as sent.
        for (const encoded of ["a%00b", "%00"]) {
          let url = path;
          for (const p of params.filter((x) => x.in === "path")) {
            url = url.replace(`{${p.name}}`, p === target ? encoded : validParam(path, p.name));
          }
          if (target.in === "query") url += `?${target.name}=${encoded}`;
          const items = await refused(method, url, {
            headers: { ...credentials(path, op), "content-type": "application/json" },
            ...(body !== undefined && { body }),
          });
          expect(items.map((i) => i.loc)).toContainEqual([target.in, target.name]);
        }
      }
    });
  }
});

describe("other ways of sending text", () => {
  it("form fields of the token route: %00 is a 422 at the field", async () => {
    const items = await refused("POST", "/api/v1/auth/token", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "username=ada%00%40example.com&password=pw%00",
    });
    expect(items.map((i) => [i.loc, i.msg])).toEqual([
      [["body", "username"], MESSAGE],
      [["body", "password"], MESSAGE],
    ]);
  });

  it("percent-encoded surrogates are not UTF-8: the form decodes them to U+FFFD, the query keeps them", async () => {
    const form = await t.request("/api/v1/auth/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "username=ada%ED%A0%80%40example.com&password=pw",
    });
    expect(form.status).toBe(401);
    const query = await t.request("/api/v1/registrar/domains?q=%ED%A0%80", {
      headers: { "x-api-key": fixture.apiKey },
    });
    expect(query.status).toBe(200);
    expect(await query.json()).toEqual({ items: [], next_cursor: null });
  });

  it("raw invalid UTF-8 in a JSON body is decoded to U+FFFD and stored as such", async () => {
    const text = JSON.stringify({
      domain: "raw-bytes.com",
      contact: { ...CONTACT, first_name: "BAD" },
      payment_method: "wire",
    });
    const [before, after] = text.split("BAD") as [string, string];
    const bytes = Buffer.concat([
      Buffer.from(before),
      Buffer.from([0xed, 0xa0, 0x80, 0xff]),
      Buffer.from(after),
    ]);
    const res = await t.request("/api/v1/registrar/order", {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": fixture.apiKey },
      body: bytes,
    });
    expect(res.status).toBe(201);
    const { order_id } = (await res.json()) as { order_id: string };
    const [row] = await database.sql.query<{ first_name: string }>(
      "SELECT contact->>'first_name' AS first_name FROM orders WHERE id = $1",
      [order_id],
    );
    expect(row!.first_name).toMatch(/^\ufffd+$/);
  });

  it("pages outside the API (hosted, embed, checkout) answer %00 with their 404 page", async () => {
    for (const url of ["/hosted/a%00b", "/embed/a%00b", "/checkout/a%00b"]) {
      const res = await t.request(url);
      expect(res.status, url).toBe(404);
    }
  });

  it("a valid surrogate pair (an emoji) is text like any other", async () => {
    const res = await t.request(
      "/api/v1/hosted/sessions",
      json(
        "POST",
        {
          allowed_actions: ["domain_search"],
          external_account_id: "acct_😀",
          metadata: { "😀": ["😀"] },
        },
        { "x-api-key": fixture.apiKey },
      ),
    );
    expect(res.status).toBe(200);
  });
});

import fc from "fast-check";

/** fast-check arbitraries for the fuzz suite: awkward paths, queries, bodies and headers. */

/** Awkward strings for path and query parameters. */
export const awkwardString = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "..",
    "%",
    "%zz",
    "%00",
    "%E0%A4%A",
    "a".repeat(300),
    "xn--",
    "xn--a.com",
    "-a-.com",
    "a..com",
    "com",
    "localhost",
    "例え.jp",
    "00000000-0000-0000-0000-000000000000",
    "not-a-uuid",
    "1e309",
    "-1",
    "0",
    "NaN",
    "null",
    "[]",
    "{}",
    "'; DROP TABLE orders; --",
    "%00",
    "a%00b",
    "%ED%A0%80",
    "%F0%9F%98%80",
    "xn--e28h.com",
    "%D0%B0pple.com",
    "192.0.2.1",
  ),
);

/** A path segment: a valid value, or an awkward string percent-encoded (or raw when safe). */
export function segment(valid: string | undefined) {
  const options = [
    awkwardString.map((s) => (/^[%A-Za-z0-9.-]*$/.test(s) && s !== "" ? s : encodeURIComponent(s))),
  ];
  return valid !== undefined
    ? fc.oneof(fc.constant(valid), fc.constant(valid.toUpperCase()), ...options)
    : fc.oneof(...options);
}

/** JSON bodies: arbitrary JSON, mutations of a valid body, and text that is not JSON. */
export function bodyArb(validBody: Record<string, unknown> | undefined) {
  const raw = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fc.constantFrom("", "{", '{"a":', "nul", "[1,2", "\u0000", '{"domain":"a.com",}'),
  );
  if (!validBody) return raw;
  const keys = Object.keys(validBody);
  const mutated = fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 2 }), {
        maxKeys: 3,
      }),
      drop: fc.subarray(keys, { maxLength: keys.length }),
      extra: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
        maxKeys: 2,
      }),
    })
    .map(({ replace, drop, extra }) => {
      const body: Record<string, unknown> = { ...extra, ...validBody, ...replace };
      for (const k of drop) delete body[k];
      return JSON.stringify(body);
    });
  return fc.oneof({ weight: 3, arbitrary: mutated }, { weight: 1, arbitrary: raw });
}

/** Placeholder that `rawJson` swaps for a raw JSON literal JSON.stringify cannot write. */
const RAW = "@@raw@@";

/**
 * JSON text fragments that break parsers, validators and databases: NUL and lone surrogates as
 * escapes, numbers past float range and precision, money with too many places, and nesting far
 * past any stack.
 */
const hostileLiteral = fc.constantFrom(
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\ud800"',
  '"x\\udfffy"',
  '"\\udc00\\ud800"',
  '"\\ud83d"',
  '"\\u202eevil"',
  '"\\ufeff"',
  '"   "',
  '""',
  "1e400",
  "-1e400",
  "1e-400",
  "123456789012345678901234567890",
  "-0",
  "NaN",
  "Infinity",
  "-Infinity",
  "9007199254740993",
  "0.1",
  "true",
  "null",
  "[]",
  "{}",
  '"0.001"',
  '"+.60"',
  '"10.999"',
  '"1.005"',
  '"12345678901234567.89"',
  '"99999999999999999999"',
  '"1e3"',
  '".5"',
  '"5."',
  '"-0.00"',
  '"1_000"',
  '"xn--e28h.com"',
  '"\\u0430pple.com"',
  '"https://*"',
  '"https://*.com"',
  '"https://a..b"',
  '"192.0.2.1"',
  '"[::1]"',
  "[".repeat(1000) + "]".repeat(1000),
  "[".repeat(5000) + "]".repeat(5000),
  "[".repeat(20000) + "]".repeat(20000),
  '{"a":'.repeat(3000) + "1" + "}".repeat(3000),
  "[".repeat(5000),
);

/** Long strings, each a single JSON string literal. */
const longLiteral = fc.constantFrom(
  JSON.stringify("a".repeat(5_000)),
  JSON.stringify("é".repeat(20_000)),
  JSON.stringify("x".repeat(300_000)),
);

type Path = (string | number)[];

/** Every path to a leaf (and to each container) of a JSON value, the empty path excluded. */
function valuePaths(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== "object") return prefix.length ? [prefix] : [];
  const entries = Array.isArray(value)
    ? value.map((v, i) => [i, v] as const)
    : Object.entries(value as Record<string, unknown>);
  const below = entries.flatMap(([k, v]) => valuePaths(v, [...prefix, k]));
  return prefix.length ? [prefix, ...below] : below;
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}

/** `value` as JSON text, with the placeholder (at most one) replaced by a raw literal. */
function rawJson(value: unknown, literal: string): string {
  return JSON.stringify(value).replace(JSON.stringify(RAW), () => literal);
}

/**
 * Hostile JSON bodies derived from a valid one: one value anywhere in it (nested fields, list
 * items) replaced by a hostile or long literal, a key repeated with a hostile value (Python's
 * `json` keeps the last), hostile JSON documents on their own, and a body over the size limit.
 */
export function hostileBodyArb(validBody: Record<string, unknown> | undefined, maxBytes: number) {
  const literal = fc.oneof(
    { weight: 6, arbitrary: hostileLiteral },
    { weight: 1, arbitrary: longLiteral },
  );
  const alone = fc.oneof(
    { weight: 4, arbitrary: literal },
    { weight: 1, arbitrary: fc.constant(`{"a":"${"a".repeat(maxBytes + 10)}"}`) },
  );
  if (!validBody) return alone;
  const paths = valuePaths(validBody);
  const keys = Object.keys(validBody);
  const replaced = fc
    .tuple(fc.constantFrom(...paths), literal)
    .map(([path, lit]) => rawJson(setAt(validBody, path, RAW), lit));
  const duplicated = fc
    .tuple(fc.constantFrom(...keys), literal)
    .map(
      ([key, lit]) => `${JSON.stringify(validBody).slice(0, -1)},${JSON.stringify(key)}:${lit}}`,
    );
  const everyField = literal.map((lit) =>
    rawJson(Object.fromEntries(keys.map((k) => [k, RAW])), lit).replaceAll(
      JSON.stringify(RAW),
      () => lit,
    ),
  );
  return fc.oneof(
    { weight: 6, arbitrary: replaced },
    { weight: 2, arbitrary: duplicated },
    { weight: 1, arbitrary: everyField },
    { weight: 1, arbitrary: alone },
  );
}

/** Content types a careless client sends with a JSON body. */
export const contentTypeArb = fc.oneof(
  { weight: 6, arbitrary: fc.constant("application/json") },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "application/merge-patch+json",
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
      "application/octet-stream",
      "APPLICATION/JSON",
      "json",
      "",
    ),
  },
);

/** Header values a careless or hostile client sends (byte strings only, as HTTP allows). */
const hostileHeaderValue = fc.oneof(
  fc.uuid(),
  fc.constantFrom("", " ", "x".repeat(300), "ä", "a\tb", "null", "\u00ff\u00fe"),
  fc.string({ maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, "")),
);

/** Extra headers: Idempotency-Key and X-Request-Id of every shape, sometimes absent. */
export const extraHeadersArb = fc.record(
  { "idempotency-key": hostileHeaderValue, "x-request-id": hostileHeaderValue },
  { requiredKeys: [] },
);

/** Query strings with unknown names and repeated parameters, in any order. */
export function queryArb(names: string[]) {
  const name = names.length
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...names) },
        { weight: 1, arbitrary: fc.constant("zz") },
      )
    : fc.constant("zz");
  const value = fc.oneof(
    awkwardString,
    fc.constantFrom("%00", "a%00b", "%ED%A0%80", "%F0%9F%98%80", "xn--e28h.com", "%D0%B0pple.com"),
  );
  return fc
    .array(fc.tuple(name, value, fc.boolean()), { maxLength: 5 })
    .map((pairs) =>
      pairs
        .map(
          ([k, v, raw]) =>
            `${k}=${raw && /^[%A-Za-z0-9._-]*$/.test(v) ? v : encodeURIComponent(v)}`,
        )
        .join("&"),
    );
}

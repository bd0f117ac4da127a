import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MAX_JSON_DEPTH, parsePythonJson } from "./python-json";

// Expected values were produced by CPython 3.11's json.loads.
describe("parsePythonJson", () => {
  it.each([
    ["", "Expecting value", 0],
    ["  ", "Expecting value", 2],
    ["{", "Expecting property name enclosed in double quotes", 1],
    ['{"a"', "Expecting ':' delimiter", 4],
    ['{"a":', "Expecting value", 5],
    ['{"a":1', "Expecting ',' delimiter", 6],
    ['{"a":1,', "Expecting property name enclosed in double quotes", 7],
    ['{"a":1,}', "Expecting property name enclosed in double quotes", 7],
    ["[1,2", "Expecting ',' delimiter", 4],
    ["[1,", "Expecting value", 3],
    ["[1,]", "Expecting value", 3],
    ['{"a":1} x', "Extra data", 8],
    ['"abc', "Unterminated string starting at", 0],
    ['"a\u0001"', "Invalid control character at", 2],
    ['"\\x"', "Invalid \\escape", 1],
    ['"\\u12"', "Invalid \\uXXXX escape", 2],
    ["01", "Extra data", 1],
    ["-", "Expecting value", 0],
    ["1.", "Extra data", 1],
    ["tru", "Expecting value", 0],
    ['{"a":1 "b":2}', "Expecting ',' delimiter", 7],
    ['{"a" 1}', "Expecting ':' delimiter", 5],
    ["{a:1}", "Expecting property name enclosed in double quotes", 1],
    ["[1 2]", "Expecting ',' delimiter", 3],
    ['{"é":"ü", x}', "Expecting property name enclosed in double quotes", 10],
    ['{"😀":1, x}', "Expecting property name enclosed in double quotes", 8],
    ['{"a": [1, {"b": }]}', "Expecting value", 16],
    ["\n\n  x", "Expecting value", 4],
  ])("%j fails with %s at %i", (text, error, position) => {
    expect(parsePythonJson(text)).toEqual({ ok: false, error, position });
  });

  it.each([
    ['{"a": [1, 2.5, -3e2, true, false, null], "b": {"c": "d\\n\\u00e9\\ud83d\\ude00"}}'],
    [' \t\n{"x": []} \r\n'],
    ['"\\ud800"'],
  ])("parses %j like JSON.parse", (text) => {
    expect(parsePythonJson(text)).toEqual({ ok: true, value: JSON.parse(text) });
  });

  it("accepts what Python accepts beyond JSON: NaN and Infinity, a leading BOM", () => {
    expect(parsePythonJson("[NaN, Infinity, -Infinity]")).toEqual({
      ok: true,
      value: [NaN, Infinity, -Infinity],
    });
    expect(parsePythonJson("\uFEFF{}")).toEqual({ ok: true, value: {} });
  });

  it("keeps a __proto__ key as data", () => {
    const result = parsePythonJson('{"__proto__": {"polluted": true}}');
    expect(result.ok && Object.keys(result.value as object)).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("parsePythonJson on deep nesting", () => {
  const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

  it(`accepts ${MAX_JSON_DEPTH} levels of arrays and objects`, () => {
    const result = parsePythonJson(nested(MAX_JSON_DEPTH));
    expect(result.ok).toBe(true);
    const objects = '{"a":'.repeat(MAX_JSON_DEPTH - 1) + "{}" + "}".repeat(MAX_JSON_DEPTH - 1);
    expect(parsePythonJson(objects)).toEqual({ ok: true, value: JSON.parse(objects) });
  });

  it.each([
    ["10,000 [ then 10,000 ]", nested(10_000), MAX_JSON_DEPTH],
    ["an unclosed 5,000 [ after a key", '{"domain":' + "[".repeat(5000), 10 + MAX_JSON_DEPTH - 1],
    ["one level too many", nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH],
    ["objects and arrays mixed", '{"a":['.repeat(60), 6 * 50],
  ])("refuses %s at the bracket that goes too deep, without a stack overflow", (_, text, at) => {
    expect(parsePythonJson(text)).toEqual({
      ok: false,
      error: `Nesting too deep (more than ${MAX_JSON_DEPTH} levels of arrays and objects)`,
      position: at,
    });
  });

  it("reports a syntax error before the limit as Python does", () => {
    expect(parsePythonJson("[".repeat(50) + "x")).toEqual({
      ok: false,
      error: "Expecting value",
      position: 50,
    });
  });

  it("parses whatever JSON.stringify writes like JSON.parse", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        const text = JSON.stringify(value);
        expect(parsePythonJson(text)).toEqual({ ok: true, value: JSON.parse(text) });
      }),
    );
  });
});

/** The outcome of `parsePythonJson`: the value, or Python's `JSONDecodeError` msg and pos. */
export type PythonJsonResult =
  { ok: true; value: unknown } | { ok: false; error: string; position: number };

class DecodeError extends Error {
  constructor(
    readonly msg: string,
    readonly index: number,
  ) {
    super(msg);
  }
}

/** Thrown by `value()` when nothing starts at `index` (Python's `StopIteration(idx)`). */
class NoValue {
  constructor(readonly index: number) {}
}

const WS = new Set([" ", "\t", "\n", "\r"]);
const NUMBER = /(-?(?:0|[1-9][0-9]*))(\.[0-9]+)?([eE][-+]?[0-9]+)?/y;

function setKey(obj: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A port of CPython's `json.decoder` (C scanner, 3.11/3.12 messages) over a JS string. */
class Scanner {
  constructor(private readonly s: string) {}

  ws(i: number): number {
    while (i < this.s.length && WS.has(this.s[i]!)) i++;
    return i;
  }

  value(i: number): [unknown, number] {
    const s = this.s;
    const c = s[i];
    if (c === '"') return this.string(i + 1);
    if (c === "{") return this.object(i + 1);
    if (c === "[") return this.array(i + 1);
    if (c === "n" && s.startsWith("null", i)) return [null, i + 4];
    if (c === "t" && s.startsWith("true", i)) return [true, i + 4];
    if (c === "f" && s.startsWith("false", i)) return [false, i + 5];
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(s);
    if (m) return [Number(m[0]), i + m[0].length];
    if (c === "N" && s.startsWith("NaN", i)) return [NaN, i + 3];
    if (c === "I" && s.startsWith("Infinity", i)) return [Infinity, i + 8];
    if (c === "-" && s.startsWith("-Infinity", i)) return [-Infinity, i + 9];
    throw new NoValue(i);
  }

  valueOrError(i: number): [unknown, number] {
    try {
      return this.value(i);
    } catch (e) {
      if (e instanceof NoValue) throw new DecodeError("Expecting value", e.index);
      throw e;
    }
  }

  string(end: number): [string, number] {
    const s = this.s;
    const begin = end - 1;
    let out = "";
    for (;;) {
      let j = end;
      while (j < s.length && s[j] !== '"' && s[j] !== "\\" && s.charCodeAt(j) >= 0x20) j++;
      if (j >= s.length) throw new DecodeError("Unterminated string starting at", begin);
      out += s.slice(end, j);
      const c = s[j]!;
      if (c === '"') return [out, j + 1];
      if (c !== "\\") throw new DecodeError("Invalid control character at", j);
      const esc = s[j + 1];
      if (esc === undefined) throw new DecodeError("Unterminated string starting at", begin);
      if (esc !== "u") {
        const simple: Record<string, string> = {
          '"': '"',
          "\\": "\\",
          "/": "/",
          b: "\b",
          f: "\f",
          n: "\n",
          r: "\r",
          t: "\t",
        };
        if (!(esc in simple)) throw new DecodeError("Invalid \\escape", j);
        out += simple[esc];
        end = j + 2;
        continue;
      }
      const hex = s.slice(j + 2, j + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new DecodeError("Invalid \\uXXXX escape", j + 1);
      let code = parseInt(hex, 16);
      end = j + 6;
      if (code >= 0xd800 && code <= 0xdbff && s.startsWith("\\u", end)) {
        const low = s.slice(end + 2, end + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(low)) throw new DecodeError("Invalid \\uXXXX escape", end + 1);
        const lowCode = parseInt(low, 16);
        if (lowCode >= 0xdc00 && lowCode <= 0xdfff) {
          code = 0x10000 + ((code - 0xd800) << 10) + (lowCode - 0xdc00);
          end += 6;
        }
      }
      out += String.fromCodePoint(code);
    }
  }

  object(end: number): [Record<string, unknown>, number] {
    const s = this.s;
    const obj: Record<string, unknown> = {};
    end = this.ws(end);
    if (s[end] === "}") return [obj, end + 1];
    if (s[end] !== '"') {
      throw new DecodeError("Expecting property name enclosed in double quotes", end);
    }
    end += 1;
    for (;;) {
      const [key, afterKey] = this.string(end);
      end = this.ws(afterKey);
      if (s[end] !== ":") throw new DecodeError("Expecting ':' delimiter", end);
      end = this.ws(end + 1);
      const [value, afterValue] = this.valueOrError(end);
      setKey(obj, key, value);
      end = this.ws(afterValue);
      const next = s[end];
      end += 1;
      if (next === "}") return [obj, end];
      if (next !== ",") throw new DecodeError("Expecting ',' delimiter", end - 1);
      end = this.ws(end);
      if (s[end] !== '"') {
        throw new DecodeError("Expecting property name enclosed in double quotes", end);
      }
      end += 1;
    }
  }

  array(end: number): [unknown[], number] {
    const s = this.s;
    const arr: unknown[] = [];
    end = this.ws(end);
    if (s[end] === "]") return [arr, end + 1];
    for (;;) {
      const [value, afterValue] = this.valueOrError(end);
      arr.push(value);
      end = this.ws(afterValue);
      const next = s[end];
      end += 1;
      if (next === "]") return [arr, end];
      if (next !== ",") throw new DecodeError("Expecting ',' delimiter", end - 1);
      end = this.ws(end);
    }
  }
}

/** Python counts positions in code points; JS strings index UTF-16 code units. */
function codePointOffset(s: string, index: number): number {
  return [...s.slice(0, index)].length;
}

/**
 * Parses JSON exactly as Python's `json.loads` (which FastAPI uses) accepts it, including
 * `NaN`/`Infinity`, and on failure returns the decoder's message and character offset, which
 * FastAPI puts in a `json_invalid` item. A leading UTF-8 BOM is dropped, as `json.loads` does
 * for bytes.
 * @example parsePythonJson('{"a":1,}') // { ok: false, error: "Expecting property name enclosed in double quotes", position: 7 }
 */
export function parsePythonJson(text: string): PythonJsonResult {
  const s = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const scanner = new Scanner(s);
  try {
    const [value, end] = scanner.valueOrError(scanner.ws(0));
    const rest = scanner.ws(end);
    if (rest !== s.length) throw new DecodeError("Extra data", rest);
    return { ok: true, value };
  } catch (e) {
    if (e instanceof DecodeError) {
      return { ok: false, error: e.msg, position: codePointOffset(s, e.index) };
    }
    throw e;
  }
}

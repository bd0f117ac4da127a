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

/**
 * The deepest nesting of arrays and objects accepted. Python's own limit is its recursion
 * limit (about 1000, then `RecursionError`, which FastAPI answers with a 400); a fixed, lower
 * bound keeps every walker of the decoded value (validation, hashing, logging) far from the
 * call stack's limit. Ruby's JSON parser uses the same default.
 */
export const MAX_JSON_DEPTH = 100;
const TOO_DEEP = `Nesting too deep (more than ${MAX_JSON_DEPTH} levels of arrays and objects)`;

/** An open array, or an open object and the key whose value is being read. */
type Frame =
  | { array: unknown[]; object?: never }
  | { array?: never; object: Record<string, unknown>; key: string };

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

  /** A scalar (string, number, literal) at `i`, or `NoValue` when none starts there. */
  scalar(i: number): [unknown, number] {
    const s = this.s;
    const c = s[i];
    if (c === '"') return this.string(i + 1);
    if (c === "n" && s.startsWith("null", i)) return [null, i + 4];
    if (c === "t" && s.startsWith("true", i)) return [true, i + 4];
    if (c === "f" && s.startsWith("false", i)) return [false, i + 5];
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(s);
    if (m) return [Number(m[0]), i + m[0].length];
    if (c === "N" && s.startsWith("NaN", i)) return [NaN, i + 3];
    if (c === "I" && s.startsWith("Infinity", i)) return [Infinity, i + 8];
    if (c === "-" && s.startsWith("-Infinity", i)) return [-Infinity, i + 9];
    throw new DecodeError("Expecting value", i);
  }

  /**
   * Reads `key :` of an object member whose opening quote is at `quote - 1`; returns the key
   * and where its value starts.
   */
  member(quote: number): [string, number] {
    const [key, afterKey] = this.string(quote);
    const colon = this.ws(afterKey);
    if (this.s[colon] !== ":") throw new DecodeError("Expecting ':' delimiter", colon);
    return [key, this.ws(colon + 1)];
  }

  /**
   * The value starting at `i` and the index after it. Arrays and objects are kept on an
   * explicit stack (not the call stack), so any depth is safe; past `MAX_DEPTH` open
   * containers the text is refused at the bracket that goes too deep.
   */
  valueOrError(i: number): [unknown, number] {
    const s = this.s;
    const stack: Frame[] = [];
    for (;;) {
      // Expecting a value at i.
      let value: unknown;
      const c = s[i];
      if (c === "{" || c === "[") {
        if (stack.length >= MAX_JSON_DEPTH) throw new DecodeError(TOO_DEEP, i);
        const first = this.ws(i + 1);
        if (c === "[") {
          if (s[first] === "]") {
            value = [];
            i = first + 1;
          } else {
            stack.push({ array: [] });
            i = first;
            continue;
          }
        } else if (s[first] === "}") {
          value = {};
          i = first + 1;
        } else {
          if (s[first] !== '"') {
            throw new DecodeError("Expecting property name enclosed in double quotes", first);
          }
          const [key, valueAt] = this.member(first + 1);
          stack.push({ object: {}, key });
          i = valueAt;
          continue;
        }
      } else {
        [value, i] = this.scalar(i);
      }
      // A value ends at i: add it to the open containers, closing those that end here.
      for (;;) {
        const frame = stack.at(-1);
        if (!frame) return [value, i];
        let end = this.ws(i);
        const next = s[end];
        end += 1;
        if (frame.array) {
          frame.array.push(value);
          if (next === "]") {
            value = frame.array;
            stack.pop();
            i = end;
            continue;
          }
          if (next !== ",") throw new DecodeError("Expecting ',' delimiter", end - 1);
          i = this.ws(end);
          break;
        }
        setKey(frame.object, frame.key, value);
        if (next === "}") {
          value = frame.object;
          stack.pop();
          i = end;
          continue;
        }
        if (next !== ",") throw new DecodeError("Expecting ',' delimiter", end - 1);
        end = this.ws(end);
        if (s[end] !== '"') {
          throw new DecodeError("Expecting property name enclosed in double quotes", end);
        }
        [frame.key, i] = this.member(end + 1);
        break;
      }
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
}

/** Python counts positions in code points; JS strings index UTF-16 code units. */
function codePointOffset(s: string, index: number): number {
  let n = index;
  for (let i = 0; i < index - 1; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
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

import { z } from "zod";
import { readPyIssue } from "./py-issue";
import { parsePythonJson } from "./python-json";

/** One item of a 422 body, exactly as FastAPI with pydantic v2 writes it. */
export const ValidationErrorItem = z
  .object({
    type: z.string().meta({ example: "string_too_short" }),
    loc: z.array(z.union([z.string(), z.number().int()])).meta({ example: ["body", "domain"] }),
    msg: z.string().meta({ example: "String should have at least 1 character" }),
    input: z.unknown(),
    ctx: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: "ValidationErrorItem" });
export type ValidationErrorItem = z.infer<typeof ValidationErrorItem>;

/** The 422 body: one item per failing field, all of them, in field order. */
export const ValidationErrorBody = z
  .object({ detail: z.array(ValidationErrorItem) })
  .meta({ id: "HTTPValidationError" });
export type ValidationErrorBody = z.infer<typeof ValidationErrorBody>;

/** Where the validated value sat in the request: the first element of every `loc`. */
export type Where = "body" | "path" | "query" | "header";

/** Reads the value at `path` inside `root`, or undefined. */
function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v = root;
  for (const key of path) {
    if (typeof v !== "object" || v === null) return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/** Fallback for issues of plain zod schemas (not the py helpers): a best-effort pydantic type. */
function fromZodIssue(issue: z.core.$ZodIssue, input: unknown): Omit<ValidationErrorItem, "loc"> {
  const value = "input" in issue ? issue.input : valueAt(input, issue.path);
  if (issue.code === "invalid_type" && value === undefined) {
    return {
      type: "missing",
      msg: "Field required",
      input: valueAt(input, issue.path.slice(0, -1)),
    };
  }
  return {
    type: issue.code === "custom" ? "value_error" : issue.code,
    msg: issue.message,
    input: value,
  };
}

/**
 * Turns zod issues (from the py helpers, or plain zod as a fallback) into 422 items: `loc` is
 * `[where, ...path]` with integer list indexes, `ctx` only when it has content. Pass the value as
 * received as `input`, so plain zod issues can still report the offending value.
 * @example toValidationErrors(RenewRequest.safeParse(body).error!, "body", body)
 */
export function toValidationErrors(
  issues: z.ZodError | readonly z.core.$ZodIssue[],
  where: Where,
  input?: unknown,
): ValidationErrorItem[] {
  const list = issues instanceof z.ZodError ? issues.issues : issues;
  return list.map((issue) => {
    const loc = [where, ...issue.path.map((k) => (typeof k === "number" ? k : String(k)))];
    const py = readPyIssue(issue);
    const error = py ?? fromZodIssue(issue, input);
    return {
      type: error.type,
      loc,
      msg: error.msg,
      input: error.input,
      ...(error.ctx && Object.keys(error.ctx).length > 0 && { ctx: error.ctx }),
    };
  });
}

/** The outcome of `parseBody`/`parseParams`: the parsed data, or the 422 `detail` list. */
export type ParseResult<T> = { ok: true; data: T } | { ok: false; detail: ValidationErrorItem[] };

/**
 * Parses a raw request body the way FastAPI does: no body (`null`, `undefined` or `""`) is
 * `missing` at `["body"]`; text that Python's `json.loads` refuses is `json_invalid` at
 * `["body", <character offset>]`; then the schema (a `pyObject`) checks the value.
 * @example
 * const r = parseBody(RenewRequest, await c.req.text());
 * if (!r.ok) return c.json({ detail: r.detail }, 422);
 */
export function parseBody<T extends z.ZodType>(
  schema: T,
  rawText: string | null | undefined,
): ParseResult<z.output<T>> {
  const json = decodeJsonBody(rawText);
  return json.ok ? parseValue(schema, json.data, "body") : json;
}

/**
 * The first half of {@link parseBody}: the decoded JSON value of a raw body, or its `missing`
 * or `json_invalid` item.
 */
export function decodeJsonBody(rawText: string | null | undefined): ParseResult<unknown> {
  if (rawText === null || rawText === undefined || rawText === "") {
    return {
      ok: false,
      detail: [{ type: "missing", loc: ["body"], msg: "Field required", input: null }],
    };
  }
  const json = parsePythonJson(rawText);
  if (!json.ok) {
    return {
      ok: false,
      detail: [
        {
          type: "json_invalid",
          loc: ["body", json.position],
          msg: "JSON decode error",
          input: {},
          ctx: { error: json.error },
        },
      ],
    };
  }
  return { ok: true, data: json.value };
}

/**
 * Checks an already-decoded value (e.g. a body the framework parsed) and maps failures to 422
 * items at `where`.
 */
export function parseValue<T extends z.ZodType>(
  schema: T,
  value: unknown,
  where: Where,
): ParseResult<z.output<T>> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, detail: toValidationErrors(result.error, where, value) };
}

/**
 * Checks path, query or header parameters (raw strings, as the router gives them) against a
 * `pyObject` schema. Failures are located at `[where, name]` with the raw string as input; a
 * left-out parameter is `missing` with input `null`, as FastAPI validates each one on its own.
 * @example parseParams(DnsRecordPath, c.req.param(), "path")
 */
export function parseParams<T extends z.ZodType>(
  schema: T,
  params: Record<string, string | string[] | undefined>,
  where: "path" | "query" | "header",
): ParseResult<z.output<T>> {
  const result = parseValue(schema, params, where);
  if (result.ok) return result;
  const detail = result.detail.map((item) =>
    item.type === "missing" ? { ...item, input: null } : item,
  );
  return { ok: false, detail };
}

/** Characters of one string echoed in a 422 `input`; a longer one keeps its two ends. */
const MAX_INPUT_STRING = 1000;
/** Characters (of strings and keys) echoed in one 422 item's `input`, all values together. */
const MAX_INPUT_CHARS = 10_000;
/** Entries of one array or object echoed in a 422 `input`. */
const MAX_INPUT_ENTRIES = 100;
const MAX_INPUT_DEPTH = 100;

/** Whether `s[i]` is the second half of a surrogate pair (a cut there would split it). */
const splitsPair = (s: string, i: number) =>
  i > 0 && i < s.length && /[\uD800-\uDBFF]/.test(s[i - 1]!) && /[\uDC00-\uDFFF]/.test(s[i]!);

/** `head...tail` of a long string (pydantic's repr of a long input has the same form). */
function cutString(s: string): string {
  if (s.length <= MAX_INPUT_STRING) return s;
  const half = MAX_INPUT_STRING / 2;
  let head = half;
  if (splitsPair(s, head)) head -= 1;
  let tail = s.length - half;
  if (splitsPair(s, tail)) tail += 1;
  return `${s.slice(0, head)}...${s.slice(tail)}`;
}

function setEntry(obj: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

const isPlainObject = (v: object) => {
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * The `input` of a 422 item, bounded so a large body cannot be echoed back once per failing
 * field: a string longer than {@link MAX_INPUT_STRING} characters keeps its first and last
 * halves around `...` (pydantic truncates long inputs in its error repr the same way); an
 * array or object keeps its first {@link MAX_INPUT_ENTRIES} entries and at most
 * {@link MAX_INPUT_CHARS} characters of strings and keys in all, the rest summed up by a last
 * entry, `"... N more"` (arrays) or `"...": "N more"` (objects). Short inputs are unchanged.
 * @example boundInput("x".repeat(5000)) // "xxx…(500)...xxx…(500)"
 */
export function boundInput(input: unknown): unknown {
  let budget = MAX_INPUT_CHARS;
  const text = (s: string) => {
    const out = cutString(s);
    budget -= out.length;
    return out;
  };
  const walk = (value: unknown, depth: number): unknown => {
    if (typeof value === "string") return text(value);
    if (typeof value !== "object" || value === null) {
      budget -= 1;
      return value;
    }
    if (depth >= MAX_INPUT_DEPTH) return "...";
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      for (let i = 0; i < value.length; i++) {
        if (i >= MAX_INPUT_ENTRIES || budget <= 0) {
          out.push(`... ${value.length - i} more`);
          break;
        }
        out.push(walk(value[i], depth + 1));
      }
      return out;
    }
    if (!isPlainObject(value)) return value;
    const out: Record<string, unknown> = {};
    const keys = Object.keys(value);
    for (let i = 0; i < keys.length; i++) {
      if (i >= MAX_INPUT_ENTRIES || budget <= 0) {
        setEntry(out, "...", `${keys.length - i} more`);
        break;
      }
      const key = keys[i]!;
      setEntry(out, text(key), walk((value as Record<string, unknown>)[key], depth + 1));
    }
    return out;
  };
  return walk(input, 0);
}

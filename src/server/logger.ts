const levels = { fatal: 60, error: 50, warn: 40, info: 30, debug: 20, silent: Infinity } as const;
export type LogLevel = keyof typeof levels;
export type LogFields = Record<string, unknown>;

export type Logger = {
  error(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  debug(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
};

/** Field names whose values are never written to a log line, at any depth. */
const SECRET_KEY = /(pass(word)?|secret|token|api[-_]?key|authorization|cookie|database_url)/i;

/** Identifiers a database or Node error names (SQLSTATE, `ECONNREFUSED`, a constraint). */
const IDENTIFIER = /^[A-Za-z0-9_.$-]{1,128}$/;
/** A stack line that is a frame (`at fn (file:line:col)`), not text from a message. */
const FRAME = /^\s+at .+:\d+:\d+\)?$/;

/**
 * What a log line may say about an error: its class, its code (PostgreSQL's SQLSTATE, a Node
 * error code), the constraint, table and column a database error names, the stack frames, and
 * the same of its `cause`. Never its message: PostgreSQL's messages and details quote values
 * ("Failing row contains (...)", "Key (email)=(...)"), drizzle's carries the query parameters,
 * V8's and Node's can quote the value they choke on; any of them can be a registrant's contact.
 */
export function errorFields(err: Error, depth = 0): LogFields {
  const e = err as Error & Record<string, unknown>;
  // The class says more than `name` (pg sets it to "error"), unless a bundle minified it.
  const ctor = e.constructor?.name ?? "";
  const out: LogFields = { name: ctor.length > 2 ? ctor : e.name || "Error" };
  for (const key of ["code", "syscall", "constraint", "table", "column"]) {
    const v = e[key];
    if (typeof v === "string" && IDENTIFIER.test(v)) out[key] = v;
  }
  if (typeof e.stack === "string") {
    // The stack starts with the message (which may span lines): cut it, keep only frames.
    const at = e.message ? e.stack.indexOf(e.message) : -1;
    const rest = at >= 0 ? e.stack.slice(at + e.message.length) : e.stack;
    const frames = rest.split("\n").filter((line) => FRAME.test(line));
    if (frames.length > 0) out.stack = frames.map((f) => f.trim()).join("\n");
  }
  if (e.cause instanceof Error && depth < 3) out.cause = errorFields(e.cause, depth + 1);
  return out;
}

/**
 * Replaces values of secret-looking keys so a careless `log.info(msg, {body})` leaks nothing,
 * and errors by their `errorFields`, so `log.error(msg, { error: err })` is always safe.
 */
function redact(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return errorFields(value);
  if (depth > 6 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = SECRET_KEY.test(k) ? "[redacted]" : redact(v, depth + 1);
  }
  return out;
}

/**
 * A JSON-lines logger: one object per line with `time`, `level`, `msg` and the fields.
 * @example createLogger("info").child({ request_id }).info("request", { status: 200 })
 */
export function createLogger(
  level: LogLevel = "info",
  write: (line: string) => void = (line) => process.stdout.write(line + "\n"),
  base: LogFields = {},
): Logger {
  return new JsonLogger(levels[level], write, base);
}

/**
 * The logger's one class: a child (one per request) is one small object, not a set of new
 * closures, and a line below the level costs one comparison.
 */
class JsonLogger implements Logger {
  constructor(
    private readonly threshold: number,
    private readonly write: (line: string) => void,
    private readonly base: LogFields,
  ) {}

  private emit(lvl: Exclude<LogLevel, "silent">, msg: string, fields?: LogFields) {
    if (levels[lvl] < this.threshold) return;
    const record = { time: new Date().toISOString(), level: lvl, msg, ...this.base, ...fields };
    this.write(JSON.stringify(redact(record)));
  }
  error(msg: string, fields?: LogFields) {
    this.emit("error", msg, fields);
  }
  warn(msg: string, fields?: LogFields) {
    this.emit("warn", msg, fields);
  }
  info(msg: string, fields?: LogFields) {
    this.emit("info", msg, fields);
  }
  debug(msg: string, fields?: LogFields) {
    this.emit("debug", msg, fields);
  }
  child(fields: LogFields): Logger {
    return new JsonLogger(this.threshold, this.write, { ...this.base, ...fields });
  }
}

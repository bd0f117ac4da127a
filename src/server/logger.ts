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

/** Replaces values of secret-looking keys so a careless `log.info(msg, {body})` leaks nothing. */
export function redact(value: unknown, depth = 0): unknown {
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
  const threshold = levels[level];
  const emit = (lvl: Exclude<LogLevel, "silent">, msg: string, fields?: LogFields) => {
    if (levels[lvl] < threshold) return;
    const record = { time: new Date().toISOString(), level: lvl, msg, ...base, ...fields };
    write(JSON.stringify(redact(record)));
  };
  return {
    error: (m, f) => emit("error", m, f),
    warn: (m, f) => emit("warn", m, f),
    info: (m, f) => emit("info", m, f),
    debug: (m, f) => emit("debug", m, f),
    child: (fields) => createLogger(level, write, { ...base, ...fields }),
  };
}

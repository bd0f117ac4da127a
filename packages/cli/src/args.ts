import { parseArgs, type ParseArgsConfig } from "node:util";
import { UsageError } from "./errors.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** The options every command takes. */
const COMMON = {
  "api-key": { type: "string" },
  "api-base": { type: "string" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const satisfies Options;

/**
 * Node's `util.parseArgs`, strict (an unknown option or a missing value is a `UsageError`,
 * exit code 2), with the common options added.
 */
export function parse<O extends Options>(argv: string[], options: O, positionals = 0) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { ...COMMON, ...options },
      strict: true,
      allowPositionals: positionals > 0,
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (parsed.positionals.length > positionals)
    throw new UsageError(`unexpected argument: ${parsed.positionals[positionals] ?? ""}`);
  return parsed;
}

/** `a,b , c` → `["a", "b", "c"]`. */
export const list = (value: string | undefined): string[] =>
  (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** Writes lines for a person, or one JSON document per line with `--json`. */
export type Io = {
  out: (line: string) => void;
  err: (line: string) => void;
  env: Record<string, string | undefined>;
  /** Aborted by Ctrl-C (SIGINT) or SIGTERM: `listen` ends cleanly. */
  signal: AbortSignal;
  /** The fetch of API calls and forwarded events; default the global one. */
  fetch?: (request: Request) => Promise<Response>;
};

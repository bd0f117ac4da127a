import { VERSION } from "./api.js";
import type { Io } from "./args.js";
import { listen } from "./listen.js";
import { login } from "./login.js";
import { sessions } from "./sessions.js";
import { trigger } from "./trigger.js";
import { ApiFailure, UsageError } from "./errors.js";

export type { Io } from "./args.js";

const HELP = `Usage: registrar <command> [options]

The domain registrar's command line for partners.

Commands:
  login --api-key rk_…              check an API key and store it for the other commands
  listen --forward-to URL           forward the organization's events, signed, to your endpoint
  trigger <event type>              make the objects that produce an event (sandbox)
  sessions create                   mint a hosted session and print its URLs

Every command takes --help, --api-key, --api-base and --json.
Exit codes: 0 done, 1 the API refused (its detail is printed) or did not answer, 2 usage.`;

const COMMANDS: Record<string, (argv: string[], io: Io) => Promise<number>> = {
  login,
  listen,
  trigger,
  sessions,
};

/** Runs one command line; resolves to the process's exit code. */
export async function run(argv: string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === "--help" || command === "-h" || command === "help") {
      io.out(HELP);
      return command === undefined ? 2 : 0;
    }
    if (command === "--version" || command === "-v") {
      io.out(VERSION);
      return 0;
    }
    const handler = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
    if (!handler) throw new UsageError(`unknown command: ${command}`);
    return await handler(rest, io);
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`registrar: ${err.message}`);
      io.err(`Run registrar ${command && COMMANDS[command] ? `${command} ` : ""}--help for usage.`);
      return 2;
    }
    if (err instanceof ApiFailure) {
      io.err(`registrar: ${err.message}`);
      return 1;
    }
    throw err;
  }
}

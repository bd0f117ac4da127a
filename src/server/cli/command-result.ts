/** A mistake in the command line: said with the usage. */
export class UsageError extends Error {}

/** A command refused for what it would act on (no database, a file in the way): said alone. */
export class RefusalError extends Error {}

/** What a command prints: `json` with `--json`, else `text`. */
export type CommandResult = { json: unknown; text: string };

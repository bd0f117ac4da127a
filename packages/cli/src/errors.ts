/** A wrong command line: exit code 2, with a hint at `--help`. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

/** The API refused a call, or could not be reached: exit code 1, with the error's detail. */
export class ApiFailure extends Error {
  override readonly name = "ApiFailure";
  /** The answer's HTTP status; undefined when none came (or none applies). */
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

/** One line of an error body's `detail`: a string, or a 422's pydantic-shaped items. */
export function describeDetail(body: unknown): string {
  if (typeof body !== "object" || body === null) return String(body ?? "no body");
  const { detail, code } = body as { detail?: unknown; code?: unknown };
  let text: string;
  if (typeof detail === "string") text = detail;
  else if (Array.isArray(detail))
    text = detail
      .map((item) => {
        const { loc, msg } = (item ?? {}) as { loc?: unknown; msg?: unknown };
        const where = Array.isArray(loc) ? loc.join(".") : "";
        return where ? `${where}: ${String(msg)}` : String(msg);
      })
      .join("; ");
  else text = JSON.stringify(body);
  return typeof code === "string" ? `${text} (${code})` : text;
}

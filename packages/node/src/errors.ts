/** An answer of the API that is not a success (4xx/5xx), with what it said. */
export class RegistrarApiError extends Error {
  override readonly name = "RegistrarApiError";
  constructor(
    /** The HTTP status. */
    readonly status: number,
    /** The parsed body (`{ detail }`, or the 422's list of field errors). */
    readonly body: unknown,
    /** The request's `X-Request-Id`, to quote to support. */
    readonly requestId: string | null,
  ) {
    super(`registrar API answered ${status}: ${describe(body)}`);
  }
}

function describe(body: unknown): string {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (typeof detail === "string") return detail;
  return JSON.stringify(detail ?? body)?.slice(0, 300) ?? "no body";
}

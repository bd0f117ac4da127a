/**
 * Whether an error means "the database is not answering" (a connection refused, reset or
 * cut, the server shutting down or starting up, no connection slot free, no pooled
 * connection within the wait), as opposed to a query's own failure. Such errors reach clients
 * as a 503 with `Retry-After` (`http/errors.ts`); nothing else does.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  // drizzle wraps the driver's error (`DrizzleQueryError`): look down the `cause` chain.
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== "object") return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && UNAVAILABLE_CODE.test(code)) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * SQLSTATEs: class 08 (connection exception), 57P01–57P03 (terminated by an administrator,
 * crash shutdown, cannot connect now), 53300 (too many connections); and the socket's errno
 * codes.
 */
const UNAVAILABLE_CODE =
  /^(08[0-9A-Z]{3}|57P0[123]|53300|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN)$/;
/** node-postgres' own errors, which carry no code. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

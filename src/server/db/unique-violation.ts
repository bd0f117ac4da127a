/** True when a database error (or one it wraps) is a unique-constraint violation (23505). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e;) {
    if (e.code === "23505") {
      return (
        constraint === undefined ||
        e.constraint === constraint ||
        String((e as { message?: unknown }).message).includes(constraint)
      );
    }
    e = e.cause as typeof e;
  }
  return false;
}

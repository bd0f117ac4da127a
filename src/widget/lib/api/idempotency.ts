/**
 * One Idempotency-Key per user attempt. The key is kept in sessionStorage under `scope` with the
 * attempt it belongs to, so a retry of the same attempt, even after a reload, sends the same key
 * and the service answers with the first result instead of ordering twice; a different attempt
 * (the user changed what they ask for) gets a new key.
 * @example const key = idempotencyKeyFor(window, `order:${sessionId}`, JSON.stringify(body));
 */
export function idempotencyKeyFor(win: Window, scope: string, attempt: string): string {
  const storageKey = `registrar-widget:idem:${scope}`;
  try {
    const stored = JSON.parse(win.sessionStorage.getItem(storageKey) ?? "null") as {
      attempt: string;
      key: string;
    } | null;
    if (stored?.attempt === attempt) return stored.key;
  } catch {
    // Unreadable storage: fall through to a new key.
  }
  const key = crypto.randomUUID();
  try {
    win.sessionStorage.setItem(storageKey, JSON.stringify({ attempt, key }));
  } catch {
    // Without storage the key still covers retries within this page.
  }
  return key;
}

/** Forgets the attempt once it has an answer, so the next purchase is a new attempt. */
export function forgetAttempt(win: Window, scope: string): void {
  try {
    win.sessionStorage.removeItem(`registrar-widget:idem:${scope}`);
  } catch {
    // Nothing to forget.
  }
}

/**
 * Where the widget remembers an order across the card checkout's round trip: a purchase's
 * (`order`) or a transfer in's (`transfer`: its screen, not the purchase's, follows it).
 */
type Kept = "order" | "transfer";
const key = (sessionId: string, kind: Kept) => `registrar-widget:${kind}:${sessionId}`;

export function rememberOrder(
  win: Window,
  sessionId: string,
  orderId: string,
  kind: Kept = "order",
): void {
  try {
    win.sessionStorage.setItem(key(sessionId, kind), orderId);
  } catch {
    // Without storage the user finds the order in the list after returning.
  }
}

export function recalledOrder(win: Window, sessionId: string, kind: Kept = "order"): string | null {
  try {
    return win.sessionStorage.getItem(key(sessionId, kind));
  } catch {
    return null;
  }
}

export function forgetOrder(win: Window, sessionId: string, kind: Kept = "order"): void {
  try {
    win.sessionStorage.removeItem(key(sessionId, kind));
  } catch {
    // Nothing to forget.
  }
}

/** A renewal paid by card, remembered across the checkout's round trip (standalone page). */
export type RememberedRenewal = { domain: string; orderId: string; newExpiry: string };

const renewalKey = (sessionId: string) => `registrar-widget:renewal:${sessionId}`;

export function rememberRenewal(win: Window, sessionId: string, renewal: RememberedRenewal) {
  try {
    win.sessionStorage.setItem(renewalKey(sessionId), JSON.stringify(renewal));
  } catch {
    // Without storage the user sees the new expiry in the domain list after returning.
  }
}

export function recalledRenewal(win: Window, sessionId: string): RememberedRenewal | null {
  try {
    const raw = win.sessionStorage.getItem(renewalKey(sessionId));
    const value = raw ? (JSON.parse(raw) as Partial<RememberedRenewal>) : null;
    return value &&
      typeof value.domain === "string" &&
      typeof value.orderId === "string" &&
      typeof value.newExpiry === "string"
      ? (value as RememberedRenewal)
      : null;
  } catch {
    return null;
  }
}

export function forgetRenewal(win: Window, sessionId: string): void {
  try {
    win.sessionStorage.removeItem(renewalKey(sessionId));
  } catch {
    // Nothing to forget.
  }
}

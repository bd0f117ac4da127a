/** Where the widget remembers an order across the card checkout's round trip. */
const key = (sessionId: string) => `registrar-widget:order:${sessionId}`;

export function rememberOrder(win: Window, sessionId: string, orderId: string): void {
  try {
    win.sessionStorage.setItem(key(sessionId), orderId);
  } catch {
    // Without storage the user finds the order in the list after returning.
  }
}

export function recalledOrder(win: Window, sessionId: string): string | null {
  try {
    return win.sessionStorage.getItem(key(sessionId));
  } catch {
    return null;
  }
}

const transferKey = (sessionId: string) => `registrar-widget:transfer:${sessionId}`;

/** A transfer in's order, remembered across the card checkout's round trip (standalone page). */
export function rememberTransfer(win: Window, sessionId: string, orderId: string): void {
  try {
    win.sessionStorage.setItem(transferKey(sessionId), orderId);
  } catch {
    // Without storage the user finds the order in the list after returning.
  }
}

export function recalledTransfer(win: Window, sessionId: string): string | null {
  try {
    return win.sessionStorage.getItem(transferKey(sessionId));
  } catch {
    return null;
  }
}

export function forgetTransfer(win: Window, sessionId: string): void {
  try {
    win.sessionStorage.removeItem(transferKey(sessionId));
  } catch {
    // Nothing to forget.
  }
}

export function forgetOrder(win: Window, sessionId: string): void {
  try {
    win.sessionStorage.removeItem(key(sessionId));
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

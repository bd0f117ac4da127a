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

export function forgetOrder(win: Window, sessionId: string): void {
  try {
    win.sessionStorage.removeItem(key(sessionId));
  } catch {
    // Nothing to forget.
  }
}

import { useCallback, useEffect, useState } from "react";
import type { Mode } from "../host/bootstrap";

/**
 * The card checkout from a framed widget: never inside the partner's iframe (a payment page must
 * show its own address, and real providers refuse to be framed), but in a popup of its own,
 * opened from the user's click, while the widget follows the order's status.
 */

/** The popup's name: a second "Pay" focuses (and reloads) the same window, never a new one. */
const CHECKOUT_WINDOW = "registrar-checkout";

const WIDTH = 520;
const HEIGHT = 760;

/** A popup of a checkout's size, centred over the browser window when the screen says where. */
function features(win: Window): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - HEIGHT) / 2));
  return `popup,width=${WIDTH},height=${HEIGHT},left=${left},top=${top}`;
}

/**
 * True when the widget runs inside a frame: the embed page always; the hosted page when a
 * partner put it in an iframe of its own (a cross-origin parent cannot even be compared).
 */
export function isFramed(win: Window, mode: Mode): boolean {
  if (mode === "embed") return true;
  try {
    return win.top !== win.self;
  } catch {
    return true;
  }
}

/** The checkout's address for the popup: its page then says "you can close this window". */
export function popupCheckoutAddress(checkoutUrl: string): string {
  return `${checkoutUrl}${checkoutUrl.includes("?") ? "&" : "?"}popup=1`;
}

/**
 * Opens (or focuses) the checkout popup; call it from the click itself, or the browser blocks
 * it. Without an address the popup opens empty, to be sent to the checkout once the order
 * exists (`showCheckout`). Null: the browser blocked it.
 */
export function openCheckoutWindow(win: Window, address = ""): Window | null {
  let popup: Window | null;
  try {
    popup = win.open(address, CHECKOUT_WINDOW, features(win));
  } catch {
    popup = null;
  }
  try {
    popup?.focus();
  } catch {
    // A window that cannot take the focus is still the checkout's.
  }
  return popup;
}

/** Sends a popup opened empty to the checkout (no history entry for the empty page). */
export function showCheckout(popup: Window, address: string): void {
  popup.location.replace(address);
}

/** Where the popup stands: none (or closed), open, or refused by the browser. */
export type CheckoutWindowState =
  { state: "none" } | { state: "open"; popup: Window } | { state: "blocked" };

export const checkoutWindowOf = (popup: Window | null): CheckoutWindowState =>
  popup ? { state: "open", popup } : { state: "blocked" };

/** How often the widget looks whether the user closed the popup. */
const CLOSED_CHECK_MS = 500;

/**
 * The popup's state for one order's view: `open` opens it (from a click), `closed` follows
 * the user closing it (the order then shows its pay button again, and is read at once).
 */
export function useCheckoutWindow(win: Window, initial: CheckoutWindowState, onClosed: () => void) {
  const [current, setCurrent] = useState<CheckoutWindowState>(initial);
  const open = useCallback(
    (address: string) => setCurrent(checkoutWindowOf(openCheckoutWindow(win, address))),
    [win],
  );
  const popup = current.state === "open" ? current.popup : null;
  useEffect(() => {
    if (!popup) return;
    const timer = win.setInterval(() => {
      if (!popup.closed) return;
      setCurrent({ state: "none" });
      onClosed();
    }, CLOSED_CHECK_MS);
    return () => win.clearInterval(timer);
  }, [popup, win, onClosed]);
  return { current, open };
}

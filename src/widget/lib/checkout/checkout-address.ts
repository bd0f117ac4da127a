import { currentPageUrl } from "../host/bootstrap";

/**
 * The sandbox checkout's address with this page as `return_url` (joined with `&` when the
 * checkout address already has a query string).
 */
export function checkoutAddress(checkoutUrl: string, win: Window): string {
  const sep = checkoutUrl.includes("?") ? "&" : "?";
  return `${checkoutUrl}${sep}return_url=${encodeURIComponent(currentPageUrl(win))}`;
}

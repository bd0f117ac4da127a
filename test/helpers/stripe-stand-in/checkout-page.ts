/**
 * The stand-in's hosted checkout page (`GET {checkoutOrigin}/c/pay/{session_id}`), playing
 * Stripe Checkout for the e2e: the amount and product, a card field, "Pay", "Pay later (bank
 * debit)" and "Back" (to `cancel_url`). The forms post back to the same address; the stand-in
 * then pays, declines or starts a delayed payment and redirects to `success_url`.
 */
import type Stripe from "stripe";
import type { LineSummary } from "./objects";

export const PAID_CARD = "4242424242424242";
export const DECLINED_CARD = "4000000000000002";

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

function money(amount: number, currency: string): string {
  const format = new Intl.NumberFormat("en", {
    style: "currency",
    currency: currency.toUpperCase(),
  });
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

export function checkoutPage(
  session: Stripe.Checkout.Session,
  lines: LineSummary[],
  message?: string,
): string {
  const total = money(session.amount_total ?? 0, session.currency ?? "usd");
  const back = session.cancel_url ? `<a href="${escape(session.cancel_url)}">Back</a>` : "";
  let main: string;
  if (session.status === "expired") {
    main = `<h1>This checkout session has expired</h1>${back}`;
  } else if (session.status === "complete") {
    main = `<h1>This checkout session is complete</h1>`;
  } else {
    const items = lines.map((l) => `<li>${escape(l.name)} × ${l.quantity}</li>`).join("");
    main = `<h1>Pay ${escape(total)}</h1>
<ul>${items}</ul>
${message ? `<p role="alert">${escape(message)}</p>` : ""}
<form method="post">
  <label>Card number <input name="card" value="4242 4242 4242 4242" autocomplete="off"></label>
  <button name="action" value="pay">Pay</button>
  <button name="action" value="later">Pay later (bank debit)</button>
</form>
${back}`;
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Checkout (Stripe stand-in)</title></head>
<body><main>${main}</main></body></html>`;
}

import type { Context, Hono } from "hono";
import { html, raw } from "hono/html";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { orders } from "../orders/schema";
import type { OrderRow } from "../orders/order-states";
import type { AppEnv } from "../http/app-env";
import { lastQueryValue } from "../http/query";
import { ApiError } from "../http/errors";
import { amountPaidCents } from "../orders/orders";
import { formatCents, toCents } from "../../contract/money";
import { allocatePayment, recordPayment } from "./payments";
import {
  brandName,
  checkoutPage,
  domainHtml,
  formatMoney,
  type CheckoutBrand,
} from "./checkout-page";
import { checkoutTexts, type CheckoutTexts } from "./checkout-i18n";
import Stripe from "stripe";
import type { StripeGateway } from "./stripe/gateway";
import { openCheckoutSession } from "./stripe/checkout-sessions";
import { applyCheckoutSession } from "./stripe/settle";
import type { Logger } from "../logger";

/** Test cards of the sandbox checkout, as a payment processor documents them. */
const TEST_CARDS = { success: "4242424242424242", declined: "4000000000000002" } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A return address on the service's own origin only (never an open redirect). */
function safeReturnUrl(raw: string | undefined, publicUrl: string): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw, publicUrl);
    return url.origin === new URL(publicUrl).origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The card checkout serves card orders only (registrations, and renewals the end user pays): a
 * wire order is paid by bank transfer, a purchase is billed to the organization.
 */
const cardOrder = (order: OrderRow) => order.paymentMethod === "card" && order.kind !== "purchase";

function notByCard(order: OrderRow, { t }: CheckoutTexts, sandboxCard: boolean): string {
  if (order.paymentMethod === "wire") return t("byWire");
  return cardOrder(order) && !sandboxCard ? t("cardOff") : t("billedToOrganization");
}

/**
 * The sandbox card checkout behind an order's `checkout_url`: a page showing what is owed and
 * a test-card form. Paying records a card payment and allocates it to the order, which
 * becomes `ready_to_process`. The order id in the address is the capability, as with
 * hosted checkouts elsewhere; only `pending` card orders can be paid.
 */
export function checkoutRoutes(
  app: Hono<AppEnv>,
  deps: {
    db: Db;
    now: () => Date;
    publicUrl: string;
    kick: () => void;
    /**
     * Whether the sandbox card pays test-mode orders (`config.sandboxCard`). It never pays a
     * live-mode order, so a test card can never pay a registration a real registry processes.
     */
    sandboxCard: boolean;
    /** Stripe, which takes live-mode card payments (none: live card orders have no checkout). */
    stripe?: StripeGateway | undefined;
    logger: Logger;
    /** The brand of the order's hosted session, else of its organization (hosted/ again). */
    brandOf: (order: {
      organizationId: string;
      hostedSessionId: string | null;
    }) => Promise<CheckoutBrand | undefined>;
  },
) {
  const payableByCard = (order: OrderRow) =>
    cardOrder(order) && (order.livemode ? deps.stripe !== undefined : deps.sandboxCard);
  /** A live order is paid at Stripe's checkout; this page only sends the payer there and back. */
  const atStripe = (order: OrderRow) => order.livemode && deps.stripe !== undefined;
  const load = async (id: string) => {
    if (!UUID.test(id)) return undefined;
    const [row] = await deps.db.select().from(orders).where(eq(orders.id, id));
    return row;
  };

  /** The page's texts: the order's session's language, else the request's. */
  const textsOf = async (c: Context<AppEnv>, order: OrderRow | undefined) => {
    const brand = order ? await deps.brandOf(order) : undefined;
    return { brand, texts: checkoutTexts(brand?.locale, c.req.header("accept-language")) };
  };

  const view = async (
    c: Context<AppEnv>,
    message?: (texts: CheckoutTexts) => unknown,
    /** `card`: what the payer typed, shown again after a refusal (never reset to a test card). */
    { closeWindow = false, card = "4242 4242 4242 4242" } = {},
  ): Promise<Response> => {
    const order = await load(c.req.param("order_id") ?? "");
    const { brand, texts } = await textsOf(c, order);
    const { t, tHtml, choice } = texts;
    if (!order)
      return checkoutPage(
        c,
        texts,
        404,
        t("notFoundTitle"),
        html`<h1>${t("notFoundTitle")}</h1>
          <p>${t("notFoundBody")}</p>`,
      );
    const owed = toCents(order.price) - (await amountPaidCents(deps.db, order.id));
    const back = safeReturnUrl(lastQueryValue(c, "return_url"), deps.publicUrl);
    // Opened by a framed widget as a popup (`popup=1`): no way back, the widget follows the order.
    const popup = lastQueryValue(c, "popup") === "1";
    // Never framed (checkout-page.ts), whoever embeds the session.
    const look = { brand, live: order.livemode, closeWindow };
    // Whose service the user goes back to: the brand the page carries.
    const backTo = brandName(look.brand);
    const backText = backTo ? t("returnTo", { brand: backTo }) : t("returnToWidget");
    const backLink = back ? html`<p><a href="${back}">${backText}</a></p>` : "";
    const domain = domainHtml(order.domainName);
    const shown = message?.(texts) ?? "";
    if (!payableByCard(order)) {
      return checkoutPage(
        c,
        texts,
        409,
        t("notCardTitle"),
        html`<h1>${domain}</h1>
          <p class="error" role="alert">
            ${notByCard(order, texts, deps.sandboxCard && !order.livemode)}
          </p>
          ${backLink}`,
        look,
      );
    }
    // Back from Stripe's checkout: whatever the order's status now (the webhook often comes first).
    if (atStripe(order) && !message) {
      const returned = await backFromStripe(c, order, back);
      if (returned) return returned;
    }
    if (atStripe(order) && order.status === "pending" && owed > 0n && !message) {
      const total = formatMoney(formatCents(owed), order.currency, texts.choice.tag);
      let stripeAnswer: Response | undefined;
      try {
        stripeAnswer = await toStripe(c, order, back, total);
      } catch (err) {
        // Stripe out of reach or failing: the payer is told to try again, nothing was charged.
        if (
          !(err instanceof Stripe.errors.StripeError) ||
          err.type === "StripeInvalidRequestError"
        ) {
          throw err;
        }
        deps.logger.warn("stripe unavailable for a checkout", {
          order_id: order.id,
          error_type: err.type,
        });
        c.header("Retry-After", "30");
        return checkoutPage(
          c,
          texts,
          503,
          t("providerDownTitle"),
          html`<h1>${domain}</h1>
            <p class="error" role="alert">${t("providerDown")}</p>
            ${backLink}`,
          look,
        );
      }
      if (stripeAnswer) return stripeAnswer;
      return view(c, ({ t }) => html`<p class="ok" role="status">${t("processing")}</p>`);
    }
    if (order.status !== "pending" || owed <= 0n) {
      return checkoutPage(
        c,
        texts,
        200,
        // "Order paid" only when it is: a cancelled or held order is titled by its status.
        owed <= 0n ? t("paidTitle") : t("status", { status: order.status }),
        html`<h1>${domain}</h1>
          ${shown}
          <p class="ok">
            ${t("noPaymentNeeded", { status: t("status", { status: order.status }) })}
          </p>
          ${backLink}`,
        look,
      );
    }
    const total = formatMoney(formatCents(owed), order.currency, choice.tag);
    const summary = html`<dl class="summary">
      <dt>${t("domain")}</dt>
      <dd>${domain}</dd>
      <dt>${t(order.kind === "renewal" ? "renewal" : "registration")}</dt>
      <dd>${t("years", { n: order.years })}</dd>
      <dt class="total">${t("total")}</dt>
      <dd class="total">${total}</dd>
    </dl>`;
    // A live order is paid at Stripe only: never the sandbox's test-card form.
    if (atStripe(order)) {
      return checkoutPage(
        c,
        texts,
        200,
        t("title", { domain: order.domainName }),
        html`<h1>${tHtml("title", { domain })}</h1>
          ${summary} ${shown} ${backLink}`,
        look,
      );
    }
    const query = new URLSearchParams([
      ...(back ? [["return_url", back]] : []),
      ...(popup ? [["popup", "1"]] : []),
    ]).toString();
    const action = `/checkout/${order.id}${query ? `?${query}` : ""}`;
    return checkoutPage(
      c,
      texts,
      200,
      t("title", { domain: order.domainName }),
      html`<h1>${tHtml("title", { domain })}</h1>
        ${summary} ${shown}
        <form method="post" action="${raw(action.replace(/&/g, "&amp;").replace(/"/g, "&quot;"))}">
          <label for="card">${t("cardNumber")}</label>
          <input id="card" name="card" inputmode="numeric" autocomplete="off" value="${card}" />
          <small>${t("testCards")}</small>
          <button type="submit">${t("pay", { total })}</button>
        </form>
        ${backLink}`,
      look,
    );
  };

  const settleDeps = () => ({ db: deps.db, now: deps.now, logger: deps.logger });

  /**
   * Back from Stripe's checkout (`session_id` of one of the order's sessions), whatever the
   * order's status by now: the session is applied at once (the webhook may come before or after,
   * and changes nothing then). Paid: sent to `return_url`, else (the widget's popup: Stripe's
   * return cannot carry `popup=1`) told the window can close, which the page tries (a no-op for
   * a tab the payer opened). A delayed payment: told it is being processed. Undefined otherwise.
   */
  const backFromStripe = async (
    c: Context<AppEnv>,
    order: OrderRow,
    back: string | undefined,
  ): Promise<Response | undefined> => {
    const sessionId = lastQueryValue(c, "session_id");
    if (!sessionId) return undefined;
    const session = await deps
      .stripe!.client.checkout.sessions.retrieve(sessionId)
      .catch(() => undefined);
    if (session?.metadata?.order_id !== order.id) return undefined;
    const settled = await applyCheckoutSession(settleDeps(), session);
    if (settled.paid) deps.kick();
    if (session.status !== "complete") return undefined;
    if (session.payment_status === "paid") {
      if (back) return c.redirect(back, 303);
      return view(c, ({ t }) => html`<p class="ok" role="status">${t("paidPopup")}</p>`, {
        closeWindow: true,
      });
    }
    return view(c, ({ t }) => html`<p class="ok" role="status">${t("processing")}</p>`);
  };

  /**
   * The way to Stripe for a live pending order: back by its "cancel" link, the page offers to
   * pay again; else the payer is sent (303) to the order's open Checkout Session. Undefined
   * when a delayed payment is on its way.
   */
  const toStripe = async (
    c: Context<AppEnv>,
    order: OrderRow,
    back: string | undefined,
    total: string,
  ): Promise<Response | undefined> => {
    const stripe = deps.stripe!;
    const settle = settleDeps();
    const self = `${deps.publicUrl}/checkout/${order.id}`;
    const withBack = (extra: string) =>
      `${self}?${extra}${back ? `&return_url=${encodeURIComponent(back)}` : ""}`;
    if (lastQueryValue(c, "cancelled") !== undefined) {
      const again = back ? `${self}?return_url=${encodeURIComponent(back)}` : self;
      return view(
        c,
        ({ t }) =>
          html`<p class="error" role="alert">${t("notCompleted")}</p>
            <p><a class="button" href="${again}">${t("payAgain", { total })}</a></p>`,
      );
    }
    const opened = await openCheckoutSession(
      { ...settle, stripe, publicUrl: deps.publicUrl },
      order,
      {
        success: withBack("session_id={CHECKOUT_SESSION_ID}"),
        cancel: withBack("cancelled=1"),
      },
    );
    if ("url" in opened) return c.redirect(opened.url, 303);
    if ("settled" in opened) {
      if (opened.settled.paid) deps.kick();
      return view(c, () => "");
    }
    return undefined;
  };

  app.get("/checkout/:order_id", (c) => view(c));

  app.post("/checkout/:order_id", async (c) => {
    const order = await load(c.req.param("order_id"));
    // Nothing is recorded for an order the card checkout does not serve (a wire order), nor
    // for a live order, which is paid at Stripe only (the page sends the payer there).
    if (!order || !payableByCard(order) || atStripe(order)) return view(c);
    const form = await c.req.parseBody();
    const typed = String(form.card ?? "").slice(0, 40);
    const card = typed.replace(/\D/g, "");
    if (card === TEST_CARDS.declined) {
      return view(c, ({ t }) => html`<p class="error" role="alert">${t("declined")}</p>`, {
        card: typed,
      });
    }
    if (card !== TEST_CARDS.success) {
      return view(c, ({ t }) => html`<p class="error" role="alert">${t("useTestCard")}</p>`, {
        card: typed,
      });
    }
    const owed = toCents(order.price) - (await amountPaidCents(deps.db, order.id));
    // Nothing to pay (paid already, cancelled, on hold): nothing is recorded, and the page shows
    // the order as it is. "Paid" is said only when this payment committed.
    let paid = false;
    if (order.status === "pending" && owed > 0n) {
      const now = deps.now();
      try {
        // Payment and allocation commit together: a lost race leaves no orphan payment.
        await deps.db.transaction(async (tx) => {
          const payment = await recordPayment(tx, {
            organizationId: order.organizationId,
            livemode: order.livemode,
            amount: formatCents(owed),
            currency: order.currency,
            method: "card",
            reference: `checkout ${order.paymentReference}`,
            receivedAt: now,
          });
          await allocatePayment(tx, {
            organizationId: order.organizationId,
            livemode: order.livemode,
            paymentId: payment.id,
            orderId: order.id,
            now,
          });
        });
        paid = true;
      } catch (err) {
        // A refused allocation (another payment or a cancellation won the race) rolled back:
        // the order is shown as it now is. Any other failure is the app's error answer.
        if (!(err instanceof ApiError)) throw err;
      }
      if (paid) deps.kick();
    }
    const back = safeReturnUrl(lastQueryValue(c, "return_url"), deps.publicUrl);
    if (back) return c.redirect(back, 303);
    if (!paid) return view(c);
    // In the widget's popup: "you can close this window", and the page tries to close it.
    const popup = lastQueryValue(c, "popup") === "1";
    return view(
      c,
      ({ t }) => html`<p class="ok" role="status">${t(popup ? "paidPopup" : "paid")}</p>`,
      {
        closeWindow: popup,
      },
    );
  });
}

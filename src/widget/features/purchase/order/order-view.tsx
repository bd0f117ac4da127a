import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { HostedOrderDetail } from "../../../../contract/hosted-responses";
import { addYears } from "../../../../contract/term";
import { ErrorNotice, Loading } from "../../../components/status";
import { formatDate, formatPrice } from "../../../lib/i18n/format";
import { domainsQueryOptions } from "../../../lib/api/get-domains";
import { purchaseTexts } from "../texts";
import { useWidget } from "../../../lib/session/widget-context";
import { checkoutAddress } from "../../../lib/checkout/checkout-address";
import {
  isFramed,
  popupCheckoutAddress,
  useCheckoutWindow,
  type CheckoutWindowState,
} from "../../../lib/checkout/checkout-window";
import { isSettled, useOrder, useOrderAction } from "./get-order";
import { WireDetails } from "./wire-details";

/** How the view was opened: with the checkout popup the purchase just opened, if any. */
type CheckoutProps = {
  /** The checkout popup opened by the click that placed the order (framed widget only). */
  checkoutWindow?: CheckoutWindowState;
};

/**
 * What the user can do while an order waits for them: pay a card order, accept a changed
 * price, or cancel (after a confirmation, since it cannot be undone). A framed widget pays in
 * a popup (never in the partner's frame) and says so while the popup is open; the order's
 * polling moves the view on once it is paid, and closing the popup unpaid brings the pay
 * button back. The hosted page leaves for the checkout as before.
 */
function OrderActions({
  order,
  checkoutWindow = { state: "none" },
  onCheckoutClosed,
}: { order: HostedOrderDetail; onCheckoutClosed: () => void } & CheckoutProps) {
  const t = purchaseTexts;
  const { redirect, win, mode } = useWidget();
  const action = useOrderAction(order.order_id);
  const [confirming, setConfirming] = useState(false);
  const payWindow = useCheckoutWindow(win, checkoutWindow, onCheckoutClosed);
  const waiting = order.status === "pending" || order.status === "price_changed";
  if (!waiting) return null;
  const busy = action.isPending;
  const newPrice = order.new_price ? formatPrice(order.new_price, order.currency) : null;
  const checkoutUrl = order.status === "pending" ? order.checkout_url : null;
  const framed = isFramed(win, mode);
  const popupAddress = checkoutUrl ? popupCheckoutAddress(checkoutUrl) : "";
  const popup = checkoutUrl && framed ? payWindow.current.state : "none";
  const pay = () => {
    if (!checkoutUrl) return;
    if (framed) payWindow.open(popupAddress);
    else redirect(checkoutAddress(checkoutUrl, win));
  };
  return (
    <div className="rw-order-actions">
      {order.status === "price_changed" && newPrice && (
        <p>{t.priceChanged(formatPrice(order.price, order.currency), newPrice)}</p>
      )}
      {action.isError && <ErrorNotice error={action.error} />}
      {busy && <p role="status">{t.working}</p>}
      {popup === "open" && <p role="status">{t.popupWaiting}</p>}
      {popup === "blocked" && (
        <p role="alert" className="rw-error-box">
          {t.popupBlocked}
        </p>
      )}
      {popup !== "none" && (
        <p>
          <a href={popupAddress} target="_blank" rel="noopener">
            {t.popupLink}
          </a>
        </p>
      )}
      {confirming ? (
        <div role="alertdialog" aria-labelledby="rw-confirm-cancel" className="rw-error-box">
          <p id="rw-confirm-cancel">{t.confirmCancel(order.domain_name)}</p>
          <button
            type="button"
            className="rw-button"
            disabled={busy}
            onClick={() => action.mutate("cancel", { onSettled: () => setConfirming(false) })}
          >
            {t.confirmCancelYes}
          </button>{" "}
          <button
            type="button"
            className="rw-button-secondary"
            disabled={busy}
            onClick={() => setConfirming(false)}
          >
            {t.keepOrder}
          </button>
        </div>
      ) : (
        <p>
          {order.status === "price_changed" && newPrice && (
            <>
              <button
                type="button"
                className="rw-button"
                disabled={busy}
                onClick={() => action.mutate("accept-price")}
              >
                {t.acceptPrice(newPrice)}
              </button>{" "}
            </>
          )}
          {checkoutUrl && (
            <>
              <button type="button" className="rw-button" disabled={busy} onClick={pay}>
                {popup === "open" ? t.popupReopen : t.payNow}
              </button>{" "}
            </>
          )}
          <button
            type="button"
            className="rw-button-secondary"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t.cancelOrder}
          </button>
        </p>
      )}
    </div>
  );
}

/**
 * A completed order in words: whose the name is now, until when, what was paid, and the next
 * steps the session allows (DNS, renewal, another search) as buttons that open those tabs.
 */
function OrderDone({ order, onNew }: { order: HostedOrderDetail; onNew: () => void }) {
  const t = purchaseTexts.done;
  const { api, session, allows, go } = useWidget();
  // The domain's own expiry, when the session may read the user's domains (renew or DNS).
  const domains = useQuery({
    ...domainsQueryOptions(api, session.session_id),
    enabled: allows("renew") || allows("dns"),
  });
  const domain = domains.data?.items.find((d) => d.domain === order.domain_name);
  // Otherwise: a registration runs for its years from when it completed (RFC 5731 §3.2.1).
  const completedAt = order.transitions.find((tr) => tr.to === "completed")?.at;
  const until =
    domain?.expires_at ??
    (completedAt ? addYears(new Date(completedAt), order.years).toISOString() : null);
  const paid = Number(order.amount_paid) > 0 ? order.amount_paid : order.price;
  // Back from the checkout (or once the order settles), a screen reader hears the result.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div className="rw-done">
      <h3 ref={title} tabIndex={-1} className="rw-done-title">
        {t.title(order.domain_name)}
      </h3>
      <p>
        {t.orderNumber} <bdi className="rw-order-number">{order.payment_reference}</bdi>
      </p>
      <p>
        {until ? t.until(formatDate(until)) : t.forYears(order.years)}{" "}
        {t.paid(formatPrice(paid, order.currency))}
        {domain && <> {t.autoRenew(domain.auto_renew)}</>}
      </p>
      {/* The emails the service sends the registrant: the receipt, and the verification link. */}
      {order.receipt_to && (
        <p>
          {t.receipt} <bdi>{order.receipt_to}</bdi>
        </p>
      )}
      {domain?.registrant_verification.deadline_at && (
        <p>{t.verifyEmail(formatDate(domain.registrant_verification.deadline_at))}</p>
      )}
      <h4 id="rw-done-next">{t.next}</h4>
      <div className="rw-row" role="group" aria-labelledby="rw-done-next">
        {allows("dns") && (
          <button
            type="button"
            className="rw-button"
            onClick={() => go({ screen: "dns", domain: order.domain_name })}
          >
            {t.manageDns}
          </button>
        )}
        {allows("renew") && (
          <button
            type="button"
            className="rw-button-secondary"
            onClick={() => go({ screen: "renew", domain: order.domain_name })}
          >
            {t.renewal}
          </button>
        )}
        {allows("search") ? (
          <button
            type="button"
            className="rw-button-secondary"
            onClick={() => {
              onNew();
              go({ screen: "search" });
            }}
          >
            {t.searchAnother}
          </button>
        ) : (
          <button type="button" className="rw-button-secondary" onClick={onNew}>
            {purchaseTexts.newOrder}
          </button>
        )}
      </div>
    </div>
  );
}

/** An order's status, refreshed until it settles, then its result. */
export function OrderView({
  orderId,
  onNew,
  checkoutWindow,
}: { orderId: string; onNew: () => void } & CheckoutProps) {
  const t = purchaseTexts;
  const { events, session } = useWidget();
  const livemode = session.livemode;
  const order = useOrder(orderId);
  // The checkout popup closed: the order is read at once (paid just before, or not at all).
  const { refetch } = order;
  const onCheckoutClosed = useCallback(() => void refetch(), [refetch]);
  const status = order.data?.status;
  // The id of the webhook event that recorded this status: host page and webhook match on it.
  const eventId = order.data?.event_id ?? null;
  const domain = order.data?.domain_name;
  // A completed order's expiry: its years from when it completed (RFC 5731 §3.2.1).
  const completedAt = order.data?.transitions.find((tr) => tr.to === "completed")?.at;
  const years = order.data?.years;
  useEffect(() => {
    if (!status || domain === undefined) return;
    const expiresAt =
      status === "completed" && completedAt && years
        ? addYears(new Date(completedAt), years).toISOString()
        : undefined;
    events.emit("order.updated", {
      order_id: orderId,
      status,
      event_id: eventId,
      domain,
      ...(expiresAt && { expires_at: expiresAt }),
      livemode,
    });
  }, [status, eventId, orderId, domain, completedAt, years, events, livemode]);

  if (order.isPending) return <Loading />;
  if (order.isError)
    return <ErrorNotice error={order.error} onRetry={() => void order.refetch()} />;
  const o = order.data;
  const settled = isSettled(o);
  const done = o.status === "completed";
  return (
    <section aria-labelledby="rw-order-title">
      <h3 id="rw-order-title">{t.orderTitle(o.domain_name)}</h3>
      {done && <OrderDone order={o} onNew={onNew} />}
      {done && <h4>{t.done.details}</h4>}
      <dl className="rw-details">
        <dt>{t.orderStatus}</dt>
        <dd>
          {/* A live region inside the dd: a role on the dd itself would break the list. */}
          <span role="status">{t.status[o.status]}</span>
        </dd>
        <dt>{t.years}</dt>
        <dd>{t.yearsOption(o.years)}</dd>
        <dt>{t.total}</dt>
        <dd>{formatPrice(o.price, o.currency)}</dd>
      </dl>
      {o.failure_reason && <p>{t.failureReason()}</p>}
      {!settled && <p className="rw-muted">{t.refreshing}</p>}
      {o.payment_method === "wire" && o.status === "pending" && <WireDetails order={o} />}
      <OrderActions order={o} checkoutWindow={checkoutWindow} onCheckoutClosed={onCheckoutClosed} />
      {settled && !done && (
        <button type="button" className="rw-button-secondary" onClick={onNew}>
          {t.newOrder}
        </button>
      )}
    </section>
  );
}

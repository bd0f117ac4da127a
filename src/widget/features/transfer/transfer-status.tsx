import { useCallback, useEffect } from "react";
import type { HostedOrderDetail } from "../../../contract/hosted-responses";
import { ErrorNotice, Loading } from "../../components/status";
import { checkoutAddress } from "../../lib/checkout/checkout-address";
import {
  isFramed,
  popupCheckoutAddress,
  useCheckoutWindow,
  type CheckoutWindowState,
} from "../../lib/checkout/checkout-window";
import { formatPrice } from "../../lib/i18n/format";
import { messages } from "../../lib/i18n/messages";
import { useWidget } from "../../lib/session/widget-context";
import { paymentTexts, transferTexts } from "./texts";
import { failureKind, isSettled, useTransferOrder } from "./transfer-order";

type Props = {
  orderId: string;
  /** The checkout popup opened by the click that placed the transfer (framed widget only). */
  checkoutWindow?: CheckoutWindowState;
  onNew: () => void;
};

/** A transfer waiting for its payment: pay (again) by card, in a popup from a frame. */
function PayNow({
  order,
  checkoutWindow = { state: "none" },
  onCheckoutClosed,
}: {
  order: HostedOrderDetail;
  checkoutWindow?: CheckoutWindowState;
  onCheckoutClosed: () => void;
}) {
  const p = paymentTexts;
  const { redirect, win, mode } = useWidget();
  const payWindow = useCheckoutWindow(win, checkoutWindow, onCheckoutClosed);
  const checkoutUrl = order.checkout_url;
  if (order.status !== "pending" || !checkoutUrl) return null;
  const framed = isFramed(win, mode);
  const popupAddress = popupCheckoutAddress(checkoutUrl);
  const popup = framed ? payWindow.current.state : "none";
  return (
    <div className="rw-order-actions">
      <p>{transferTexts.payFirst}</p>
      {popup === "open" && <p role="status">{p.popupWaiting}</p>}
      {popup === "blocked" && (
        <p role="alert" className="rw-error-box">
          {p.popupBlocked}
        </p>
      )}
      {popup !== "none" && (
        <p>
          <a href={popupAddress} target="_blank" rel="noopener">
            {p.popupLink}
          </a>
        </p>
      )}
      <button
        type="button"
        className="rw-button"
        onClick={() =>
          framed ? payWindow.open(popupAddress) : redirect(checkoutAddress(checkoutUrl, win))
        }
      >
        {popup === "open" ? p.popupReopen : p.payNow}
      </button>
    </div>
  );
}

/**
 * A transfer's order, read again until it settles: waiting for payment, waiting for the current
 * registrar (up to five days), transferred, or failed and refunded with why in words. Each
 * status the widget sees goes to the host page as `order.updated`, as a purchase's does.
 */
export function TransferStatus({ orderId, checkoutWindow, onNew }: Props) {
  const t = transferTexts;
  const { events, session, go, allows } = useWidget();
  const order = useTransferOrder(orderId);
  const { refetch } = order;
  const onCheckoutClosed = useCallback(() => void refetch(), [refetch]);
  const status = order.data?.status;
  const eventId = order.data?.event_id ?? null;
  const domain = order.data?.domain_name;
  const livemode = session.livemode;
  useEffect(() => {
    if (!status || domain === undefined) return;
    events.emit("order.updated", {
      order_id: orderId,
      status,
      event_id: eventId,
      domain,
      livemode,
    });
  }, [status, eventId, orderId, domain, events, livemode]);

  if (order.isPending) return <Loading />;
  if (order.isError)
    return <ErrorNotice error={order.error} onRetry={() => void order.refetch()} />;
  const o = order.data;
  const settled = isSettled(o);
  const paid = formatPrice(Number(o.amount_paid) > 0 ? o.amount_paid : o.price, o.currency);
  const failed = o.status === "failed" || o.status === "refunded";
  return (
    <section aria-labelledby="rw-transfer-order-title">
      <h3 id="rw-transfer-order-title">{t.orderTitle(o.domain_name)}</h3>
      <dl className="rw-details">
        <dt>{t.statusLabel}</dt>
        <dd>
          {/* A live region inside the dd: a role on the dd itself would break the list. */}
          <span role="status">{t.status[o.status]}</span>
        </dd>
        <dt>{t.price}</dt>
        <dd>{t.priceNote(formatPrice(o.price, o.currency))}</dd>
      </dl>
      {(o.status === "ready_to_process" || o.status === "processing") && (
        <p>{t.waiting(o.domain_name)}</p>
      )}
      {o.status === "completed" && (
        <div className="rw-done">
          <p className="rw-done-title">{t.doneTitle(o.domain_name)}</p>
          <p>{t.doneBody(paid)}</p>
        </div>
      )}
      {failed && (
        <div className="rw-error-box">
          <p>{t.failed[failureKind(o.failure_reason)]}</p>
          {o.status === "refunded" && <p>{t.refunded(formatPrice(o.price, o.currency))}</p>}
        </div>
      )}
      {!settled && <p className="rw-muted">{paymentTexts.refreshing}</p>}
      <PayNow order={o} checkoutWindow={checkoutWindow} onCheckoutClosed={onCheckoutClosed} />
      {settled && (
        <div className="rw-row">
          {o.status === "completed" && allows("dns") && (
            <button
              type="button"
              className="rw-button"
              onClick={() => go({ screen: "dns", domain: o.domain_name })}
            >
              {messages.nav.dns}
            </button>
          )}
          <button type="button" className="rw-button-secondary" onClick={onNew}>
            {failed ? t.startAgain : t.backToSearch}
          </button>
        </div>
      )}
    </section>
  );
}

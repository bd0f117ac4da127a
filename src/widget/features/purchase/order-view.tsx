import { useEffect } from "react";
import { ErrorNotice, Loading } from "../../components/status";
import { formatPrice } from "../../lib/format";
import { messages } from "../../lib/messages";
import { useWidget } from "../../lib/widget-context";
import { isSettled, useOrder } from "./get-order";
import { WireDetails } from "./wire-details";

/** An order's status, refreshed until it settles, then its result. */
export function OrderView({ orderId, onNew }: { orderId: string; onNew: () => void }) {
  const t = messages.purchase;
  const { events } = useWidget();
  const order = useOrder(orderId);
  const status = order.data?.status;
  // The id of the webhook event that recorded this status: host page and webhook match on it.
  const eventId = order.data?.event_id ?? null;
  useEffect(() => {
    if (status) events.emit("order.updated", { order_id: orderId, status, event_id: eventId });
  }, [status, eventId, orderId, events]);

  if (order.isPending) return <Loading />;
  if (order.isError)
    return <ErrorNotice error={order.error} onRetry={() => void order.refetch()} />;
  const o = order.data;
  const settled = isSettled(o);
  return (
    <section aria-labelledby="rw-order-title">
      <h3 id="rw-order-title">{t.orderTitle(o.domain_name)}</h3>
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
      {o.failure_reason && <p>{t.failureReason(o.failure_reason)}</p>}
      {!settled && <p className="rw-muted">{t.refreshing}</p>}
      {o.payment_method === "wire" && o.status === "pending" && <WireDetails order={o} />}
      {settled && (
        <button type="button" className="rw-button-secondary" onClick={onNew}>
          {t.newOrder}
        </button>
      )}
    </section>
  );
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { HostedOrderList } from "../../../../contract/hosted-responses";
import type { ApiClient } from "../../../lib/api/api-client";
import { formatDate } from "../../../lib/i18n/format";
import { purchaseTexts } from "../texts";
import { useWidget } from "../../../lib/session/widget-context";

/** How many of the end user's latest orders the purchase screen lists. */
const SHOWN = 5;

/** `GET /api/v1/hosted/orders`: the end user's orders, newest first. */
const myOrdersQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ["orders"],
    queryFn: () => api.get("/orders", HostedOrderList),
    // Read again each time the screen opens: an order may have moved on meanwhile.
    staleTime: 0,
  });

/**
 * The end user's latest orders (`GET /api/v1/hosted/orders`), each opening its order view:
 * how a user who left comes back to a wire order waiting for money or a changed price.
 * Nothing is shown while loading, on error, or without orders: buying stays the main task.
 */
export function MyOrders({
  onOpen,
}: {
  /** Opens an order: its kind says where (a transfer has its own screen). */
  onOpen: (orderId: string, kind: string) => void;
}) {
  const t = purchaseTexts;
  const { api } = useWidget();
  const orders = useQuery(myOrdersQueryOptions(api));
  const items = orders.data?.items.slice(0, SHOWN) ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="rw-my-orders">
      <h3 id="rw-my-orders">{t.myOrders}</h3>
      <ul className="rw-list">
        {items.map((o) => {
          const status =
            (o.kind === "transfer" && (t.transferStatus as Record<string, string>)[o.status]) ||
            t.status[o.status];
          return (
            <li key={o.order_id}>
              <button
                type="button"
                className="rw-button-secondary"
                onClick={() => onOpen(o.order_id, o.kind)}
                aria-label={t.openOrder(o.domain_name, status)}
              >
                {o.domain_name}
              </button>{" "}
              <span className="rw-muted">
                {status} · {formatDate(o.created_at)}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

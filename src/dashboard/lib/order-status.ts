import { DomainOrderStatus } from "../../contract/domain-order-status";

/** In the contract's order (its lifecycle). */
export const ORDER_STATUSES: readonly DomainOrderStatus[] = DomainOrderStatus.options;

export const STATUS_LABEL: Record<DomainOrderStatus, string> = {
  pending: "Waiting for payment",
  ready_to_process: "Paid, queued",
  price_changed: "Price changed",
  processing: "Registering",
  completed: "Completed",
  failed: "Failed",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

export const STATUS_TONE: Record<DomainOrderStatus, "ok" | "warn" | "bad" | "info"> = {
  pending: "warn",
  ready_to_process: "info",
  price_changed: "warn",
  processing: "info",
  completed: "ok",
  failed: "bad",
  cancelled: "bad",
  refunded: "bad",
};

/** What the order's state allows a user to do (the service checks again). */
export const canCancel = (s: DomainOrderStatus) =>
  s === "pending" || s === "ready_to_process" || s === "price_changed";
export const canAcceptPrice = (s: DomainOrderStatus) => s === "price_changed";

export type OrderKind = "order" | "purchase" | "renewal" | "transfer";

/** What an order is for, as the orders list and an order's page say it. */
export const KIND_LABEL: Record<OrderKind, string> = {
  order: "Registration",
  purchase: "Registration billed to you",
  renewal: "Renewal",
  transfer: "Transfer in",
};

export const ORDER_KINDS: readonly OrderKind[] = ["order", "purchase", "renewal", "transfer"];

/** A status in words for an order of this kind: a transfer is not "Registering". */
export const statusLabel = (status: DomainOrderStatus, kind: OrderKind): string =>
  kind === "transfer" && status === "processing" ? "Transferring" : STATUS_LABEL[status];

import { z } from "zod";

/** Lifecycle of an order (docs/api.md, "Order states", gives the transitions). */
export const DomainOrderStatus = z
  .enum([
    "pending",
    "ready_to_process",
    "price_changed",
    "processing",
    "completed",
    "failed",
    "cancelled",
    "refunded",
  ])
  .meta({ id: "DomainOrderStatus", example: "pending" });
export type DomainOrderStatus = z.infer<typeof DomainOrderStatus>;

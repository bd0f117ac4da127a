import { z } from "zod";
import { DnsRecord } from "./dns-record";
import { DomainOrderResponse } from "./domain-order-response";
import { OrderDetail } from "./order-detail";
import { RenewFailure, RenewSuccess } from "./renew-response";

// The hosted API (ours, called by the widget) adds `event_id` to what a change answers: the id
// of the event the change wrote, the same id as its webhook delivery and in GET /api/v1/events,
// so the widget's postMessage event and the partner's webhook can be matched. The partner API's
// responses keep the spec's shapes.
const eventId = z.uuid().meta({
  description: "The id of the event this change wrote (its webhook carries the same id)",
});

/** `POST /api/v1/hosted/orders`: the order and its `order.created` event id. */
export const HostedOrderResponse = DomainOrderResponse.extend({
  event_id: eventId,
}).meta({ id: "HostedOrderResponse" });
export type HostedOrderResponse = z.infer<typeof HostedOrderResponse>;

/** A hosted order read back, with the id of the event that put it in its current status. */
export const HostedOrderDetail = OrderDetail.extend({
  event_id: eventId.nullable().meta({
    description:
      "The event that put the order in its current status: `order.created` while pending, else the `order.updated` of the last transition",
  }),
  receipt_to: z.string().nullable().meta({
    description:
      "The email address the order's receipt went to (the registrant's), once the order completed; null before, and for a renewal",
  }),
}).meta({ id: "HostedOrderDetail" });
export type HostedOrderDetail = z.infer<typeof HostedOrderDetail>;

export const HostedOrderList = z
  .object({ items: z.array(HostedOrderDetail), next_cursor: z.string().nullable() })
  .meta({ id: "HostedOrderList" });

/** A hosted renewal: `domain.renewed` or `domain.renewal_failed`'s id. */
export const HostedRenewResponse = z
  .discriminatedUnion("success", [
    RenewSuccess.extend({ event_id: eventId }).meta({ id: "HostedRenewSuccess" }),
    RenewFailure.extend({ event_id: eventId }).meta({ id: "HostedRenewFailure" }),
  ])
  .meta({ id: "HostedRenewResponse" });
export type HostedRenewResponse = z.infer<typeof HostedRenewResponse>;

/** A DNS record written through the hosted API, with its `dns.changed` event id. */
export const HostedDnsRecord = DnsRecord.extend({ event_id: eventId }).meta({
  id: "HostedDnsRecord",
});

/** A DNS record deleted through the hosted API. */
export const HostedDeletion = z
  .object({ deleted: z.literal(true), event_id: eventId.nullable() })
  .meta({ id: "HostedDeletion" });
export type HostedDeletion = z.infer<typeof HostedDeletion>;

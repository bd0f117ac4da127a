import { z } from "zod";

/** Every event type a webhook endpoint can subscribe to (README "Webhooks" shows payloads). */
export const EVENT_TYPES = [
  "order.created",
  "order.updated",
  "domain.registered",
  "domain.renewed",
  "domain.renewal_failed",
  "domain.expiring",
  "dns.changed",
  "hosted_session.created",
  "hosted_session.completed",
  "webhook.ping",
] as const;

/** The test event sent to one endpoint on request (whatever types it subscribes to). */
export const PING_EVENT_TYPE = "webhook.ping" satisfies (typeof EVENT_TYPES)[number];

export const WebhookEventType = z.enum(EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** An event as delivered and listed: ids and states only, never contact data. */
export const WebhookEvent = z
  .object({
    id: z.uuid(),
    type: WebhookEventType,
    created_at: z.iso.datetime({ offset: true }),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "WebhookEvent" });
export type WebhookEvent = z.infer<typeof WebhookEvent>;

export const WebhookEventList = z
  .object({ items: z.array(WebhookEvent), next_cursor: z.string().nullable() })
  .meta({ id: "WebhookEventList" });
export type WebhookEventList = z.infer<typeof WebhookEventList>;

import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import {
  EVENT_TYPES,
  WEBHOOK_EVENT_SUMMARY,
  WEBHOOK_EVENTS,
  type WebhookEventType,
} from "../../contract/webhook-event-type";
import { SIGNATURE_HEADER } from "./signature";

/** `order.updated` → `orderUpdatedWebhook`: the operationId of a type's `webhooks` entry. */
const operationIdOf = (type: WebhookEventType) =>
  `${type.replace(/[._](\w)/g, (_, c: string) => c.toUpperCase())}Webhook`;

/**
 * Declares the OpenAPI 3.1 `webhooks` of the document: one entry per event type, named by the
 * type, whose request body is that type's event (from the contract's `WEBHOOK_EVENTS`).
 */
export function registerWebhookDocs(registry: OpenAPIHono["openAPIRegistry"]): void {
  for (const type of EVENT_TYPES) {
    registry.registerWebhook({
      method: "post",
      path: type,
      operationId: operationIdOf(type),
      summary: WEBHOOK_EVENT_SUMMARY[type],
      description:
        `Sent to every enabled endpoint subscribed to \`${type}\` (or to \`*\`)` +
        (type === "webhook.ping" ? ", or to the one endpoint a test event is sent to" : "") +
        `. Verify the \`${SIGNATURE_HEADER}\` header against the raw body before parsing; ` +
        "deduplicate on the event's `id` (a retry or a resend delivers it again).",
      tags: ["webhooks"],
      security: [],
      request: {
        headers: z.object({
          [SIGNATURE_HEADER]: z.string().meta({
            description:
              '`t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation',
          }),
        }),
        body: {
          required: true,
          content: { "application/json": { schema: WEBHOOK_EVENTS[type] } },
        },
      },
      responses: {
        "2XX": { description: "Received: any 2xx answer within 10 seconds" },
        default: {
          description: "Anything else (or no answer in 10 s): the delivery is retried with backoff",
        },
      },
    });
  }
}

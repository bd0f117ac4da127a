import { z } from "zod";
import { Livemode } from "./livemode";
import { fail, pass, pyField, type PyCheck } from "./pydantic/py-field";
import { pyBool } from "./pydantic/py-bool";
import { pyList } from "./pydantic/py-list";
import { pyLiteral } from "./pydantic/py-literal";
import { pyObject } from "./pydantic/py-object";
import { checkPyStr, pyStr } from "./pydantic/py-str";
import { PLAIN_TEXT } from "./theme-config";
import { valueError } from "./pydantic/py-issue";
import { LOCAL_HOSTS } from "./local-hosts";
import { EVENT_TYPES } from "./webhook-event-type";

/** Checks a webhook URL: absolute https, or http for loopback only; no credentials in it. */
function checkWebhookUrl(input: unknown): PyCheck<string> {
  const str = checkPyStr(input, { min: 1, max: 2048 });
  if (!str.ok) return str;
  let url: URL;
  try {
    url = new URL(str.value);
  } catch {
    return fail(valueError(input, "url must be an absolute URL"));
  }
  if (url.username || url.password) {
    return fail(valueError(input, "url must not contain a user name or password"));
  }
  // Port 0 is no port: nothing can be delivered there.
  if (url.port === "0") return fail(valueError(input, "url must not use port 0"));
  if (url.protocol === "https:") return pass(url.href);
  if (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname)) return pass(url.href);
  return fail(valueError(input, "url must use https (http only for localhost, 127.0.0.1, [::1])"));
}

const SUBSCRIBABLE = ["*", ...EVENT_TYPES] as const;

const url = () =>
  pyField(checkWebhookUrl, { type: "string", format: "uri", maxLength: 2048 }).meta({
    example: "https://partner.example/webhooks/registrar",
  });
const eventTypes = () =>
  pyList(pyLiteral(SUBSCRIBABLE), { min: 1, max: SUBSCRIBABLE.length }).meta({
    description: 'The event types to send, or ["*"] for all',
    example: ["order.updated", "domain.registered"],
  });

/** Body of `POST /api/v1/webhooks/endpoints`. */
export const WebhookEndpointRequest = pyObject({
  url: url(),
  event_types: eventTypes(),
  description: pyStr({ max: 255, pattern: PLAIN_TEXT }).nullable().optional(),
}).meta({ id: "WebhookEndpointRequest" });
export type WebhookEndpointRequest = z.infer<typeof WebhookEndpointRequest>;

/** Body of `PATCH /api/v1/webhooks/endpoints/{endpoint_id}`: any of the fields. */
export const WebhookEndpointUpdate = pyObject({
  url: url().optional(),
  event_types: eventTypes().optional(),
  description: pyStr({ max: 255, pattern: PLAIN_TEXT }).nullable().optional(),
  enabled: pyBool().optional(),
}).meta({ id: "WebhookEndpointUpdate" });
export type WebhookEndpointUpdate = z.infer<typeof WebhookEndpointUpdate>;

/** An endpoint as listed: never its secret. */
export const WebhookEndpoint = z
  .object({
    id: z.uuid(),
    livemode: Livemode,
    url: z.string(),
    description: z.string().nullable(),
    event_types: z.array(z.string()),
    enabled: z.boolean(),
    previous_secret_expires_at: z.iso.datetime({ offset: true }).nullable().meta({
      description:
        "After a rotation, until when the previous secret also signs deliveries (a second v1)",
    }),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "WebhookEndpoint" });
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

/** An endpoint with its signing secret, shown once (on creation and rotation). */
export const WebhookEndpointWithSecret = WebhookEndpoint.extend({
  secret: z.string().meta({ example: "whsec_…" }),
}).meta({ id: "WebhookEndpointWithSecret" });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecret>;

export const WebhookEndpointList = z
  .object({ items: z.array(WebhookEndpoint) })
  .meta({ id: "WebhookEndpointList" });

/** One delivery of an event to an endpoint, with its attempts so far. */
export const WebhookDelivery = z
  .object({
    id: z.uuid(),
    livemode: Livemode,
    event_id: z.uuid(),
    event_type: z.string(),
    status: z.enum(["pending", "delivered", "failed"]),
    attempts: z.number().int(),
    next_attempt_at: z.iso.datetime({ offset: true }).nullable(),
    last_attempt_at: z.iso.datetime({ offset: true }).nullable(),
    last_status: z.number().int().nullable(),
    last_error: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "WebhookDelivery" });
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveryList = z
  .object({ items: z.array(WebhookDelivery) })
  .meta({ id: "WebhookDeliveryList" });

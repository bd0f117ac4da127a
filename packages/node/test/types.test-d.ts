/**
 * Type tests of the generated types (checked by `npm run typecheck`): what makes them useful to
 * a partner: answers are typed (not `unknown`), fields with a default are optional in requests
 * and present in answers, and action results narrow on `success`.
 */
import { expectTypeOf } from "vitest";
import type {
  ErrorCode,
  RegistrarError,
  Schema,
  WebhookEvent,
  WebhookEventOf,
  WebhookEventType,
  WebhookSignatureError,
  WebhookSignatureErrorReason,
  constructWebhookEvent,
  generateTestHeaderString,
  operations,
} from "../src/index.js";

type Json<Op extends keyof operations, Status extends number> =
  operations[Op]["responses"] extends Record<Status, { content: { "application/json": infer B } }>
    ? B
    : never;

// Answers are typed.
expectTypeOf<Json<"checkAvailability", 200>>().not.toBeUnknown();
expectTypeOf<Json<"checkAvailability", 200>["available"]>().toEqualTypeOf<boolean>();
expectTypeOf<Json<"listOrders", 200>["items"][number]>().toEqualTypeOf<Schema<"OrderDetail">>();

// A default makes a request field optional…
expectTypeOf<{ years?: number }>().toExtend<Schema<"RenewRequest">>();
type Order = Schema<"DomainOrderRequest">;
expectTypeOf<{ domain: string; contact: Order["contact"] }>().toExtend<Order>();
// …and an answer's field present.
expectTypeOf<Schema<"NameserverUpdateResponse">["message"]>().toEqualTypeOf<string>();

// Action results narrow on `success`.
declare const bought: Json<"purchaseDomain", 200>;
if (bought.success) expectTypeOf(bought.order_id).toBeString();
else expectTypeOf(bought.error_message).toBeString();
declare const renewed: Schema<"RenewResult">;
if (!renewed.success) expectTypeOf(renewed).toEqualTypeOf<Schema<"RenewFailure">>();

// A refused delivery says which check failed, as a closed set a `switch` can cover.
expectTypeOf<WebhookSignatureErrorReason>().toEqualTypeOf<
  | "payload_not_raw"
  | "no_header"
  | "malformed_header"
  | "timestamp_outside_tolerance"
  | "no_matching_signature"
>();
expectTypeOf<WebhookSignatureError["reason"]>().toEqualTypeOf<
  WebhookSignatureErrorReason | undefined
>();
// The test header takes the raw payload only (a string or bytes), one secret or several.
expectTypeOf<Parameters<typeof generateTestHeaderString>[0]["payload"]>().toEqualTypeOf<
  string | Uint8Array
>();
expectTypeOf<Parameters<typeof generateTestHeaderString>[0]["secret"]>().toEqualTypeOf<
  string | readonly string[]
>();

// A webhook event narrows on `type`: each type's `data` is its own payload, not a record.
declare const event: ReturnType<typeof constructWebhookEvent>;
expectTypeOf(event).toEqualTypeOf<WebhookEvent>();
if (event.type === "order.updated") {
  expectTypeOf(event.data.to).toEqualTypeOf<Schema<"DomainOrderStatus">>();
  expectTypeOf(event.data).not.toHaveProperty("domain_id");
}
if (event.type === "domain.renewed") {
  expectTypeOf(event.data.trigger).toEqualTypeOf<"api" | "auto_renew">();
  expectTypeOf(event.data.price).toBeString();
}
if (event.type === "domain.expiring") expectTypeOf(event.data.days_before).toEqualTypeOf<30 | 7>();
if (event.type === "order.created") {
  expectTypeOf(event.data.hosted_session_id).toEqualTypeOf<string | null>();
}
expectTypeOf<WebhookEventOf<"webhook.ping">["data"]>().toEqualTypeOf<{ endpoint_id: string }>();
expectTypeOf<WebhookEventType>().toEqualTypeOf<
  | "order.created"
  | "order.updated"
  | "domain.registered"
  | "domain.renewed"
  | "domain.renewal_failed"
  | "domain.expiring"
  | "domain.transfer_requested"
  | "domain.transfer_cancelled"
  | "domain.transferred_away"
  | "domain.transfer_in_requested"
  | "domain.transferred_in"
  | "domain.transfer_in_failed"
  | "domain.transfer_lock_changed"
  | "domain.transfer_code_issued"
  | "domain.registrant_changed"
  | "domain.deleted"
  | "domain.transfer_in_requested"
  | "domain.transferred_in"
  | "domain.transfer_in_failed"
  | "domain.transfer_lock_changed"
  | "domain.transfer_code_issued"
  | "domain.registrant_changed"
  | "registrant.verification_requested"
  | "registrant.verified"
  | "registrant.message"
  | "domain.suspended"
  | "domain.unsuspended"
  | "domain.expired"
  | "domain.redemption_started"
  | "domain.restored"
  | "domain.abuse_reported"
  | "dns.changed"
  | "hosted_session.created"
  | "hosted_session.completed"
  | "balance.low"
  | "balance.insufficient"
  | "webhook.ping"
>();
// The event list's items are the same union.
expectTypeOf<Json<"listEvents", 200>["items"][number]>().toEqualTypeOf<WebhookEvent>();

// Error bodies carry the catalogue's code, a closed union the typed errors share.
expectTypeOf<Schema<"ErrorBody">["code"]>().toEqualTypeOf<ErrorCode>();
expectTypeOf<"not_found">().toExtend<ErrorCode>();
expectTypeOf<RegistrarError["code"]>().toEqualTypeOf<ErrorCode | undefined>();

import { z } from "zod";
import { Livemode } from "./livemode";
import { DecimalText } from "./decimal-text";
import { DomainOrderStatus } from "./domain-order-status";
import { HostedAction } from "./hosted-action";
import { ABUSE_CATEGORIES } from "./abuse-report";
import { REGISTRANT_MESSAGE_KINDS } from "./lifecycle";

/** Every event type a webhook endpoint can subscribe to (its `data`: `WEBHOOK_EVENT_DATA`). */
export const EVENT_TYPES = [
  "order.created",
  "order.updated",
  "domain.registered",
  "domain.renewed",
  "domain.renewal_failed",
  "domain.expiring",
  "domain.transfer_requested",
  "domain.transfer_cancelled",
  "domain.transferred_away",
  "domain.deleted",
  "domain.transfer_in_requested",
  "domain.transferred_in",
  "domain.transfer_in_failed",
  "domain.transfer_lock_changed",
  "domain.transfer_code_issued",
  "domain.registrant_changed",
  "registrant.verification_requested",
  "registrant.verified",
  "registrant.message",
  "domain.suspended",
  "domain.unsuspended",
  "domain.expired",
  "domain.redemption_started",
  "domain.restored",
  "domain.abuse_reported",
  "dns.changed",
  "hosted_session.created",
  "hosted_session.completed",
  "balance.low",
  "balance.insufficient",
  "webhook.ping",
] as const;

/** The test event sent to one endpoint on request (whatever types it subscribes to). */
export const PING_EVENT_TYPE = "webhook.ping" satisfies (typeof EVENT_TYPES)[number];

export const WebhookEventType = z.enum(EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

const uuid = (description: string) => z.uuid().meta({ description });
const instant = (description: string) => z.iso.datetime({ offset: true }).meta({ description });
const domainName = z.string().meta({ description: "The domain name", example: "example.com" });
const renewTrigger = z
  .enum(["api", "auto_renew"])
  .meta({ description: "`api`: a renewal asked for; `auto_renew`: the renewal worker's" });

/**
 * The `data` of each event type: ids and states only, never contact data. The one source of
 * the payloads: the OpenAPI document's `webhooks` and `WebhookEvent` are generated from it,
 * `appendEvent` only accepts what it describes, and the integration suite checks every type's
 * deliveries against it.
 */
export const WEBHOOK_EVENT_DATA = {
  "order.created": z
    .object({
      order_id: uuid("The new order"),
      domain: domainName,
      status: z.literal("pending").meta({ description: "A new order is always pending" }),
      hosted_session_id: uuid(
        "The hosted session it was made in; null for an API order",
      ).nullable(),
    })
    .meta({ id: "OrderCreatedEventData" }),
  "order.updated": z
    .object({
      order_id: uuid("The order"),
      domain: domainName,
      from: DomainOrderStatus,
      to: DomainOrderStatus,
    })
    .meta({ id: "OrderUpdatedEventData" }),
  "domain.registered": z
    .object({
      domain_id: uuid("The registered domain"),
      domain: domainName,
      order_id: uuid("The order that registered it"),
      expires_at: instant("When the registration expires"),
    })
    .meta({ id: "DomainRegisteredEventData" }),
  "domain.renewed": z
    .object({
      domain_id: uuid("The renewed domain"),
      domain: domainName,
      years: z.number().int().meta({ description: "Years added" }),
      trigger: renewTrigger,
      expires_at: instant("The new expiry"),
      charge_id: uuid(
        "The renewal charge (GET /api/v1/registrar/renewal-charges); null when the end user paid by card",
      ).nullable(),
      price: DecimalText.meta({ description: "What the renewal charged, or the end user paid" }),
      currency: z.string().meta({ example: "USD" }),
      paid_by: z.enum(["organization", "card"]).meta({
        description:
          "organization: charged to it (its balance in live mode); card: paid by the end user through a renewal order",
      }),
      order_id: uuid("The renewal order the end user paid by card; null otherwise").nullable(),
    })
    .meta({ id: "DomainRenewedEventData" }),
  "domain.renewal_failed": z
    .object({
      domain_id: uuid("The domain"),
      domain: domainName,
      years: z.number().int().meta({ description: "Years asked for" }),
      trigger: renewTrigger,
      expires_at: instant("The expiry, unchanged"),
      error: z.string().meta({ description: "Why the registry or the service refused" }),
    })
    .meta({ id: "DomainRenewalFailedEventData" }),
  "domain.expiring": z
    .object({
      domain_id: uuid("The domain"),
      domain: domainName,
      expires_at: instant("When it expires"),
      days_before: z
        .union([z.literal(30), z.literal(7)])
        .meta({ description: "Which notice this is: 30 or 7 days before expiry" }),
      auto_renew: z.boolean().meta({ description: "Whether the domain renews automatically" }),
    })
    .meta({ id: "DomainExpiringEventData" }),
  "domain.transfer_requested": z
    .object({
      domain_id: uuid("The domain another registrar asked to transfer away"),
      domain: domainName,
      gaining_registrar: z
        .string()
        .nullable()
        .meta({ description: "The registry's id of the registrar asking (EPP reID)" }),
      auto_approve_at: instant(
        "When the registry approves it unless it is rejected first (EPP acDate); null when not said",
      ).nullable(),
    })
    .meta({ id: "DomainTransferRequestedEventData" }),
  "domain.transfer_cancelled": z
    .object({
      domain_id: uuid("The domain, still held"),
      domain: domainName,
      transfer_status: z
        .enum(["clientRejected", "clientCancelled", "serverCancelled"])
        .meta({ description: "How the transfer request ended (EPP trStatus)" }),
    })
    .meta({ id: "DomainTransferCancelledEventData" }),
  "domain.transferred_away": z
    .object({
      domain_id: uuid("The domain that left the account"),
      domain: domainName,
      gaining_registrar: z
        .string()
        .nullable()
        .meta({ description: "The registry's id of the registrar that took it (EPP reID)" }),
      transfer_status: z
        .enum(["clientApproved", "serverApproved"])
        .meta({ description: "Who approved it: the registrar, or the registry (EPP trStatus)" }),
    })
    .meta({ id: "DomainTransferredAwayEventData" }),
  "domain.deleted": z
    .object({
      domain_id: uuid("The domain the registry deleted"),
      domain: domainName,
    })
    .meta({ id: "DomainDeletedEventData" }),
  "domain.transfer_in_requested": z
    .object({
      order_id: uuid("The transfer order"),
      domain: domainName,
      auto_approve_at: instant(
        "When the registry completes it unless the losing registrar refuses first; null when not said",
      ).nullable(),
    })
    .meta({ id: "DomainTransferInRequestedEventData" }),
  "domain.transferred_in": z
    .object({
      domain_id: uuid("The domain, now held here"),
      domain: domainName,
      order_id: uuid("The transfer order"),
      expires_at: instant("Its expiry after the transfer (one year added)"),
    })
    .meta({ id: "DomainTransferredInEventData" }),
  "domain.transfer_in_failed": z
    .object({
      order_id: uuid("The transfer order (failed, then refunded)"),
      domain: domainName,
      reason: z
        .enum(["rejected", "auth_code_invalid", "transfer_prohibited", "timed_out", "cancelled"])
        .meta({
          description:
            "rejected: the losing registrar refused; auth_code_invalid: the code was wrong or expired; transfer_prohibited: the domain is locked; timed_out: no answer in time; cancelled: withdrawn",
        }),
      message: z.string().meta({ description: "What the registry said, in words" }),
    })
    .meta({ id: "DomainTransferInFailedEventData" }),
  "domain.transfer_lock_changed": z
    .object({
      domain_id: uuid("The domain"),
      domain: domainName,
      locked: z.boolean().meta({ description: "Whether transfers out are now forbidden" }),
    })
    .meta({ id: "DomainTransferLockChangedEventData" }),
  "domain.transfer_code_issued": z
    .object({
      domain_id: uuid("The domain"),
      domain: domainName,
      expires_at: instant("When the code stops being accepted (the code itself is never sent)"),
    })
    .meta({ id: "DomainTransferCodeIssuedEventData" }),
  "domain.registrant_changed": z
    .object({
      domain_id: uuid("The domain"),
      domain: domainName,
      policy_lock_until: instant(
        "No transfer out before this (the change of registrant's lock); null when it was opted out of",
      ).nullable(),
    })
    .meta({ id: "DomainRegistrantChangedEventData" }),
  "registrant.verification_requested": z
    .object({
      domain_id: uuid("The domain whose registrant must verify their email"),
      domain: domainName,
      reason: z.enum(["registration", "transfer_in", "email_change", "resend"]).meta({
        description: "What asked for it: a registration, a transfer in, a new email, a resend",
      }),
      deadline_at: instant("Unverified then, the domain is suspended (clientHold)"),
    })
    .meta({ id: "RegistrantVerificationRequestedEventData" }),
  "registrant.verified": z
    .object({
      domain_id: uuid("A domain of the registrant who verified (one event per domain)"),
      domain: domainName,
      verified_at: instant("When the registrant confirmed"),
    })
    .meta({ id: "RegistrantVerifiedEventData" }),
  "registrant.message": z
    .object({
      message_id: uuid("The message (GET /api/v1/registrar/registrant-messages)"),
      domain_id: uuid("The domain it is about; null for none").nullable(),
      domain: domainName.nullable(),
      kind: z.enum(REGISTRANT_MESSAGE_KINDS).meta({ description: "What the message is about" }),
      to: z.string().meta({ description: "The registrant's email address" }),
      locale: z.string().meta({ description: "The message's language (en, de, fr, es)" }),
      subject: z.string(),
      text: z.string().meta({ description: "The message as plain text, ready to send" }),
      html: z.string().meta({ description: "The same message as HTML" }),
      link: z
        .string()
        .nullable()
        .meta({ description: "The link the message carries (a verification link); null for none" }),
    })
    .meta({
      id: "RegistrantMessageEventData",
      description:
        'Sent only to organizations that send registrant messages themselves (settings: `registrant_messages: "partner"`): the one event that carries contact data',
    }),
  "domain.abuse_reported": z
    .object({
      domain_id: uuid("The reported domain"),
      domain: domainName,
      report_id: uuid("The report (`GET /api/v1/abuse-reports`)"),
      category: z.enum(ABUSE_CATEGORIES),
      law_enforcement: z.boolean().meta({ description: "Marked as from law enforcement" }),
      review_by: instant(
        "A law-enforcement report's review deadline (24 hours, RAA 3.18.2); null otherwise",
      ).nullable(),
    })
    .meta({ id: "DomainAbuseReportedEventData" }),
  "domain.suspended": z
    .object({
      domain_id: uuid("The suspended domain (on hold at the registry: it does not resolve)"),
      domain: domainName,
      reason: z.enum(["unverified_registrant"]).meta({ description: "Why" }),
    })
    .meta({ id: "DomainSuspendedEventData" }),
  "domain.unsuspended": z
    .object({
      domain_id: uuid("The domain released from its hold"),
      domain: domainName,
    })
    .meta({ id: "DomainUnsuspendedEventData" }),
  "domain.expired": z
    .object({
      domain_id: uuid("The domain that expired unrenewed"),
      domain: domainName,
      expired_at: instant("Its expiry"),
      grace_ends_at: instant("Renewable at the renewal price until then; deleted after"),
    })
    .meta({ id: "DomainExpiredEventData" }),
  "domain.redemption_started": z
    .object({
      domain_id: uuid("The domain deleted at the registry after its grace period"),
      domain: domainName,
      redemption_ends_at: instant("Restorable at the restore price until then"),
    })
    .meta({ id: "DomainRedemptionStartedEventData" }),
  "domain.restored": z
    .object({
      domain_id: uuid("The domain restored from redemption"),
      domain: domainName,
      expires_at: instant("Its new expiry"),
    })
    .meta({ id: "DomainRestoredEventData" }),
  "dns.changed": z
    .object({
      domain_id: uuid("The domain whose zone changed"),
      domain: domainName,
      created: z.array(z.uuid()).meta({ description: "Ids of the records added" }),
      updated: z.array(z.uuid()).meta({ description: "Ids of the records changed" }),
      deleted: z.array(z.uuid()).meta({ description: "Ids of the records removed" }),
    })
    .meta({ id: "DnsChangedEventData" }),
  "hosted_session.created": z
    .object({
      session_id: uuid("The new hosted session"),
      external_account_id: z.string().meta({ description: "Your end-user account" }),
      allowed_actions: z.array(HostedAction),
      expires_at: instant("When the session expires"),
    })
    .meta({ id: "HostedSessionCreatedEventData" }),
  "hosted_session.completed": z
    .object({
      session_id: uuid("The hosted session"),
      order_id: uuid("Its completed order"),
      domain_id: uuid("The domain registered"),
      domain: domainName,
      external_account_id: z
        .string()
        .nullable()
        .meta({ description: "Your end-user account (the session's)" }),
    })
    .meta({ id: "HostedSessionCompletedEventData" }),
  "balance.low": z
    .object({
      organization_id: uuid("The organization"),
      balance: DecimalText.meta({ description: "The balance after the debit" }),
      low_balance_threshold: DecimalText.meta({ description: "The threshold it went below" }),
      credit_limit: DecimalText,
      available: DecimalText.meta({ description: "balance + credit_limit" }),
      currency: z.string().meta({ example: "USD" }),
    })
    .meta({ id: "BalanceLowEventData" }),
  "balance.insufficient": z
    .object({
      organization_id: uuid("The organization"),
      kind: z
        .enum(["purchase", "renewal", "auto_renewal"])
        .meta({ description: "What was refused" }),
      amount: DecimalText.nullable().meta({
        description:
          "The price the balance could not cover; null when nothing at all was available (refused before the registry was asked the price)",
      }),
      available: DecimalText.meta({ description: "balance + credit_limit when it was refused" }),
      currency: z.string().meta({ example: "USD" }),
      order_id: uuid("The purchase's order").nullable(),
      domain: domainName.nullable(),
    })
    .meta({ id: "BalanceInsufficientEventData" }),
  "webhook.ping": z
    .object({ endpoint_id: uuid("The endpoint the test event was sent to") })
    .meta({ id: "WebhookPingEventData" }),
} as const satisfies { [T in WebhookEventType]: z.ZodType };

/** The `data` of an event of type `T`. */
export type WebhookEventData<T extends WebhookEventType = WebhookEventType> = z.infer<
  (typeof WEBHOOK_EVENT_DATA)[T]
>;

/** What each event type tells, for the document (`webhooks` and the event schemas). */
export const WEBHOOK_EVENT_SUMMARY: { [T in WebhookEventType]: string } = {
  "order.created": "An order was made (by the API or in a hosted session)",
  "order.updated": "An order moved from one state to another (every transition)",
  "domain.registered": "An order's domain was registered",
  "domain.renewed": "A domain was renewed and the renewal charged",
  "domain.renewal_failed": "A renewal was refused; nothing was charged",
  "domain.expiring": "A domain expires in 30 days, or in 7",
  "domain.transfer_requested":
    "Another registrar asked the registry to transfer a domain away (it can still be stopped)",
  "domain.transfer_cancelled": "A transfer away was rejected or cancelled: the domain stays",
  "domain.transferred_away":
    "A domain was transferred to another registrar: it is no longer listed, billed or renewed",
  "domain.deleted":
    "The registry deleted a domain (or released it after redemption): it is no longer listed, billed or renewed",
  "domain.transfer_in_requested":
    "A transfer order's request reached the registry: the losing registrar has up to five days",
  "domain.transferred_in": "A transfer order completed: the domain is held here",
  "domain.transfer_in_failed":
    "A transfer order failed (refused, wrong code, locked, timed out): it is refunded",
  "domain.transfer_lock_changed": "A domain's transfer lock was put on or lifted",
  "domain.transfer_code_issued": "A transfer code was set for a domain (never sent in the event)",
  "domain.registrant_changed": "A domain's registrant was changed",
  "registrant.verification_requested":
    "A registrant was asked to verify their email (after a registration, a transfer in or a new email)",
  "registrant.verified": "A registrant verified their email: the domain is released if it was held",
  "registrant.message":
    "A message for a registrant, for organizations that send them themselves (it carries the text)",
  "domain.suspended": "A domain was put on hold at the registry (an unverified registrant)",
  "domain.unsuspended": "A domain's hold was lifted",
  "domain.expired":
    "A domain expired unrenewed: it is parked and renewable at the renewal price until its grace period ends",
  "domain.redemption_started":
    "A domain was deleted at the registry after its grace period: restorable at the restore price",
  "domain.restored": "A domain in redemption was restored",
  "domain.abuse_reported": "Someone reported abuse of a domain (`POST /api/v1/abuse-reports`)",
  "dns.changed": "A domain's DNS records were added, changed or removed",
  "hosted_session.created": "A hosted session was created",
  "hosted_session.completed": "An order made in a hosted session completed",
  "balance.low":
    "A debit took the live balance below the organization's threshold (once per crossing)",
  "balance.insufficient": "A purchase or renewal was refused: the live balance could not cover it",
  "webhook.ping": "A test event, sent to one endpoint on request",
};

/** The schema id of an event type's object: `order.updated` → `OrderUpdatedEvent`. */
export const eventSchemaId = (type: WebhookEventType) =>
  `${type
    .split(/[._]/)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("")}Event`;

function eventOf<T extends WebhookEventType>(type: T) {
  return z
    .object({
      id: z.uuid().meta({ description: "The event's id: deduplicate on it" }),
      type: z.literal(type),
      created_at: z.iso.datetime({ offset: true }),
      livemode: Livemode,
      data: WEBHOOK_EVENT_DATA[type] as (typeof WEBHOOK_EVENT_DATA)[T],
    })
    .meta({ id: eventSchemaId(type), description: WEBHOOK_EVENT_SUMMARY[type] });
}

/** Each event type's whole object (a delivery's body, an item of the event list). */
export const WEBHOOK_EVENTS = {
  "order.created": eventOf("order.created"),
  "order.updated": eventOf("order.updated"),
  "domain.registered": eventOf("domain.registered"),
  "domain.renewed": eventOf("domain.renewed"),
  "domain.renewal_failed": eventOf("domain.renewal_failed"),
  "domain.expiring": eventOf("domain.expiring"),
  "domain.transfer_requested": eventOf("domain.transfer_requested"),
  "domain.transfer_cancelled": eventOf("domain.transfer_cancelled"),
  "domain.transferred_away": eventOf("domain.transferred_away"),
  "domain.deleted": eventOf("domain.deleted"),
  "domain.transfer_in_requested": eventOf("domain.transfer_in_requested"),
  "domain.transferred_in": eventOf("domain.transferred_in"),
  "domain.transfer_in_failed": eventOf("domain.transfer_in_failed"),
  "domain.transfer_lock_changed": eventOf("domain.transfer_lock_changed"),
  "domain.transfer_code_issued": eventOf("domain.transfer_code_issued"),
  "domain.registrant_changed": eventOf("domain.registrant_changed"),
  "registrant.verification_requested": eventOf("registrant.verification_requested"),
  "registrant.verified": eventOf("registrant.verified"),
  "registrant.message": eventOf("registrant.message"),
  "domain.suspended": eventOf("domain.suspended"),
  "domain.unsuspended": eventOf("domain.unsuspended"),
  "domain.expired": eventOf("domain.expired"),
  "domain.redemption_started": eventOf("domain.redemption_started"),
  "domain.restored": eventOf("domain.restored"),
  "domain.abuse_reported": eventOf("domain.abuse_reported"),
  "dns.changed": eventOf("dns.changed"),
  "hosted_session.created": eventOf("hosted_session.created"),
  "hosted_session.completed": eventOf("hosted_session.completed"),
  "balance.low": eventOf("balance.low"),
  "balance.insufficient": eventOf("balance.insufficient"),
  "webhook.ping": eventOf("webhook.ping"),
} as const satisfies { [T in WebhookEventType]: z.ZodType };

/**
 * An event as delivered and listed: one of the types above, discriminated on `type`, so
 * `event.type === "order.updated"` narrows `event.data`.
 */
export const WebhookEvent = z
  .discriminatedUnion(
    "type",
    EVENT_TYPES.map((t) => WEBHOOK_EVENTS[t]) as unknown as [
      (typeof WEBHOOK_EVENTS)[WebhookEventType],
      ...(typeof WEBHOOK_EVENTS)[WebhookEventType][],
    ],
  )
  .meta({ id: "WebhookEvent" });
export type WebhookEvent = z.infer<typeof WebhookEvent>;

export const WebhookEventList = z
  .object({ items: z.array(WebhookEvent), next_cursor: z.string().nullable() })
  .meta({ id: "WebhookEventList" });
export type WebhookEventList = z.infer<typeof WebhookEventList>;

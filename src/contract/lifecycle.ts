import { z } from "zod";
import { DecimalText } from "./decimal-text";
import { Livemode } from "./livemode";
import { MONEY_DIGITS, pyDecimal } from "./pydantic/py-decimal";
import { pyObject } from "./pydantic/py-object";
import { pyStr } from "./pydantic/py-str";

const instant = (description: string) => z.iso.datetime({ offset: true }).meta({ description });

/** Where a domain stands after its expiry (docs/lifecycle.md). */
const DomainPhase = z.enum(["registered", "grace", "redemption", "pending_delete"]).meta({
  id: "DomainPhase",
  description:
    "`registered`: before expiry. `grace`: expired; parked; renewable at the renewal price until `grace_ends_at`. " +
    "`redemption`: deleted at the registry; restorable at the restore price until `redemption_ends_at`. " +
    "`pending_delete`: no longer restorable; released at `purge_at`",
});

/** A domain's life after expiry, on every `Domain`. */
export const DomainLifecycle = z
  .object({
    phase: DomainPhase,
    expired_at: instant("The expiry it passed unrenewed; null in `registered`").nullable(),
    grace_ends_at: instant("Renewable at the renewal price until then").nullable(),
    redemption_ends_at: instant("Restorable at the restore price until then").nullable(),
    purge_at: instant("The registry releases the name then").nullable(),
  })
  .meta({ id: "DomainLifecycle" });
export type DomainLifecycle = z.infer<typeof DomainLifecycle>;

/** Whether the domain's registrant verified their email, on every `Domain`. */
export const RegistrantVerification = z
  .object({
    status: z.enum(["not_required", "pending", "verified"]).meta({
      description:
        "`pending`: a verification message went out; unverified at `deadline_at`, the domain is suspended",
    }),
    deadline_at: instant("When an unverified domain is suspended; null unless pending").nullable(),
    verified_at: instant("When the registrant verified; null unless verified").nullable(),
  })
  .meta({ id: "RegistrantVerification" });
export type RegistrantVerification = z.infer<typeof RegistrantVerification>;

/** What restoring a domain in redemption costs (`GET …/domains/{domain}/restore`). */
export const RestoreQuote = z
  .object({
    domain: z.string(),
    price: DecimalText.meta({ description: "The registry's restore fee and the year it adds" }),
    currency: z.string(),
    redemption_ends_at: instant("Restorable until then"),
  })
  .meta({ id: "RestoreQuote" });
export type RestoreQuote = z.infer<typeof RestoreQuote>;

/** `POST …/domains/{domain}/restore`. */
export const RestoreRequest = pyObject({
  expected_price: pyDecimal({ ge: 0, ...MONEY_DIGITS })
    .optional()
    .meta({
      description: "The quote's price: refused (success false) if the price is no longer this",
    }),
}).meta({ id: "RestoreRequest" });
export type RestoreRequest = z.infer<typeof RestoreRequest>;

/** A restore's answer: like a renewal's, HTTP 200 with `success` false when the registry refused. */
export const RestoreResponse = z
  .discriminatedUnion("success", [
    z.object({
      success: z.literal(true),
      domain: z.string(),
      new_expiry_date: instant("The expiry after the restore"),
      price: DecimalText,
      currency: z.string(),
    }),
    z.object({
      success: z.literal(false),
      domain: z.string(),
      error_message: z.string(),
    }),
  ])
  .meta({ id: "RestoreResult" });
export type RestoreResponse = z.infer<typeof RestoreResponse>;

/** `POST /api/v1/registrant-verifications`: the token of a verification link. */
export const VerificationConfirmRequest = pyObject({ token: pyStr({ min: 1, max: 200 }) }).meta({
  id: "VerificationConfirmRequest",
});
export type VerificationConfirmRequest = z.infer<typeof VerificationConfirmRequest>;

/** The answer to a confirmed verification link. */
export const VerificationConfirmed = z
  .object({
    verified_at: instant("When the registrant verified"),
    domains: z.array(z.string()).meta({ description: "The registrant's domains now verified" }),
  })
  .meta({ id: "VerificationConfirmed" });
export type VerificationConfirmed = z.infer<typeof VerificationConfirmed>;

/** What a message to a registrant is about (the account messages to dashboard users are not listed). */
export const REGISTRANT_MESSAGE_KINDS = [
  "verification",
  "expiry_reminder",
  "expiry_notice",
  "data_reminder",
  "order_receipt",
] as const;

/** A message sent (or handed to the partner) for a registrant: the record the policies ask for. */
export const RegistrantMessage = z
  .object({
    id: z.uuid(),
    livemode: Livemode,
    domain: z.string().nullable(),
    kind: z.enum(REGISTRANT_MESSAGE_KINDS),
    recipient: z.string(),
    locale: z.string(),
    subject: z.string().nullable(),
    delivery: z.enum(["smtp", "partner", "log"]).nullable().meta({
      description:
        "`smtp`: sent by the service; `partner`: handed over as an event; `log`: no SMTP configured",
    }),
    status: z.enum(["queued", "sent", "failed"]),
    created_at: instant("When it was queued"),
    sent_at: instant("When it was delivered").nullable(),
  })
  .meta({ id: "RegistrantMessage" });
export type RegistrantMessage = z.infer<typeof RegistrantMessage>;

export const RegistrantMessageList = z
  .object({ items: z.array(RegistrantMessage), next_cursor: z.string().nullable() })
  .meta({ id: "RegistrantMessageList" });
export type RegistrantMessageList = z.infer<typeof RegistrantMessageList>;

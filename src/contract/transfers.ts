import { z } from "zod";
import { DecimalText } from "./decimal-text";
import { pyBool } from "./pydantic/py-bool";
import { MONEY_DIGITS, pyDecimal } from "./pydantic/py-decimal";
import { pyList } from "./pydantic/py-list";
import { pyLiteral } from "./pydantic/py-literal";
import { pyObject } from "./pydantic/py-object";
import { pyStr } from "./pydantic/py-str";
import { RegistrantContact } from "./registrant-contact";

const instant = (description: string) => z.iso.datetime({ offset: true }).meta({ description });

/**
 * Whether a registered name can be transferred here, and at what price: the `transfer` of an
 * availability result (null when the name is available or its suffix is not offered).
 */
export const TransferQuote = z
  .object({
    transferable: z.boolean(),
    price: DecimalText.meta({ description: "The transfer's price (it adds one year)" }),
    currency: z.string().meta({ example: "USD" }),
    reason: z.enum(["held_here", "transfer_prohibited", "recently_moved"]).nullable().meta({
      description:
        "Why not, when not transferable: held_here (this registrar already holds it), transfer_prohibited (locked at its registrar or the registry), recently_moved (registered, transferred or its registrant changed recently: until locked_until)",
    }),
    locked_until: instant(
      "recently_moved: the first day a transfer is possible; null otherwise",
    ).nullable(),
  })
  .meta({ id: "TransferQuote" });
export type TransferQuote = z.infer<typeof TransferQuote>;

/** A transfer code (authInfo) as a registry accepts one: 6 to 32 printable ASCII characters. */
export const TransferCodeText = pyStr({ min: 6, max: 32 }).meta({
  description:
    "The domain's transfer code (also called auth code or EPP code), from its current registrar",
  example: "x7T!p2Qe-9vLm",
});

/** The fields of a transfer order (the server's request normalises `domain`). */
export const transferOrderFields = {
  domain: pyStr({ min: 1, max: 255 }).meta({ example: "example.com" }),
  auth_code: TransferCodeText,
  contact: RegistrantContact,
  payment_method: pyLiteral(["wire", "card"]).default("card"),
  nameservers: pyList(pyStr())
    .nullable()
    .optional()
    .meta({ description: "Nameservers after the transfer; null keeps the domain's own" }),
  privacy: pyBool().default(true),
  auto_renew: pyBool().default(true),
  expected_price: pyDecimal({ ge: 0, ...MONEY_DIGITS })
    .nullable()
    .optional()
    .meta({
      description:
        "Price the caller agreed to; when the registrar's price differs the order is not charged",
    }),
};

/** Body of `POST /api/v1/registrar/transfers`: bring a domain registered elsewhere. */
export const TransferOrderRequest = pyObject(transferOrderFields).meta({
  id: "TransferOrderRequest",
});
export type TransferOrderRequest = z.infer<typeof TransferOrderRequest>;

/** A transfer away the registry told us of, pending the owner's answer or ended. */
export const TransferAway = z
  .object({
    transfer_id: z.uuid(),
    status: z.enum(["pending", "approved", "rejected", "cancelled", "completed"]).meta({
      description:
        "pending: waiting for an answer (approved automatically at auto_approve_at); approved or completed: the domain left; rejected or cancelled: it stays",
    }),
    gaining_registrar: z
      .string()
      .nullable()
      .meta({ description: "The registry's id of the registrar asking" }),
    requested_at: instant("When the registry received the request"),
    auto_approve_at: instant(
      "When the registry approves it unless it is rejected first; null when not said",
    ).nullable(),
    answered_at: instant("When it was approved or rejected here").nullable(),
  })
  .meta({ id: "TransferAway" });
export type TransferAway = z.infer<typeof TransferAway>;

/** A held domain's transfer state: `GET /api/v1/registrar/domains/{domain}/transfer`. */
export const DomainTransferState = z
  .object({
    domain: z.string().meta({ example: "example.com" }),
    locked: z.boolean().meta({
      description:
        "The owner's transfer lock (clientTransferProhibited): no transfer out while it is on",
    }),
    policy_lock_until: instant(
      "No transfer out before this (after a registration, a transfer in or a registrant change); null when past",
    ).nullable(),
    policy_lock_reason: z
      .enum(["registration", "transfer_in", "registrant_change"])
      .nullable()
      .meta({ description: "What started the policy's lock; null when it is past" }),
    transfer_code_expires_at: instant(
      "A transfer code is set at the registry until then; null: the domain has none",
    ).nullable(),
    pending_transfer_away: z.union([TransferAway, z.null()]),
  })
  .meta({ id: "DomainTransferState" });
export type DomainTransferState = z.infer<typeof DomainTransferState>;

/** Body of `PUT /api/v1/registrar/domains/{domain}/transfer-lock`. */
export const TransferLockRequest = pyObject({
  locked: pyBool().meta({ description: "true: forbid transfers out; false: allow them" }),
}).meta({ id: "TransferLockRequest" });
export type TransferLockRequest = z.infer<typeof TransferLockRequest>;

/**
 * A new transfer code, set at the registry: shown once, never stored by us (the registry keeps
 * a hash of it); valid until `expires_at` or until a transfer completes.
 */
export const TransferCode = z
  .object({
    domain: z.string().meta({ example: "example.com" }),
    auth_code: z.string().meta({
      description: "Give it to the gaining registrar. Shown once: it cannot be read again",
      example: "Vq7#tL2m-Xr9Kd4p",
    }),
    expires_at: instant("When the registry stops accepting it (14 days)"),
  })
  .meta({ id: "TransferCode" });
export type TransferCode = z.infer<typeof TransferCode>;

/** Body of `PUT /api/v1/registrar/domains/{domain}/registrant`. */
export const RegistrantChangeRequest = pyObject({
  contact: RegistrantContact,
  transfer_lock_opt_out: pyBool().default(false).meta({
    description:
      "The registrant asked not to have the 60-day transfer lock a change of registrant starts (ICANN's Transfer Policy lets them opt out)",
  }),
}).meta({ id: "RegistrantChangeRequest" });
export type RegistrantChangeRequest = z.infer<typeof RegistrantChangeRequest>;

/** One registrant of a domain, the current one with `valid_to` null. */
const RegistrantRecord = z
  .object({
    contact: RegistrantContact,
    valid_from: instant("Since when"),
    valid_to: instant("Until when; null for the current registrant").nullable(),
    changed_by: z
      .string()
      .nullable()
      .meta({ description: "Who made the change (an admin's email, an API key id, an end user)" }),
  })
  .meta({ id: "RegistrantRecord" });

/** A domain's registrant and its history: `GET /api/v1/registrar/domains/{domain}/registrant`. */
export const DomainRegistrant = z
  .object({
    domain: z.string().meta({ example: "example.com" }),
    current: RegistrantRecord,
    history: z.array(RegistrantRecord).meta({ description: "Earlier registrants, newest first" }),
    policy_lock_until: instant(
      "No transfer out before this (the change of registrant's lock, when it applies); null when none",
    ).nullable(),
    change_lock_days: z.number().int().meta({
      description:
        "How many days a change of registrant forbids transfers out (the registrar's policy period; 0: none), unless opted out",
      example: 60,
    }),
  })
  .meta({ id: "DomainRegistrant" });
export type DomainRegistrant = z.infer<typeof DomainRegistrant>;

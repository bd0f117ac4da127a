import { z } from "zod";
import { DecimalText } from "./decimal-text";
import { pyDecimal, MONEY_DIGITS } from "./pydantic/py-decimal";
import { pyObject } from "./pydantic/py-object";

/**
 * An organization's prepaid balance in live mode (docs/balances.md): what is billed to the
 * organization draws on it, or on the credit limit the operator grants.
 */

/** The kinds of ledger movement: top-ups and refunds credit, the rest debit (or either). */
const BALANCE_ENTRY_KINDS = [
  "top_up_wire",
  "top_up_card",
  "purchase",
  "renewal",
  "auto_renewal",
  "refund",
  "adjustment",
] as const;
export type BalanceEntryKind = (typeof BALANCE_ENTRY_KINDS)[number];

const money = (description: string) => DecimalText.meta({ description, example: "120.00" });
const currency = z.string().meta({ description: "ISO 4217", example: "USD" });

/** `GET /api/v1/balance`. */
export const Balance = z
  .object({
    balance: money("The sum of the ledger: top-ups and refunds less what was billed"),
    credit_limit: money("How far below zero the operator lets the balance go"),
    available: money("balance + credit_limit: the most a debit may take now"),
    low_balance_threshold: money("`balance.low` is sent when a debit takes the balance below it"),
    currency,
    below_threshold: z.boolean().meta({ description: "The balance is below the threshold" }),
    last_refused_at: z.iso
      .datetime({ offset: true })
      .nullable()
      .meta({ description: "When a debit was last refused for funds" }),
  })
  .meta({ id: "Balance" });
export type Balance = z.infer<typeof Balance>;

/** Body of `PATCH /api/v1/balance` (signed-in admins). */
export const BalanceUpdate = pyObject({
  low_balance_threshold: pyDecimal({ ge: 0, ...MONEY_DIGITS }),
}).meta({ id: "BalanceUpdate" });
export type BalanceUpdate = z.infer<typeof BalanceUpdate>;

/** One movement of the ledger. */
export const BalanceEntry = z
  .object({
    id: z.uuid(),
    amount: DecimalText.meta({ description: "Signed: credits positive, debits negative" }),
    currency,
    kind: z.enum(BALANCE_ENTRY_KINDS),
    description: z.string().meta({ example: "Registration of example.com, 1 year" }),
    reference: z.string().nullable().meta({ description: "A wire's reference, a card payment's" }),
    order_id: z.uuid().nullable(),
    domain_id: z.uuid().nullable(),
    reverses: z.uuid().nullable().meta({ description: "The debit a refund gives back" }),
    actor: z.string().meta({ description: "Who made it", example: "admin CLI" }),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "BalanceEntry" });
export type BalanceEntry = z.infer<typeof BalanceEntry>;

export const BalanceEntryList = z
  .object({ items: z.array(BalanceEntry), next_cursor: z.string().nullable() })
  .meta({ id: "BalanceEntryList" });
export type BalanceEntryList = z.infer<typeof BalanceEntryList>;

/** A month's statement: opening balance + the movements = closing balance. */
export const BalanceStatement = z
  .object({
    month: z.string().meta({ example: "2026-11" }),
    currency,
    opening_balance: money("The balance at the month's start (00:00 UTC on its first day)"),
    closing_balance: money("The balance at the month's end"),
    totals: z
      .object({
        topped_up: money("Top-ups, by wire and by card"),
        purchased: money("Registrations billed (negative)"),
        renewed: money("Renewals and automatic renewals billed (negative)"),
        refunded: money("Debits given back"),
        adjusted: money("The operator's adjustments"),
      })
      .meta({ description: "The month's movements by kind; their sum is closing − opening" }),
    entries: z.array(BalanceEntry).meta({ description: "The month's movements, oldest first" }),
  })
  .meta({ id: "BalanceStatement" });
export type BalanceStatement = z.infer<typeof BalanceStatement>;

/** `POST /api/v1/balance/top-ups`: how much to add by card, in the balance's currency. */
export const TopUpRequest = pyObject({
  amount: pyDecimal({ gt: 0, le: 100_000, ...MONEY_DIGITS }),
}).meta({ id: "TopUpRequest" });
export type TopUpRequest = z.infer<typeof TopUpRequest>;

/** A card top-up waiting for its payment: the payer pays at `checkout_url` (Stripe Checkout). */
export const TopUp = z
  .object({
    top_up_id: z.string().meta({ description: "The Stripe Checkout Session's id" }),
    amount: money("What the balance is credited once the payment is confirmed"),
    currency,
    checkout_url: z.url().meta({ description: "Stripe's checkout page for this top-up" }),
    expires_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "TopUp" });
export type TopUp = z.infer<typeof TopUp>;

import { z } from "zod";
import { Livemode } from "./livemode";
import { DecimalText } from "./decimal-text";
import { DomainOrderStatus } from "./domain-order-status";
import { fail, pass, pyField } from "./pydantic/py-field";
import { MONEY_DIGITS, pyDecimal } from "./pydantic/py-decimal";
import { pyLiteral } from "./pydantic/py-literal";
import { pyObject } from "./pydantic/py-object";
import { checkPyStr, pyStr } from "./pydantic/py-str";
import { valueError } from "./pydantic/py-issue";

/** An ISO 8601 date-time as text (it starts with the date), else a `value_error`. */
const pyReceivedAt = () =>
  pyField(
    (input) => {
      const str = checkPyStr(input, { max: 64 });
      if (!str.ok) return str;
      return /^\d{4}-\d{2}-\d{2}/.test(str.value) && !Number.isNaN(Date.parse(str.value))
        ? pass(str.value)
        : fail(
            valueError(
              input,
              "received_at must be an ISO 8601 date-time such as 2026-11-21T12:00:00Z",
            ),
          );
    },
    { type: "string", format: "date-time", maxLength: 64 },
  );
import { pyUuid } from "./pydantic/py-uuid";

/** Body of `POST /api/v1/registrar/payments`: money received outside the service. */
export const PaymentRequest = pyObject({
  amount: pyDecimal({ gt: 0, ...MONEY_DIGITS }).meta({ example: "10.99" }),
  currency: pyStr({ pattern: /^[A-Z]{3}$/ }).default("USD"),
  method: pyLiteral(["wire", "card"]).default("wire"),
  reference: pyStr({ max: 255 })
    .nullable()
    .optional()
    .meta({ description: "The payer's reference, e.g. the order's payment reference" }),
  received_at: pyReceivedAt()
    .nullable()
    .optional()
    .meta({ description: "ISO 8601 time the money arrived; now by default" }),
}).meta({ id: "PaymentRequest" });
export type PaymentRequest = z.infer<typeof PaymentRequest>;

/** Body of `POST /api/v1/registrar/payments/{payment_id}/allocations`. */
export const AllocationRequest = pyObject({
  order_id: pyUuid(),
  amount: pyDecimal({ gt: 0, ...MONEY_DIGITS })
    .nullable()
    .optional()
    .meta({ description: "Defaults to what the order still owes, capped by what is left" }),
}).meta({ id: "AllocationRequest" });
export type AllocationRequest = z.infer<typeof AllocationRequest>;

export const Payment = z
  .object({
    payment_id: z.uuid(),
    livemode: Livemode,
    amount: DecimalText,
    currency: z.string(),
    method: z.enum(["wire", "card"]),
    reference: z.string().nullable(),
    received_at: z.iso.datetime({ offset: true }),
    allocated: DecimalText,
    unallocated: DecimalText,
    allocations: z.array(
      z.object({
        allocation_id: z.uuid(),
        order_id: z.uuid(),
        domain_name: z.string().meta({ description: "The domain of the order it paid" }),
        amount: DecimalText,
        created_at: z.iso.datetime({ offset: true }),
      }),
    ),
  })
  .meta({ id: "Payment" });
export type Payment = z.infer<typeof Payment>;

/** One payment, with the orders it most likely pays (`GET …/payments/{payment_id}`). */
export const PaymentDetail = Payment.extend({
  suggestions: z
    .array(
      z.object({
        order_id: z.uuid(),
        domain_name: z.string(),
        payment_reference: z.string(),
        owed: DecimalText,
        match: z.enum(["reference", "amount"]).meta({
          description:
            "`reference`: the order's payment reference is the payment's (case, spaces and dashes aside); `amount`: it owes exactly what the payment has left",
        }),
      }),
    )
    .meta({
      description:
        "Orders awaiting payment in the payment's currency that it most likely pays, best first (at most five; empty once nothing is left). Nothing is allocated until the operator confirms.",
    }),
}).meta({ id: "PaymentDetail" });
export type PaymentDetail = z.infer<typeof PaymentDetail>;

export const Allocation = z
  .object({
    allocation_id: z.uuid(),
    payment_id: z.uuid(),
    order_id: z.uuid(),
    amount: DecimalText,
    order_status: DomainOrderStatus,
  })
  .meta({ id: "Allocation" });
export type Allocation = z.infer<typeof Allocation>;

/**
 * How long an unpaid wire order asks to be paid: its pay-by date is this many days after the
 * order was placed (docs/payments.md, "Paying by wire"). The name is not held meanwhile.
 */
const WIRE_PAY_DAYS = 7;

/** The day a wire order placed at `createdAt` asks its money to arrive by. */
export function wirePayBy(createdAt: string): Date {
  return new Date(new Date(createdAt).getTime() + WIRE_PAY_DAYS * 86_400_000);
}

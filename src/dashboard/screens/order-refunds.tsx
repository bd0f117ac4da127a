import { useMutation, useQueryClient } from "@tanstack/react-query";
import { OrderDetail, type OrderDetail as Order } from "../../contract/order-detail";
import { AdminsOnly } from "../components/admins-only";
import { Badge, ConfirmButton, ErrorState } from "../components/ui";
import { useApi, useUser } from "../lib/auth";
import { formatDateTime, formatMoney } from "../lib/format";

type Refund = Order["refunds"][number];

const REFUND_LABEL: Record<Refund["status"], string> = {
  requested: "Requested",
  pending: "Being returned",
  succeeded: "Returned",
  failed: "Refund failed",
  canceled: "Refund cancelled",
};

const REFUND_TONE = {
  requested: "info",
  pending: "info",
  succeeded: "ok",
  failed: "bad",
  canceled: "bad",
} as const;

/** A refund that did not return the money: an admin may ask for it again. */
const stuck = (r: Refund) => r.status === "failed" || r.status === "canceled";

/**
 * Where the order's money stands on its way back to the payer (refunds through Stripe) and any
 * dispute of its payment; an admin may refund by hand a failed or cancelled order whose refund
 * failed.
 */
export function OrderMoneyBack({ order: o }: { order: Order }) {
  const api = useApi();
  const qc = useQueryClient();
  const user = useUser();
  const refund = useMutation({
    mutationFn: () =>
      api.send("POST", "/api/v1/registrar/refunds", { order_id: o.order_id }, OrderDetail),
    onSuccess: (next) => {
      qc.setQueryData(["order", o.order_id], next);
      void qc.invalidateQueries({ queryKey: ["orders"] });
    },
  });
  const mayRefund = (o.status === "failed" || o.status === "cancelled") && o.refunds.some(stuck);
  if (o.refunds.length === 0 && o.disputes.length === 0) return null;
  return (
    <section aria-labelledby="refunds-title">
      <h2 id="refunds-title">Money back to the payer</h2>
      {o.refunds.length > 0 && (
        <ul className="plain">
          {o.refunds.map((r) => (
            <li key={r.refund_id}>
              {formatMoney(r.amount, r.currency)}{" "}
              <Badge tone={REFUND_TONE[r.status]}>{REFUND_LABEL[r.status]}</Badge>{" "}
              <span className="muted">
                {r.reason}
                {r.requested_by && `, asked by ${r.requested_by}`}, updated{" "}
                <time dateTime={r.updated_at}>{formatDateTime(r.updated_at)}</time>
                {r.failure_reason && `: ${r.failure_reason}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {o.disputes.length > 0 && (
        <>
          <h3>Disputes</h3>
          <ul className="plain">
            {o.disputes.map((d) => (
              <li key={d.dispute_id}>
                {formatMoney(d.amount, d.currency)} <Badge tone="bad">Disputed</Badge>{" "}
                <span className="muted">
                  {d.reason}, {d.status}, opened{" "}
                  <time dateTime={d.created_at}>{formatDateTime(d.created_at)}</time>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {mayRefund &&
        (user.role === "admin" ? (
          <ConfirmButton
            label="Refund by hand"
            question="Ask Stripe again to return this order's payment to the payer?"
            confirmLabel="Yes, refund"
            pending={refund.isPending}
            onConfirm={() => refund.mutate()}
          />
        ) : (
          <AdminsOnly what="refund an order by hand" />
        ))}
      {refund.isError && <ErrorState error={refund.error} />}
    </section>
  );
}

import { useQuery } from "@tanstack/react-query";
import type { OrderDetail } from "../../contract/order-detail";
import { RegistryReceipt } from "../../contract/registry-account";
import { useAuth } from "../lib/auth";
import { formatMoney } from "../lib/format";

/**
 * What the registry said of a completed order it executed (its transaction id and what it
 * charged the registrar), for admins on the order's page; nothing when it gave no receipt.
 */
export function RegistryReceiptFacts({ order }: { order: OrderDetail }) {
  const { api, session } = useAuth();
  const admin = session?.user.role === "admin";
  const receipt = useQuery({
    queryKey: ["registry-receipt", order.order_id],
    queryFn: () => api.get(`/api/v1/registry/receipts/${order.order_id}`, RegistryReceipt),
    enabled: admin && order.status === "completed",
    retry: false,
  });
  const r = receipt.data;
  if (!admin || !r) return null;
  return (
    <section aria-labelledby="registry-receipt-title" data-testid="registry-receipt">
      <h2 id="registry-receipt-title">Registry receipt</h2>
      <dl className="facts">
        <dt>Registry transaction</dt>
        <dd>{r.transaction_id ? <code>{r.transaction_id}</code> : "not given"}</dd>
        <dt>Charged by the registry</dt>
        <dd>{r.fee ? formatMoney(r.fee, r.currency ?? order.currency) : "not given"}</dd>
      </dl>
    </section>
  );
}

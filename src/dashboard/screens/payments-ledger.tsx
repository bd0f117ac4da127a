import { z } from "zod";
import { Payment } from "../../contract/payment";
import { ActionsHeader, DataTable, PagedList } from "../components/data-table";
import { ExportButton } from "../components/export-button";
import { usePagedQuery } from "../lib/paged-query";
import { formatDateTime, formatMoney, isZeroDecimal } from "../lib/format";
import { Link, useSearchParam } from "../lib/router";

const PaymentList = z.object({ items: z.array(Payment), next_cursor: z.string().nullable() });

/**
 * The payments ledger, newest first: those with money left (to allocate from), or every one
 * recorded, fully allocated ones too, with what each paid.
 */
export function MoneyLeft({ current }: { current: string }) {
  const [show, setShow] = useSearchParam("ledger");
  const all = show === "all";
  const left = usePagedQuery(
    ["payments", all ? "all" : "unallocated"],
    `/api/v1/registrar/payments?${all ? "" : "unallocated=true&"}limit=20`,
    PaymentList,
    "left_cursor",
  );
  return (
    <section aria-labelledby="left-title">
      <h2 id="left-title">{all ? "All payments" : "Payments with money left"}</h2>
      <fieldset className="segmented">
        <legend className="visually-hidden">Show</legend>
        <label>
          <input type="radio" name="ledger" checked={!all} onChange={() => setShow("")} />
          With money left
        </label>
        <label>
          <input type="radio" name="ledger" checked={all} onChange={() => setShow("all")} />
          All payments
        </label>
      </fieldset>
      <ExportButton
        what="payments"
        params={new URLSearchParams(all ? {} : { unallocated: "true" })}
      />
      <PagedList
        page={left}
        what="payments"
        empty={all ? "No payment recorded yet." : "Every recorded payment is fully allocated."}
      >
        {(items) => (
          <DataTable
            caption={all ? "All payments, newest first" : "Payments with money left, newest first"}
            columns={["Received", "Amount", "Left", "Reference", "Paid", ActionsHeader]}
            items={items}
            row={(p) => (
              <tr key={p.payment_id}>
                <td>{formatDateTime(p.received_at)}</td>
                <td>{formatMoney(p.amount, p.currency)}</td>
                <td>{formatMoney(p.unallocated, p.currency)}</td>
                <td>{p.reference ?? <span className="muted">None</span>}</td>
                <td>
                  {p.allocations.length === 0 ? (
                    <span className="muted">Nothing yet</span>
                  ) : (
                    p.allocations.map((a) => a.domain_name).join(", ")
                  )}
                </td>
                <td>
                  {p.payment_id === current ? (
                    <span className="muted">Shown above</span>
                  ) : (
                    <Link to={`/payments?payment=${p.payment_id}${all ? "&ledger=all" : ""}`}>
                      {isZeroDecimal(p.unallocated) ? "Open" : "Allocate"}
                      <span className="visually-hidden">
                        {" "}
                        {isZeroDecimal(p.unallocated)
                          ? `the payment of ${formatMoney(p.amount, p.currency)}`
                          : `from ${formatMoney(p.unallocated, p.currency)} left`}
                      </span>
                    </Link>
                  )}
                </td>
              </tr>
            )}
          />
        )}
      </PagedList>
    </section>
  );
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { OrderList } from "../../contract/order-detail";
import { RenewalChargeList } from "../../contract/renewal-charge";
import {
  Allocation,
  AllocationRequest,
  Payment,
  PaymentDetail,
  PaymentRequest,
} from "../../contract/payment";
import { formResolver } from "../lib/field-errors";
import {
  Empty,
  ErrorState,
  Field,
  QueryView,
  Screen,
  applyServerErrors,
  FormError,
} from "../components/ui";
import { DataTable, PagedList } from "../components/data-table";
import { usePagedQuery } from "../lib/paged-query";
import { useApi } from "../lib/auth";
import { formatDateTime, formatMoney, isZeroDecimal } from "../lib/format";
import { Link, useSearchParam } from "../lib/router";
import { MoneyLeft } from "./payments-ledger";
import { owed } from "./orders";

type PaymentValues = { amount: string; currency: string; reference: string; received_at: string };
type AllocationValues = { order_id: string; amount: string };

const paymentBody = (v: PaymentValues) => ({
  amount: v.amount.trim(),
  currency: v.currency.trim().toUpperCase(),
  method: "wire",
  ...(v.reference.trim() && { reference: v.reference.trim() }),
  ...(v.received_at && { received_at: new Date(v.received_at).toISOString() }),
});
const allocationBody = (v: AllocationValues) => ({
  order_id: v.order_id,
  ...(v.amount.trim() && { amount: v.amount.trim() }),
});

/** One Idempotency-Key per attempt: a retry of the same submission reuses it. */
function useAttemptKey() {
  const key = useRef<string>(crypto.randomUUID());
  return { current: () => key.current, next: () => (key.current = crypto.randomUUID()) };
}

/** Record a wire payment, then allocate it to orders; what is left is shown. */
export function PaymentsScreen() {
  const [paymentId, setPaymentId] = useSearchParam("payment");
  return (
    <Screen title="Payments">
      <p>
        Record money received by bank transfer, then allocate it to the orders it pays. An order
        paid in full is registered at once.
      </p>
      <RecordPayment onRecorded={(id) => setPaymentId(id)} />
      {paymentId && <PaymentView id={paymentId} />}
      <MoneyLeft current={paymentId} />
      <RenewalCharges />
    </Screen>
  );
}

function RecordPayment({ onRecorded }: { onRecorded: (id: string) => void }) {
  const api = useApi();
  const qc = useQueryClient();
  const attempt = useAttemptKey();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PaymentValues>({
    defaultValues: { amount: "", currency: "USD", reference: "", received_at: "" },
    resolver: formResolver<PaymentValues>(PaymentRequest, {
      toBody: paymentBody,
    }),
  });
  const record = useMutation({
    mutationFn: (v: PaymentValues) =>
      api.send("POST", "/api/v1/registrar/payments", paymentBody(v), Payment, {
        idempotencyKey: attempt.current(),
      }),
    onSuccess: (p) => {
      attempt.next();
      form.reset();
      void qc.invalidateQueries({ queryKey: ["payments"] });
      onRecorded(p.payment_id);
    },
    onError: (err) => setFormError(applyServerErrors(form, err)),
  });
  const { errors } = form.formState;
  return (
    <form
      aria-label="Record a wire payment"
      noValidate
      onSubmit={form.handleSubmit((v) => {
        setFormError(null);
        record.mutate(v);
      })}
    >
      <h2>Record a wire payment</h2>
      <div className="grid">
        <Field label="Amount" error={errors.amount} hint="As on the bank statement, e.g. 12.99.">
          {(p) => (
            <input {...p} inputMode="decimal" autoComplete="off" {...form.register("amount")} />
          )}
        </Field>
        <Field label="Currency" error={errors.currency}>
          {(p) => <input {...p} autoComplete="off" maxLength={3} {...form.register("currency")} />}
        </Field>
        <Field
          label="Payer's reference"
          error={errors.reference}
          hint="Usually the order's RG-… reference."
        >
          {(p) => <input {...p} autoComplete="off" {...form.register("reference")} />}
        </Field>
        <Field label="Received at" error={errors.received_at} hint="Leave empty for now.">
          {(p) => <input {...p} type="datetime-local" {...form.register("received_at")} />}
        </Field>
      </div>
      <button type="submit" className="primary" disabled={record.isPending}>
        {record.isPending ? "Recording…" : "Record payment"}
      </button>
      <FormError message={formError} />
    </form>
  );
}

function PaymentView({ id }: { id: string }) {
  const api = useApi();
  const qc = useQueryClient();
  const [preselect] = useSearchParam("order");
  const payment = useQuery({
    queryKey: ["payment", id],
    queryFn: () => api.get(`/api/v1/registrar/payments/${id}`, PaymentDetail),
  });
  const waiting = useQuery({
    queryKey: ["orders", "pending", null, ""],
    queryFn: () => api.get("/api/v1/registrar/orders?status=pending&limit=100", OrderList),
  });
  const attempt = useAttemptKey();
  const [formError, setFormError] = useState<string | null>(null);
  const [allocated, setAllocated] = useState<string | null>(null);
  const form = useForm<AllocationValues>({
    defaultValues: { order_id: preselect, amount: "" },
    resolver: formResolver<AllocationValues>(AllocationRequest, {
      toBody: allocationBody,
    }),
  });
  const allocate = useMutation({
    mutationFn: (v: AllocationValues) =>
      api.send(
        "POST",
        `/api/v1/registrar/payments/${id}/allocations`,
        allocationBody(v),
        Allocation,
        {
          idempotencyKey: attempt.current(),
        },
      ),
    onSuccess: (a, v) => {
      attempt.next();
      setAllocated(v.order_id);
      form.reset({ order_id: "", amount: "" });
      void qc.invalidateQueries({ queryKey: ["payment", id] });
      void qc.invalidateQueries({ queryKey: ["payments"] });
      void qc.invalidateQueries({ queryKey: ["orders"] });
      void qc.invalidateQueries({ queryKey: ["order", a.order_id] });
    },
    onError: (err) => setFormError(applyServerErrors(form, err)),
  });
  return (
    <section aria-labelledby="payment-title">
      <h2 id="payment-title">Payment</h2>
      <QueryView query={payment} what="the payment">
        {(p) => (
          <>
            <dl className="facts">
              <dt>Received</dt>
              <dd>
                {formatMoney(p.amount, p.currency)} on {formatDateTime(p.received_at)}
                {p.reference && <> (reference {p.reference})</>}
              </dd>
              <dt>Allocated</dt>
              <dd>{formatMoney(p.allocated, p.currency)}</dd>
              <dt>Remaining</dt>
              <dd data-testid="remaining">{formatMoney(p.unallocated, p.currency)}</dd>
            </dl>
            {p.allocations.length > 0 && (
              <ul>
                {p.allocations.map((a) => (
                  <li key={a.allocation_id}>
                    {formatMoney(a.amount, p.currency)} to{" "}
                    <Link to={`/orders/${a.order_id}`}>the order for {a.domain_name}</Link>
                  </li>
                ))}
              </ul>
            )}
            {allocated && (
              <p className="notice ok" role="status">
                Allocated. <Link to={`/orders/${allocated}`}>See the order</Link>
              </p>
            )}
            {p.suggestions.length > 0 && (
              <section aria-labelledby="suggested-title">
                <h3 id="suggested-title">Likely matches</h3>
                <ul className="suggestions">
                  {p.suggestions.map((o) => (
                    <li key={o.order_id}>
                      <Link to={`/orders/${o.order_id}`}>{o.domain_name}</Link> (
                      {o.payment_reference}) owes {formatMoney(o.owed, p.currency)}:{" "}
                      {o.match === "reference"
                        ? "its reference is the payment's."
                        : "it owes exactly what is left."}{" "}
                      <button
                        type="button"
                        disabled={allocate.isPending}
                        onClick={() => {
                          setFormError(null);
                          setAllocated(null);
                          allocate.mutate({ order_id: o.order_id, amount: "" });
                        }}
                      >
                        Allocate to {o.domain_name}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {!isZeroDecimal(p.unallocated) && (
              <form
                aria-label="Allocate to an order"
                noValidate
                onSubmit={form.handleSubmit((v) => {
                  setFormError(null);
                  setAllocated(null);
                  allocate.mutate(v);
                })}
              >
                <h3>Allocate to an order</h3>
                {waiting.isError && (
                  <ErrorState error={waiting.error} retry={() => void waiting.refetch()} />
                )}
                {waiting.data &&
                  waiting.data.items.filter((o) => o.currency === p.currency).length === 0 && (
                    <Empty>No order is waiting for a payment in {p.currency}.</Empty>
                  )}
                <div className="grid">
                  <Field label="Order" error={form.formState.errors.order_id}>
                    {(f) => (
                      <select {...f} {...form.register("order_id")}>
                        <option value="">Choose an order waiting for payment</option>
                        {(waiting.data?.items ?? [])
                          .filter((o) => o.currency === p.currency)
                          .map((o) => (
                            <option key={o.order_id} value={o.order_id}>
                              {o.domain_name} ({o.payment_reference}), owes{" "}
                              {formatMoney(owed(o), o.currency)}
                            </option>
                          ))}
                      </select>
                    )}
                  </Field>
                  <Field
                    label="Amount"
                    error={form.formState.errors.amount}
                    hint="Empty: what the order owes, up to what is left."
                  >
                    {(f) => (
                      <input
                        {...f}
                        inputMode="decimal"
                        autoComplete="off"
                        {...form.register("amount")}
                      />
                    )}
                  </Field>
                </div>
                <button type="submit" className="primary" disabled={allocate.isPending}>
                  Allocate
                </button>
                <FormError message={formError} />
              </form>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}

/** What renewals (by hand or automatic) charged the organization, newest first. */
function RenewalCharges() {
  const charges = usePagedQuery(
    ["renewal-charges"],
    "/api/v1/registrar/renewal-charges?limit=20",
    RenewalChargeList,
    "charges_cursor",
  );
  return (
    <section aria-labelledby="charges-title">
      <h2 id="charges-title">Renewal charges</h2>
      <PagedList page={charges} what="renewal charges" empty="No renewals charged yet.">
        {(items) => (
          <DataTable
            caption="Renewal charges, newest first"
            columns={["Domain", "Years", "Amount", "How", "Charged"]}
            items={items}
            row={(c) => (
              <tr key={c.id}>
                <td>
                  <Link to={`/domains/${encodeURIComponent(c.domain)}`}>{c.domain}</Link>
                </td>
                <td>{c.years}</td>
                <td>{formatMoney(c.amount, c.currency)}</td>
                <td>{c.trigger === "auto_renew" ? "Automatic" : "By hand"}</td>
                <td>{formatDateTime(c.created_at)}</td>
              </tr>
            )}
          />
        )}
      </PagedList>
    </section>
  );
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  Balance,
  BalanceEntryList,
  BalanceStatement,
  BalanceUpdate,
  TopUp,
  TopUpRequest,
  type BalanceEntry,
} from "../../contract/balance";
import { formResolver } from "../lib/field-errors";
import { AdminsOnly } from "../components/admins-only";
import { useBalance } from "../components/balance-banner";
import { DataTable, PagedList } from "../components/data-table";
import { Field, FormError, QueryView, Screen, applyServerErrors } from "../components/ui";
import { useApi, useAuth, useUser } from "../lib/auth";
import { formatDateTime, formatMoney } from "../lib/format";
import { usePagedQuery } from "../lib/paged-query";

const KIND_LABEL: Record<BalanceEntry["kind"], string> = {
  top_up_wire: "Top-up (wire)",
  top_up_card: "Top-up (card)",
  purchase: "Registration",
  renewal: "Renewal",
  auto_renewal: "Automatic renewal",
  refund: "Refund",
  adjustment: "Adjustment",
};

/**
 * The live balance: what it is, the credit limit, the threshold (admins change it), the ledger
 * a page at a time, and a month's statement (CSV, printable page). Test mode has none.
 */
export function BalanceScreen() {
  const { mode } = useAuth();
  const balance = useBalance();
  if (!mode?.livemode) {
    return (
      <Screen title="Balance">
        <p>
          The balance exists in live mode only: test mode is never billed. Switch off “Test data” to
          see it.
        </p>
      </Screen>
    );
  }
  return (
    <Screen title="Balance">
      <p>
        Purchases and renewals billed to your organization in live mode draw on this prepaid
        balance. Top it up by card below, or send a wire transfer, which the operator records here.
      </p>
      <QueryView query={balance} what="the balance">
        {(b) => (
          <>
            <dl className="facts">
              <dt>Balance</dt>
              <dd>{formatMoney(b.balance, b.currency)}</dd>
              <dt>Credit limit</dt>
              <dd>{formatMoney(b.credit_limit, b.currency)}</dd>
              <dt>Available</dt>
              <dd>{formatMoney(b.available, b.currency)}</dd>
            </dl>
            <TopUpForm b={b} />
            <ThresholdForm b={b} />
          </>
        )}
      </QueryView>
      <Ledger />
      <Statement />
    </Screen>
  );
}

type TopUpValues = { amount: string };
const topUpBody = (v: TopUpValues) => ({ amount: v.amount.trim() });

/** A card top-up: the amount is checked with the contract, then the payer goes to Stripe. */
function TopUpForm({ b }: { b: Balance }) {
  const api = useApi();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TopUpValues>({
    defaultValues: { amount: "" },
    resolver: formResolver<TopUpValues>(TopUpRequest, { toBody: topUpBody }),
  });
  const start = useMutation({
    mutationFn: (v: TopUpValues) =>
      api.send("POST", "/api/v1/balance/top-ups", topUpBody(v), TopUp),
    onSuccess: (made) => window.location.assign(made.checkout_url),
    onError: (err) => setFormError(applyServerErrors(form, err)),
  });
  return (
    <form
      aria-label="Top up by card"
      noValidate
      onSubmit={form.handleSubmit((v) => {
        setFormError(null);
        start.mutate(v);
      })}
    >
      <fieldset>
        <legend>Top up by card</legend>
        <Field
          label={`Amount (${b.currency})`}
          error={form.formState.errors.amount}
          hint="You pay at Stripe's checkout; the balance is credited once the payment is confirmed."
        >
          {(p) => <input {...p} inputMode="decimal" {...form.register("amount")} />}
        </Field>
      </fieldset>
      <button type="submit" className="primary" disabled={start.isPending}>
        Pay by card
      </button>
      <FormError message={formError} />
    </form>
  );
}

type ThresholdValues = { low_balance_threshold: string };
const thresholdBody = (v: ThresholdValues) => ({
  low_balance_threshold: v.low_balance_threshold.trim(),
});

function ThresholdForm({ b }: { b: Balance }) {
  const api = useApi();
  const qc = useQueryClient();
  const admin = useUser().role === "admin";
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ThresholdValues>({
    defaultValues: { low_balance_threshold: b.low_balance_threshold },
    resolver: formResolver<ThresholdValues>(BalanceUpdate, { toBody: thresholdBody }),
  });
  const save = useMutation({
    mutationFn: (v: ThresholdValues) =>
      api.send("PATCH", "/api/v1/balance", thresholdBody(v), Balance),
    onSuccess: (next) => {
      qc.setQueryData(["balance"], next);
      setSaved(true);
    },
    onError: (err) => setFormError(applyServerErrors(form, err)),
  });
  return (
    <form
      aria-label="Low-balance warning"
      noValidate
      onSubmit={form.handleSubmit((v) => {
        setSaved(false);
        setFormError(null);
        save.mutate(v);
      })}
    >
      {!admin && <AdminsOnly what="change the low-balance threshold" />}
      <fieldset disabled={!admin}>
        <legend>Low-balance warning</legend>
        <Field
          label={`Warn below (${b.currency})`}
          error={form.formState.errors.low_balance_threshold}
          hint="A purchase or renewal that takes the balance below this sends balance.low (webhook) and shows a banner."
        >
          {(p) => <input {...p} inputMode="decimal" {...form.register("low_balance_threshold")} />}
        </Field>
      </fieldset>
      {admin && (
        <button type="submit" className="primary" disabled={save.isPending}>
          Save threshold
        </button>
      )}
      {saved && (
        <p className="notice ok" role="status">
          Threshold saved.
        </p>
      )}
      <FormError message={formError} />
    </form>
  );
}

function Ledger() {
  const page = usePagedQuery(
    ["balance-entries"],
    "/api/v1/balance/entries?limit=25",
    BalanceEntryList,
  );
  return (
    <>
      <h2>Ledger</h2>
      <PagedList page={page} what="the ledger" empty="No movements yet.">
        {(items) => (
          <DataTable
            caption="Every movement of the balance, newest first"
            columns={["Date", "Kind", "Description", "Reference", "Amount"]}
            items={items}
            row={(e) => (
              <tr key={e.id}>
                <td>{formatDateTime(e.created_at)}</td>
                <td>{KIND_LABEL[e.kind]}</td>
                <td>{e.description}</td>
                <td>{e.reference ?? ""}</td>
                <td className="num">{formatMoney(e.amount, e.currency)}</td>
              </tr>
            )}
          />
        )}
      </PagedList>
    </>
  );
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** Opens a text answer (CSV, a page) fetched with the user's token, as a file or a tab. */
function openText(text: string, type: string, download?: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  if (download) a.download = download;
  else a.target = "_blank";
  a.rel = "noopener";
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function Statement() {
  const api = useApi();
  const [month, setMonth] = useState(thisMonth());
  const [failure, setFailure] = useState<string | null>(null);
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const statement = useQuery({
    queryKey: ["balance-statement", month],
    queryFn: () => api.get(`/api/v1/balance/statements/${month}`, BalanceStatement),
    enabled: valid,
  });
  const fetchText = async (form: "csv" | "html") => {
    setFailure(null);
    try {
      const text = await api.text(`/api/v1/balance/statements/${month}.${form}`);
      if (form === "csv") openText(text, "text/csv", `statement-${month}.csv`);
      else openText(text, "text/html");
    } catch {
      setFailure("Could not fetch the statement. Try again.");
    }
  };
  return (
    <>
      <h2>Statements</h2>
      <Field label="Month">
        {(p) => (
          <input {...p} type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
        )}
      </Field>
      {valid && (
        <QueryView query={statement} what="the statement">
          {(s) => (
            <>
              <dl className="facts">
                <dt>Opening balance</dt>
                <dd>{formatMoney(s.opening_balance, s.currency)}</dd>
                <dt>Topped up</dt>
                <dd>{formatMoney(s.totals.topped_up, s.currency)}</dd>
                <dt>Purchased</dt>
                <dd>{formatMoney(s.totals.purchased, s.currency)}</dd>
                <dt>Renewed</dt>
                <dd>{formatMoney(s.totals.renewed, s.currency)}</dd>
                <dt>Refunded</dt>
                <dd>{formatMoney(s.totals.refunded, s.currency)}</dd>
                <dt>Closing balance</dt>
                <dd>{formatMoney(s.closing_balance, s.currency)}</dd>
              </dl>
              <p>
                <button type="button" onClick={() => void fetchText("csv")}>
                  Download CSV
                </button>{" "}
                <button type="button" onClick={() => void fetchText("html")}>
                  Printable statement
                </button>
              </p>
            </>
          )}
        </QueryView>
      )}
      <FormError message={failure} />
    </>
  );
}

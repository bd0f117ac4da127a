import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { OrderDetail, OrderList, type OrderDetail as Order } from "../../contract/order-detail";
import type { DomainOrderStatus } from "../../contract/domain-order-status";
import { Badge, ConfirmButton, ErrorState, QueryView, Screen, CopyButton } from "../components/ui";
import { DataTable, PagedList } from "../components/data-table";
import { FilteredEmpty, SearchField, SelectFilter, useSearchDraft } from "../components/filters";
import { ExportButton } from "../components/export-button";
import { usePagedQuery } from "../lib/paged-query";
import { useApi } from "../lib/auth";
import { formatDateTime, formatMoney, subtractDecimal } from "../lib/format";
import {
  KIND_LABEL,
  ORDER_KINDS,
  ORDER_STATUSES,
  STATUS_LABEL,
  STATUS_TONE,
  canAcceptPrice,
  canCancel,
  statusLabel,
  type OrderKind,
} from "../lib/order-status";
import { Link, useSearchParam, useSetSearchParams } from "../lib/router";
import { OrderMoneyBack } from "./order-refunds";
import { RegistryReceiptFacts } from "../components/registry-receipt";

function StatusBadge({ status, kind }: { status: DomainOrderStatus; kind: OrderKind }) {
  return <Badge tone={STATUS_TONE[status]}>{statusLabel(status, kind)}</Badge>;
}

const ORDER_FILTERS = ["status", "kind", "domain", "q"] as const;

/**
 * Orders, newest first: a search (`q`), status and kind filters (a domain's page adds `domain`)
 * and the cursor, all in the URL; "Export CSV" downloads what the filters show.
 */
export function OrdersScreen() {
  const [status, setStatus] = useSearchParam("status");
  const [kind, setKind] = useSearchParam("kind");
  const [domain] = useSearchParam("domain");
  const [q, setQ] = useSearchParam("q");
  const setParams = useSetSearchParams();
  const search = useSearchDraft(q, setQ);
  const filters = new URLSearchParams();
  if (status) filters.set("status", status);
  if (kind) filters.set("kind", kind);
  if (domain) filters.set("domain", domain);
  if (q) filters.set("q", q);
  const filterQuery = filters.toString();
  const orders = usePagedQuery(
    ["orders", status, kind, domain, q],
    `/api/v1/registrar/orders?limit=20${filterQuery ? `&${filterQuery}` : ""}`,
    OrderList,
  );
  const clear = () => setParams(Object.fromEntries(ORDER_FILTERS.map((n) => [n, null])));
  return (
    <Screen title="Orders">
      <form className="filters" role="search" aria-label="Filter orders" onSubmit={search.submit}>
        <SearchField
          id="order-q"
          label="Search orders"
          hint="Domain, order id, payment reference, customer account or registrant email"
          search={search}
        />
        <SelectFilter
          id="order-status"
          label="Status"
          value={status}
          onChange={setStatus}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
        />
        <SelectFilter
          id="order-kind"
          label="Kind"
          value={kind}
          onChange={setKind}
          options={ORDER_KINDS.map((k) => ({ value: k, label: KIND_LABEL[k] }))}
        />
        <button type="submit">Search</button>
      </form>
      <ExportButton what="orders" params={filters} />
      {domain && (
        <p>
          Orders for <strong>{domain}</strong>.{" "}
          <button type="button" onClick={() => setParams({ domain: null })}>
            All domains
          </button>
        </p>
      )}
      <PagedList
        page={orders}
        what="orders"
        empty={<FilteredEmpty filtered={filterQuery !== ""} what="orders" clear={clear} />}
      >
        {(items) => (
          <DataTable
            caption="Orders, newest first"
            columns={["Domain", "Kind", "Status", "Price", "Paid", "Created"]}
            items={items}
            row={(o) => (
              <tr key={o.order_id}>
                <td>
                  <Link to={`/orders/${o.order_id}`}>{o.domain_name}</Link>
                </td>
                <td>{KIND_LABEL[o.kind]}</td>
                <td>
                  <StatusBadge status={o.status} kind={o.kind} />
                </td>
                <td>{formatMoney(o.price, o.currency)}</td>
                <td>{formatMoney(o.amount_paid, o.currency)}</td>
                <td>{formatDateTime(o.created_at)}</td>
              </tr>
            )}
          />
        )}
      </PagedList>
    </Screen>
  );
}

/** What an order still owes: price (or the changed price) minus what was paid, never below 0. */
export function owed(o: Order): string {
  const total = o.status === "price_changed" && o.new_price ? o.new_price : o.price;
  const rest = subtractDecimal(total, o.amount_paid);
  return rest.startsWith("-") ? subtractDecimal(total, total) : rest;
}

const POLL_MS = 2_000;
const WORKING = new Set<DomainOrderStatus>(["ready_to_process", "processing"]);

/** One order: timeline, payment, bank details or checkout link, and what its state allows. */
export function OrderScreen({ id }: { id: string }) {
  const api = useApi();
  const qc = useQueryClient();
  const order = useQuery({
    queryKey: ["order", id],
    queryFn: () => api.get(`/api/v1/registrar/orders/${id}`, OrderDetail),
    // While the service works on it (paid, registering), look again every 2 s.
    refetchInterval: (q) => (q.state.data && WORKING.has(q.state.data.status) ? POLL_MS : false),
  });
  const act = useMutation({
    mutationFn: (action: "cancel" | "accept-price") =>
      api.send("POST", `/api/v1/registrar/orders/${id}/${action}`, undefined, OrderDetail),
    onSuccess: (o) => {
      qc.setQueryData(["order", id], o);
      void qc.invalidateQueries({ queryKey: ["orders"] });
    },
  });
  return (
    <Screen title={order.data ? `Order: ${order.data.domain_name}` : "Order"}>
      <p>
        <Link to="/orders">← All orders</Link>
      </p>
      <QueryView query={order} what="the order">
        {(o) => (
          <>
            <dl className="facts">
              <dt>Status</dt>
              <dd>
                <StatusBadge status={o.status} kind={o.kind} />
                {o.failure_reason && <span className="muted"> {o.failure_reason}</span>}
                {o.registry_status === "pending_create" && (
                  <span className="muted">
                    {" "}
                    Pending at the registry: it accepted the registration and settles it later.
                  </span>
                )}
                {o.registry_status === "pending_transfer" && (
                  <span className="muted" data-testid="pending-transfer">
                    {" "}
                    Waiting for the current registrar: it has up to five days to answer the transfer
                    request, then the registry completes or refuses it.
                  </span>
                )}
              </dd>
              <dt>Kind</dt>
              <dd>{KIND_LABEL[o.kind]}</dd>
              <dt>Domain</dt>
              <dd>
                {o.kind === "transfer"
                  ? `${o.domain_name}, moved here from another registrar (adds ${o.years} ${o.years === 1 ? "year" : "years"})`
                  : `${o.domain_name} for ${o.years} ${o.years === 1 ? "year" : "years"}`}
              </dd>
              <dt>Price</dt>
              <dd>{formatMoney(o.price, o.currency)}</dd>
              {o.new_price && (
                <>
                  <dt>New price</dt>
                  <dd>{formatMoney(o.new_price, o.currency)}</dd>
                </>
              )}
              <dt>Amount paid</dt>
              <dd data-testid="amount-paid">{formatMoney(o.amount_paid, o.currency)}</dd>
              <dt>Still owed</dt>
              <dd>{formatMoney(owed(o), o.currency)}</dd>
              <dt>Payment</dt>
              <dd>
                {o.payment_method === "wire" ? "Bank transfer" : "Card"}, reference{" "}
                <code>{o.payment_reference}</code>
              </dd>
              {o.external_account_id && (
                <>
                  <dt>Customer account</dt>
                  <dd>{o.external_account_id}</dd>
                </>
              )}
              <dt>Order id</dt>
              <dd>
                <code>{o.order_id}</code>
              </dd>
            </dl>
            {o.status === "pending" && o.banking_details && (
              <section aria-labelledby="bank-title">
                <h2 id="bank-title">Bank details for the transfer</h2>
                <dl className="facts">
                  <dt>Bank</dt>
                  <dd>{o.banking_details.bank_name}</dd>
                  <dt>Account name</dt>
                  <dd>{o.banking_details.account_name}</dd>
                  <dt>Account number</dt>
                  <dd>{o.banking_details.account_number}</dd>
                  <dt>Routing number</dt>
                  <dd>{o.banking_details.routing_number}</dd>
                  <dt>Reference</dt>
                  <dd>{o.payment_reference}</dd>
                </dl>
                <p>
                  <Link to={`/payments?order=${o.order_id}`}>Record a payment for this order</Link>
                </p>
              </section>
            )}
            {o.status === "pending" && o.checkout_url && (
              <p>
                Checkout link: <a href={o.checkout_url}>{o.checkout_url}</a>{" "}
                <CopyButton value={o.checkout_url} label="Copy checkout link" />
              </p>
            )}
            {(canCancel(o.status) || canAcceptPrice(o.status)) && (
              <div className="row" role="group" aria-label="Order actions">
                {canAcceptPrice(o.status) && (
                  <button
                    type="button"
                    className="primary"
                    disabled={act.isPending}
                    onClick={() => act.mutate("accept-price")}
                  >
                    Accept the new price
                  </button>
                )}
                {canCancel(o.status) && (
                  <ConfirmButton
                    label="Cancel order"
                    question="Cancel this order? Anything paid is refunded."
                    confirmLabel="Yes, cancel"
                    pending={act.isPending}
                    onConfirm={() => act.mutate("cancel")}
                  />
                )}
              </div>
            )}
            {act.isError && <ErrorState error={act.error} />}
            <OrderMoneyBack order={o} />
            <RegistryReceiptFacts order={o} />
            <h2 id="timeline-title">Timeline</h2>
            <ol className="timeline" aria-labelledby="timeline-title">
              {o.transitions.map((t, i) => (
                <li key={i}>
                  <time dateTime={t.at}>{formatDateTime(t.at)}</time>{" "}
                  {t.from ? `${statusLabel(t.from, o.kind)} → ` : ""}
                  {statusLabel(t.to, o.kind)}
                  {t.reason && <span className="muted"> ({t.reason})</span>}
                </li>
              ))}
            </ol>
          </>
        )}
      </QueryView>
    </Screen>
  );
}

import { ZoneView } from "./domain-zone";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Domain, DomainList } from "../../contract/domain";
import { Badge, ErrorState, QueryView, Screen } from "../components/ui";
import { DataTable, PagedList } from "../components/data-table";
import {
  DateFilter,
  FilteredEmpty,
  SearchField,
  SelectFilter,
  useSearchDraft,
} from "../components/filters";
import { ExportButton } from "../components/export-button";
import { usePagedQuery } from "../lib/paged-query";
import { useApi } from "../lib/auth";
import { daysUntil, formatDate } from "../lib/format";
import { Link, useSearchParam, useSetSearchParams } from "../lib/router";
import { Nameservers } from "./domain-nameservers";
import { Records } from "./domain-records";
import { Renew } from "./domain-renew";
import { RegistrantPanel } from "./domain-registrant";
import { TransferPanel } from "./domain-transfer";
import { lifecycleBadge, LifecyclePanel } from "./domain-lifecycle";

const DOMAIN_STATUSES = [
  { value: "active", label: "Active" },
  { value: "expired", label: "Expired" },
];

/** Expiring within this many days is highlighted. */
const EXPIRING_SOON_DAYS = 30;

/** The domain's state: its phase after expiry, hold or pending verification first. */
function ExpiryBadge({ d }: { d: Domain }) {
  const state = lifecycleBadge(d);
  if (state) return state;
  const days = daysUntil(d.expires_at);
  if (d.status === "expired" || days < 0) return <Badge tone="bad">Expired</Badge>;
  if (days <= EXPIRING_SOON_DAYS) return <Badge tone="warn">Expires in {days} days</Badge>;
  return <Badge tone="ok">Active</Badge>;
}

const DOMAIN_FILTERS = ["q", "status", "expires_after", "expires_before"] as const;

/**
 * The organization's domains: name, status and expiry dates (all in the URL; expiring soon
 * highlighted); "Export CSV" downloads what the filters show.
 */
export function DomainsScreen() {
  const [q, setQ] = useSearchParam("q");
  const [status, setStatus] = useSearchParam("status");
  const [after, setAfter] = useSearchParam("expires_after");
  const [before, setBefore] = useSearchParam("expires_before");
  const setParams = useSetSearchParams();
  const search = useSearchDraft(q, setQ);
  const filters = new URLSearchParams();
  if (q) filters.set("q", q);
  if (status) filters.set("status", status);
  if (after) filters.set("expires_after", after);
  if (before) filters.set("expires_before", before);
  const filterQuery = filters.toString();
  const domains = usePagedQuery(
    ["domains", q, status, after, before],
    `/api/v1/registrar/domains?limit=50${filterQuery ? `&${filterQuery}` : ""}`,
    DomainList,
  );
  const clear = () => setParams(Object.fromEntries(DOMAIN_FILTERS.map((n) => [n, null])));
  return (
    <Screen title="Domains">
      <form className="filters" role="search" aria-label="Filter domains" onSubmit={search.submit}>
        <SearchField id="domain-q" label="Name contains" search={search} />
        <SelectFilter
          id="domain-status"
          label="Status"
          value={status}
          onChange={setStatus}
          options={DOMAIN_STATUSES}
        />
        <DateFilter
          id="domain-expires-after"
          label="Expires on or after"
          value={after}
          onChange={setAfter}
        />
        <DateFilter
          id="domain-expires-before"
          label="Expires before"
          value={before}
          onChange={setBefore}
        />
        <button type="submit">Search</button>
      </form>
      <ExportButton what="domains" params={filters} />
      <PagedList
        page={domains}
        what="domains"
        empty={<FilteredEmpty filtered={filterQuery !== ""} what="domains" clear={clear} />}
      >
        {(items) => (
          <DataTable
            caption="Domains by name"
            columns={["Domain", "Expires", "Status", "Auto-renew", "Account"]}
            items={items}
            row={(d) => (
              <tr
                key={d.domain}
                className={daysUntil(d.expires_at) <= EXPIRING_SOON_DAYS ? "soon" : undefined}
              >
                <td>
                  <Link to={`/domains/${encodeURIComponent(d.domain)}`}>{d.domain_unicode}</Link>
                </td>
                <td>{formatDate(d.expires_at)}</td>
                <td>
                  <ExpiryBadge d={d} />
                </td>
                <td>{d.auto_renew ? "On" : "Off"}</td>
                <td>{d.external_account_id ?? <span className="muted">Yours</span>}</td>
              </tr>
            )}
          />
        )}
      </PagedList>
    </Screen>
  );
}

/**
 * One domain: toggles, verification and expiry (restore in redemption), renew (price first; not
 * once deleted at the registry), nameservers, transfer (lock, code, a transfer away),
 * registrant, DNS records (read-only).
 */
export function DomainScreen({ name }: { name: string }) {
  const api = useApi();
  // Set when a transfer away is approved here: the domain is no longer the account's.
  const [left, setLeft] = useState(false);
  const domain = useQuery({
    queryKey: ["domain", name],
    queryFn: () => api.get(`/api/v1/registrar/domains/${encodeURIComponent(name)}`, Domain),
    enabled: !left,
  });
  return (
    <Screen title={`Domain: ${name}`}>
      <p>
        <Link to="/domains">← All domains</Link> ·{" "}
        <Link to={`/orders?domain=${encodeURIComponent(name)}`}>Orders for this domain</Link>
      </p>
      {left ? (
        <Left name={name} />
      ) : (
        <QueryView query={domain} what="the domain">
          {(d) => (
            <>
              <dl className="facts">
                <dt>Status</dt>
                <dd>
                  <ExpiryBadge d={d} />
                </dd>
                <dt>Registered</dt>
                <dd>{formatDate(d.registered_at)}</dd>
                <dt>Came here by</dt>
                <dd>
                  {d.acquired_by === "transfer_in"
                    ? "Transfer from another registrar"
                    : "Registration"}
                </dd>
                <dt>Expires</dt>
                <dd data-testid="expires">{formatDate(d.expires_at)}</dd>
              </dl>
              <Toggles d={d} />
              <LifecyclePanel d={d} />
              {(d.lifecycle.phase === "registered" || d.lifecycle.phase === "grace") && (
                <Renew d={d} />
              )}
              <Nameservers d={d} />
              <TransferPanel d={d} onLeft={() => setLeft(true)} />
              <RegistrantPanel d={d} />
              <ZoneView d={d} />
              <Records d={d} />
            </>
          )}
        </QueryView>
      )}
    </Screen>
  );
}

/** What the page says once a transfer away approved here has taken the domain. */
function Left({ name }: { name: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p className="notice ok" role="status" tabIndex={-1} ref={ref} data-testid="domain-left">
      Transfer approved: {name} has left your account for the other registrar. Its DNS, renewals and
      billing here have stopped.
    </p>
  );
}

function Toggles({ d }: { d: Domain }) {
  const api = useApi();
  const qc = useQueryClient();
  const update = useMutation({
    mutationFn: (patch: { auto_renew?: boolean; privacy?: boolean }) =>
      api.send("PATCH", `/api/v1/registrar/domains/${encodeURIComponent(d.domain)}`, patch, Domain),
    onSuccess: (next) => qc.setQueryData(["domain", d.domain], next),
    onSettled: () => qc.invalidateQueries({ queryKey: ["domains"] }),
  });
  return (
    <fieldset>
      <legend>Settings</legend>
      <label className="check">
        <input
          type="checkbox"
          checked={d.auto_renew}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ auto_renew: e.target.checked })}
        />{" "}
        Renew automatically before expiry
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={d.privacy}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ privacy: e.target.checked })}
        />{" "}
        Hide the owner's contact details (privacy)
      </label>
      {update.isError && <ErrorState error={update.error} />}
    </fieldset>
  );
}

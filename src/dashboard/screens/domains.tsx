import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { AvailabilityResult } from "../../contract/availability-result";
import { DnsRecordList } from "../../contract/dns-record";
import { Domain, DomainList } from "../../contract/domain";
import { NameserverUpdateResponse } from "../../contract/nameserver-update-response";
import { RenewResponse } from "../../contract/renew-response";
import { Badge, CopyButton, Empty, ErrorState, QueryView, Screen } from "../components/ui";
import { DataTable, PagedList } from "../components/data-table";
import { errorMessage } from "../lib/api";
import { useApi } from "../lib/auth";
import { daysUntil, formatDate, formatMoney, multiplyDecimal } from "../lib/format";
import { Link, useSearchParam } from "../lib/router";

/** Expiring within this many days is highlighted. */
export const EXPIRING_SOON_DAYS = 30;

function ExpiryBadge({ d }: { d: Domain }) {
  const days = daysUntil(d.expires_at);
  if (d.status === "expired" || days < 0) return <Badge tone="bad">Expired</Badge>;
  if (days <= EXPIRING_SOON_DAYS) return <Badge tone="warn">Expires in {days} days</Badge>;
  return <Badge tone="ok">Active</Badge>;
}

/** The organization's domains: search, status, expiry (expiring soon highlighted). */
export function DomainsScreen() {
  const api = useApi();
  const [q, setQ] = useSearchParam("q");
  const [status, setStatus] = useSearchParam("status");
  const [cursor, setCursor] = useSearchParam("cursor");
  const [draft, setDraft] = useState(q);
  const params = new URLSearchParams({ limit: "50" });
  if (q) params.set("q", q);
  if (status) params.set("status", status);
  if (cursor) params.set("cursor", cursor);
  const domains = useQuery({
    queryKey: ["domains", q, status, cursor],
    queryFn: () => api.get(`/api/v1/registrar/domains?${params.toString()}`, DomainList),
  });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(draft.trim() || null);
  };
  return (
    <Screen title="Domains">
      <form className="filters" role="search" aria-label="Filter domains" onSubmit={search}>
        <div className="field">
          <label htmlFor="domain-q">Name contains</label>
          <input
            id="domain-q"
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="domain-status">Status</label>
          <select
            id="domain-status"
            value={status}
            onChange={(e) => setStatus(e.target.value || null)}
          >
            <option value="">All</option>
            <option value="active">Active</option>
            <option value="expired">Expired</option>
          </select>
        </div>
        <button type="submit">Search</button>
      </form>
      <PagedList
        query={domains}
        what="domains"
        empty={<>{q || status ? "No domains match these filters." : "No domains yet."}</>}
        cursor={cursor}
        setCursor={setCursor}
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

/** One domain: renew (price first), toggles, nameservers, DNS records (read-only). */
export function DomainScreen({ name }: { name: string }) {
  const api = useApi();
  const domain = useQuery({
    queryKey: ["domain", name],
    queryFn: () => api.get(`/api/v1/registrar/domains/${encodeURIComponent(name)}`, Domain),
  });
  return (
    <Screen title={`Domain: ${name}`}>
      <p>
        <Link to="/domains">← All domains</Link>
      </p>
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
              <dt>Expires</dt>
              <dd data-testid="expires">{formatDate(d.expires_at)}</dd>
            </dl>
            <Toggles d={d} />
            <Renew d={d} />
            <Nameservers d={d} />
            <Records d={d} />
          </>
        )}
      </QueryView>
    </Screen>
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

function Renew({ d }: { d: Domain }) {
  const api = useApi();
  const qc = useQueryClient();
  const [years, setYears] = useState(1);
  const key = useRef<string>(crypto.randomUUID());
  const price = useQuery({
    queryKey: ["renewal-price", d.domain],
    queryFn: () =>
      api.get(`/api/v1/registrar/availability/${encodeURIComponent(d.domain)}`, AvailabilityResult),
  });
  const renew = useMutation({
    mutationFn: () =>
      api.send(
        "POST",
        `/api/v1/registrar/domains/${encodeURIComponent(d.domain)}/renew`,
        { years },
        RenewResponse,
        { idempotencyKey: key.current },
      ),
    onSuccess: () => {
      key.current = crypto.randomUUID();
      void qc.invalidateQueries({ queryKey: ["domain", d.domain] });
      void qc.invalidateQueries({ queryKey: ["domains"] });
    },
  });
  return (
    <section aria-labelledby="renew-title">
      <h2 id="renew-title">Renew</h2>
      <div className="row">
        <div className="field">
          <label htmlFor="renew-years">Years</label>
          <select
            id="renew-years"
            value={years}
            onChange={(e) => {
              setYears(Number(e.target.value));
              renew.reset();
            }}
          >
            {[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <p role="status" data-testid="renew-price">
          {price.isPending
            ? "Looking up the price…"
            : price.data
              ? `Renewing for ${years} ${years === 1 ? "year" : "years"} costs ${formatMoney(
                  multiplyDecimal(price.data.renewal_price, years),
                  price.data.currency,
                )}, billed to your organization.`
              : "The price could not be looked up."}
        </p>
        <button
          type="button"
          className="primary"
          disabled={!price.data || renew.isPending}
          onClick={() => renew.mutate()}
        >
          Renew for {years} {years === 1 ? "year" : "years"}
        </button>
      </div>
      {renew.data &&
        (renew.data.success ? (
          <p className="notice ok" role="status">
            Renewed for {renew.data.years_renewed}{" "}
            {renew.data.years_renewed === 1 ? "year" : "years"}
            {renew.data.new_expiry_date && (
              <>: it now expires {formatDate(renew.data.new_expiry_date)}</>
            )}
            .
          </p>
        ) : (
          <p className="notice error" role="alert">
            The registry refused the renewal: {renew.data.error_message}
          </p>
        ))}
      {renew.isError && <ErrorState error={renew.error} />}
      {price.isError && <ErrorState error={price.error} retry={() => void price.refetch()} />}
    </section>
  );
}

function Nameservers({ d }: { d: Domain }) {
  const api = useApi();
  const qc = useQueryClient();
  const [list, setList] = useState<string[]>(
    d.nameservers.length >= 2 ? d.nameservers : [...d.nameservers, "", ""].slice(0, 2),
  );
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: (nameservers: string[]) =>
      api.send(
        "PUT",
        `/api/v1/registrar/domains/${encodeURIComponent(d.domain)}/nameservers`,
        { nameservers },
        NameserverUpdateResponse,
      ),
    onSuccess: (r) => {
      setMessage(
        r.success
          ? { ok: true, text: "Nameservers saved." }
          : { ok: false, text: r.message || "The registry refused the change." },
      );
      setList(r.nameservers);
      void qc.invalidateQueries({ queryKey: ["domain", d.domain] });
    },
    onError: (err) => setMessage({ ok: false, text: errorMessage(err) }),
  });
  return (
    <form
      aria-labelledby="ns-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setMessage(null);
        save.mutate(list.map((n) => n.trim()).filter(Boolean));
      }}
    >
      <h2 id="ns-title">Nameservers</h2>
      <p className="muted small">2 to 13 nameservers.</p>
      <ol className="ns-list">
        {list.map((ns, i) => (
          <li key={i}>
            <label htmlFor={`ns-${i}`} className="visually-hidden">
              Nameserver {i + 1}
            </label>
            <input
              id={`ns-${i}`}
              value={ns}
              autoComplete="off"
              onChange={(e) => setList(list.map((x, j) => (j === i ? e.target.value : x)))}
            />
            <button
              type="button"
              disabled={list.length <= 2}
              onClick={() => setList(list.filter((_, j) => j !== i))}
            >
              Remove nameserver {i + 1}
            </button>
          </li>
        ))}
      </ol>
      <div className="row">
        <button type="button" disabled={list.length >= 13} onClick={() => setList([...list, ""])}>
          Add a nameserver
        </button>
        <button type="submit" className="primary" disabled={save.isPending}>
          Save nameservers
        </button>
      </div>
      {message && (
        <p
          className={`notice ${message.ok ? "ok" : "error"}`}
          role={message.ok ? "status" : "alert"}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}

function Records({ d }: { d: Domain }) {
  const api = useApi();
  const records = useQuery({
    queryKey: ["records", d.domain],
    queryFn: () =>
      api.get(`/api/v1/registrar/dns/${encodeURIComponent(d.domain)}/records`, DnsRecordList),
  });
  const origin = typeof window !== "undefined" ? window.location.origin : "";
  const example = `curl -X POST ${origin}/api/v1/registrar/dns/${d.domain}/records \\
  -H "X-API-Key: $REGISTRAR_API_KEY" -H "Content-Type: application/json" \\
  -d '{"type": "A", "name": "www", "content": "203.0.113.10", "ttl": 3600}'`;
  return (
    <section aria-labelledby="dns-title">
      <h2 id="dns-title">DNS records</h2>
      <p>
        DNS changes are made with an API key only (so every change is made by one of your systems,
        not a browser session). This page lists the records; to change them, call the API, for
        example:
      </p>
      <pre className="code" tabIndex={0} aria-label="Example API call">
        {example}
      </pre>
      <CopyButton value={example} label="Copy the API call" />
      <ZoneFile domain={d.domain} />
      <QueryView query={records} what="DNS records">
        {({ items }) =>
          items.length === 0 ? (
            <Empty>No records.</Empty>
          ) : (
            <DataTable
              caption={<>DNS records of {d.domain}</>}
              columns={["Name", "Type", "Content", "TTL"]}
              items={items}
              row={(r) => (
                <tr key={r.id}>
                  <td>{r.name}</td>
                  <td>{r.type}</td>
                  <td className="break">
                    {r.priority !== null && `${r.priority} `}
                    {r.content}
                  </td>
                  <td>{r.ttl}</td>
                </tr>
              )}
            />
          )
        }
      </QueryView>
    </section>
  );
}

/** The zone as a BIND file (`?format=bind`), on demand, to read or copy. */
function ZoneFile({ domain }: { domain: string }) {
  const api = useApi();
  const [shown, setShown] = useState(false);
  const zone = useQuery({
    queryKey: ["zone", domain],
    queryFn: () =>
      api.text(`/api/v1/registrar/dns/${encodeURIComponent(domain)}/records?format=bind`),
    enabled: shown,
  });
  return (
    <div>
      <button type="button" aria-expanded={shown} onClick={() => setShown(!shown)}>
        {shown ? "Hide the zone file" : "Show the zone file (BIND)"}
      </button>
      {shown && (
        <QueryView query={zone} what="the zone file">
          {(text) => (
            <>
              <pre className="code" tabIndex={0} aria-label={`Zone file of ${domain}`}>
                {text}
              </pre>
              <CopyButton value={text} label="Copy the zone file" />
            </>
          )}
        </QueryView>
      )}
    </div>
  );
}

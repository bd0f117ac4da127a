import type { FormEvent } from "react";
import { AuditLog } from "../../contract/dashboard";
import { PagedList } from "../components/data-table";
import { ExportButton } from "../components/export-button";
import { DateFilter, FilteredEmpty, SearchField, useSearchDraft } from "../components/filters";
import { ErrorState } from "../components/ui";
import { formatDateTime } from "../lib/format";
import { usePagedQuery } from "../lib/paged-query";
import { useSearchParam, useSetSearchParams } from "../lib/router";

const AUDIT_FILTERS = ["actor", "action", "since", "before"] as const;

/** The audit log, newest first: who (part of the email), what, from and until which day. */
export function AuditSection() {
  const [actor, setActor] = useSearchParam("actor");
  const [action, setAction] = useSearchParam("action");
  const [since, setSince] = useSearchParam("since");
  const [before, setBefore] = useSearchParam("before");
  const setParams = useSetSearchParams();
  const actorSearch = useSearchDraft(actor, setActor);
  const actionSearch = useSearchDraft(action, setAction);
  const filters = new URLSearchParams();
  if (actor) filters.set("actor", actor);
  if (action) filters.set("action", action);
  if (since) filters.set("since", since);
  if (before) filters.set("before", before);
  const filterQuery = filters.toString();
  const audit = usePagedQuery(
    ["audit", actor, action, since, before],
    `/api/v1/audit-log?limit=20${filterQuery ? `&${filterQuery}` : ""}`,
    AuditLog,
    "audit_cursor",
  );
  const clear = () => setParams(Object.fromEntries(AUDIT_FILTERS.map((n) => [n, null])));
  const submit = (e: FormEvent) => {
    actorSearch.submit(e);
    actionSearch.submit(e);
  };
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title">Audit log</h2>
      <form className="filters" role="search" aria-label="Filter the audit log" onSubmit={submit}>
        <SearchField id="audit-actor" label="Who (email contains)" search={actorSearch} />
        <SearchField
          id="audit-action"
          label="Action"
          hint="An action (user.role_changed), or all of a kind ending with a dot (user.)"
          search={actionSearch}
        />
        <DateFilter id="audit-since" label="From" value={since} onChange={setSince} />
        <DateFilter id="audit-before" label="Before" value={before} onChange={setBefore} />
        <button type="submit">Search</button>
      </form>
      <ExportButton what="audit-log" params={filters} />
      <PagedList
        page={audit}
        what="the audit log"
        empty={<FilteredEmpty filtered={filterQuery !== ""} what="entries" clear={clear} />}
      >
        {(items) => (
          <ul className="timeline">
            {items.map((e) => (
              <li key={e.id}>
                <time dateTime={e.at}>{formatDateTime(e.at)}</time> <strong>{e.actor.email}</strong>{" "}
                {e.action.replace(/[._]/g, " ")}
                {describe(e.details)}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {audit.query.isError && <ErrorState error={audit.query.error} />}
    </section>
  );
}

function describe(details: Record<string, unknown>): string {
  const parts = Object.entries(details)
    .filter(([, v]) => typeof v === "string" || typeof v === "boolean")
    .map(([k, v]) => `${k.replace(/_/g, " ")}: ${String(v)}`);
  return parts.length > 0 ? ` (${parts.join(", ")})` : "";
}

import { useEffect, useId, useState } from "react";
import { DomainScreen } from "../../components/domain-screen";
import { ErrorNotice, Loading } from "../../components/status";
import { dnsTexts } from "./texts";
import { useWidget, type Place } from "../../lib/session/widget-context";
import { useRecords } from "./get-records";
import { NameserversEditor } from "./nameservers-editor";
import { propagationSeconds, zonePropagationSeconds } from "./propagation";
import { useDeleteRecord } from "./record-mutations";
import { RecordForm } from "./record-form";
import { RecordsTable } from "./records-table";
import { ZonePanel } from "./zone-panel";
import type { WidgetDnsRecord } from "./widget-dns-record";

/** After an edit, the keyboard goes back to the record's row (its Edit button). */
function useFocusRow(win: Window) {
  const [row, setRow] = useState<string | null>(null);
  useEffect(() => {
    if (row === null) return;
    const rows = win.document.querySelectorAll<HTMLElement>("[data-record-id]");
    [...rows]
      .find((r) => r.dataset.recordId === row)
      ?.querySelector("button")
      ?.focus();
    setRow(null);
  }, [row, win]);
  return setRow;
}

function Zone({ domain }: { domain: string }) {
  const t = dnsTexts;
  const { win } = useWidget();
  const records = useRecords(domain);
  const remove = useDeleteRecord(domain);
  const [editing, setEditing] = useState<WidgetDnsRecord | "new" | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const zone = records.data?.items ?? [];
  const noteId = useId();
  const focusRow = useFocusRow(win);

  const form = (record?: WidgetDnsRecord) => (
    <RecordForm
      key={record?.id ?? "new"}
      domain={domain}
      record={record}
      onDone={(saved) => {
        // The zone as it was before this change: what resolvers may still hold.
        setNotice(t.savedWithin(propagationSeconds(zone, record, saved)));
        setEditing(null);
        if (record) focusRow(record.id);
      }}
      onCancel={() => {
        setEditing(null);
        if (record) focusRow(record.id);
      }}
    />
  );

  return (
    <>
      <h3>{t.recordsTitle}</h3>
      <p id={noteId} className="rw-hint">
        {t.propagationNote(zonePropagationSeconds(zone))}
      </p>
      <p role="status">{notice}</p>
      {records.isPending && <Loading />}
      {records.isError && (
        <ErrorNotice error={records.error} onRetry={() => void records.refetch()} />
      )}
      {records.data && (
        <RecordsTable
          records={records.data.items}
          editing={editing !== null && editing !== "new" ? editing.id : null}
          editor={form}
          confirming={confirming}
          deleting={remove.isPending}
          onEdit={(r) => {
            setNotice("");
            setConfirming(null);
            setEditing(r);
          }}
          onAskDelete={setConfirming}
          onDelete={(r) => {
            const seconds = propagationSeconds(zone, r);
            remove.mutate(r.id, {
              onSuccess: () => {
                setConfirming(null);
                setNotice(t.deletedWithin(seconds));
              },
            });
          }}
        />
      )}
      {remove.isError && <ErrorNotice error={remove.error} />}
      {editing === "new" ? (
        form()
      ) : (
        <button
          type="button"
          className="rw-button"
          aria-describedby={noteId}
          onClick={() => {
            setNotice("");
            setEditing("new");
          }}
        >
          {t.add}
        </button>
      )}
      {/* Below the records: its late answer moves no control above it under the pointer. */}
      <ZonePanel domain={domain} />
      <NameserversEditor domain={domain} />
    </>
  );
}

/**
 * DNS screen (`dns_manage`): the records of one of the user's domains, then where its zone is
 * served (provider, delegation, publishing, DNSSEC) and its nameservers.
 */
export default function DnsScreen({ place }: { place: Place }) {
  return (
    <DomainScreen titleId="rw-dns-title" texts={dnsTexts} place={place}>
      {(domain) => <Zone domain={domain.domain} />}
    </DomainScreen>
  );
}

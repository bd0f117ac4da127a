import { useState } from "react";
import { DomainPicker } from "../../components/domain-picker";
import { ScreenHeading } from "../../components/screen-heading";
import { ErrorNotice, Loading } from "../../components/status";
import { useDomains } from "../../lib/get-domains";
import { messages } from "../../lib/messages";
import { useWidget, type Place } from "../../lib/widget-context";
import { useRecords } from "./get-records";
import { NameserversEditor } from "./nameservers-editor";
import { useDeleteRecord } from "./record-mutations";
import { RecordForm } from "./record-form";
import { RecordsTable } from "./records-table";
import type { WidgetDnsRecord } from "./widget-dns-record";

function Zone({ domain }: { domain: string }) {
  const t = messages.dns;
  const records = useRecords(domain);
  const remove = useDeleteRecord(domain);
  const [editing, setEditing] = useState<WidgetDnsRecord | "new" | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState("");

  return (
    <>
      <h3>{t.recordsTitle}</h3>
      <p role="status">{notice}</p>
      {records.isPending && <Loading />}
      {records.isError && (
        <ErrorNotice error={records.error} onRetry={() => void records.refetch()} />
      )}
      {records.data && (
        <RecordsTable
          records={records.data.items}
          confirming={confirming}
          deleting={remove.isPending}
          onEdit={(r) => {
            setNotice("");
            setEditing(r);
          }}
          onAskDelete={setConfirming}
          onDelete={(id) =>
            remove.mutate(id, {
              onSuccess: () => {
                setConfirming(null);
                setNotice(t.deleted);
              },
            })
          }
        />
      )}
      {remove.isError && <ErrorNotice error={remove.error} />}
      {editing ? (
        <RecordForm
          key={editing === "new" ? "new" : editing.id}
          domain={domain}
          record={editing === "new" ? undefined : editing}
          onDone={(m) => {
            setEditing(null);
            setNotice(m);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button
          type="button"
          className="rw-button"
          onClick={() => {
            setNotice("");
            setEditing("new");
          }}
        >
          {t.add}
        </button>
      )}
      <NameserversEditor domain={domain} />
    </>
  );
}

/** DNS screen (`dns_manage`): records and nameservers of one of the user's domains. */
export default function DnsScreen({ place }: { place: Place }) {
  const t = messages.dns;
  const { navigated } = useWidget();
  const domains = useDomains();
  const [chosen, setChosen] = useState(place.domain ?? "");
  let body;
  if (domains.isPending) body = <Loading />;
  else if (domains.isError)
    body = <ErrorNotice error={domains.error} onRetry={() => void domains.refetch()} />;
  else if (domains.data.items.length === 0) body = <p>{t.noDomains}</p>;
  else {
    const list = domains.data.items;
    const domain = list.find((d) => d.domain === chosen) ?? list[0]!;
    body = (
      <>
        <DomainPicker
          label={t.chooseDomain}
          domains={list}
          value={domain.domain}
          onChange={setChosen}
        />
        <Zone key={domain.domain} domain={domain.domain} />
      </>
    );
  }
  return (
    <section aria-labelledby="rw-dns-title">
      <div id="rw-dns-title">
        <ScreenHeading focus={navigated}>{t.title}</ScreenHeading>
      </div>
      {body}
    </section>
  );
}

import { useEffect, useRef } from "react";
import { messages } from "../../lib/messages";
import type { WidgetDnsRecord } from "./widget-dns-record";

type Props = {
  records: readonly WidgetDnsRecord[];
  confirming: string | null;
  deleting: boolean;
  onEdit: (record: WidgetDnsRecord) => void;
  onAskDelete: (id: string | null) => void;
  onDelete: (id: string) => void;
};

/** Short, unique-enough words for a record in button names ("A www"). */
export const describe = (r: WidgetDnsRecord) => `${r.type} ${r.name} ${r.content}`;

function ConfirmDelete({
  record,
  deleting,
  onCancel,
  onConfirm,
}: {
  record: WidgetDnsRecord;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = messages.dns;
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div role="alertdialog" aria-labelledby={`rw-confirm-${record.id}`} className="rw-error-box">
      <p id={`rw-confirm-${record.id}`}>{t.confirmDelete(describe(record))}</p>
      <div className="rw-row">
        <button type="button" className="rw-button" disabled={deleting} onClick={onConfirm}>
          {t.confirm}
        </button>
        <button ref={cancel} type="button" className="rw-button-secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </div>
  );
}

/** The zone's records, each with edit and delete (delete asks first). */
export function RecordsTable({
  records,
  confirming,
  deleting,
  onEdit,
  onAskDelete,
  onDelete,
}: Props) {
  const t = messages.dns;
  if (records.length === 0) return <p>{t.noRecords}</p>;
  return (
    <div className="rw-table-wrap">
      <table>
        <caption className="rw-muted">{t.recordsTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.type}</th>
            <th scope="col">{t.columns.name}</th>
            <th scope="col">{t.columns.content}</th>
            <th scope="col">{t.columns.ttl}</th>
            <th scope="col">{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((r) => (
            <tr key={r.id}>
              <td>{r.type}</td>
              <td>{r.name}</td>
              <td>
                {r.priority !== null && r.priority !== undefined ? `${r.priority} ` : ""}
                {r.content}
              </td>
              <td>{r.ttl}</td>
              <td>
                {confirming === r.id ? (
                  <ConfirmDelete
                    record={r}
                    deleting={deleting}
                    onCancel={() => onAskDelete(null)}
                    onConfirm={() => onDelete(r.id)}
                  />
                ) : (
                  <div className="rw-row">
                    <button
                      type="button"
                      className="rw-button-small"
                      aria-label={t.edit(describe(r))}
                      onClick={() => onEdit(r)}
                    >
                      {t.editShort}
                    </button>
                    <button
                      type="button"
                      className="rw-button-small"
                      aria-label={t.delete(describe(r))}
                      onClick={() => onAskDelete(r.id)}
                    >
                      {t.deleteShort}
                    </button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

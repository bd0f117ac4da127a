import { Fragment, useEffect, useRef, type ReactNode } from "react";
import { DNS_RECORD_TYPES } from "../../../contract/dns-record-check";
import { dnsTexts } from "./texts";
import type { WidgetDnsRecord } from "./widget-dns-record";

type Props = {
  records: readonly WidgetDnsRecord[];
  /** The id of the record being edited in its row, if any. */
  editing: string | null;
  /** The form that edits a record in place of its row. */
  editor: (record: WidgetDnsRecord) => ReactNode;
  confirming: string | null;
  deleting: boolean;
  onEdit: (record: WidgetDnsRecord) => void;
  onAskDelete: (id: string | null) => void;
  onDelete: (record: WidgetDnsRecord) => void;
};

/** Short, unique-enough words for a record in button names ("A www"). */
const describe = (r: WidgetDnsRecord) => `${r.type} ${r.name} ${r.content}`;

/** The records by type, in the order of the types' list (A, AAAA, CNAME, MX, TXT, …). */
function groupByType(records: readonly WidgetDnsRecord[]) {
  return DNS_RECORD_TYPES.map((type) => ({
    type,
    records: records.filter((r) => r.type === type),
  })).filter((g) => g.records.length > 0);
}

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
  const t = dnsTexts;
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div role="alertdialog" aria-labelledby={`rw-confirm-${record.id}`}>
      <p id={`rw-confirm-${record.id}`}>{t.confirmDelete(describe(record))}</p>
      <div className="rw-row">
        <button type="button" className="rw-button-danger" disabled={deleting} onClick={onConfirm}>
          {t.confirm}
        </button>
        <button ref={cancel} type="button" className="rw-button-secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </div>
  );
}

/**
 * The zone's records grouped by type, each row with edit (the row turns into its form) and
 * delete (asks first).
 */
export function RecordsTable({
  records,
  editing,
  editor,
  confirming,
  deleting,
  onEdit,
  onAskDelete,
  onDelete,
}: Props) {
  const t = dnsTexts;
  if (records.length === 0) return <p>{t.noRecords}</p>;
  return (
    <div className="rw-table-wrap">
      <table className="rw-records">
        <caption className="rw-visually-hidden">{t.recordsTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.type}</th>
            <th scope="col">{t.columns.name}</th>
            <th scope="col">{t.columns.content}</th>
            <th scope="col">{t.columns.ttl}</th>
            <th scope="col">{t.columns.actions}</th>
          </tr>
        </thead>
        {groupByType(records).map((group) => (
          <tbody key={group.type}>
            <tr className="rw-group-row">
              <th scope="rowgroup" colSpan={5}>
                {t.group(group.type, group.records.length)}
              </th>
            </tr>
            {group.records.map((r) =>
              editing === r.id ? (
                <tr key={r.id} className="rw-editing-row">
                  <td colSpan={5}>{editor(r)}</td>
                </tr>
              ) : (
                <Fragment key={r.id}>
                  <tr data-record-id={r.id}>
                    <td>
                      {r.type}
                      {r.pending && (
                        <span className="rw-badge rw-badge-pending">{t.zone.publishing}</span>
                      )}
                    </td>
                    <td>{r.name}</td>
                    <td>
                      {r.priority !== null && r.priority !== undefined ? `${r.priority} ` : ""}
                      {r.content}
                    </td>
                    <td>{r.ttl}</td>
                    <td>
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
                    </td>
                  </tr>
                  {/* Below its record, across the row: the table keeps its columns' widths. */}
                  {confirming === r.id && (
                    <tr className="rw-confirm-row">
                      <td colSpan={5}>
                        <ConfirmDelete
                          record={r}
                          deleting={deleting}
                          onCancel={() => onAskDelete(null)}
                          onConfirm={() => onDelete(r)}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ),
            )}
          </tbody>
        ))}
      </table>
    </div>
  );
}

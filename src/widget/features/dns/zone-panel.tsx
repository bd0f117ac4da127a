import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { DnsZone } from "../../../contract/dns-zone";
import { CopyButton } from "../../components/copy-button";
import { dnsTexts } from "./texts";
import { useZone, zoneBusy } from "./get-zone";

/** A DS record as a registry's form takes it: `key-tag algorithm digest-type digest`. */
const dsText = (r: DnsZone["dnssec"]["ds_records"][number]) =>
  `${r.key_tag} ${r.algorithm} ${r.digest_type} ${r.digest}`;

function Dnssec({ zone }: { zone: DnsZone }) {
  const t = dnsTexts.zone;
  const { status, ds_records: ds, published } = zone.dnssec;
  return (
    <>
      <h4>{t.dnssecTitle}</h4>
      {status === "off" && <p className="rw-hint">{t.unsigned}</p>}
      {status === "signing" && <p className="rw-badge rw-badge-pending">{t.signing}</p>}
      {status === "signed" && (
        <>
          <p>
            <span className="rw-badge">{t.signed}</span>{" "}
            {published ? t.dsPublished : t.dsNotPublished}
          </p>
          <div className="rw-table-wrap">
            <table className="rw-records">
              <caption className="rw-visually-hidden">{t.dsCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.keyTag}</th>
                  <th scope="col">{t.algorithm}</th>
                  <th scope="col">{t.digestType}</th>
                  <th scope="col">{t.digest}</th>
                  <th scope="col">
                    <span className="rw-visually-hidden">{dnsTexts.columns.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {ds.map((r) => (
                  <tr key={`${r.key_tag}-${r.digest_type}-${r.digest}`}>
                    <td>{r.key_tag}</td>
                    <td>{r.algorithm}</td>
                    <td>{r.digest_type}</td>
                    <td className="rw-ds-digest">{r.digest}</td>
                    <td>
                      <CopyButton value={dsText(r)} what={t.dsRecord(r.key_tag)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}

/**
 * Where the zone is served (`GET …/dns`): the provider and its nameservers, whether the domain
 * is delegated to them, changes still publishing (read again until applied, bounded) and its
 * DNSSEC. Shows nothing when the zone cannot be read: the records stay usable.
 */
export function ZonePanel({ domain }: { domain: string }) {
  const t = dnsTexts.zone;
  const zone = useZone(domain);
  const client = useQueryClient();
  const busy = zoneBusy(zone.data);
  const wasBusy = useRef(busy);
  // Once the engine confirmed the changes, the records' own "Publishing…" marks are read again.
  useEffect(() => {
    if (wasBusy.current && !busy) void client.invalidateQueries({ queryKey: ["records", domain] });
    wasBusy.current = busy;
  }, [busy, client, domain]);
  if (!zone.data) return null;
  const z = zone.data;
  return (
    <section className="rw-zone" aria-labelledby="rw-zone-title">
      <h3 id="rw-zone-title">{t.title}</h3>
      <p>{t.servedBy(t.provider[z.provider])}</p>
      <ul className="rw-zone-nameservers">
        {z.nameservers.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      <p role="note" className={z.delegated ? undefined : "rw-error-box"}>
        {dnsTexts.recordsNeedNameservers} {z.delegated ? t.delegated : dnsTexts.otherNameservers}
      </p>
      {z.status === "pending" && (
        <p role="status">
          <span className="rw-badge rw-badge-pending">{t.publishing}</span> {t.pendingNote}
        </p>
      )}
      {z.provider !== "builtin" && <Dnssec zone={z} />}
    </section>
  );
}

import { useMutation, useQuery } from "@tanstack/react-query";
import { DnsZone, DriftReport } from "../../contract/dns-zone";
import type { Domain } from "../../contract/domain";
import { CopyButton, ErrorState, QueryView } from "../components/ui";
import { ApiError } from "../lib/api";
import { useApi } from "../lib/auth";

/** How often a zone still publishing is read again, and how many times at most. */
const REREAD_MS = 3000;
const REREADS = 20;

const PROVIDERS: Record<DnsZone["provider"], string> = {
  builtin: "the service's own DNS server",
  powerdns: "PowerDNS",
};

const busy = (z: DnsZone | undefined) =>
  z !== undefined && (z.status === "pending" || z.dnssec.status === "signing");

function Dnssec({ zone }: { zone: DnsZone }) {
  const { status, ds_records: ds, published } = zone.dnssec;
  if (status === "off") return <p>DNSSEC: not signed.</p>;
  if (status === "signing") return <p>DNSSEC: signing…</p>;
  return (
    <>
      <p>
        DNSSEC: <strong>Signed</strong>.{" "}
        {published
          ? "The registry publishes these DS records."
          : "The registry does not publish these DS records now (they are sent while the domain uses the provider's nameservers)."}
      </p>
      <table>
        <caption>DS records of {zone.domain}</caption>
        <thead>
          <tr>
            <th scope="col">Key tag</th>
            <th scope="col">Algorithm</th>
            <th scope="col">Digest type</th>
            <th scope="col">Digest</th>
            <th scope="col">
              <span className="visually-hidden">Copy</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {ds.map((r) => {
            const text = `${r.key_tag} ${r.algorithm} ${r.digest_type} ${r.digest}`;
            return (
              <tr key={text}>
                <td>{r.key_tag}</td>
                <td>{r.algorithm}</td>
                <td>{r.digest_type}</td>
                <td className="break">{r.digest}</td>
                <td>
                  <CopyButton value={text} label={`Copy the DS record with key tag ${r.key_tag}`} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

/** The drift check: what it compared and repaired. */
function DriftCheck({ domain }: { domain: string }) {
  const api = useApi();
  const check = useMutation({
    mutationFn: () =>
      api.send(
        "POST",
        `/api/v1/registrar/domains/${encodeURIComponent(domain)}/dns/drift-check`,
        undefined,
        DriftReport,
      ),
  });
  const report = check.data;
  return (
    <div>
      <button type="button" disabled={check.isPending} onClick={() => check.mutate()}>
        {check.isPending ? "Checking…" : "Check for drift"}
      </button>
      <div role="status">
        {report &&
          (report.in_sync ? (
            <p>In sync: the engine serves exactly the service's records.</p>
          ) : (
            <>
              <p>Repaired {report.repaired.length} record set(s) at the engine:</p>
              <ul>
                {report.repaired.map((r) => (
                  <li key={`${r.name} ${r.type}`}>
                    {r.type} {r.name}: {r.change}
                  </li>
                ))}
              </ul>
            </>
          ))}
      </div>
      {check.isError && <ErrorState error={check.error} />}
    </div>
  );
}

/**
 * Where the domain's zone is served (`GET …/dns`): the provider and its nameservers, whether
 * the domain is delegated to them, changes still publishing (read again until applied,
 * bounded), DNSSEC with the DS records, and the drift check of an engine zone.
 */
export function ZoneView({ d }: { d: Domain }) {
  const api = useApi();
  const zone = useQuery({
    queryKey: ["dns-zone", d.domain],
    queryFn: () =>
      api.get(`/api/v1/registrar/domains/${encodeURIComponent(d.domain)}/dns`, DnsZone),
    refetchInterval: (q) =>
      busy(q.state.data) && q.state.dataUpdateCount <= REREADS ? REREAD_MS : false,
  });
  // A service without the zone route (older than the DNS engines) shows nothing here.
  if (zone.error instanceof ApiError && zone.error.status === 404) return null;
  return (
    <section aria-labelledby="zone-title">
      <h2 id="zone-title">Where the zone is served</h2>
      <QueryView query={zone} what="the zone">
        {(z) => (
          <>
            <p>
              Served by {PROVIDERS[z.provider]} on {z.nameservers.join(", ")}.
            </p>
            <p>
              {z.delegated
                ? "The domain uses these nameservers."
                : "The domain does not use these nameservers: its records here only answer while it does."}
            </p>
            {z.status === "pending" ? (
              <p role="status">
                <span className="badge">Publishing…</span> Serial {z.serial}; the engine confirmed{" "}
                {z.applied_serial ?? "none yet"}.
                {z.last_error ? ` Last attempt: ${z.last_error}` : ""}
              </p>
            ) : (
              <p>Published: serial {z.serial}.</p>
            )}
            {z.provider !== "builtin" && (
              <>
                <Dnssec zone={z} />
                <DriftCheck domain={d.domain} />
              </>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DnsRecordList } from "../../contract/dns-record";
import type { Domain } from "../../contract/domain";
import { CopyButton, Empty, QueryView } from "../components/ui";
import { DataTable } from "../components/data-table";
import { useApi } from "../lib/auth";

/** The DNS records (read-only) and the zone file. */
export function Records({ d }: { d: Domain }) {
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
                  <td>
                    {r.type}
                    {r.pending && (
                      <>
                        {" "}
                        <span className="badge">Publishing…</span>
                      </>
                    )}
                  </td>
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

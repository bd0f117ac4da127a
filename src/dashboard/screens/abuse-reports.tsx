import { AbuseReportList, type AbuseReport } from "../../contract/abuse-report";
import { PagedList, DataTable } from "../components/data-table";
import { Badge, Screen } from "../components/ui";
import { formatDateTime } from "../lib/format";
import { usePagedQuery } from "../lib/paged-query";
import { Link } from "../lib/router";

const CATEGORIES: Record<AbuseReport["category"], string> = {
  phishing: "Phishing",
  malware: "Malware",
  botnet: "Botnet",
  pharming: "Pharming",
  spam: "Spam",
  fraud: "Fraud",
  other: "Other",
};

/** A law-enforcement report's deadline, marked overdue once past. */
function ReviewBy({ at }: { at: string }) {
  const overdue = new Date(at).getTime() <= Date.now();
  return (
    <>
      <Badge tone={overdue ? "bad" : "warn"}>{overdue ? "Review overdue" : "Review by"}</Badge>{" "}
      <strong>{formatDateTime(at)}</strong>
    </>
  );
}

/**
 * Abuse reports about the organization's domains, newest first; a law-enforcement report
 * shows its 24-hour review deadline (RAA 3.18.2).
 */
export function AbuseReportsScreen() {
  const reports = usePagedQuery(
    ["abuse-reports"],
    "/api/v1/abuse-reports?limit=50",
    AbuseReportList,
  );
  return (
    <Screen title="Abuse reports">
      <p>
        Reports of abuse of your domains sent to the registrar's abuse contact. Investigate each
        one; a report from law enforcement must be reviewed by the time shown.
      </p>
      <PagedList page={reports} what="reports" empty={<>No abuse reports.</>}>
        {(items) => (
          <DataTable
            caption="Abuse reports, newest first"
            columns={["Received", "Domain", "Category", "Reporter", "Description", "Review"]}
            items={items}
            row={(r) => (
              <tr key={r.id} className={r.law_enforcement ? "law-enforcement" : undefined}>
                <td>{formatDateTime(r.received_at)}</td>
                <td>
                  <Link to={`/domains/${encodeURIComponent(r.domain)}`}>{r.domain}</Link>
                </td>
                <td>{CATEGORIES[r.category]}</td>
                <td>
                  {r.reporter_name ? `${r.reporter_name} <${r.reporter_email}>` : r.reporter_email}
                  {r.law_enforcement && (
                    <>
                      {" "}
                      <Badge tone="info">Law enforcement</Badge>
                    </>
                  )}
                </td>
                <td>{r.description}</td>
                <td>
                  {r.review_by ? (
                    <ReviewBy at={r.review_by} />
                  ) : (
                    <span className="muted">None</span>
                  )}
                </td>
              </tr>
            )}
          />
        )}
      </PagedList>
    </Screen>
  );
}

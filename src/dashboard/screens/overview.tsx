import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Overview } from "../../contract/overview";
import { QueryView, Screen } from "../components/ui";
import { useApi } from "../lib/auth";
import { formatDateTime } from "../lib/format";
import { Link } from "../lib/router";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One count and what it is, linking to the list that shows it; marked when it needs a look. */
function Tile({
  title,
  to,
  count,
  children,
}: {
  title: string;
  to: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <li className={`tile${count > 0 ? " attention" : ""}`}>
      <h2>
        <Link to={to}>{title}</Link>
      </h2>
      <p className="count">{count}</p>
      <p>{children}</p>
    </li>
  );
}

/** The first page after sign-in: what needs attention now, each tile linking to its list. */
export function OverviewScreen() {
  const api = useApi();
  const overview = useQuery({
    queryKey: ["overview"],
    queryFn: () => api.get("/api/v1/overview", Overview),
  });
  return (
    <Screen title="Overview">
      <QueryView query={overview} what="the overview">
        {(o) => (
          <>
            <ul className="tiles" aria-label="What needs attention">
              <Tile
                title="Awaiting payment"
                to="/orders?status=pending"
                count={o.orders.awaiting_payment}
              >
                {plural(o.orders.awaiting_payment, "order waits for its", "orders wait for their")}{" "}
                payment.
              </Tile>
              <Tile title="Failed today" to="/orders?status=failed" count={o.orders.failed_today}>
                {plural(o.orders.failed_today, "order", "orders")} failed since midnight (UTC).
              </Tile>
              <Tile
                title="Refunded today"
                to="/orders?status=refunded"
                count={o.orders.refunded_today}
              >
                {plural(o.orders.refunded_today, "order", "orders")} refunded since midnight (UTC).
              </Tile>
              <Tile
                title="Expiring within 30 days"
                to={`/domains?expires_after=${o.domains.expires_after}&expires_before=${o.domains.expires_before}`}
                count={o.domains.expiring_soon}
              >
                {plural(o.domains.expiring_soon, "domain expires", "domains expire")} before{" "}
                {o.domains.expires_before}.
              </Tile>
              <Tile
                title="Webhook endpoints failing"
                to="/webhooks"
                count={o.webhooks.endpoints_failing + o.webhooks.endpoints_disabled}
              >
                {plural(o.webhooks.endpoints_failing, "endpoint", "endpoints")} with failing
                deliveries in the last 24 hours; {o.webhooks.endpoints_disabled} disabled.
              </Tile>
              <Tile
                title="Abuse reports to review"
                to="/abuse-reports"
                count={o.abuse_reports.law_enforcement_due}
              >
                {plural(
                  o.abuse_reports.law_enforcement_due,
                  "law enforcement report",
                  "law enforcement reports",
                )}{" "}
                past or within 6 hours of its 24-hour review deadline;{" "}
                {plural(o.abuse_reports.received_last_7_days, "report", "reports")} in the last 7
                days.
              </Tile>
            </ul>
            <p className="muted small">As of {formatDateTime(o.at)}.</p>
          </>
        )}
      </QueryView>
    </Screen>
  );
}

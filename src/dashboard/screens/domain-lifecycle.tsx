import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Fragment, useRef } from "react";
import type { Domain } from "../../contract/domain";
import {
  RegistrantMessageList,
  RegistrantVerification,
  RestoreQuote,
  RestoreResponse,
  type RegistrantMessage,
} from "../../contract/lifecycle";
import { Badge, ConfirmButton, ErrorState } from "../components/ui";
import { DataTable } from "../components/data-table";
import { ApiError } from "../lib/api";
import { useApi } from "../lib/auth";
import { formatDate, formatDateTime, formatMoney } from "../lib/format";
import { Link } from "../lib/router";

const domainPath = (d: Domain, rest = "") =>
  `/api/v1/registrar/domains/${encodeURIComponent(d.domain)}${rest}`;

/** A domain's state after expiry, or its hold, or its pending verification, as a badge; else null. */
export function lifecycleBadge(d: Domain) {
  switch (d.lifecycle.phase) {
    case "grace":
      return <Badge tone="bad">Expired (grace)</Badge>;
    case "redemption":
      return <Badge tone="bad">Redemption</Badge>;
    case "pending_delete":
      return <Badge tone="bad">Pending delete</Badge>;
  }
  if (d.on_hold) return <Badge tone="bad">On hold</Badge>;
  if (d.registrant_verification.status === "pending") return <Badge tone="warn">Unverified</Badge>;
  return null;
}

const PHASES: Record<Domain["lifecycle"]["phase"], string> = {
  registered: "Registered",
  grace: "Expired: in the grace period (parked; renewable at the renewal price)",
  redemption: "Deleted at the registry: in redemption (restorable at the restore price)",
  pending_delete: "Pending delete (no longer restorable)",
};

/** The registrant's verification: its state, and "Resend verification" while it is pending. */
function Verification({ d }: { d: Domain }) {
  const api = useApi();
  const qc = useQueryClient();
  const v = d.registrant_verification;
  const resend = useMutation({
    mutationFn: () => api.send("POST", domainPath(d, "/verification"), {}, RegistrantVerification),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["domain", d.domain] });
      void qc.invalidateQueries({ queryKey: ["registrant-messages"] });
    },
  });
  return (
    <>
      <dl className="facts">
        <dt>Registrant verification</dt>
        <dd data-testid="verification">
          {v.status === "pending"
            ? `Pending: the registrant must confirm their email by ${v.deadline_at ? formatDateTime(v.deadline_at) : "the deadline"}`
            : v.status === "verified"
              ? `Verified${v.verified_at ? ` on ${formatDateTime(v.verified_at)}` : ""}`
              : "Not required"}
        </dd>
        <dt>Hold</dt>
        <dd data-testid="hold">
          {d.on_hold
            ? d.hold_reason === "unverified_registrant"
              ? "On hold: the registrant's email is unverified; the domain does not resolve until it is"
              : "On hold: the domain does not resolve"
            : "None"}
        </dd>
      </dl>
      {v.status === "pending" && (
        <p>
          <button type="button" disabled={resend.isPending} onClick={() => resend.mutate()}>
            Resend verification
          </button>
        </p>
      )}
      <div aria-live="polite">
        {resend.isSuccess && (
          <p className="notice ok" role="status">
            Verification message sent again to the registrant.
          </p>
        )}
      </div>
      {resend.isError && <ErrorState error={resend.error} />}
    </>
  );
}

/** In redemption: the quote, Restore (confirmed with its price), and what came of it. */
function Restore({ d }: { d: Domain }) {
  const api = useApi();
  const qc = useQueryClient();
  const key = useRef<string>(crypto.randomUUID());
  const inRedemption = d.lifecycle.phase === "redemption";
  const quote = useQuery({
    queryKey: ["restore-quote", d.domain],
    queryFn: () => api.get(domainPath(d, "/restore"), RestoreQuote),
    enabled: inRedemption,
  });
  const restore = useMutation({
    mutationFn: (q: RestoreQuote) =>
      api.send("POST", domainPath(d, "/restore"), { expected_price: q.price }, RestoreResponse, {
        idempotencyKey: key.current,
      }),
    onSettled: () => {
      key.current = crypto.randomUUID();
      void qc.invalidateQueries({ queryKey: ["domain", d.domain] });
      void qc.invalidateQueries({ queryKey: ["domains"] });
    },
  });
  const conflict = restore.error instanceof ApiError && restore.error.status === 409;
  return (
    <>
      {inRedemption && quote.data && (
        <p data-testid="restore-quote">
          Restorable until {formatDateTime(quote.data.redemption_ends_at)} for{" "}
          {formatMoney(quote.data.price, quote.data.currency)} (the registry's restore fee and one
          more year), billed to your organization.{" "}
          <ConfirmButton
            label="Restore"
            confirmLabel={`Restore for ${formatMoney(quote.data.price, quote.data.currency)}`}
            question={`Restore ${d.domain_unicode} for ${formatMoney(quote.data.price, quote.data.currency)}?`}
            pending={restore.isPending}
            danger={false}
            onConfirm={() => restore.mutate(quote.data)}
          />
        </p>
      )}
      {inRedemption && quote.isError && (
        <ErrorState error={quote.error} retry={() => void quote.refetch()} />
      )}
      <div aria-live="polite">
        {restore.data?.success && (
          <p className="notice ok" role="status">
            Restored: it now expires {formatDate(restore.data.new_expiry_date)}.
          </p>
        )}
      </div>
      {restore.data && !restore.data.success && (
        <p className="notice error" role="alert">
          The registry refused the restore: {restore.data.error_message}
        </p>
      )}
      {conflict && (
        <p className="notice error" role="alert">
          The domain is no longer in redemption; its state is shown as it is now.
        </p>
      )}
      {restore.isError && !conflict && <ErrorState error={restore.error} />}
    </>
  );
}

/** The phase after expiry and its dates. */
function Phase({ d }: { d: Domain }) {
  const l = d.lifecycle;
  const dates: [string, string | null][] = [
    ["Expired", l.expired_at],
    ["Grace ends", l.grace_ends_at],
    ["Redemption ends", l.redemption_ends_at],
    ["Released", l.purge_at],
  ];
  return (
    <dl className="facts">
      <dt>Phase</dt>
      <dd data-testid="phase">{PHASES[l.phase]}</dd>
      {dates
        .filter(([, at]) => at)
        .map(([label, at]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{formatDateTime(at!)}</dd>
          </Fragment>
        ))}
    </dl>
  );
}

/** A message's table: kind, recipient, domain, delivery, status, dates. */
export function MessagesTable({
  items,
  caption,
  withDomain = true,
}: {
  items: RegistrantMessage[];
  caption: string;
  withDomain?: boolean;
}) {
  const columns = [
    "Kind",
    "Recipient",
    ...(withDomain ? ["Domain"] : []),
    "Delivery",
    "Status",
    "Queued",
    "Sent",
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      items={items}
      row={(m) => (
        <tr key={m.id}>
          <td>{KINDS[m.kind]}</td>
          <td>{m.recipient}</td>
          {withDomain && (
            <td>
              {m.domain ? (
                <Link to={`/domains/${encodeURIComponent(m.domain)}`}>{m.domain}</Link>
              ) : (
                <span className="muted">None</span>
              )}
            </td>
          )}
          <td>{m.delivery ? DELIVERIES[m.delivery] : <span className="muted">Not yet</span>}</td>
          <td>
            <Badge tone={m.status === "sent" ? "ok" : m.status === "failed" ? "bad" : "info"}>
              {m.status === "sent" ? "Sent" : m.status === "failed" ? "Failed" : "Queued"}
            </Badge>
          </td>
          <td>{formatDateTime(m.created_at)}</td>
          <td>{m.sent_at ? formatDateTime(m.sent_at) : <span className="muted">Not yet</span>}</td>
        </tr>
      )}
    />
  );
}

const KINDS: Record<RegistrantMessage["kind"], string> = {
  verification: "Verification",
  expiry_reminder: "Expiry reminder",
  expiry_notice: "Expiry notice",
  data_reminder: "Data reminder",
  order_receipt: "Order receipt",
};
const DELIVERIES: Record<NonNullable<RegistrantMessage["delivery"]>, string> = {
  smtp: "Email (sent by us)",
  partner: "Event (sent by you)",
  log: "Log only (no SMTP)",
};

/** The domain's last registrant messages, with a link to all of them. */
function LastMessages({ d }: { d: Domain }) {
  const api = useApi();
  const messages = useQuery({
    queryKey: ["registrant-messages", d.domain, "last"],
    queryFn: () =>
      api.get(
        `/api/v1/registrar/registrant-messages?domain=${encodeURIComponent(d.domain)}&limit=5`,
        RegistrantMessageList,
      ),
  });
  return (
    <>
      <h3>Last messages to the registrant</h3>
      {messages.isError ? (
        <ErrorState error={messages.error} retry={() => void messages.refetch()} />
      ) : messages.data && messages.data.items.length > 0 ? (
        <MessagesTable
          items={messages.data.items}
          caption={`Last messages about ${d.domain_unicode}`}
          withDomain={false}
        />
      ) : (
        <p className="muted">{messages.isPending ? "Loading…" : "No messages yet."}</p>
      )}
      <p>
        <Link to={`/messages?domain=${encodeURIComponent(d.domain)}`}>
          All messages for this domain
        </Link>
      </p>
    </>
  );
}

/**
 * The domain's registrant and lifecycle: verification (and Resend), hold, phase after expiry
 * with its dates, Restore in redemption, and the last messages sent to the registrant.
 */
export function LifecyclePanel({ d }: { d: Domain }) {
  return (
    <section aria-labelledby="lifecycle-title">
      <h2 id="lifecycle-title">Verification and expiry</h2>
      <Verification d={d} />
      <Phase d={d} />
      <Restore d={d} />
      <LastMessages d={d} />
    </section>
  );
}

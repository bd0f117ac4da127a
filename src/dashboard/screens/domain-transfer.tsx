import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import type { Domain } from "../../contract/domain";
import {
  DomainTransferState,
  TransferCode,
  type DomainTransferState as State,
  type TransferCode as Code,
} from "../../contract/transfers";
import { AdminsOnly } from "../components/admins-only";
import { Badge, ConfirmButton, CopyButton, ErrorState, QueryView } from "../components/ui";
import { ApiError } from "../lib/api";
import { useApi, useUser } from "../lib/auth";
import { formatDate, formatDateTime } from "../lib/format";

const POLICY_REASON: Record<NonNullable<State["policy_lock_reason"]>, string> = {
  registration: "it was registered recently",
  transfer_in: "it was transferred here recently",
  registrant_change: "its registrant changed recently",
};

/** The key of a domain's transfer state in the query cache. */
export const transferStateKey = (domain: string) => ["domain-transfer", domain] as const;

/**
 * Transfer away: the owner's lock (toggled by admins), the transfer policy's lock, a transfer
 * code (shown once, never kept) and a transfer request in flight with approve and reject.
 */
export function TransferPanel({ d, onLeft }: { d: Domain; onLeft: () => void }) {
  const api = useApi();
  const user = useUser();
  const path = `/api/v1/registrar/domains/${encodeURIComponent(d.domain)}`;
  const state = useQuery({
    queryKey: transferStateKey(d.domain),
    queryFn: () => api.get(`${path}/transfer`, DomainTransferState),
    // Another registrar's request arrives from outside at any moment: read afresh on each visit.
    staleTime: 0,
  });
  return (
    <section aria-labelledby="transfer-title">
      <h2 id="transfer-title" tabIndex={-1}>
        Transfer
      </h2>
      {state.isError && state.error instanceof ApiError && state.error.status === 403 ? (
        <AdminsOnly what="see and change the domain's transfer lock and transfer code" />
      ) : (
        <QueryView query={state} what="the transfer state">
          {(s) => <TransferState s={s} path={path} admin={user.role === "admin"} onLeft={onLeft} />}
        </QueryView>
      )}
    </section>
  );
}

function TransferState({
  s,
  path,
  admin,
  onLeft,
}: {
  s: State;
  path: string;
  admin: boolean;
  onLeft: () => void;
}) {
  const api = useApi();
  const qc = useQueryClient();
  const [said, setSaid] = useState("");
  const settle = (next: State, message: string) => {
    qc.setQueryData(transferStateKey(s.domain), next);
    void qc.invalidateQueries({ queryKey: ["domain", s.domain] });
    void qc.invalidateQueries({ queryKey: ["domains"] });
    setSaid(message);
  };
  const lock = useMutation({
    mutationFn: (locked: boolean) =>
      api.send("PUT", `${path}/transfer-lock`, { locked }, DomainTransferState),
    onSuccess: (next) =>
      settle(
        next,
        next.locked
          ? "Transfer lock on: the domain cannot be transferred away."
          : "Transfer lock off: the domain can be transferred away with its transfer code.",
      ),
  });
  const away = s.pending_transfer_away;
  return (
    <>
      <dl className="facts">
        <dt>Transfer lock</dt>
        <dd data-testid="transfer-lock">
          {s.locked ? <Badge tone="ok">Locked</Badge> : <Badge tone="warn">Unlocked</Badge>}{" "}
          <span className="muted">
            {s.locked
              ? "No transfer away while it is on."
              : "Another registrar may take the domain with its transfer code."}
          </span>
        </dd>
        {s.policy_lock_until && (
          <>
            <dt>Transfer policy</dt>
            <dd data-testid="policy-lock">
              No transfer away before {formatDate(s.policy_lock_until)}
              {s.policy_lock_reason && <>: {POLICY_REASON[s.policy_lock_reason]}</>}.
            </dd>
          </>
        )}
      </dl>
      {admin && (
        <label className="check">
          <input
            type="checkbox"
            checked={s.locked}
            disabled={lock.isPending}
            onChange={(e) => {
              setSaid("");
              lock.mutate(e.target.checked);
            }}
          />{" "}
          Lock transfers away (recommended unless you are moving the domain)
        </label>
      )}
      {lock.isError && <ErrorState error={lock.error} />}
      {away && <TransferAway s={s} path={path} admin={admin} onRejected={settle} onLeft={onLeft} />}
      <TransferCodePart s={s} path={path} admin={admin} />
      <p role="status" className="small">
        {said}
      </p>
      {!admin && (
        <AdminsOnly what="change the transfer lock, get a transfer code or answer a transfer request" />
      )}
    </>
  );
}

const AWAY_ENDED: Record<Exclude<State["pending_transfer_away"], null>["status"], string> = {
  pending: "",
  approved: "The transfer away was approved: the domain is leaving.",
  completed: "The domain was transferred away.",
  rejected: "The transfer away was rejected: the domain stays here.",
  cancelled: "The other registrar cancelled the transfer: the domain stays here.",
};

/** A transfer away the registry told us of: who asks, until when, approve or reject. */
function TransferAway({
  s,
  path,
  admin,
  onRejected,
  onLeft,
}: {
  s: State;
  path: string;
  admin: boolean;
  onRejected: (next: State, message: string) => void;
  onLeft: () => void;
}) {
  const qc = useQueryClient();
  const api = useApi();
  const away = s.pending_transfer_away!;
  const answer = useMutation({
    mutationFn: (verb: "approve" | "reject") =>
      api.send("POST", `${path}/transfer/${verb}`, undefined, DomainTransferState),
    onSuccess: (next, verb) => {
      if (verb === "approve") {
        // The domain left the account: the page says so instead of the domain (it is gone).
        void qc.invalidateQueries({ queryKey: ["domains"] });
        onLeft();
        return;
      }
      onRejected(next, "Transfer rejected: the domain stays here.");
      // The buttons are gone: the focus goes to the panel's heading, not to the page's start.
      document.getElementById("transfer-title")?.focus();
    },
  });
  if (away.status !== "pending") {
    return <p className="notice">{AWAY_ENDED[away.status]}</p>;
  }
  const who = away.gaining_registrar ? `Registrar ${away.gaining_registrar}` : "Another registrar";
  return (
    <div className="notice" role="region" aria-labelledby="away-title">
      <h3 id="away-title">Transfer away requested</h3>
      <p data-testid="transfer-away">
        {who} asked for this domain on{" "}
        <time dateTime={away.requested_at}>{formatDateTime(away.requested_at)}</time>.{" "}
        {away.auto_approve_at ? (
          <>
            The registry approves it by itself on{" "}
            <time dateTime={away.auto_approve_at}>{formatDateTime(away.auto_approve_at)}</time>{" "}
            unless it is rejected before.
          </>
        ) : (
          <>The registry approves it by itself unless it is rejected.</>
        )}
      </p>
      {admin && (
        <div className="row" role="group" aria-label="Answer the transfer request">
          <ConfirmButton
            label="Approve the transfer"
            question={`Let ${s.domain} leave? Its DNS, renewals and billing here stop.`}
            confirmLabel="Yes, approve"
            pending={answer.isPending}
            onConfirm={() => answer.mutate("approve")}
          />
          <ConfirmButton
            label="Reject the transfer"
            question={`Refuse the transfer? ${s.domain} stays here.`}
            confirmLabel="Yes, reject"
            danger={false}
            pending={answer.isPending}
            onConfirm={() => answer.mutate("reject")}
          />
        </div>
      )}
      {answer.isError && <ErrorState error={answer.error} />}
    </div>
  );
}

/**
 * "Get transfer code": the code is shown once, here, until the panel is left (kept in this
 * component's state only; the mutation is not cached).
 */
function TransferCodePart({ s, path, admin }: { s: State; path: string; admin: boolean }) {
  const api = useApi();
  const qc = useQueryClient();
  const reasonId = useId();
  const [code, setCode] = useState<Code | null>(null);
  const getRef = useRef<HTMLButtonElement>(null);
  const hadCode = useRef(false);
  useEffect(() => {
    // After "I have copied it" the focus goes back to the button that got the code.
    if (!code && hadCode.current) getRef.current?.focus();
    hadCode.current = code !== null;
  }, [code]);
  const issue = useMutation({
    mutationFn: () => api.send("POST", `${path}/transfer-code`, undefined, TransferCode),
    // Not kept in the mutation cache after the panel is left: the code exists only on screen.
    gcTime: 0,
    onSuccess: (c) => {
      setCode(c);
      qc.setQueryData(transferStateKey(s.domain), (old: State | undefined) =>
        old ? { ...old, transfer_code_expires_at: c.expires_at } : old,
      );
      void qc.invalidateQueries({ queryKey: transferStateKey(s.domain) });
    },
  });
  const remove = useMutation({
    mutationFn: () => api.send("DELETE", `${path}/transfer-code`, undefined, null),
    onSuccess: () => {
      setCode(null);
      void qc.invalidateQueries({ queryKey: transferStateKey(s.domain) });
    },
  });
  // The service refuses a code in both cases (409 transfer_locked): the button says why first.
  const blocked = s.locked
    ? "Turn the transfer lock off first: a locked domain cannot be transferred, so it gets no code."
    : s.policy_lock_until
      ? `No transfer code before ${formatDate(s.policy_lock_until)}: the transfer policy forbids a transfer away until then.`
      : null;
  return (
    <div className="field">
      <h3>Transfer code</h3>
      {code ? (
        <ShownCode code={code} onDone={() => setCode(null)} />
      ) : s.transfer_code_expires_at ? (
        <p data-testid="code-state">
          A transfer code is set at the registry until{" "}
          <time dateTime={s.transfer_code_expires_at}>
            {formatDateTime(s.transfer_code_expires_at)}
          </time>
          . It cannot be shown again: get a new one if it was lost (the old one stops working).
        </p>
      ) : (
        <p data-testid="code-state" className="muted">
          The domain has no transfer code. The registrar you move it to asks for one; it is valid
          for 14 days.
        </p>
      )}
      {admin && !code && (
        <div className="row">
          <button
            type="button"
            ref={getRef}
            className="primary"
            disabled={blocked !== null || issue.isPending}
            aria-describedby={blocked ? reasonId : undefined}
            onClick={() => issue.mutate()}
          >
            {s.transfer_code_expires_at ? "Get a new transfer code" : "Get transfer code"}
          </button>
          {s.transfer_code_expires_at && (
            <ConfirmButton
              label="Remove the transfer code"
              question="Remove the code at the registry? A transfer with it is no longer possible."
              confirmLabel="Yes, remove"
              pending={remove.isPending}
              onConfirm={() => remove.mutate()}
            />
          )}
        </div>
      )}
      {admin && blocked && !code && (
        <p className="hint" id={reasonId}>
          {blocked}
        </p>
      )}
      {issue.isError && <ErrorState error={issue.error} />}
      {remove.isError && <ErrorState error={remove.error} />}
    </div>
  );
}

/** The new code, its expiry, a copy button and the warning; focused when it appears. */
function ShownCode({ code, onDone }: { code: Code; onDone: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="notice secret" role="region" aria-label="Transfer code" tabIndex={-1} ref={ref}>
      <p className="warning">
        Copy it now and give it to the registrar you are moving to: it is shown only this once and
        cannot be shown again.
      </p>
      <p>
        <code className="secret-value" data-testid="transfer-code">
          {code.auth_code}
        </code>
      </p>
      <p>
        Valid until <time dateTime={code.expires_at}>{formatDateTime(code.expires_at)}</time>, or
        until a transfer with it completes.
      </p>
      <div className="row">
        <CopyButton value={code.auth_code} label="Copy transfer code" />
        <button type="button" onClick={onDone}>
          I have copied it
        </button>
      </div>
    </div>
  );
}

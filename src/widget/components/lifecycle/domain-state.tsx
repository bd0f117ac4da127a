import { useEffect, useRef, useState } from "react";
import type { HostedDomain } from "../../../contract/hosted-session-info";
import type { RestoreQuote, RestoreResponse } from "../../../contract/lifecycle";
import { ErrorNotice } from "../status";
import { ApiError } from "../../lib/api/api-error";
import { forgetAttempt, idempotencyKeyFor } from "../../lib/api/idempotency";
import { formatDate, formatPrice } from "../../lib/i18n/format";
import { useWidget } from "../../lib/session/widget-context";
import { useResendVerification, useRestoreDomain, useRestoreQuote } from "./lifecycle-api";
import { lifecycleTexts } from "./texts";

/** A short word for a domain's state in the domain picker, or null when all is well. */
export function domainBadge(domain: HostedDomain): string | null {
  const t = lifecycleTexts;
  switch (domain.lifecycle.phase) {
    case "grace":
      return t.badgeGrace;
    case "redemption":
      return t.badgeRedemption;
    case "pending_delete":
      return t.badgePendingDelete;
    default:
      if (domain.on_hold) return t.badgeHold;
      if (domain.registrant_verification.status === "pending") return t.badgeUnverified;
      return null;
  }
}

/**
 * "Send again" for a pending (or overdue) verification, with what came of it: sent, or too soon
 * (429), or another failure.
 */
function ResendVerification({ domain }: { domain: HostedDomain }) {
  const t = lifecycleTexts;
  const resend = useResendVerification(domain.domain);
  const tooSoon = resend.error instanceof ApiError && resend.error.status === 429;
  return (
    <>
      <button
        type="button"
        className="rw-button-secondary"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? t.verifySending : t.verifyResend}
      </button>
      <div aria-live="polite">{resend.isSuccess && <p role="status">{t.verifySent}</p>}</div>
      {tooSoon && <p role="alert">{t.verifyTooSoon}</p>}
      {resend.isError && !tooSoon && <ErrorNotice error={resend.error} />}
    </>
  );
}

/** The verification banner (pending) or the suspension alert (on hold, unverified). */
function Verification({ domain }: { domain: HostedDomain }) {
  const t = lifecycleTexts;
  const v = domain.registrant_verification;
  if (domain.on_hold && domain.hold_reason === "unverified_registrant")
    return (
      <div className="rw-error-box rw-lifecycle" data-rw-state="on-hold">
        <p role="alert">{t.suspended(domain.domain_unicode)}</p>
        <ResendVerification domain={domain} />
      </div>
    );
  if (v.status !== "pending") return null;
  return (
    <div className="rw-notice rw-lifecycle" data-rw-state="verification-pending">
      <p>{t.verifyPending(v.deadline_at ? formatDate(v.deadline_at) : "")}</p>
      <ResendVerification domain={domain} />
    </div>
  );
}

type RestoreProps = {
  domain: HostedDomain;
  quote: RestoreQuote | undefined;
  busy: boolean;
  onRestore(quote: RestoreQuote): void;
};

/** In redemption: until when and for how much, and Restore (with a confirmation) for `renew`. */
function Redemption({ domain, quote, busy, onRestore }: RestoreProps) {
  const t = lifecycleTexts;
  const { allows } = useWidget();
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const restoreButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);
  const ends = quote?.redemption_ends_at ?? domain.lifecycle.redemption_ends_at;
  const price = quote ? formatPrice(quote.price, quote.currency) : null;
  return (
    <div className="rw-notice rw-lifecycle" data-rw-state="redemption">
      <p>{t.redemption(ends ? formatDate(ends) : "", price)}</p>
      {allows("renew") && quote && price && !confirming && (
        <button ref={restoreButton} type="button" onClick={() => setConfirming(true)}>
          {t.restore}
        </button>
      )}
      {confirming && quote && price && (
        <div
          role="alertdialog"
          aria-labelledby="rw-restore-confirm"
          aria-describedby="rw-restore-detail"
          className="rw-confirm"
        >
          <p id="rw-restore-confirm" ref={question} tabIndex={-1} className="rw-confirm-question">
            {t.restoreConfirm(domain.domain_unicode, price)}
          </p>
          <p id="rw-restore-detail">{t.restoreDetail}</p>
          <div className="rw-row">
            <button
              type="button"
              className="rw-button"
              disabled={busy}
              onClick={() => onRestore(quote)}
            >
              {busy ? t.restoring : t.confirmYes}
            </button>
            <button
              type="button"
              className="rw-button-secondary"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => restoreButton.current?.focus());
              }}
            >
              {t.back}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** What came of a restore: the new expiry, the registry's refusal, or the changed state (409). */
function RestoreOutcome({
  domain,
  result,
  error,
}: {
  domain: HostedDomain;
  result: RestoreResponse | undefined;
  error: unknown;
}) {
  const t = lifecycleTexts;
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => line.current?.focus(), [result, error]);
  const conflict = error instanceof ApiError && error.status === 409;
  return (
    <>
      <div aria-live="polite">
        {result?.success && (
          <p role="status" ref={line} tabIndex={-1}>
            {t.restored(domain.domain_unicode, formatDate(result.new_expiry_date))}
          </p>
        )}
      </div>
      {result && !result.success && (
        <p role="alert" ref={line} tabIndex={-1} className="rw-error-box">
          {t.restoreFailed(domain.domain_unicode, result.error_message)}
        </p>
      )}
      {conflict && (
        <p role="alert" ref={line} tabIndex={-1} className="rw-error-box">
          {t.stateChanged}
        </p>
      )}
      {error !== null && !conflict && <ErrorNotice error={error} />}
    </>
  );
}

/**
 * A domain's state as the end user must know it, above every domain screen's part: the
 * registrant's verification (pending: a banner with "Send again"; overdue: the suspension), and
 * its life after expiry (grace: renew by; redemption: restore until, and Restore; pending
 * delete: too late). A restore tells the host page (`domain.restored`).
 */
export function DomainState({ domain }: { domain: HostedDomain }) {
  const t = lifecycleTexts;
  const { win, session, events } = useWidget();
  const { phase, expired_at, grace_ends_at } = domain.lifecycle;
  const quote = useRestoreQuote(domain.domain, phase === "redemption");
  const restore = useRestoreDomain(domain.domain);
  const scope = `restore:${session.session_id}`;
  const onRestore = (q: RestoreQuote) => {
    const key = idempotencyKeyFor(win, scope, JSON.stringify([domain.domain, q.price]));
    restore.mutate(
      { expectedPrice: q.price, key },
      {
        onSuccess: (r) => {
          forgetAttempt(win, scope);
          if (r.success)
            events.emit("domain.restored", {
              domain: r.domain,
              expires_at: r.new_expiry_date,
            });
        },
      },
    );
  };
  return (
    <>
      <Verification domain={domain} />
      {phase === "grace" && (
        <p className="rw-notice rw-lifecycle" data-rw-state="grace">
          {t.grace(
            expired_at ? formatDate(expired_at) : "",
            grace_ends_at ? formatDate(grace_ends_at) : "",
          )}
        </p>
      )}
      {phase === "redemption" && (
        <Redemption
          domain={domain}
          quote={quote.data}
          busy={restore.isPending}
          onRestore={onRestore}
        />
      )}
      {phase === "pending_delete" && (
        <p className="rw-notice rw-lifecycle" data-rw-state="pending-delete">
          {t.pendingDelete(domain.domain_unicode)}
        </p>
      )}
      {phase === "redemption" && quote.isError && !restore.data && (
        <ErrorNotice error={quote.error} onRetry={() => void quote.refetch()} />
      )}
      <RestoreOutcome domain={domain} result={restore.data} error={restore.error} />
    </>
  );
}

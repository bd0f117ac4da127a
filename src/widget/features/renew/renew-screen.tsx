import { useRef, useState } from "react";
import type { HostedDomain } from "../../../contract/hosted-session-info";
import { addYears, MAX_TERM_YEARS, renewableYears } from "../../../contract/term";
import { DomainScreen } from "../../components/domain-screen";
import { Field } from "../../components/field";
import { ErrorNotice } from "../../components/status";
import { ApiError } from "../../lib/api/api-error";
import { fieldErrorText } from "../../lib/forms/field-errors";
import { formatDate, formatPrice, multiplyPrice } from "../../lib/i18n/format";
import { forgetAttempt, idempotencyKeyFor } from "../../lib/api/idempotency";
import { renewTexts } from "./texts";
import { useWidget, type Place } from "../../lib/session/widget-context";
import { RenewConfirm } from "./renew-confirm";
import { useCreateRenewalOrder, useRenewalOrder, useRenewDomain } from "./renew-domain";
import {
  forgetRenewal,
  recalledRenewal,
  rememberRenewal,
  type RememberedRenewal,
} from "../../lib/session/order-storage";
import { checkoutAddress } from "../../lib/checkout/checkout-address";
import {
  isFramed,
  openCheckoutWindow,
  popupCheckoutAddress,
  showCheckout,
} from "../../lib/checkout/checkout-window";

/** A refused renewal (422) in the widget's words, saying which periods it takes. */
const invalidYearsText = (error: unknown) =>
  error instanceof ApiError && error.status === 422 && error.items[0]
    ? fieldErrorText("renew", error.items[0])
    : undefined;

/**
 * One domain's renewal: the years (only those within the registry's term cap), the total and
 * the new expiry for them, then a confirmation before anything is charged.
 */
function RenewForm({ domain }: { domain: HostedDomain }) {
  const t = renewTexts;
  const { win, session, events, mode, redirect } = useWidget();
  const renew = useRenewDomain();
  // The end user pays by card (`renewal_payment: "card"`): a renewal order and its checkout.
  const byCard = session.renewal_payment === "card";
  const createOrder = useCreateRenewalOrder();
  const [cardRenewal, setCardRenewal] = useState<RememberedRenewal | null>(() => {
    const recalled = recalledRenewal(win, session.session_id);
    return byCard && recalled?.domain === domain.domain ? recalled : null;
  });
  const [popup, setPopup] = useState<{ state: "open" | "blocked"; address: string } | null>(null);
  const cardOrder = useRenewalOrder(domain.domain, cardRenewal?.orderId ?? null);
  const paid = cardOrder.data;
  const cardDone =
    paid && ["completed", "failed", "refunded", "cancelled"].includes(paid.status)
      ? paid.status
      : null;
  if (cardDone && recalledRenewal(win, session.session_id)) forgetRenewal(win, session.session_id);
  const [years, setYears] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  const expiresAt = new Date(domain.expires_at);
  const room = renewableYears(expiresAt, new Date());
  const chosen = Math.min(years, Math.max(room, 1));
  const newExpiry = formatDate(addYears(expiresAt, chosen).toISOString());
  const total =
    domain.renewal_price && domain.currency
      ? formatPrice(multiplyPrice(domain.renewal_price, chosen), domain.currency)
      : null;
  const result = renew.data;
  // The partner the session names (its theme's brand, else its organization), as the header does.
  const brand = session.theme.brand_name ?? session.organization.name;

  /**
   * Confirm with a card: the order, then its checkout as the purchase opens it (a popup, opened
   * empty by this click, from a framed widget; the same window with `return_url` otherwise).
   */
  const payByCard = () => {
    const opened = isFramed(win, mode) ? openCheckoutWindow(win) : undefined;
    const scope = `renew-card:${session.session_id}`;
    const key = idempotencyKeyFor(win, scope, JSON.stringify([domain.domain, chosen]));
    const expected = addYears(expiresAt, chosen).toISOString();
    createOrder.mutate(
      { domain: domain.domain, years: chosen, key },
      {
        onSuccess: (order) => {
          forgetAttempt(win, scope);
          const renewal = { domain: domain.domain, orderId: order.order_id, newExpiry: expected };
          setConfirming(false);
          if (!order.checkout_url) return;
          if (opened === undefined) {
            rememberRenewal(win, session.session_id, renewal);
            redirect(checkoutAddress(order.checkout_url, win));
            return;
          }
          setCardRenewal(renewal);
          const address = popupCheckoutAddress(order.checkout_url);
          if (opened && !opened.closed) showCheckout(opened, address);
          setPopup({ state: opened ? "open" : "blocked", address });
        },
        onError: () => {
          opened?.close();
          setConfirming(false);
        },
      },
    );
  };

  const charge = () => {
    const scope = `renew:${session.session_id}`;
    const key = idempotencyKeyFor(win, scope, JSON.stringify([domain.domain, chosen]));
    renew.mutate(
      { domain: domain.domain, years: chosen, key },
      {
        onSuccess: (r) => {
          forgetAttempt(win, scope);
          if (r.success)
            events.emit("domain.renewed", {
              domain: r.domain,
              years: r.years_renewed,
              event_id: r.event_id,
            });
        },
        onSettled: () => setConfirming(false),
      },
    );
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        renew.reset();
        setConfirming(true);
      }}
    >
      <p>{t.expires(formatDate(domain.expires_at))}</p>
      {room === 0 ? (
        <p className="rw-notice">
          {t.capReached(
            domain.domain_unicode,
            MAX_TERM_YEARS,
            formatDate(addYears(expiresAt, 1 - MAX_TERM_YEARS).toISOString()),
          )}
        </p>
      ) : (
        <>
          <Field
            label={t.years}
            hint={room < MAX_TERM_YEARS ? t.capHint(room, MAX_TERM_YEARS) : undefined}
          >
            <select
              value={chosen}
              disabled={confirming}
              onChange={(e) => {
                setYears(Number(e.target.value));
                renew.reset();
              }}
            >
              {Array.from({ length: room }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {renewTexts.yearsOption(n)}
                </option>
              ))}
            </select>
          </Field>
          <dl className="rw-details">
            {total && (
              <>
                <dt>{t.price}</dt>
                <dd>{total}</dd>
              </>
            )}
            <dt>{t.newExpiry}</dt>
            <dd>{newExpiry}</dd>
          </dl>
          {/* Who pays, before anything is confirmed: the spec's renewal bills the partner. */}
          <p id="rw-renew-billing">
            {byCard ? t.billingCard(chosen, total) : t.billing(chosen, total, brand)}
          </p>
          {cardRenewal && !cardDone ? (
            <div aria-live="polite">
              <p role="status">
                {popup?.state === "open"
                  ? t.popupWaiting()
                  : popup?.state === "blocked"
                    ? t.popupBlocked()
                    : t.renewing}
              </p>
              {popup && (
                <p>
                  <a href={popup.address} target="_blank" rel="noopener">
                    {t.popupLink()}
                  </a>
                </p>
              )}
            </div>
          ) : confirming ? (
            <RenewConfirm
              domain={domain.domain_unicode}
              years={chosen}
              total={total}
              newExpiry={newExpiry}
              busy={renew.isPending || createOrder.isPending}
              onConfirm={byCard ? payByCard : charge}
              onBack={() => {
                setConfirming(false);
                // The button is back once this render lands.
                win.requestAnimationFrame(() => submitButton.current?.focus());
              }}
            />
          ) : (
            <button ref={submitButton} type="submit">
              {t.submit}
            </button>
          )}
        </>
      )}
      <div aria-live="polite">
        {result?.success && (
          <p role="status">
            {t.success(
              result.domain,
              result.new_expiry_date ? formatDate(result.new_expiry_date) : "",
            )}
          </p>
        )}
      </div>
      <div aria-live="polite">
        {cardRenewal && cardDone === "completed" && (
          <p role="status">{t.success(domain.domain_unicode, formatDate(cardRenewal.newExpiry))}</p>
        )}
      </div>
      {cardRenewal && cardDone && cardDone !== "completed" && (
        <p role="alert" className="rw-error-box">
          {t.cardFailed(domain.domain_unicode)}
        </p>
      )}
      {createOrder.isError && <ErrorNotice error={createOrder.error} />}
      {result && !result.success && (
        <p role="alert" className="rw-error-box">
          {t.failed(result.domain)}
        </p>
      )}
      {renew.isError && <ErrorNotice error={renew.error} message={invalidYearsText(renew.error)} />}
    </form>
  );
}

/** Renew screen (`renew`): pick a domain, see the total and the new expiry, confirm, renew. */
export default function RenewScreen({ place }: { place: Place }) {
  return (
    <DomainScreen titleId="rw-renew-title" texts={renewTexts} place={place}>
      {(domain) =>
        // Deleted at the registry: restored (the domain's state above), no longer renewed.
        domain.lifecycle.phase === "redemption" ||
        domain.lifecycle.phase === "pending_delete" ? null : (
          <RenewForm domain={domain} />
        )
      }
    </DomainScreen>
  );
}

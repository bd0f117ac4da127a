import { useState } from "react";
import { DomainPicker } from "../../components/domain-picker";
import { Field } from "../../components/field";
import { ScreenHeading } from "../../components/screen-heading";
import { ErrorNotice, Loading } from "../../components/status";
import { ApiError } from "../../lib/api-error";
import { fieldErrorText } from "../../lib/field-errors";
import { formatDate, formatPrice, multiplyPrice } from "../../lib/format";
import { useDomains } from "../../lib/get-domains";
import { forgetAttempt, idempotencyKeyFor } from "../../lib/idempotency";
import { messages } from "../../lib/messages";
import { useWidget, type Place } from "../../lib/widget-context";
import { useRenewDomain } from "./renew-domain";

const YEARS = Array.from({ length: 10 }, (_, i) => i + 1);

/** A refused renewal (422) in the widget's words, saying which periods it takes. */
const invalidYearsText = (error: unknown) =>
  error instanceof ApiError && error.status === 422 && error.items[0]
    ? fieldErrorText("renew", error.items[0])
    : undefined;

/** Renew screen (`renew`): pick a domain, see its expiry and price, renew. */
export default function RenewScreen({ place }: { place: Place }) {
  const t = messages.renew;
  const { navigated, win, session, events } = useWidget();
  const domains = useDomains();
  const [chosen, setChosen] = useState(place.domain ?? "");
  const [years, setYears] = useState(1);
  const renew = useRenewDomain();

  let body;
  if (domains.isPending) body = <Loading />;
  else if (domains.isError)
    body = <ErrorNotice error={domains.error} onRetry={() => void domains.refetch()} />;
  else if (domains.data.items.length === 0) body = <p>{t.noDomains}</p>;
  else {
    const list = domains.data.items;
    const domain = list.find((d) => d.domain === chosen) ?? list[0]!;
    const scope = `renew:${session.session_id}`;
    const result = renew.data;
    body = (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const key = idempotencyKeyFor(win, scope, JSON.stringify([domain.domain, years]));
          renew.mutate(
            { domain: domain.domain, years, key },
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
            },
          );
        }}
      >
        <DomainPicker
          label={t.chooseDomain}
          domains={list}
          value={domain.domain}
          onChange={(d) => {
            setChosen(d);
            renew.reset();
          }}
        />
        <p>{t.expires(formatDate(domain.expires_at))}</p>
        <Field label={t.years}>
          <select value={years} onChange={(e) => setYears(Number(e.target.value))}>
            {YEARS.map((n) => (
              <option key={n} value={n}>
                {messages.purchase.yearsOption(n)}
              </option>
            ))}
          </select>
        </Field>
        {domain.renewal_price && domain.currency && (
          <p>
            {t.price}:{" "}
            <strong>
              {formatPrice(multiplyPrice(domain.renewal_price, years), domain.currency)}
            </strong>
          </p>
        )}
        <button type="submit" disabled={renew.isPending}>
          {renew.isPending ? t.renewing : t.submit}
        </button>
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
        {result && !result.success && (
          <p role="alert" className="rw-error-box">
            {t.failed(result.domain)}
          </p>
        )}
        {renew.isError && (
          <ErrorNotice error={renew.error} message={invalidYearsText(renew.error)} />
        )}
      </form>
    );
  }
  return (
    <section aria-labelledby="rw-renew-title">
      <div id="rw-renew-title">
        <ScreenHeading focus={navigated}>{t.title}</ScreenHeading>
      </div>
      {body}
    </section>
  );
}

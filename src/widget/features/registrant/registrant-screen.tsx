import { useEffect, useId, useRef, useState } from "react";
import { useForm, type Path } from "react-hook-form";
import type { HostedDomain } from "../../../contract/hosted-session-info";
import type { RegistrantContact } from "../../../contract/registrant-contact";
import { orderErrorText } from "../../components/contact/contact-errors";
import { ContactStep } from "../../components/contact/contact-step";
import { DomainScreen } from "../../components/domain-screen";
import { ErrorNotice, Loading } from "../../components/status";
import { ApiError } from "../../lib/api/api-error";
import { fieldPathOf } from "../../lib/forms/contract-resolver";
import { formatDate } from "../../lib/i18n/format";
import { messages } from "../../lib/i18n/messages";
import type { Place } from "../../lib/session/widget-context";
import { useChangeRegistrant, useRegistrant } from "./registrant-api";
import {
  formValuesOf,
  registrantResolver,
  toChangeRequest,
  type RegistrantFormValues,
} from "./registrant-form";
import { registrantTexts } from "./texts";

/** The current registrant, as the registry holds it. */
function ContactCard({ contact }: { contact: RegistrantContact }) {
  const lines = [
    [contact.first_name, contact.last_name].join(" "),
    contact.organization,
    contact.email,
    contact.phone,
    contact.address1,
    contact.address2,
    [contact.postal_code, contact.city].join(" "),
    [contact.state, contact.country].join(", "),
  ].filter((l): l is string => Boolean(l?.trim()));
  return (
    <address className="rw-registrant-card">
      {lines.map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

type Outcome = { changed: boolean; lockedUntil: string | null };

/** The edit form: the purchase's contact fields, the lock it starts and the opt-out. */
function EditForm({
  domain,
  contact,
  since,
  lockDays,
  onDone,
  onCancel,
}: {
  domain: string;
  contact: RegistrantContact;
  /** The days of transfer lock a change starts (the registrar's policy period). */
  lockDays: number;
  /** Since when the current registrant is: unchanged in the answer when nothing changed. */
  since: string;
  onDone: (outcome: Outcome) => void;
  onCancel: () => void;
}) {
  const t = registrantTexts;
  const change = useChangeRegistrant(domain);
  const form = useForm<RegistrantFormValues>({
    defaultValues: formValuesOf(contact),
    resolver: registrantResolver,
    mode: "onTouched",
  });
  const [formError, setFormError] = useState<string | null>(null);
  const lockId = useId();
  const optOutHintId = useId();

  /** Puts a 422's messages on their fields and takes the user to the first one. */
  const showServerErrors = (error: ApiError) => {
    let first: string | null = null;
    let unplaced = false;
    const country = form.getValues("contact.country");
    for (const item of error.items) {
      const field = fieldPathOf(item);
      if (!field?.startsWith("contact.")) {
        unplaced = true;
        continue;
      }
      form.setError(field as Path<RegistrantFormValues>, {
        type: "server",
        message: orderErrorText(item, country),
      });
      first ??= field;
    }
    setFormError(unplaced || !first ? messages.errorInvalid : t.fixErrors);
    if (first) form.setFocus(first as Path<RegistrantFormValues>);
  };

  const submit = form.handleSubmit(
    (values) => {
      setFormError(null);
      change.mutate(toChangeRequest(values), {
        onSuccess: (answer) =>
          onDone({
            // The same contact again is no change: the current registrant is still the one read.
            changed: answer.current.valid_from !== since,
            lockedUntil: answer.policy_lock_until,
          }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) showServerErrors(error);
        },
      });
    },
    () => setFormError(t.fixErrors),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-describedby={lockId}>
      <ContactStep form={form} />
      <p id={lockId} className="rw-notice">
        {lockDays > 0 ? t.lockNotice(lockDays) : t.noLockNotice}
      </p>
      {lockDays > 0 && (
        <>
          <label className="rw-check">
            <input
              type="checkbox"
              aria-describedby={optOutHintId}
              {...form.register("transfer_lock_opt_out")}
            />{" "}
            {t.optOut}
          </label>
          <p id={optOutHintId} className="rw-hint">
            {t.optOutHint}
          </p>
        </>
      )}
      <div aria-live="polite">{change.isPending && <p role="status">{t.saving}</p>}</div>
      {formError && (
        <p role="alert" className="rw-error-box">
          {formError}
        </p>
      )}
      {change.isError && !(change.error instanceof ApiError && change.error.status === 422) && (
        <ErrorNotice error={change.error} />
      )}
      <div className="rw-actions">
        <button type="submit" disabled={change.isPending}>
          {t.submit}
        </button>
        <button type="button" className="rw-button-secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

/** One domain's registrant: the current contact, then its edit form on request. */
function RegistrantPanel({ domain }: { domain: HostedDomain }) {
  const t = registrantTexts;
  const registrant = useRegistrant(domain.domain);
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const result = useRef<HTMLDivElement>(null);
  // Back from the form: the focus goes to the result when there is one, else to "Edit".
  const [focusTick, setFocusTick] = useState(0);
  useEffect(() => {
    if (focusTick === 0) return;
    (result.current?.hasChildNodes() ? result.current : editButton.current)?.focus();
  }, [focusTick]);

  if (registrant.isPending) return <Loading />;
  if (registrant.isError)
    return <ErrorNotice error={registrant.error} onRetry={() => void registrant.refetch()} />;
  const { current } = registrant.data;
  return (
    <div className="rw-registrant">
      <h3>{t.current}</h3>
      {editing ? (
        <EditForm
          domain={domain.domain}
          contact={current.contact}
          since={current.valid_from}
          lockDays={registrant.data.change_lock_days}
          onDone={(o) => {
            setOutcome(o);
            setEditing(false);
            setFocusTick((n) => n + 1);
          }}
          onCancel={() => {
            setEditing(false);
            setFocusTick((n) => n + 1);
          }}
        />
      ) : (
        <>
          <ContactCard contact={current.contact} />
          <p className="rw-muted">{t.since(formatDate(current.valid_from))}</p>
          <button
            ref={editButton}
            type="button"
            onClick={() => {
              setOutcome(null);
              setEditing(true);
            }}
          >
            {t.edit}
          </button>
        </>
      )}
      <div ref={result} tabIndex={-1} aria-live="polite">
        {outcome && (
          <p role="status">
            {outcome.changed ? t.success(domain.domain_unicode) : t.unchanged}
            {outcome.changed && outcome.lockedUntil && (
              <> {t.lockedUntil(formatDate(outcome.lockedUntil))}</>
            )}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * Registrant screen (sessions with `dns_manage` or `renew`, opened from the domain screens):
 * the domain's registrant and a form to change it, with the transfer lock the change starts.
 */
export default function RegistrantScreen({ place }: { place: Place }) {
  return (
    <DomainScreen titleId="rw-registrant-title" texts={registrantTexts} place={place}>
      {(domain) => <RegistrantPanel domain={domain} />}
    </DomainScreen>
  );
}

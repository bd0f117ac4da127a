import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { Domain } from "../../contract/domain";
import type { RegistrantContact } from "../../contract/registrant-contact";
import {
  DomainRegistrant,
  RegistrantChangeRequest,
  type DomainRegistrant as Registrant,
} from "../../contract/transfers";
import { formResolver } from "../lib/field-errors";
import { countryOptions } from "../lib/countries";
import { AdminsOnly } from "../components/admins-only";
import { Field, FormError, QueryView, applyServerErrors } from "../components/ui";
import { ApiError } from "../lib/api";
import { useApi, useUser } from "../lib/auth";
import { formatDate, formatDateTime } from "../lib/format";
import { transferStateKey } from "./domain-transfer";

type Contact = Omit<RegistrantContact, "organization" | "address2"> & {
  organization: string;
  address2: string;
};
type Values = { contact: Contact; transfer_lock_opt_out: boolean };

/** The form's values as the request body: empty optional lines are sent as null. */
const toBody = (v: Values) => ({
  contact: {
    ...v.contact,
    organization: v.contact.organization.trim() || null,
    address2: v.contact.address2.trim() || null,
  },
  transfer_lock_opt_out: v.transfer_lock_opt_out,
});

const EMPTY: Contact = {
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  address1: "",
  address2: "",
  city: "",
  state: "",
  postal_code: "",
  country: "",
  organization: "",
};

const formValues = (c: RegistrantContact | null): Values => ({
  contact: c ? { ...c, organization: c.organization ?? "", address2: c.address2 ?? "" } : EMPTY,
  transfer_lock_opt_out: false,
});

/** A 422 item about the whole contact has no field of its own: the form's message says it. */
const wholeContactIsNoField = (bodyPath: string) => (bodyPath === "contact" ? "" : bodyPath);

function ContactLines({ c }: { c: RegistrantContact }) {
  return (
    <address>
      {c.first_name} {c.last_name}
      {c.organization && <>, {c.organization}</>}
      <br />
      {c.email}, {c.phone}
      <br />
      {c.address1}
      {c.address2 && <>, {c.address2}</>}, {c.postal_code} {c.city}, {c.state}, {c.country}
    </address>
  );
}

/** The registrant: who holds the domain now, earlier holders, and (admins) a change. */
export function RegistrantPanel({ d }: { d: Domain }) {
  const api = useApi();
  const path = `/api/v1/registrar/domains/${encodeURIComponent(d.domain)}/registrant`;
  const registrant = useQuery({
    queryKey: ["domain-registrant", d.domain],
    queryFn: () => api.get(path, DomainRegistrant),
  });
  // The domain is here (its page loaded): a 404 says no registrant is on record for it yet.
  const none =
    registrant.isError && registrant.error instanceof ApiError && registrant.error.status === 404;
  return (
    <section aria-labelledby="registrant-title">
      <h2 id="registrant-title">Registrant</h2>
      {/* One view for "none yet" and a registrant, so a first one set keeps its message. */}
      {none || registrant.data ? (
        <RegistrantView domain={d.domain} r={registrant.data ?? null} path={path} />
      ) : (
        <QueryView query={registrant} what="the registrant">
          {() => null}
        </QueryView>
      )}
    </section>
  );
}

function RegistrantView({
  domain,
  r,
  path,
}: {
  domain: string;
  r: Registrant | null;
  path: string;
}) {
  const user = useUser();
  const [editing, setEditing] = useState(false);
  const [said, setSaid] = useState("");
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    // Back to "Edit" after the form closes (saved or cancelled).
    if (!editing && wasEditing.current) editRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return (
    <>
      {editing ? (
        <RegistrantForm
          domain={domain}
          current={r?.current.contact ?? null}
          lockDays={r?.change_lock_days ?? null}
          path={path}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setSaid(
              r
                ? "Registrant changed. The earlier one is kept in the history."
                : "Registrant recorded.",
            );
          }}
        />
      ) : (
        <>
          {r ? (
            <>
              <ContactLines c={r.current.contact} />
              <p className="muted small">
                Since {formatDate(r.current.valid_from)}
                {r.current.changed_by && <>, changed by {r.current.changed_by}</>}.
              </p>
              {r.policy_lock_until && (
                <p data-testid="registrant-lock">
                  Transfers away are locked until {formatDate(r.policy_lock_until)} (the transfer
                  policy&apos;s lock: see Transfer above).
                </p>
              )}
            </>
          ) : (
            <p data-testid="no-registrant">No registrant is on record for this domain yet.</p>
          )}
          {user.role === "admin" ? (
            <button
              type="button"
              ref={editRef}
              onClick={() => {
                setSaid("");
                setEditing(true);
              }}
            >
              {r ? "Edit the registrant" : "Set the registrant"}
            </button>
          ) : (
            <AdminsOnly what="change the registrant" />
          )}
        </>
      )}
      <p role="status" className="small">
        {said}
      </p>
      {r && <History r={r} />}
    </>
  );
}

function History({ r }: { r: Registrant }) {
  if (r.history.length === 0) {
    return <p className="muted small">No earlier registrant.</p>;
  }
  return (
    <details>
      <summary>Earlier registrants ({r.history.length})</summary>
      <ol className="plain" aria-label="Earlier registrants, newest first">
        {r.history.map((h) => (
          <li key={h.valid_from}>
            <ContactLines c={h.contact} />
            <p className="muted small">
              From <time dateTime={h.valid_from}>{formatDateTime(h.valid_from)}</time>
              {h.valid_to && (
                <>
                  {" "}
                  to <time dateTime={h.valid_to}>{formatDateTime(h.valid_to)}</time>
                </>
              )}
              {h.changed_by && <>, by {h.changed_by}</>}
            </p>
          </li>
        ))}
      </ol>
    </details>
  );
}

const TEXT_FIELDS: { name: keyof Contact; label: string; autoComplete: string; hint?: string }[] = [
  { name: "first_name", label: "First name", autoComplete: "given-name" },
  { name: "last_name", label: "Last name", autoComplete: "family-name" },
  { name: "organization", label: "Organization (optional)", autoComplete: "organization" },
  { name: "email", label: "Email", autoComplete: "email" },
  {
    name: "phone",
    label: "Phone",
    autoComplete: "tel",
    hint: "International format with the country code, e.g. +14155550100.",
  },
  { name: "address1", label: "Address", autoComplete: "address-line1" },
  { name: "address2", label: "Address line 2 (optional)", autoComplete: "address-line2" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state", label: "State or region", autoComplete: "address-level1" },
  { name: "postal_code", label: "Postal code", autoComplete: "postal-code" },
];

function RegistrantForm({
  domain,
  current,
  lockDays,
  path,
  onCancel,
  onSaved,
}: {
  domain: string;
  current: RegistrantContact | null;
  /** The registrar's policy period a change starts (null: not known, no registrant yet). */
  lockDays: number | null;
  path: string;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const api = useApi();
  const qc = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: formValues(current),
    resolver: formResolver<Values>(RegistrantChangeRequest, { toBody }),
  });
  const save = useMutation({
    mutationFn: (v: Values) => api.send("PUT", path, toBody(v), DomainRegistrant),
    onSuccess: (next) => {
      qc.setQueryData(["domain-registrant", domain], next);
      void qc.invalidateQueries({ queryKey: transferStateKey(domain) });
      onSaved();
    },
    // A contact the registry refuses as a whole (`["body","contact"]`) is said above the buttons.
    onError: (err) => setFormError(applyServerErrors(form, err, wholeContactIsNoField)),
  });
  const errors = form.formState.errors.contact;
  const countries = useMemo(() => countryOptions(), []);
  useEffect(() => form.setFocus("contact.first_name"), [form]);
  return (
    <form
      aria-label="Change the registrant"
      noValidate
      onSubmit={form.handleSubmit((v) => {
        setFormError(null);
        save.mutate(v);
      })}
    >
      <p className="muted small">
        The registry records a new registrant; the current one stays in the domain&apos;s history.
      </p>
      <div className="grid">
        {TEXT_FIELDS.map((f) => (
          <Field key={f.name} label={f.label} error={errors?.[f.name]} hint={f.hint}>
            {(p) => (
              <input {...p} autoComplete={f.autoComplete} {...form.register(`contact.${f.name}`)} />
            )}
          </Field>
        ))}
        <Field label="Country" error={errors?.country}>
          {(p) => (
            <select {...p} autoComplete="country" {...form.register("contact.country")}>
              <option value="">Choose a country</option>
              {countries.map((o) => (
                <option key={o.code} value={o.code}>
                  {o.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {lockDays === 0 ? (
        <p className="hint">A change of registrant does not lock transfers at this registrar.</p>
      ) : (
        <>
          <label className="check">
            <input
              type="checkbox"
              aria-describedby="opt-out-hint"
              {...form.register("transfer_lock_opt_out")}
            />{" "}
            The new registrant opts out of the transfer lock
          </label>
          <p className="hint" id="opt-out-hint">
            A change of registrant normally forbids transfers away for{" "}
            {lockDays === null ? "a period" : `${lockDays} days`} (ICANN&apos;s Transfer Policy), so
            a stolen domain cannot be moved at once. The registrant may ask not to have that lock;
            tick this only when they did.
          </p>
        </>
      )}
      <div className="row">
        <button type="submit" className="primary" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save the registrant"}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
      <FormError message={formError} />
    </form>
  );
}

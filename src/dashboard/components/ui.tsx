import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { FieldError, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { fieldPathOf } from "../../widget/lib/forms/contract-resolver";
import { ApiError, errorMessage } from "../lib/api";
import { dashboardErrorText } from "../lib/field-errors";
import { useAuth, useTestData } from "../lib/auth";

/** A screen: its heading (focused on arrival, so screen readers announce it) and content. */
export function Screen({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  const test = useTestData();
  const signedIn = useAuth().session !== null;
  useEffect(() => {
    // A control that loads the screen again in place (the mode switch) keeps the focus.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.dataset.keepFocus !== undefined) return;
    ref.current?.focus();
  }, [title]);
  useEffect(() => {
    // The tab says test data too; set again after a sign-in over the screen.
    if (signedIn) document.title = `${test ? "[Test] " : ""}${title} · Dashboard`;
  }, [title, test, signedIn]);
  return (
    <section aria-labelledby="screen-title" className="screen">
      <div className="screen-head">
        <h1 id="screen-title" tabIndex={-1} ref={ref}>
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}

function Loading({ what }: { what: string }) {
  return (
    <p className="muted" role="status">
      Loading {what}…
    </p>
  );
}

export function ErrorState({ error, retry }: { error: unknown; retry?: () => void }) {
  return (
    <div className="notice error" role="alert">
      <p>{errorMessage(error)}</p>
      {retry && (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
    </div>
  );
}

/** A failure that belongs to no field (a form's or a row's), announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="notice error" role="alert">
      {message}
    </p>
  ) : null;
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="empty">{children}</p>;
}

/** A query's three states, then its content. */
export function QueryView<T>({
  query,
  what,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading what={what} />;
  if (query.isError || query.data === undefined) {
    return <ErrorState error={query.error} retry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

/** A labelled input with its error and hint, wired for assistive technology. */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: FieldError | undefined;
  hint?: ReactNode;
  children: (props: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
  }) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        ...(described && { "aria-describedby": described }),
      })}
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error?.message && (
        <p className="field-error" id={`${id}-error`}>
          {error.message}
        </p>
      )}
    </div>
  );
}

/**
 * Puts a failed submission's 422 items on the form's fields (in the dashboard's words);
 * returns the message for errors that belong to no field.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fieldOf?: (bodyPath: string) => string,
): string | null {
  if (error instanceof ApiError && error.status === 422) {
    let placed = 0;
    for (const item of error.items) {
      const path = fieldPathOf(item, fieldOf);
      if (path) {
        form.setError(path as Path<T>, { type: item.type, message: dashboardErrorText(item) });
        placed++;
      }
    }
    if (placed === error.items.length && placed > 0) return null;
  }
  return errorMessage(error);
}

/** Copies a value; says so for screen readers. */
export function CopyButton({ value, label = "Copy" }: { value: string; label?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  return (
    <>
      <button
        type="button"
        onClick={() => {
          if (!navigator.clipboard) {
            setState("failed");
            return;
          }
          navigator.clipboard.writeText(value).then(
            () => setState("copied"),
            () => setState("failed"),
          );
        }}
      >
        {label}
      </button>
      <span role="status" className="muted small">
        {state === "copied"
          ? "Copied."
          : state === "failed"
            ? "Copy failed: select the text and copy it."
            : ""}
      </span>
    </>
  );
}

/** A secret shown this once, with a copy button and the warning. */
export function SecretOnce({
  label,
  value,
  onDone,
}: {
  label: string;
  value: string;
  onDone: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="notice secret" role="region" aria-label={label} tabIndex={-1} ref={ref}>
      <p>
        <strong>{label}</strong>
      </p>
      <p className="warning">
        Copy it now and keep it somewhere safe: it is shown only this once and cannot be shown
        again.
      </p>
      <p>
        <code className="secret-value" data-testid="secret">
          {value}
        </code>
      </p>
      <div className="row">
        <CopyButton value={value} />
        <button type="button" onClick={onDone}>
          I have copied it
        </button>
      </div>
    </div>
  );
}

/**
 * A button that asks for confirmation in place (a second, explicit button), then runs the
 * action; Escape or Cancel backs out.
 */
export function ConfirmButton({
  label,
  confirmLabel,
  question,
  onConfirm,
  pending,
  danger = true,
}: {
  label: string;
  confirmLabel: string;
  question: string;
  onConfirm: () => void;
  pending?: boolean;
  danger?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    // Focus follows the question: to "Yes" when asked, back to the button after Cancel or Yes.
    if (asking) confirmRef.current?.focus();
    else if (wasAsking.current) startRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  if (!asking) {
    return (
      <button
        type="button"
        ref={startRef}
        className={danger ? "danger" : undefined}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <span
      className="confirm"
      role="group"
      aria-label={question}
      onKeyDown={(e) => {
        if (e.key === "Escape") setAsking(false);
      }}
    >
      <span>{question}</span>
      <button
        type="button"
        ref={confirmRef}
        className={danger ? "danger" : undefined}
        disabled={pending}
        onClick={() => {
          onConfirm();
          setAsking(false);
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}

/** Cursor pagination: "first page" and "next page" (the cursor lives in the URL). */
export function Pager({
  nextCursor,
  cursor,
  setCursor,
}: {
  nextCursor: string | null;
  cursor: string;
  setCursor: (c: string | null) => void;
}) {
  if (!nextCursor && !cursor) return null;
  return (
    <nav className="pager" aria-label="Pages">
      {cursor && (
        <button type="button" onClick={() => setCursor(null)}>
          First page
        </button>
      )}
      {nextCursor && (
        <button type="button" onClick={() => setCursor(nextCursor)}>
          Next page
        </button>
      )}
    </nav>
  );
}

/** A status word as a badge (text, not color alone). */
export function Badge({
  tone,
  children,
}: {
  tone?: "ok" | "warn" | "bad" | "info";
  children: ReactNode;
}) {
  return <span className={`badge ${tone ?? ""}`}>{children}</span>;
}

import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";

/** A list filter kept in the URL: a select whose first option, "All", clears it. */
export function SelectFilter({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string | null) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** How long typing pauses before a search runs. */
const DEBOUNCE_MS = 300;

/**
 * A text filter kept in the URL: typed as a draft, put in the URL (trimmed; empty clears it)
 * once typing pauses, or at once when its form is submitted. Back, Forward or "Clear the
 * filters" changing the URL show its value again.
 */
export function useSearchDraft(value: string, setValue: (value: string | null) => void) {
  const [draft, setDraft] = useState(value);
  const sent = useRef(value);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setDraft(value);
  }, [value]);
  const commit = useCallback(
    (text: string) => {
      const next = text.trim();
      if (next === sent.current) return;
      sent.current = next;
      setValue(next || null);
    },
    [setValue],
  );
  useEffect(() => {
    const timer = setTimeout(() => commit(draft), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, commit]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    commit(draft);
  };
  return { draft, setDraft, submit };
}

/** The search input of a text filter (see `useSearchDraft`), with an optional hint. */
export function SearchField({
  id,
  label,
  hint,
  search,
}: {
  id: string;
  label: string;
  hint?: string;
  search: { draft: string; setDraft: (draft: string) => void };
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={search.draft}
        {...(hint && { "aria-describedby": `${id}-hint` })}
        onChange={(e) => search.setDraft(e.target.value)}
      />
      {hint && (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      )}
    </div>
  );
}

/** A day filter kept in the URL (`YYYY-MM-DD`; emptied, it clears the filter). */
export function DateFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string | null) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" value={value} onChange={(e) => onChange(e.target.value || null)} />
    </div>
  );
}

/** A list's empty page: with filters set, says nothing matches them and offers to clear them. */
export function FilteredEmpty({
  filtered,
  what,
  clear,
}: {
  filtered: boolean;
  what: string;
  clear: () => void;
}) {
  if (!filtered) return <>No {what} yet.</>;
  return (
    <>
      No {what} match these filters.{" "}
      <button type="button" onClick={clear}>
        Clear the filters
      </button>
    </>
  );
}

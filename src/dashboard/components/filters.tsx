import { useState, type FormEvent } from "react";

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

/**
 * A text filter kept in the URL: typed as a draft, put in the URL (trimmed; empty clears it)
 * when its form is submitted.
 */
export function useSearchDraft(value: string, setValue: (value: string | null) => void) {
  const [draft, setDraft] = useState(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setValue(draft.trim() || null);
  };
  return { draft, setDraft, submit };
}

/** The search input of a text filter (see `useSearchDraft`). */
export function SearchField({
  id,
  label,
  search,
}: {
  id: string;
  label: string;
  search: { draft: string; setDraft: (draft: string) => void };
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={search.draft}
        onChange={(e) => search.setDraft(e.target.value)}
      />
    </div>
  );
}

import { useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from "react";
import { COUNTRY_CODE_FIXES } from "../../../contract/country-code";
import { contactTexts } from "./contact-texts";

type Country = { code: string; name: string };
type Props = {
  countries: readonly Country[];
  /** The chosen ISO code, "" for none. */
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Given by `Field`: the label's target, the hint and error, the invalid state. */
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
};

/** Lower case without accents, for matching "cote" to "Côte d’Ivoire". */
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

/**
 * Whether a text is a country's ISO code, or a code people write for it that ISO has not
 * assigned ("uk" for GB, "el" for GR: the contract's suggestions).
 */
const isCodeOf = (c: Country, q: string) =>
  c.code.toLowerCase() === q || COUNTRY_CODE_FIXES[q.toUpperCase()] === c.code;

/** Countries whose name starts with the query first, then those containing it, then by code. */
function filterCountries(countries: readonly Country[], query: string): Country[] {
  const q = fold(query);
  if (!q) return [...countries];
  const code = countries.filter((c) => isCodeOf(c, q));
  const starts = countries.filter((c) => fold(c.name).startsWith(q) && !code.includes(c));
  const contains = countries.filter((c) => !fold(c.name).startsWith(q) && fold(c.name).includes(q));
  return [...code, ...starts, ...contains.filter((c) => !code.includes(c))];
}

/** The country a whole text names (its name or its code, as browser autofill may write). */
function exactCountry(countries: readonly Country[], text: string): Country | undefined {
  const q = fold(text);
  if (!q) return undefined;
  return countries.find((c) => fold(c.name) === q || isCodeOf(c, q));
}

/**
 * A searchable country select: an editable combobox with a list popup (WAI-ARIA 1.2 combobox
 * pattern). Typing filters the names; Down/Up move through the list, Enter chooses, Escape
 * closes; the chosen option's ISO code is the value. A text that names a country (autofill's
 * name or code) chooses it at once; leaving with a text naming none clears the choice.
 */
export function CountryCombobox({ countries, value, onChange, onBlur, inputRef, ...field }: Props) {
  const listId = useId();
  const chosen = countries.find((c) => c.code === value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);
  const shown = useMemo(() => filterCountries(countries, query ?? ""), [countries, query]);
  const text = query ?? chosen?.name ?? "";

  const choose = (country: Country | undefined) => {
    onChange(country?.code ?? "");
    setQuery(null);
    setOpen(false);
    setActive(-1);
  };
  const move = (to: number) => {
    setOpen(true);
    const index = Math.max(0, Math.min(shown.length - 1, to));
    setActive(index);
    const option = list.current?.children[index] as HTMLElement | undefined;
    option?.scrollIntoView?.({ block: "nearest" });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      if (e.altKey) setOpen(true);
      else
        move(
          open
            ? active + 1
            : Math.max(
                0,
                shown.findIndex((c) => c.code === value),
              ),
        );
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      move(open ? active - 1 : shown.length - 1);
    } else if (e.key === "Enter" && open) {
      // Enter chooses (not submits) while the list is open.
      e.preventDefault();
      const pick = shown[active] ?? (shown.length === 1 ? shown[0] : exactCountry(countries, text));
      if (pick) choose(pick);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
      setQuery(null);
      setActive(-1);
    }
  };

  return (
    <div className="rw-combobox">
      <input
        {...field}
        ref={inputRef}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="country"
        spellCheck={false}
        value={text}
        onChange={(e) => {
          const typed = e.target.value;
          const exact = exactCountry(countries, typed);
          // Autofill writes a whole name or code at once: take it without opening the list.
          if (exact && (e.nativeEvent as InputEvent).inputType !== "insertText") {
            choose(exact);
            return;
          }
          setQuery(typed);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (query !== null) {
            const exact = exactCountry(countries, query);
            choose(exact ?? (query.trim() && shown.length === 1 ? shown[0] : undefined));
          } else setOpen(false);
          onBlur();
        }}
      />
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label={contactTexts.chooseCountry}
        className="rw-combobox-list"
        hidden={!open}
      >
        {open &&
          shown.map((c, i) => (
            <li
              key={c.code}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={c.code === value}
              className={i === active ? "rw-active" : undefined}
              // Keeps the focus in the input, so its blur does not close the list first.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(c)}
            >
              {c.name}
            </li>
          ))}
        {open && shown.length === 0 && (
          <li role="option" aria-disabled="true" aria-selected={false} className="rw-hint">
            {contactTexts.noCountryMatch}
          </li>
        )}
      </ul>
    </div>
  );
}

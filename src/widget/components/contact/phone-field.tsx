import { useEffect, useId, useRef, useState, type Ref } from "react";
import { contactTexts } from "./contact-texts";
import { callingCode } from "./calling-codes";
import { composePhone, splitPhone } from "./phone-number";

type Country = { code: string; name: string };
type Props = {
  countries: readonly Country[];
  /** The contact's country: the code's default until the user picks one. */
  country: string;
  /** The composed phone ("+4930123456"), as the form holds it. */
  value: string;
  onChange: (phone: string) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Given by `Field` for the number input. */
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
};

/**
 * A country-code picker beside the number. The form holds one string in the contract's format
 * ("+", code, digits: see `composePhone`); the picker follows the contact's country until the
 * user picks another code, and a number typed in full ("+44…") is taken as it is.
 */
export function PhoneField({
  countries,
  country,
  value,
  onChange,
  onBlur,
  inputRef,
  ...field
}: Props) {
  const t = contactTexts;
  const pickerId = useId();
  const [initial] = useState(() => splitPhone(value, country));
  const [region, setRegion] = useState(initial.region);
  const [number, setNumber] = useState(initial.number);
  // A code other than the country's was the user's own choice: a new country leaves it alone.
  const picked = useRef(!!value && callingCode(initial.region) !== callingCode(country));
  const lastCountry = useRef(country);

  useEffect(() => {
    if (country === lastCountry.current) return;
    lastCountry.current = country;
    if (picked.current || !callingCode(country)) return;
    setRegion(country);
    if (number.trim()) onChange(composePhone(country, number));
  }, [country, number, onChange]);

  return (
    // A phone number reads left to right in every language: the code first, then the number,
    // also in a right-to-left page.
    <div className="rw-phone" dir="ltr">
      <select
        id={pickerId}
        aria-label={t.callingCode}
        autoComplete="tel-country-code"
        value={callingCode(region) ? region : ""}
        onChange={(e) => {
          picked.current = true;
          setRegion(e.target.value);
          if (number.trim()) onChange(composePhone(e.target.value, number));
        }}
      >
        <option value="">{t.callingCode}</option>
        {countries.map((c) => {
          const code = callingCode(c.code);
          return code ? (
            <option key={c.code} value={c.code}>
              {t.callingCodeOption(c.name, code)}
            </option>
          ) : null;
        })}
      </select>
      <input
        {...field}
        ref={inputRef}
        type="tel"
        autoComplete="tel"
        value={number}
        onChange={(e) => {
          const typed = e.target.value.trim();
          setNumber(e.target.value);
          // A number typed in full (or autofilled) names its own code: the picker shows it.
          if (/^(\+|00)\d/.test(typed)) {
            const full = composePhone(region, typed);
            setRegion(splitPhone(full, country).region);
            onChange(full);
          } else onChange(composePhone(region, typed));
        }}
        onBlur={onBlur}
      />
    </div>
  );
}

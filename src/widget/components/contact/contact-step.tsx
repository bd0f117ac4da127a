import { useCallback, useEffect, useMemo, useRef } from "react";
import { useController, type UseFormReturn } from "react-hook-form";
import type { RegistrantContact } from "../../../contract/registrant-contact";
import { Field } from "../field";
import { addressFormat } from "./address-format";
import { contactLabel } from "./contact-errors";
import { contactTexts } from "./contact-texts";
import { CountryCombobox } from "./country-combobox";
import { countryOptions, phoneRegionOptions } from "./country-options";
import { PhoneField } from "./phone-field";

/** What a form asking for a registrant contact holds under `contact`: strings as typed. */
export type ContactFormValues = { contact: Record<keyof RegistrantContact, string> };

type Name = keyof ContactFormValues["contact"];
type Form = UseFormReturn<ContactFormValues>;

/** A touch screen (a coarse primary pointer): no arrow keys to tell it about. */
const touchScreen = () => globalThis.matchMedia?.("(pointer: coarse)").matches ?? false;

/** Browser autofill's name for each field (HTML `autocomplete` tokens). */
const AUTOCOMPLETE: Record<Name, string> = {
  first_name: "given-name",
  last_name: "family-name",
  organization: "organization",
  email: "email",
  phone: "tel",
  address1: "address-line1",
  address2: "address-line2",
  city: "address-level2",
  state: "address-level1",
  postal_code: "postal-code",
  country: "country",
};

/**
 * A field that shows an error is checked again at each change, so the error goes as soon as
 * the value is right (not only when the field loses focus, which a click on Continue does).
 */
function recheckIfWrong(form: Form, name: Name) {
  if (form.getFieldState(`contact.${name}`).error) void form.trigger(`contact.${name}`);
}

/** One text field of the contact. */
function TextField({
  form,
  name,
  label,
  wide,
}: {
  form: Form;
  name: Name;
  label: string;
  wide?: boolean;
}) {
  const error = form.formState.errors.contact?.[name]?.message;
  return (
    <div className={wide ? "rw-span-2" : undefined}>
      <Field label={label} error={error} holdErrorSpace>
        <input
          type={name === "email" ? "email" : "text"}
          autoComplete={AUTOCOMPLETE[name]}
          {...form.register(`contact.${name}`, { onChange: () => recheckIfWrong(form, name) })}
        />
      </Field>
    </div>
  );
}

/**
 * The registrant contact (the purchase's step 2, the transfer's contact step), checked with the contract's RegistrantContact. Country first
 * (it decides the address's order and names and the phone's default code), then names, email
 * and organization, the phone (a row of its own: its hint pushes nothing beside it down), then
 * the address as that country writes it. One column on narrow screens, two on wide ones.
 */
export function ContactStep<T extends ContactFormValues>({
  form: given,
}: {
  form: UseFormReturn<T>;
}) {
  // Only the `contact` fields are read and written here, whatever else the form holds.
  const form = given as unknown as Form;
  const t = contactTexts;
  const errors = form.formState.errors.contact;
  const countries = useMemo(() => countryOptions(), []);
  const phoneRegions = useMemo(() => phoneRegionOptions(), []);
  const country = useController({ control: form.control, name: "contact.country" });
  const phone = useController({ control: form.control, name: "contact.phone" });
  const format = addressFormat(country.field.value);
  const setCountry = country.field.onChange;
  const setPhone = phone.field.onChange;
  const onCountry = useCallback(
    (value: string) => {
      setCountry(value);
      recheckIfWrong(form, "country");
    },
    [setCountry, form],
  );
  const onPhone = useCallback(
    (value: string) => {
      setPhone(value);
      recheckIfWrong(form, "phone");
    },
    [setPhone, form],
  );
  // Another country names the state and postal code otherwise: their errors are said again.
  const shownCountry = useRef(country.field.value);
  useEffect(() => {
    if (shownCountry.current === country.field.value) return;
    shownCountry.current = country.field.value;
    const named = (["contact.state", "contact.postal_code"] as const).filter(
      (name) => form.getFieldState(name).error,
    );
    if (named.length) void form.trigger(named);
  }, [country.field.value, form]);
  const text = (name: Name, wide = false) => (
    <TextField key={name} form={form} name={name} label={contactLabel(name, format)} wide={wide} />
  );
  return (
    <div className="rw-contact">
      <div className="rw-contact-grid">
        <div className="rw-span-2">
          <Field
            label={t.country}
            hint={touchScreen() ? t.countryHintTouch : t.countryHint}
            error={errors?.country?.message}
            holdErrorSpace
          >
            <CountryCombobox
              countries={countries}
              value={country.field.value}
              onChange={onCountry}
              onBlur={country.field.onBlur}
              inputRef={country.field.ref}
            />
          </Field>
        </div>
        {text("first_name")}
        {text("last_name")}
        {text("email")}
        {text("organization")}
        <div className="rw-span-2">
          <Field label={t.phone} hint={t.phoneHint} error={errors?.phone?.message} holdErrorSpace>
            <PhoneField
              countries={phoneRegions}
              country={country.field.value}
              value={phone.field.value}
              onChange={onPhone}
              onBlur={phone.field.onBlur}
              inputRef={phone.field.ref}
            />
          </Field>
        </div>
        {text("address1", true)}
        {text("address2", true)}
        {format.order.map((name) => text(name))}
      </div>
    </div>
  );
}

import { useMemo } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Field } from "../../components/field";
import { messages } from "../../lib/messages";
import { countryOptions } from "./country-options";
import { CONTACT_FIELDS, type OrderFormValues } from "./order-form";

const INPUT_TYPES: Partial<Record<(typeof CONTACT_FIELDS)[number], string>> = {
  email: "email",
  phone: "tel",
};
const AUTOCOMPLETE: Record<(typeof CONTACT_FIELDS)[number], string> = {
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

/** Step 2: the registrant contact, checked with the contract's RegistrantContact. */
export function ContactStep({ form }: { form: UseFormReturn<OrderFormValues> }) {
  const t = messages.purchase.fields;
  const errors = form.formState.errors.contact;
  const countries = useMemo(() => countryOptions(), []);
  return (
    <div className="rw-grid">
      {CONTACT_FIELDS.map((name) => (
        <Field
          key={name}
          label={t[name]}
          hint={name === "phone" ? t.phoneHint : undefined}
          error={errors?.[name]?.message}
        >
          {name === "country" ? (
            <select autoComplete={AUTOCOMPLETE[name]} {...form.register(`contact.${name}`)}>
              <option value="">{t.chooseCountry}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          ) : (
            <input
              type={INPUT_TYPES[name] ?? "text"}
              autoComplete={AUTOCOMPLETE[name]}
              {...form.register(`contact.${name}`)}
            />
          )}
        </Field>
      ))}
    </div>
  );
}

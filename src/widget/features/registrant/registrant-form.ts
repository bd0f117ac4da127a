import type { Resolver } from "react-hook-form";
import type { RegistrantContact } from "../../../contract/registrant-contact";
import { RegistrantChangeRequest } from "../../../contract/transfers";
import { orderErrorText } from "../../components/contact/contact-errors";
import type { ContactFormValues } from "../../components/contact/contact-step";
import { contractResolver } from "../../lib/forms/contract-resolver";

/** What the registrant form holds: the contact as typed (the purchase's fields) and the opt-out. */
export type RegistrantFormValues = ContactFormValues & { transfer_lock_opt_out: boolean };

const OPTIONAL = ["organization", "address2"] as const;

/** The form's values for the current contact (absent optional fields empty). */
export function formValuesOf(contact: RegistrantContact): RegistrantFormValues {
  const text = (v: string | null | undefined) => v ?? "";
  return {
    contact: {
      first_name: contact.first_name,
      last_name: contact.last_name,
      organization: text(contact.organization),
      email: contact.email,
      phone: contact.phone,
      address1: contact.address1,
      address2: text(contact.address2),
      city: contact.city,
      state: contact.state,
      postal_code: contact.postal_code,
      country: contact.country,
    },
    transfer_lock_opt_out: false,
  };
}

/** The RegistrantChangeRequest the form stands for (empty optional fields left out). */
export function toChangeRequest(values: RegistrantFormValues): Record<string, unknown> {
  const contact: Record<string, string> = { ...values.contact };
  for (const key of OPTIONAL) if (!contact[key]?.trim()) delete contact[key];
  return { contact, transfer_lock_opt_out: values.transfer_lock_opt_out };
}

/**
 * Checks the form with the contract's RegistrantChangeRequest, as the service will, in the
 * purchase's words for the contact's country.
 */
export const registrantResolver: Resolver<RegistrantFormValues> = (values, context, options) =>
  contractResolver<RegistrantFormValues>(RegistrantChangeRequest, {
    toBody: toChangeRequest,
    describe: (item) => orderErrorText(item, values.contact.country),
  })(values, context, options);

import { TransferOrderRequest } from "../../../contract/transfers";
import type { Resolver } from "react-hook-form";
import type { ContactFormValues } from "../../components/contact/contact-step";
import { orderErrorText } from "../../components/contact/contact-errors";
import { contractResolver, type Describe } from "../../lib/forms/contract-resolver";
import { fieldErrorText } from "../../lib/forms/field-errors";

/** What the transfer form holds: strings as typed, turned into the request body at the end. */
export type TransferFormValues = ContactFormValues & {
  domain: string;
  auth_code: string;
};

export const defaultTransferValues = (domain: string): TransferFormValues => ({
  domain,
  auth_code: "",
  contact: {
    first_name: "",
    last_name: "",
    organization: "",
    email: "",
    phone: "",
    address1: "",
    address2: "",
    city: "",
    state: "",
    postal_code: "",
    country: "",
  },
});

const OPTIONAL_CONTACT = ["organization", "address2"] as const;

/**
 * The TransferOrderRequest body the form stands for (empty optional contact fields left out).
 * The widget pays by card (the checkout, as a purchase does) at the price it showed.
 */
export function toTransferRequest(values: TransferFormValues, price?: string) {
  const contact: Record<string, string> = { ...values.contact };
  for (const key of OPTIONAL_CONTACT) if (!contact[key]?.trim()) delete contact[key];
  return {
    domain: values.domain,
    auth_code: values.auth_code,
    contact,
    payment_method: "card",
    ...(price !== undefined && { expected_price: price }),
  };
}

/** The widget's words for a 422 item of the transfer form (the contact's as in a purchase). */
export const transferErrorText =
  (country: string): Describe =>
  (item) =>
    item.loc[1] === "contact" ? orderErrorText(item, country) : fieldErrorText("transfer", item);

/** Checks the whole form with the contract's TransferOrderRequest, as the server will. */
export const transferResolver: Resolver<TransferFormValues> = (values, context, options) =>
  contractResolver<TransferFormValues>(TransferOrderRequest, {
    toBody: (v) => toTransferRequest(v),
    describe: transferErrorText(values.contact.country),
  })(values, context, options);

/** The contact's fields in the order of the form (country first: it shapes the rest). */
const CONTACT_FIELDS = [
  "country",
  "first_name",
  "last_name",
  "email",
  "organization",
  "phone",
  "address1",
  "address2",
  "city",
  "state",
  "postal_code",
] as const;

/** Steps of the transfer, with the fields each one owns. */
export const TRANSFER_STEPS = [
  { id: "code", fields: ["auth_code"] },
  { id: "contact", fields: CONTACT_FIELDS.map((f) => `contact.${f}` as const) },
  { id: "review", fields: [] },
] as const;
export type TransferStepId = (typeof TRANSFER_STEPS)[number]["id"];

/** The step holding a field (for sending the user back to a server error); null if none does. */
export function stepOfTransferField(field: string): TransferStepId | null {
  return TRANSFER_STEPS.find((s) => (s.fields as readonly string[]).includes(field))?.id ?? null;
}

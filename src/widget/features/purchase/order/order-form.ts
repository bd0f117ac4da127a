import { DomainOrderRequest } from "../../../../contract/domain-order-request";
import type { RegistrantContact } from "../../../../contract/registrant-contact";
import type { Resolver } from "react-hook-form";
import { contractResolver, type FieldOf } from "../../../lib/forms/contract-resolver";
import { orderErrorText } from "./order-errors";

/** What the purchase form holds: strings as typed, turned into the request body at the end. */
export type OrderFormValues = {
  domain: string;
  years: string;
  privacy: boolean;
  auto_renew: boolean;
  setup_dns: boolean;
  use_nameservers: boolean;
  nameservers_text: string;
  payment_method: "card" | "wire";
  contact: Record<keyof RegistrantContact, string>;
};

const emptyContact: OrderFormValues["contact"] = {
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
};

export const defaultOrderValues = (domain: string): OrderFormValues => ({
  domain,
  years: "1",
  privacy: true,
  auto_renew: true,
  setup_dns: false,
  use_nameservers: false,
  nameservers_text: "",
  payment_method: "card",
  contact: emptyContact,
});

const OPTIONAL_CONTACT = ["organization", "address2"] as const;

/** The DomainOrderRequest body the form stands for (empty optional fields left out). */
export function toOrderRequest(values: OrderFormValues): Record<string, unknown> {
  const contact: Record<string, string> = { ...values.contact };
  for (const key of OPTIONAL_CONTACT) if (!contact[key]?.trim()) delete contact[key];
  const nameservers = values.nameservers_text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    domain: values.domain,
    years: values.years,
    contact,
    payment_method: values.payment_method,
    privacy: values.privacy,
    auto_renew: values.auto_renew,
    setup_dns: values.setup_dns,
    ...(values.use_nameservers && { nameservers }),
  };
}

/** A 422 or resolver path in the body → the form field showing it. */
export const orderFieldOf: FieldOf = (path) =>
  path.startsWith("nameservers") ? "nameservers_text" : path;

/**
 * Validates the whole form with the contract's DomainOrderRequest, as the server will, in the
 * widget's words for the contact's country (a US state error says "state", a GB one "county").
 */
export const orderResolver: Resolver<OrderFormValues> = (values, context, options) =>
  contractResolver<OrderFormValues>(DomainOrderRequest, {
    toBody: toOrderRequest,
    fieldOf: orderFieldOf,
    describe: (item) => orderErrorText(item, values.contact.country),
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
] as const satisfies readonly (keyof RegistrantContact)[];

/** Steps of the purchase, with the fields each one owns. */
export const STEPS = [
  { id: "options", fields: ["years", "privacy", "auto_renew", "setup_dns", "nameservers_text"] },
  { id: "contact", fields: CONTACT_FIELDS.map((f) => `contact.${f}` as const) },
  { id: "review", fields: ["payment_method"] },
] as const;
export type StepId = (typeof STEPS)[number]["id"];

/** The step holding a field (for sending the user back to a server error); null if none does. */
export function stepOfField(field: string): StepId | null {
  return STEPS.find((s) => (s.fields as readonly string[]).includes(field))?.id ?? null;
}

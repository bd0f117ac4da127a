import type { ValidationErrorItem } from "../../../contract/pydantic/validation-error";
import type { RegistrantContact } from "../../../contract/registrant-contact";
import { fieldErrorText } from "../../lib/forms/field-errors";
import { addressFormat, type AddressFormat } from "./address-format";
import { contactTexts } from "./contact-texts";

type ContactName = keyof RegistrantContact;

/** The label of a contact field in the chosen country (state → "Province", postal code → "ZIP code"). */
export function contactLabel(name: ContactName, format: AddressFormat): string {
  const t = contactTexts;
  if (name === "state" && format.region !== "stateOrRegion") return t.region[format.region];
  if (name === "postal_code" && format.postal !== "postalCode") return t.postal[format.postal];
  return t[name];
}

/** The name a country gives the contact's state or postal code, when it has one of its own. */
function variantOf(name: unknown, format: AddressFormat): string | undefined {
  if (name === "state" && format.region !== "stateOrRegion") return format.region;
  if (name === "postal_code" && format.postal !== "postalCode") return format.postal;
  return undefined;
}

/**
 * What a form holding a registrant contact says about one 422 item, calling the state and the
 * postal code what the contact's country calls them, as their labels do.
 * @example orderErrorText({ loc: ["body", "contact", "postal_code"], type: "string_too_short" }, "US")
 *   // "Enter your ZIP code."
 */
export function orderErrorText(
  item: Pick<ValidationErrorItem, "loc" | "type" | "ctx">,
  country: string,
): string {
  const [where, group, name] = item.loc;
  const format = addressFormat(country);
  const variant = where === "body" && group === "contact" ? variantOf(name, format) : undefined;
  if (!variant) return fieldErrorText("purchase", item);
  return fieldErrorText("purchase", item, {
    variant,
    label: contactLabel(name as ContactName, format),
  });
}

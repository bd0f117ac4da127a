import type { ValidationErrorItem } from "../../../contract/pydantic/validation-error";
import { UNSTORABLE_TEXT_ERROR } from "../../../contract/text-patterns";
import { hasMessage, t, type MessageId } from "../i18n/i18n";

/** The widget's forms whose fields show 422 items (the contract's or the service's). */
export type ErrorForm = "search" | "purchase" | "transfer" | "renew" | "dns" | "nameservers";

/** The field a 422 item is about, as the catalog names it (`contact.first_name`, `nameserver`). */
function errorField(form: ErrorForm, loc: readonly (string | number)[]): string | null {
  const [where, ...path] = loc;
  if (!(where === "body" || where === "path" || where === "query") || path.length === 0) {
    return null;
  }
  if (form === "nameservers") return path.length > 1 ? "nameserver" : "nameservers";
  if (form === "purchase" && path[0] === "nameservers") return "nameservers";
  if (form === "dns") return String(path[0]);
  return path.join(".");
}

/** The label of a field, for the texts that name it (`First name: use at most 100 characters.`). */
function labelOf(form: ErrorForm, field: string): string {
  const ids: Record<ErrorForm, string> = {
    purchase: field.startsWith("contact.")
      ? `purchase.fields.${field.slice("contact.".length)}`
      : `purchase.${field}`,
    transfer: field.startsWith("contact.")
      ? `purchase.fields.${field.slice("contact.".length)}`
      : `transfer.${field}`,
    search: "search.label",
    renew: `renew.${field}`,
    dns: `dns.fields.${field}`,
    nameservers: "dns.nameserversTitle",
  };
  const id = ids[form];
  return hasMessage(id) ? t(id) : t("error.thisField");
}

const num = (v: unknown) => (typeof v === "number" || typeof v === "string" ? v : undefined);

type Item = Pick<ValidationErrorItem, "loc" | "type" | "ctx">;
type Context = {
  /** The DNS record's type (`A`, `SRV`…): its messages come first. */
  recordType?: string;
  /**
   * The field's name where the user is (`province`, `zip` for a contact's state or postal code
   * in that country): its messages come first, and `label` names the field in the others.
   */
  variant?: string;
  label?: string;
};

const isUnstorable = (item: Item) =>
  item.type === "value_error" && item.ctx?.error === UNSTORABLE_TEXT_ERROR;

/**
 * The catalog message for one 422 item: this form's, field's and error type's (and record
 * type's, for DNS), else the field's own, else the error type's (which names the field).
 */
export function fieldErrorId(
  form: ErrorForm,
  item: Item,
  { recordType, variant }: Context = {},
): MessageId {
  const base = `error.${form}.${errorField(form, item.loc) ?? ""}`;
  const candidates = isUnstorable(item)
    ? [`${base}.unstorable`, "error.type.unstorable"]
    : [
        recordType && `${base}.${item.type}.${recordType}`,
        variant && `${base}.${item.type}.${variant}`,
        variant && `${base}.${variant}`,
        `${base}.${item.type}`,
        base,
        `error.type.${item.type}`,
      ];
  return candidates.find((c): c is MessageId => !!c && hasMessage(c)) ?? "error.generic";
}

/**
 * What the widget says about one 422 item, in the active language, never the API's `msg`
 * (values such as the maximum length come from `ctx`).
 * @example fieldErrorText("purchase", { loc: ["body", "contact", "first_name"], type: "string_too_short" })
 *   // "Enter your first name."
 */
export function fieldErrorText(form: ErrorForm, item: Item, context: Context = {}): string {
  const ctx = (item.ctx ?? {}) as Record<string, unknown>;
  return t(fieldErrorId(form, item, context), {
    field: context.label ?? labelOf(form, errorField(form, item.loc) ?? ""),
    recordType: context.recordType,
    min: num(ctx.min_length ?? ctx.min),
    max: num(ctx.max_length ?? ctx.max),
    ge: num(ctx.ge),
    gt: num(ctx.gt),
    le: num(ctx.le),
  });
}

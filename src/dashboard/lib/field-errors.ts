import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { ValidationErrorItem } from "../../contract/pydantic/validation-error";
import { contractResolver } from "../../widget/lib/forms/contract-resolver";

type Item = Pick<ValidationErrorItem, "loc" | "type" | "ctx"> & { msg?: string };

/** The field a 422 item is about, as its last named segment of `loc` (`order_id`, `amount`). */
function fieldName(loc: Item["loc"]): string | null {
  const named = loc.slice(1).filter((p): p is string => typeof p === "string");
  return named.at(-1) ?? null;
}

/** `order_id` → `order`, `primary_color` → `primary color`. */
const words = (name: string) => name.replace(/_id$/, "").replace(/_/g, " ");
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

const value = (ctx: Record<string, unknown>, ...keys: string[]) => {
  for (const k of keys) {
    const v = ctx[k];
    if (typeof v === "number" || typeof v === "string") return String(v);
  }
  return "";
};

type Say = (f: {
  label: string;
  noun: string;
  id: boolean;
  ctx: Record<string, unknown>;
  msg: string;
}) => string;

/** A sentence of the service's own (`the registry refuses this phone number`), capitalized and closed. */
const sentence = (s: string) => {
  const t = s.trim();
  return capital(/[.!?]$/.test(t) ? t : `${t}.`);
};

const UNREADABLE =
  "The form sent something the service could not read. Reload the page and try again.";
const numberLike = ({ label, noun }: { label: string; noun: string }) =>
  noun === "amount" || noun === "price"
    ? `Enter ${article(noun)} like 10.99.`
    : `${label}: enter a number like 10.99.`;

/**
 * The dashboard's words for each 422 item type the service sends (never the validator's `msg`),
 * as the widget has its own (`src/widget/lib/forms/field-errors.ts`).
 */
export const DASHBOARD_ERROR_TEXTS: Record<string, Say> = {
  missing: ({ label, noun, id }) => (id ? `Choose ${article(noun)}.` : `${label} is required.`),
  uuid_parsing: ({ noun }) => `Choose ${article(noun)}.`,
  uuid_type: ({ noun }) => `Choose ${article(noun)}.`,
  decimal_parsing: numberLike,
  decimal_type: numberLike,
  finite_number: numberLike,
  decimal_max_places: ({ label, ctx }) =>
    `${label}: use at most ${value(ctx, "decimal_places")} decimal places.`,
  decimal_max_digits: ({ label, ctx }) =>
    `${label}: use at most ${value(ctx, "max_digits")} digits.`,
  decimal_whole_digits: ({ label, ctx }) =>
    `${label}: use at most ${value(ctx, "whole_digits")} digits before the decimal point.`,
  greater_than: ({ label, ctx }) => `${label}: enter more than ${value(ctx, "gt")}.`,
  greater_than_equal: ({ label, ctx }) => `${label}: enter at least ${value(ctx, "ge")}.`,
  less_than: ({ label, ctx }) => `${label}: enter less than ${value(ctx, "lt")}.`,
  less_than_equal: ({ label, ctx }) => `${label}: enter at most ${value(ctx, "le")}.`,
  int_parsing: ({ label }) => `${label}: enter a whole number.`,
  int_type: ({ label }) => `${label}: enter a whole number.`,
  int_from_float: ({ label }) => `${label}: enter a whole number.`,
  string_type: ({ label }) => `${label}: enter text.`,
  string_too_short: ({ label, ctx }) =>
    value(ctx, "min_length") === "1"
      ? `${label} is required.`
      : `${label}: use at least ${value(ctx, "min_length")} characters.`,
  string_too_long: ({ label, ctx }) =>
    `${label}: use at most ${value(ctx, "max_length")} characters.`,
  string_pattern_mismatch: ({ label }) => `${label}: check the format.`,
  bool_parsing: ({ label }) => `${label}: choose yes or no.`,
  bool_type: ({ label }) => `${label}: choose yes or no.`,
  literal_error: ({ label }) => `${label}: choose one of the options.`,
  too_short: ({ label, ctx }) => `${label}: choose at least ${value(ctx, "min_length")}.`,
  too_long: ({ label, ctx }) => `${label}: use at most ${value(ctx, "max_length")}.`,
  list_type: () => UNREADABLE,
  dict_type: () => UNREADABLE,
  model_attributes_type: () => UNREADABLE,
  json_invalid: () => UNREADABLE,
  idempotency_key_reused: () =>
    "This was already sent with different values. Submit the form again.",
  // The service's own sentence (a rule of this API, written for people), without "Value error, ".
  value_error: ({ label, ctx, msg }) => {
    const own =
      typeof ctx.error === "string" && ctx.error ? ctx.error : msg.replace(/^Value error, /, "");
    // A sentence that opens with the field's API name opens with its words instead.
    return own
      ? sentence(own.replace(/^[a-z]+(?:_[a-z]+)+\b/, words))
      : `${label}: check this value.`;
  },
};

/**
 * What the dashboard says about one 422 item.
 * @example dashboardErrorText({ loc: ["body", "order_id"], type: "uuid_parsing" }) // "Choose an order."
 */
export function dashboardErrorText(item: Item): string {
  const name = fieldName(item.loc);
  const noun = name ? words(name) : "value";
  const f = {
    label: name ? capital(name.replace(/_id$/, " ID").replace(/_/g, " ")) : "This form",
    noun,
    id: !!name?.endsWith("_id"),
    ctx: (item.ctx ?? {}) as Record<string, unknown>,
    msg: item.msg ?? "",
  };
  const say = DASHBOARD_ERROR_TEXTS[item.type];
  return say ? say(f) : `${f.label}: check this value.`;
}

/**
 * The dashboard's form resolver: the contract schema's checks (as the service makes them), in
 * the dashboard's words.
 * @example useForm({ resolver: formResolver(PaymentRequest, { toBody }) })
 */
export function formResolver<T extends FieldValues>(
  schema: z.ZodType,
  options: Omit<NonNullable<Parameters<typeof contractResolver<T>>[1]>, "describe"> = {},
): Resolver<T> {
  return contractResolver<T>(schema, { ...options, describe: dashboardErrorText });
}

import { checkPyStr } from "./pydantic/py-str";
import { fail, pass, pyField, type PyCheck } from "./pydantic/py-field";
import { valueError } from "./pydantic/py-issue";

/** The longest tag accepted: BCP 47 allows more, but no real language choice needs it. */
const MAX_TAG = 35;

/**
 * Checks a BCP 47 language tag (`de`, `de-AT`, `pt-BR`, `zh-Hant-TW`) with
 * `Intl.getCanonicalLocales` and returns its canonical spelling (`EN-us` → `en-US`). A
 * well-formed tag of a language the widget has no catalog for is accepted: the widget falls
 * back to its nearest supported language (`de-AT` → German, `xx` → English).
 */
function checkLocaleTag(input: unknown): PyCheck<string> {
  const str = checkPyStr(input);
  if (!str.ok) return str;
  const text = str.value;
  const problem = "locale must be a BCP 47 language tag, such as en, de-AT or pt-BR";
  if (text.length === 0 || text.length > MAX_TAG) return fail(valueError(text, problem));
  try {
    const [canonical] = Intl.getCanonicalLocales(text);
    return canonical ? pass(canonical) : fail(valueError(text, problem));
  } catch {
    return fail(valueError(text, problem));
  }
}

/** A `locale` field: a BCP 47 tag, stored in its canonical spelling. */
export const LocaleTag = pyField(checkLocaleTag, {
  type: "string",
  maxLength: MAX_TAG,
  example: "de-AT",
  description:
    "BCP 47 language tag of the widget's texts and formats; the widget falls back to the " +
    "nearest language it has (de-AT: German; an unknown language: English). Default: the " +
    "browser's language.",
});

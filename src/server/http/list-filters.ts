import { fail, pass, pyField, type PyCheck } from "../../contract/pydantic/py-field";
import { checkPyStr } from "../../contract/pydantic/py-str";
import { valueError } from "../../contract/pydantic/py-issue";

const DAY = /^\d{4}-\d\d-\d\d$/;
const MOMENT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,6})?)?(Z|[+-]\d\d:\d\d)$/;

/**
 * A list filter's point in time: a day (`2026-11-28`, its start in UTC) or a moment with its
 * offset (`2026-11-28T09:30:00Z`). Anything else is a 422 item on the parameter.
 */
export function timeFilter() {
  return pyField(
    (input): PyCheck<Date> => {
      const str = checkPyStr(input, { min: 10, max: 40 });
      if (!str.ok) return str;
      const text = str.value;
      const day = DAY.test(text);
      const at = new Date(day ? `${text}T00:00:00Z` : text);
      const valid = day
        ? // 2026-02-30 is not a day (Date would roll it over to March).
          !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text
        : MOMENT.test(text) && !Number.isNaN(at.getTime());
      return valid
        ? pass(at)
        : fail(
            valueError(
              input,
              "enter a day (2026-11-28) or a time with its offset (2026-11-28T09:30:00Z)",
            ),
          );
    },
    { type: "string", format: "date-time" },
  );
}

/** A LIKE pattern matching `text` anywhere, its `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** A LIKE pattern matching values that start with `text`, taken literally. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

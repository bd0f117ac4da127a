import { fail, pass, pyField, type PyCheck } from "../../contract/pydantic/py-field";
import { checkPyStr } from "../../contract/pydantic/py-str";
import { valueError } from "../../contract/pydantic/py-issue";

/**
 * The `cursor` query parameter of a list: a string this list returned as `next_cursor`,
 * decoded while validating, so a bad cursor is a 422 item listed with the other bad
 * parameters (the spec's errors rule 1) rather than an error of its own afterwards.
 * @example const Query = pyObject({ limit: …, cursor: pyCursor(decodeEventCursor).optional() });
 */
export function pyCursor<T>(decode: (cursor: string) => T | undefined) {
  return pyField(
    (input): PyCheck<T> => {
      const str = checkPyStr(input, { min: 1, max: 200 });
      if (!str.ok) return str;
      const decoded = decode(str.value);
      return decoded === undefined
        ? fail(valueError(input, "not a cursor from this list; use next_cursor as it was given"))
        : pass(decoded);
    },
    { type: "string", description: "`next_cursor` of the previous page" },
  );
}

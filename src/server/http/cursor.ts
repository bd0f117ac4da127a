import { fail, pass, pyField, type PyCheck } from "../../contract/pydantic/py-field";
import { checkPyStr } from "../../contract/pydantic/py-str";
import { valueError } from "../../contract/pydantic/py-issue";

/** How one value of a cursor is written, and read back (undefined: not a value of this kind). */
export type CursorPart<T> = { write: (value: T) => string; read: (text: string) => T | undefined };

const matching =
  <T>(pattern: RegExp, convert: (text: string) => T | undefined) =>
  (text: string) =>
    pattern.test(text) ? convert(text) : undefined;

/** The kinds of value a cursor holds. */
export const cursorPart = {
  /** A non-negative integer (a sequence number or a serial id). */
  int: {
    write: String,
    read: matching(/^\d{1,16}$/, (t) => (Number.isSafeInteger(Number(t)) ? Number(t) : undefined)),
  } satisfies CursorPart<number>,
  /** A time, as `toISOString` writes it. */
  time: {
    write: (d) => d.toISOString(),
    read: matching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/, (t) => {
      const d = new Date(t);
      return Number.isNaN(d.getTime()) ? undefined : d;
    }),
  } satisfies CursorPart<Date>,
  /** A row's UUID. */
  uuid: {
    write: (s) => s,
    read: matching(/^[0-9a-f-]{36}$/, (t) => t),
  } satisfies CursorPart<string>,
  /** A domain name (the sort key of the domain list). */
  domainName: {
    write: (s) => s,
    read: matching(/^[a-z0-9.-]{1,253}$/, (t) => t),
  } satisfies CursorPart<string>,
};

type Parts<T> = { [K in keyof T]: CursorPart<T[K]> };

export type CursorCodec<T> = {
  /** The `next_cursor` for a page that ends with `last`. */
  encode: (last: T) => string;
  /** The values of a cursor this codec encoded; undefined for anything else. */
  decode: (cursor: string) => T | undefined;
  /**
   * The `cursor` query parameter: decoded while validating, so a bad cursor is a 422 item
   * listed with the other bad parameters (the spec's errors rule 1) rather than an error of its
   * own afterwards.
   */
  field: () => ReturnType<typeof pyField<T>>;
  /**
   * A page of a list read with `limit + 1` rows: its first `limit` rows, and the cursor of its
   * last (by `key`) when a row was left over, else null.
   */
  page: <R>(
    rows: readonly R[],
    limit: number,
    key: (row: R) => T,
  ) => { rows: R[]; next_cursor: string | null };
};

/**
 * The one page cursor of the service's lists: opaque to clients, it is base64url of `tag`
 * followed by the values of the page's last row, in `parts` order, joined by `|`. A cursor
 * decodes only as it was encoded (its values of the right kinds, and encoding them again
 * gives it back), so a client cannot forge or edit one.
 * @example
 * const cursor = cursorCodec("p", { at: cursorPart.time, id: cursorPart.uuid });
 * const Query = pyObject({ limit: …, cursor: cursor.field().optional() });
 * const rows = await db.select()….limit(query.limit + 1);
 * const page = cursor.page(rows, query.limit, (r) => ({ at: r.createdAt, id: r.id }));
 * return { items: page.rows.map(view), next_cursor: page.next_cursor };
 */
export function cursorCodec<T extends Record<string, unknown>>(
  tag: string,
  parts: Parts<T>,
  options: { maxLength?: number; message?: string } = {},
): CursorCodec<T> {
  const names = Object.keys(parts) as (keyof T & string)[];
  const encode = (last: T) =>
    Buffer.from(tag + names.map((n) => parts[n].write(last[n])).join("|"), "utf8").toString(
      "base64url",
    );
  const decode = (cursor: string): T | undefined => {
    const text = Buffer.from(cursor, "base64url").toString("utf8");
    if (!text.startsWith(tag)) return undefined;
    const texts = text.slice(tag.length).split("|");
    if (texts.length !== names.length) return undefined;
    const values: Partial<T> = {};
    for (const [i, n] of names.entries()) {
      const value = parts[n].read(texts[i]!);
      if (value === undefined) return undefined;
      values[n] = value;
    }
    return encode(values as T) === cursor ? (values as T) : undefined;
  };
  const {
    maxLength = 200,
    message = "not a cursor from this list; use next_cursor as it was given",
  } = options;
  const field = () =>
    pyField(
      (input): PyCheck<T> => {
        const str = checkPyStr(input, { min: 1, max: maxLength });
        if (!str.ok) return str;
        const decoded = decode(str.value);
        return decoded === undefined ? fail(valueError(input, message)) : pass(decoded);
      },
      { type: "string", description: "`next_cursor` of the previous page" },
    );
  const page = <R>(rows: readonly R[], limit: number, key: (row: R) => T) => {
    const kept = rows.slice(0, limit);
    const last = kept.at(-1);
    return {
      rows: kept,
      next_cursor: rows.length > limit && last !== undefined ? encode(key(last)) : null,
    };
  };
  return { encode, decode, field, page };
}

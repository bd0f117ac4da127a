import { stringify } from "csv-stringify";
import type { Context } from "hono";
import { Readable } from "node:stream";
import type { Logger } from "../logger";

/** The rows an export reads a page at a time; `read` answers a page and where to go on. */
export type Pages<C, R> = {
  read: (after: C | undefined) => Promise<{ rows: R[]; next: C | undefined }>;
  cells: (row: R) => string[];
};

/** Rows read per statement while an export streams. */
export const EXPORT_PAGE = 500;

async function* records<C, R>(pages: Pages<C, R>): AsyncGenerator<string[]> {
  let after: C | undefined;
  do {
    const page = await pages.read(after);
    for (const row of page.rows) yield pages.cells(row);
    after = page.next;
  } while (after !== undefined);
}

/**
 * A CSV download (RFC 4180: CRLF line ends, fields quoted where needed, a header row),
 * streamed: each page of rows is read, then written, as the client takes them. A cell that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) is
 * written with a leading `'` (csv-stringify's `escape_formulas`).
 */
export function csvResponse<C, R>(
  c: Context,
  filename: string,
  columns: readonly string[],
  pages: Pages<C, R>,
  logger: Logger,
) {
  const csv = stringify({
    header: true,
    columns: [...columns],
    record_delimiter: "windows",
    escape_formulas: true,
  });
  Readable.from(records(pages))
    .on("error", (error: unknown) => {
      logger.error("export stopped", { error, filename });
      csv.destroy(error as Error);
    })
    .pipe(csv);
  return c.body(Readable.toWeb(csv) as ReadableStream<Uint8Array>, 200, {
    "content-type": "text/csv; charset=utf-8; header=present",
    "content-disposition": `attachment; filename="${filename}"`,
    "cache-control": "no-store",
  });
}

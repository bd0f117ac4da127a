import { describe, expect, it } from "vitest";
import { cursorCodec, cursorPart } from "./cursor";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const AT = new Date("2026-11-21T12:00:00.123Z");
const payments = cursorCodec("p", { at: cursorPart.time, id: cursorPart.uuid });
const charges = cursorCodec("", { createdAt: cursorPart.time, id: cursorPart.uuid });
const audit = cursorCodec("a", { id: cursorPart.int });
const domains = cursorCodec("", { name: cursorPart.domainName });

describe("the page cursor", () => {
  it("reads the cursors the lists have handed out (base64url of tag and values joined by |)", () => {
    // `p2026-11-21T12:00:00.123Z|<id>`, `<time>|<id>`, `a42`, `example.com`, as clients hold them.
    expect(
      payments.decode(
        "cDIwMjYtMTEtMjFUMTI6MDA6MDAuMTIzWnwwZjhmYWQ1Yi1kOWNiLTQ2OWYtYTE2NS03MDg2NzcyODk1MGU",
      ),
    ).toEqual({ at: AT, id: ID });
    expect(
      charges.decode(
        "MjAyNi0xMS0yMVQxMjowMDowMC4xMjNafDBmOGZhZDViLWQ5Y2ItNDY5Zi1hMTY1LTcwODY3NzI4OTUwZQ",
      ),
    ).toEqual({ createdAt: AT, id: ID });
    expect(audit.decode("YTQy")).toEqual({ id: 42 });
    expect(domains.decode("ZXhhbXBsZS5jb20")).toEqual({ name: "example.com" });
  });

  it("writes what it reads back", () => {
    expect(payments.encode({ at: AT, id: ID })).toBe(
      "cDIwMjYtMTEtMjFUMTI6MDA6MDAuMTIzWnwwZjhmYWQ1Yi1kOWNiLTQ2OWYtYTE2NS03MDg2NzcyODk1MGU",
    );
    expect(audit.encode({ id: 42 })).toBe("YTQy");
  });

  it("refuses another list's cursor, an edited one and anything else", () => {
    const payment = payments.encode({ at: AT, id: ID });
    expect(charges.decode(payment)).toBeUndefined();
    expect(audit.decode(payment)).toBeUndefined();
    expect(payments.decode(charges.encode({ createdAt: AT, id: ID }))).toBeUndefined();
    const edit = (s: string) => Buffer.from(s).toString("base64url");
    expect(payments.decode(edit(`p2026-13-45T12:00:00.000Z|${ID}`))).toBeUndefined();
    expect(payments.decode(edit(`p${AT.toISOString()}|${ID}|x`))).toBeUndefined();
    expect(audit.decode(edit("a99999999999999999"))).toBeUndefined();
    expect(audit.decode(edit("a-1"))).toBeUndefined();
    expect(domains.decode(edit("Example.COM"))).toBeUndefined();
    for (const junk of ["", "bogus", "%%%", "zzz"]) expect(payments.decode(junk)).toBeUndefined();
  });

  it("cuts a page of limit + 1 rows to limit, with the cursor of its last row only when one was left over", () => {
    const rows = [5, 4, 3].map((id) => ({ id }));
    const full = audit.page(rows, 2, (r) => r);
    expect(full.rows).toEqual([{ id: 5 }, { id: 4 }]);
    expect(audit.decode(full.next_cursor!)).toEqual({ id: 4 });
    const last = audit.page(rows.slice(0, 2), 2, (r) => r);
    expect(last).toEqual({ rows: [{ id: 5 }, { id: 4 }], next_cursor: null });
    expect(audit.page([], 2, (r: { id: number }) => r)).toEqual({ rows: [], next_cursor: null });
  });
});

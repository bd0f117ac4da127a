import { describe, expect, it } from "vitest";
import { createLogger, errorFields } from "../../src/server/logger";

describe("errors in log lines", () => {
  it("keep class, code, constraint and frames; never the message, even one spanning lines", () => {
    const cause = Object.assign(new Error('Failing row contains (Ada, "ada@example.com")'), {
      code: "23514",
      constraint: "orders_check",
      detail: "Failing row contains (Ada Lovelace, +44.2071234567)",
      table: "orders",
      column: "Ada Lovelace has spaces", // not an identifier: left out
    });
    const err = new Error("Failed query: insert …\nparams: Ada,\n    at ada@example.com:1:1", {
      cause,
    });
    const fields = errorFields(err);
    const text = JSON.stringify(fields);
    expect(text).not.toMatch(/Ada|ada@|Failing|Failed query|params/);
    expect(fields).toMatchObject({
      name: "Error",
      cause: { name: "Error", code: "23514", constraint: "orders_check", table: "orders" },
    });
    expect(fields.stack).toMatch(/^at .*logger\.test\.ts:\d+:\d+/);
  });

  it("are made safe by the logger wherever they sit in the fields", () => {
    const lines: string[] = [];
    const log = createLogger("debug", (l) => lines.push(l));
    log.error("failed", { error: new TypeError("Cannot create property 'x' on string 'Ada'") });
    log.warn("nested", { outer: { errors: [new RangeError("Ada Lovelace")] } });
    expect(lines.join("\n")).not.toContain("Ada");
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: "failed", error: { name: "TypeError" } });
  });
});

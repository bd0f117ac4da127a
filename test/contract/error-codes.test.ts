/**
 * The error catalogue is one source: docs/api.md's "Error codes" table says what it says (the
 * OpenAPI document's enum: test/integration/openapi-document.test.ts).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../src/contract/error-codes";

/** The rows of the table under `## Error codes` in docs/api.md, cell by cell. */
function documentedRows(): string[][] {
  const text = readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8");
  const section = text.split(/^## /m).find((s) => s.startsWith("Error codes\n"));
  expect(section, "docs/api.md has a section ## Error codes").toBeDefined();
  return section!
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2) // the header and its rule
    .map((line) =>
      line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim()),
    );
}

describe("the error catalogue", () => {
  it("is the table of docs/api.md, row by row", () => {
    expect(documentedRows()).toEqual(
      Object.entries(ERROR_CODES).map(([code, e]) => [
        `\`${code}\``,
        String(e.status),
        e.meaning,
        e.action,
      ]),
    );
  });

  it("names each code in snake_case, with an error status, a meaning and an action", () => {
    for (const [code, e] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(e.status, code).toBeGreaterThanOrEqual(400);
      expect(e.status, code).not.toBe(422);
      expect(e.meaning, code).toMatch(/\S\.$/);
      expect(e.action, code).toMatch(/\S\.$/);
    }
  });
});

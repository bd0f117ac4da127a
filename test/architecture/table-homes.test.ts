import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { importGraph, ROOT } from "./import-graph";

/**
 * Every drizzle table is defined in the `schema.ts` of the folder that owns it (`db/` holds
 * the core tables only: organizations, users, credentials), so a feature's tables are found
 * beside its code and its SQL.
 */
describe("table homes", () => {
  it("every pgTable of src/server is defined in a schema.ts", () => {
    const elsewhere = [...importGraph().keys()].filter(
      (file) =>
        file.startsWith("src/server/") &&
        !file.endsWith("/schema.ts") &&
        /\bpgTable\(/.test(readFileSync(join(ROOT, file), "utf8")),
    );
    expect(elsewhere).toEqual([]);
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SCHEMA_FILE, generateClientSchema } from "../../scripts/generate-client";

describe("@registrar/node's generated types", () => {
  it("are what openapi-typescript makes of today's document (else: npm run generate:client)", async () => {
    const committed = readFileSync(SCHEMA_FILE, "utf8");
    const fresh = await generateClientSchema();
    expect(
      fresh === committed,
      "packages/node/src/schema.ts is stale: npm run generate:client",
    ).toBe(true);
  }, 120_000);
});

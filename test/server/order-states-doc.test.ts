import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TRANSITIONS } from "../../src/server/orders/order-states";

describe("docs/api.md, Order states", () => {
  it("lists exactly the transitions the service allows", () => {
    const doc = readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8");
    const section = doc.split("### Order states")[1]!.split("\n## ")[0]!;
    const documented = section
      .split("\n")
      .map((line) => /^\| `(\w+)` +\| `(\w+)` +\|/.exec(line))
      .filter((m) => m !== null)
      .map((m) => `${m[1]} → ${m[2]}`);
    const allowed = Object.entries(TRANSITIONS).flatMap(([from, tos]) =>
      tos.map((to) => `${from} → ${to}`),
    );
    expect(documented.sort()).toEqual(allowed.sort());
  });
});

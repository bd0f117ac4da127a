import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseHostToWidget } from "./envelope";

// The envelope as the widget checked it with zod before the check moved out of the entry chunk:
// the hand-written check must accept and return exactly what this schema does.
const base = { source: z.literal("registrar-widget"), version: z.literal(1), instance: z.string() };
const Reference = z.discriminatedUnion("type", [
  z.object({
    ...base,
    type: z.literal("init"),
    payload: z
      .object({ token: z.string().min(1).optional(), closable: z.boolean().optional() })
      .loose()
      .default({}),
  }),
  z.object({ ...base, type: z.literal("token"), payload: z.object({ token: z.string().min(1) }) }),
]);

const ok = { source: "registrar-widget", version: 1, instance: "i1" };
const cases: unknown[] = [
  { ...ok, type: "init" },
  { ...ok, type: "init", payload: {} },
  { ...ok, type: "init", payload: { token: "t", closable: true, extra: [1] } },
  { ...ok, type: "init", payload: { token: "" } },
  { ...ok, type: "init", payload: { token: 5 } },
  { ...ok, type: "init", payload: { closable: "yes" } },
  { ...ok, type: "init", payload: null },
  { ...ok, type: "init", payload: [] },
  { ...ok, type: "init", payload: "x" },
  { ...ok, type: "init", extra: 1 },
  { ...ok, type: "token", payload: { token: "fresh", other: 1 } },
  { ...ok, type: "token", payload: { token: "" } },
  { ...ok, type: "token", payload: {} },
  { ...ok, type: "token" },
  { ...ok, type: "resize", payload: {} },
  { ...ok, type: "init", version: 2 },
  { ...ok, type: "init", version: "1" },
  { ...ok, type: "init", source: "other" },
  { ...ok, type: "init", instance: 3 },
  { source: "registrar-widget", version: 1, type: "init" },
  null,
  undefined,
  "registrar-widget",
  42,
  [ok],
];

describe("parseHostToWidget", () => {
  it.each(cases.map((c) => [JSON.stringify(c), c]))("%s: as the zod envelope", (_, input) => {
    const reference = Reference.safeParse(input);
    expect(parseHostToWidget(input)).toEqual(reference.success ? reference.data : null);
  });
});

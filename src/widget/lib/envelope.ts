import { z } from "zod";

const base = { source: z.literal("registrar-widget"), version: z.literal(1), instance: z.string() };

/**
 * What the widget accepts from the embed loader: the contract's `HostEnvelope`
 * (`contract/widget-messages.ts`), checked at run time (pinned to it by
 * `widget-messages.test.ts`); `init`'s payload may carry more than the widget reads.
 */
export const HostToWidget = z.discriminatedUnion("type", [
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
export type HostToWidget = z.infer<typeof HostToWidget>;

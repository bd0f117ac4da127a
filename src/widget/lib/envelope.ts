import { z } from "zod";

const base = { source: z.literal("registrar-widget"), version: z.literal(1), instance: z.string() };

/**
 * What the embed loader may send the widget (DESIGN.md "Widget ↔ host page"): `init` once the
 * iframe loads (repeated until the widget answers `ready`), carrying the client token when the
 * page URL had none, and `closable` when the host page wants a close button; `token` later, with a fresh client token from `fetchClientToken`.
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

/** The events the widget posts to its host page. */
export type WidgetEventType =
  | "ready"
  | "resize"
  | "search"
  | "order.created"
  | "order.updated"
  | "domain.renewed"
  | "dns.changed"
  | "session.expiring"
  | "session.expired"
  | "error"
  | "close";

/** The envelope every posted event travels in. */
export type WidgetEnvelope = {
  source: "registrar-widget";
  version: 1;
  instance: string;
  type: WidgetEventType;
  payload: Record<string, unknown>;
};

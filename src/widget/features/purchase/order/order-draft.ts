import type { FlowMemory } from "../../../lib/session/flow-memory";
import { defaultOrderValues, type OrderFormValues, type StepId } from "./order-form";

/** The purchase form as the user left it: its values and the step it was on. */
export type OrderDraft = { values: OrderFormValues; step: StepId };

/**
 * Where the purchase of `domain` starts: the draft kept in the session's flow memory (same
 * domain: the same step; another domain: everything typed kept, from the first step), else
 * the defaults.
 */
export function recallDraft(flow: FlowMemory, domain: string): OrderDraft {
  const kept = flow.order as OrderDraft | null;
  if (!kept) return { values: defaultOrderValues(domain), step: "options" };
  if (kept.values.domain === domain) return kept;
  return { values: { ...kept.values, domain }, step: "options" };
}

/** Keeps the draft for the rest of the session (tab switches, going back to search). */
export function keepDraft(flow: FlowMemory, draft: OrderDraft | null): void {
  flow.order = draft;
}

/**
 * What the user typed and chose in this session's purchase flow (the search, the chosen domain,
 * the order form and its step), kept by the shell while the widget lives, so that switching tabs
 * or going back never loses it. Only in memory: nothing personal is written to storage.
 */
export type FlowMemory = {
  /** The search box as the user left it. */
  search: string;
  /** The domain chosen from the search (or typed on the Buy tab), if any. */
  chosen: string | null;
  /** The purchase form's values and step (opaque here: the purchase feature owns its shape). */
  order: unknown;
};

export const createFlowMemory = (): FlowMemory => ({
  search: "",
  chosen: null,
  order: null,
});

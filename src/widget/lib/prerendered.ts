/**
 * The hand-over from the first screen the server drew (src/server/hosted/first-paint.ts: the
 * search form, marked `data-rw-prerendered`, typed into before any script ran) to the widget.
 * React renders beside it, into a hidden container, while the session, the chunks and the
 * catalog arrive; in the commit where the widget first shows something real, the search box
 * takes over the server box's text, focus and caret, and the server's markup goes, all before
 * the browser paints: one box, in one place, and no keystroke lost.
 */

/** What the user did in the server's search box. */
export type ServerSearch = {
  value: string;
  /** Enter was pressed (the widget then searches at once instead of after the typing settles). */
  submitted: boolean;
  focused: boolean;
  selection: { start: number; end: number; direction: "forward" | "backward" | "none" } | null;
};

let prerendered: { server: HTMLElement; live: HTMLElement; submitted: string | null } | null = null;

/**
 * Where React renders: the root itself, or, when the server drew the first screen in it, a
 * hidden container appended to the root (React's first render would clear the root and with
 * it the box being typed into). From now on Enter in the server's form is remembered.
 */
export function mountPoint(root: HTMLElement, doc: Document = document): HTMLElement {
  const server = root.querySelector<HTMLElement>("[data-rw-prerendered]");
  if (!server) return root;
  const live = doc.createElement("div");
  live.hidden = true;
  root.append(live);
  const state = { server, live, submitted: null as string | null };
  server.addEventListener("submit", (e) => {
    e.preventDefault();
    state.submitted = server.querySelector("input")?.value ?? null;
  });
  prerendered = state;
  return live;
}

/** The server box's state now (null when there is none, or it was handed over already). */
export function serverSearch(): ServerSearch | null {
  const input = prerendered?.server.querySelector<HTMLInputElement>("input[type=search]");
  if (!prerendered || !input) return null;
  const { selectionStart: start, selectionEnd: end, selectionDirection } = input;
  return {
    value: input.value,
    submitted: prerendered.submitted !== null && prerendered.submitted === input.value,
    focused: input.ownerDocument.activeElement === input,
    selection:
      start === null || end === null
        ? null
        : { start, end, direction: selectionDirection === "backward" ? "backward" : "forward" },
  };
}

/**
 * Shows the widget in place of the server's first screen (once; later calls do nothing).
 * `input`: the widget's search box, which takes the server box's text, focus and caret; the
 * server box's state is returned (for the widget's own state), null when there was none.
 */
export function handOver(input?: HTMLInputElement | null): ServerSearch | null {
  if (!prerendered) return null;
  const taken = input ? serverSearch() : null;
  const { server, live } = prerendered;
  prerendered = null;
  server.remove();
  live.hidden = false;
  if (!input || !taken) return null;
  if (input.value !== taken.value) input.value = taken.value;
  if (taken.focused) input.focus({ preventScroll: true });
  if (taken.selection) {
    const { start, end, direction } = taken.selection;
    input.setSelectionRange(start, end, direction);
  }
  return taken;
}

/** True while the server's first screen is on the page (the widget renders hidden beside it). */
export const isPrerendered = () => prerendered !== null;

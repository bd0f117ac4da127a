/**
 * The hand-over from the first screen the server drew (src/server/hosted/first-paint.ts: the
 * search form, marked `data-rw-prerendered`, typed into before any script ran) to the widget.
 * React renders beside it, into a hidden container, while the session, the chunks and the
 * catalog arrive; in the commit where the widget first shows something real, the search box
 * takes over the server box's text, focus and caret, and the server's markup goes, all before
 * the browser paints: one box, in one place, and no keystroke lost. The widget's box searches
 * for a text it starts with at once, so Enter pressed in the server's box (a no-op there, by
 * its form's `method="dialog"`) needs no remembering.
 */

let prerendered: { server: HTMLElement; live: HTMLElement } | null = null;

/**
 * Where React renders: the root itself, or, when the server drew the first screen in it, a
 * hidden container appended to the root (React's first render would clear the root and with
 * it the box being typed into).
 */
export function mountPoint(root: HTMLElement): HTMLElement {
  const server = root.querySelector<HTMLElement>("[data-rw-prerendered]");
  if (!server) return root;
  const live = root.ownerDocument.createElement("div");
  live.hidden = true;
  root.append(live);
  prerendered = { server, live };
  return live;
}

/** The server's search box while it is on the page (null when there is none, or after). */
export const serverBox = () =>
  prerendered?.server.querySelector<HTMLInputElement>("input[type=search]") ?? null;

/**
 * Shows the widget in place of the server's first screen (once; later calls do nothing).
 * `input`: the widget's search box, which takes the server box's text, focus and caret; the
 * text is returned (for the widget's own state), null when there was no box to take over.
 */
export function handOver(input?: HTMLInputElement | null): string | null {
  const from = serverBox();
  if (!prerendered) return null;
  const focused = from !== null && from.ownerDocument.activeElement === from;
  prerendered.server.remove();
  prerendered.live.hidden = false;
  prerendered = null;
  if (!input || !from) return null;
  input.value = from.value;
  if (focused) input.focus({ preventScroll: true });
  input.setSelectionRange(from.selectionStart, from.selectionEnd, from.selectionDirection!);
  return from.value;
}

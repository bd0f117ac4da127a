import { useEffect, type RefObject } from "react";
import type { HostEvents } from "./host-events";

/** A loading state on screen: a pending screen or query, or results being fetched. */
const LOADING = "[data-rw-loading],[aria-busy=true]";
const showsLoading = (el: HTMLElement) =>
  [...el.querySelectorAll(LOADING)].some((n) => !n.closest(".rw-visually-hidden"));

/**
 * In embed mode, reports the content's height to the host once its layout settles, so the
 * partner's page does not jump: ResizeObserver reports are gathered into animation frames, a
 * height is posted only when two frames in a row measure it, and never a lower one while a
 * loading state is on screen (a Suspense fallback, a pending query: `Loading`, `aria-busy`):
 * the iframe keeps its last height through the spinner instead of collapsing to it and
 * growing back (results → Buy went 1350 → 202 → 767 → 1254 → 764 px within a second).
 */
export function useResizeEvents(
  ref: RefObject<HTMLElement | null>,
  events: HostEvents,
  on: boolean,
) {
  useEffect(() => {
    const el = ref.current;
    if (!on || !el || typeof ResizeObserver === "undefined") return;
    let frame = 0;
    let posted = -1;
    let measured = -1;
    const next = () => (frame = requestAnimationFrame(measure));
    function measure() {
      frame = 0;
      const height = Math.ceil(el!.getBoundingClientRect().height);
      // Still moving: look again in the next frame.
      if (height !== measured) {
        measured = height;
        return next();
      }
      if (height === posted) return;
      // Loading: keep the last height, and look again until the loading state is gone (its
      // content may end at the very height the spinner had, which no resize would report).
      if (height < posted && showsLoading(el!)) return next();
      posted = height;
      events.emit("resize", { height });
    }
    const observer = new ResizeObserver(() => {
      if (!frame) next();
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref, events, on]);
}

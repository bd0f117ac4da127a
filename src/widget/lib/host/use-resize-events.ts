import { useEffect, type RefObject } from "react";
import type { HostEvents } from "./host-events";

/** In embed mode, reports the content's height to the host at most once per animation frame. */
export function useResizeEvents(
  ref: RefObject<HTMLElement | null>,
  events: HostEvents,
  on: boolean,
) {
  useEffect(() => {
    const el = ref.current;
    if (!on || !el || typeof ResizeObserver === "undefined") return;
    let frame = 0;
    let last = -1;
    const observer = new ResizeObserver(() => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const height = Math.ceil(el.getBoundingClientRect().height);
        if (height !== last) {
          last = height;
          events.emit("resize", { height });
        }
      });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref, events, on]);
}

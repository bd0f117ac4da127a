import { cleanup, render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HostEvents } from "./host-events";
import { useResizeEvents } from "./use-resize-events";

/**
 * The heights the widget posts to its host as its content changes. jsdom lays nothing out: the
 * content's height, the ResizeObserver and the animation frames are played by the test.
 */
function harness() {
  let height = 0;
  let observed: (() => void) | undefined;
  let frames: FrameRequestCallback[] = [];
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(callback: () => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal("cancelAnimationFrame", () => {});
  const posted: number[] = [];
  const events = {
    emit: (type: string, payload: { height: number }) => {
      if (type === "resize") posted.push(payload.height);
    },
  } as unknown as HostEvents;
  function Frame() {
    const ref = useRef<HTMLDivElement>(null);
    useResizeEvents(ref, events, true);
    return <div ref={ref} data-testid="frame" />;
  }
  const view = render(<Frame />);
  const el = view.getByTestId("frame");
  el.getBoundingClientRect = () => ({ height }) as DOMRect;
  /** The content becomes `h` px high: the observer reports it. */
  const resize = (h: number) => {
    height = h;
    observed!();
  };
  /** Runs the pending animation frames, `n` times. */
  const tick = (n = 1) => {
    for (let i = 0; i < n; i++) {
      const run = frames;
      frames = [];
      run.forEach((cb) => cb(0));
    }
  };
  const loading = (on: boolean) => {
    el.querySelector("[data-rw-loading]")?.remove();
    if (on) el.insertAdjacentHTML("beforeend", '<p role="status" data-rw-loading="">Loading…</p>');
  };
  return { posted, resize, tick, loading, el };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the widget's resize events", () => {
  it("posts a height once layout settles: two frames measuring the same", () => {
    const h = harness();
    h.resize(1350);
    h.tick();
    expect(h.posted).toEqual([]);
    h.tick();
    expect(h.posted).toEqual([1350]);
    // A height that moves on every frame is not posted until it stops.
    h.resize(1300);
    h.tick();
    h.resize(1267);
    h.tick();
    h.resize(1280);
    h.tick(3);
    expect(h.posted).toEqual([1350, 1280]);
  });

  it("never collapses through a loading state: results → Buy keeps the last height until the form is in", () => {
    const h = harness();
    h.resize(1350);
    h.tick(2);
    // Buy: the purchase screen's chunk and data load (a Suspense fallback, then a pending query).
    h.loading(true);
    h.resize(202);
    h.tick(3);
    h.resize(767);
    h.tick(3);
    expect(h.posted).toEqual([1350]);
    // Taller content is posted at once, loading or not.
    h.resize(1400);
    h.tick(2);
    // The form is in: its own height, once.
    h.resize(804);
    h.tick(2);
    expect(h.posted).toEqual([1350, 1400]);
    h.loading(false);
    h.tick(2);
    expect(h.posted).toEqual([1350, 1400, 804]);
    expect(Math.min(...h.posted)).toBeGreaterThan(1350 * 0.5);
  });

  it("a visually hidden announcement is no loading state", () => {
    const h = harness();
    h.resize(900);
    h.tick(2);
    h.el.insertAdjacentHTML(
      "beforeend",
      '<div class="rw-visually-hidden"><p role="status" data-rw-loading="">Searching…</p></div>',
    );
    h.resize(600);
    h.tick(2);
    expect(h.posted).toEqual([900, 600]);
  });
});

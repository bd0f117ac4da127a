import { describe, expect, it } from "vitest";
import { createHostEvents } from "./host-events";

/** A window in an iframe: its parent records what is posted to it. */
function framedWindow() {
  const posted: { data: unknown; origin: string }[] = [];
  const listeners: ((event: MessageEvent) => void)[] = [];
  const parent = {
    postMessage: (data: unknown, origin: string) => posted.push({ data, origin }),
  };
  const win = {
    parent,
    document: { referrer: "" },
    addEventListener: (_: string, l: (event: MessageEvent) => void) => listeners.push(l),
    removeEventListener: () => {},
  } as unknown as Window;
  const send = (origin: string) => {
    const data = { source: "registrar-widget", version: 1, instance: "i1", type: "init" };
    for (const l of listeners) l({ source: parent, origin, data } as unknown as MessageEvent);
  };
  return { win, posted, send };
}

describe("host events: allowed origins match exactly, as the CSP frame-ancestors list does", () => {
  it.each([
    "https://app.partner.example",
    "http://partner.example",
    "https://partner.example:8443",
    "https://partner.example.evil.example",
  ])("ignores the loader's init from %j", (origin) => {
    const { win, posted, send } = framedWindow();
    const events = createHostEvents({ mode: "embed", win });
    events.listen(() => {});
    events.setAllowedOrigins(["https://partner.example", "https://shop.example"]);
    send(origin);
    events.emit("ready");
    expect(events.target()).toBeNull();
    expect(posted).toEqual([]);
  });

  it("talks to a listed origin, and only to it", () => {
    const { win, posted, send } = framedWindow();
    const events = createHostEvents({ mode: "embed", win });
    events.listen(() => {});
    events.setAllowedOrigins(["https://partner.example", "https://shop.example"]);
    send("https://shop.example");
    events.emit("ready");
    expect(events.target()).toBe("https://shop.example");
    expect(posted.map((p) => p.origin)).toEqual(["https://shop.example"]);
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { HostEnvelope, WidgetEventType } from "../../src/contract/widget-messages";
import type {
  HostEnvelope as LoaderHostEnvelope,
  RelayedEventType,
  WidgetEventType as LoaderEventType,
} from "../../packages/embed/src/index";
import { parseHostToWidget, type HostToWidget } from "../../src/widget/lib/host/envelope";
import type { HostEvents } from "../../src/widget/lib/host/host-events";

/** Every event type once: the compiler refuses this object when the contract's union changes. */
const EVENT_TYPES = {
  ready: true,
  "session.loaded": true,
  resize: true,
  search: true,
  "order.created": true,
  "order.updated": true,
  "domain.renewed": true,
  "domain.restored": true,
  "dns.changed": true,
  "session.expiring": true,
  "session.expired": true,
  error: true,
  close: true,
} satisfies Record<WidgetEventType, true>;

describe("the postMessage protocol is the contract's (contract/widget-messages.ts)", () => {
  it("the loader relays exactly the contract's event types", () => {
    expectTypeOf<RelayedEventType>().toEqualTypeOf<WidgetEventType>();
  });

  it("the loader package's copy of the protocol types is the contract's", () => {
    expectTypeOf<LoaderEventType>().toEqualTypeOf<WidgetEventType>();
    expectTypeOf<LoaderHostEnvelope>().toEqualTypeOf<HostEnvelope>();
  });

  it("the widget accepts from the loader only what the contract's HostEnvelope allows", () => {
    expectTypeOf<HostToWidget>().toExtend<HostEnvelope>();
    const init: HostEnvelope = {
      source: "registrar-widget",
      version: 1,
      instance: "rw1",
      type: "init",
      payload: { mode: "embed", token: "t", closable: true },
    };
    expect(parseHostToWidget(init)).not.toBeNull();
    const token: HostEnvelope = { ...init, type: "token", payload: { token: "t2" } };
    expect(parseHostToWidget(token)).not.toBeNull();
  });

  it("the widget's emit takes each event's payload as the catalogue (events.ts) types it", () => {
    const typed = (events: HostEvents) => {
      events.emit("ready");
      events.emit("resize", { height: 320 });
      // @ts-expect-error a height is a number
      events.emit("resize", { height: "320px" });
      // @ts-expect-error a search carries its query
      events.emit("search");
      // @ts-expect-error not an action of a DNS change
      events.emit("dns.changed", { domain: "a.com", action: "renamed" });
      // @ts-expect-error not an event type
      events.emit("order.deleted", {});
    };
    expect(typeof typed).toBe("function");
  });

  it("the partner demo page listens for exactly the contract's event types", () => {
    const demo = readFileSync(
      new URL("../../src/server/demo/public/demo.js", import.meta.url),
      "utf8",
    );
    const list = /const EVENTS = \[([^\]]*)\]/.exec(demo)?.[1] ?? "";
    const events = [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect(events.sort()).toEqual(Object.keys(EVENT_TYPES).sort());
  });
});

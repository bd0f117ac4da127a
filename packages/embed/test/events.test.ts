import { describe, expect, it } from "vitest";
import { WIDGET_EVENTS, checkWidgetEvent } from "../src/events.js";

describe("checkWidgetEvent: an event against the catalogue", () => {
  it.each([
    ["ready", {}],
    ["resize", { height: 640 }],
    ["session.loaded", { livemode: false }],
    ["order.created", { order_id: "o1", status: "pending", event_id: "e1", livemode: false }],
    [
      "order.updated",
      { order_id: "o1", status: "processing", event_id: null, domain: "a.com", livemode: true },
    ],
    [
      "order.updated",
      {
        order_id: "o1",
        status: "completed",
        event_id: "e2",
        domain: "a.com",
        expires_at: "x",
        livemode: false,
      },
    ],
    ["dns.changed", { domain: "a.com", action: "nameservers" }],
    ["dns.changed", { domain: "a.com", action: "deleted", record_id: "r1", event_id: null }],
    ["session.expired", {}],
    ["session.expired", { reason: "revoked" }],
    ["error", { code: "service_error", status: 503 }],
    ["search", { query: "acme", extra: "a newer widget may add fields" }],
  ])("accepts %s %j", (type, payload) => {
    expect(checkWidgetEvent(type, payload)).toEqual([]);
  });

  it.each([
    ["resize", { height: "640px" }, ["resize: height is a string, not a number"]],
    ["search", {}, ["search: query is missing"]],
    [
      "order.updated",
      { order_id: "o1", status: "done", event_id: null, domain: "a.com", livemode: true },
      [
        'order.updated: status is "done", not one of pending, ready_to_process, price_changed, processing, completed, failed, cancelled, refunded',
      ],
    ],
    [
      "order.created",
      { order_id: "o1", status: "pending", event_id: null, livemode: false },
      ["order.created: event_id is null"],
    ],
    [
      "order.created",
      { order_id: "o1", status: "pending", event_id: "e1" },
      ["order.created: livemode is missing"],
    ],
    [
      "order.updated",
      { order_id: "o1", status: "pending", event_id: null, domain: "a.com", livemode: "false" },
      ["order.updated: livemode is a string, not a boolean"],
    ],
    ["session.loaded", {}, ["session.loaded: livemode is missing"]],
    [
      "session.expired",
      { reason: "?" },
      ['session.expired: reason is "?", not one of expired, revoked'],
    ],
    ["resize", [], ["the payload of resize is not an object"]],
    ["order.deleted", {}, ['"order.deleted" is not a widget event type']],
  ])("refuses %s %j", (type, payload, problems) => {
    expect(checkWidgetEvent(type, payload)).toEqual(problems);
  });

  it("gives the first failing field of each shape when none fits", () => {
    expect(checkWidgetEvent("dns.changed", { domain: "a.com", action: "moved" })).toHaveLength(2);
    expect(Object.keys(WIDGET_EVENTS)).toContain("close");
  });
});

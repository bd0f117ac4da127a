// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { RegistrarWidgetApi } from "../src/index.js";

let api: RegistrarWidgetApi;
/** The service's answer to the loader's frame check (`GET /embed/{id}/frame`), per test. */
let frameVerdict = "allowed";
const frameChecks: string[] = [];
beforeAll(async () => {
  await import("../src/global.js");
  api = window.RegistrarWidget!;
});
beforeEach(() => {
  frameVerdict = "allowed";
  frameChecks.length = 0;
  vi.stubGlobal("fetch", async (url: string) => {
    frameChecks.push(url);
    return new Response(JSON.stringify({ frame: frameVerdict }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});
afterAll(() => {
  delete window.RegistrarWidget;
});
/** Lets the frame check's promise chain settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("RegistrarWidget.mount from plain JavaScript", () => {
  it("refuses options without a url or a session id, and adds no iframe", () => {
    const el = document.createElement("div");
    expect(() => api.mount(el, {} as never)).toThrow(/pass `url`.*or `sessionId`/);
    expect(el.querySelector("iframe")).toBeNull();
  });

  it("builds the frame's address from the session id and base URL, without a token in it", () => {
    const el = document.createElement("div");
    const handle = api.mount(el, {
      sessionId: "s1",
      clientToken: "rct_secret",
      baseUrl: "https://r.example/",
    });
    expect(el.querySelector("iframe")?.src).toBe("https://r.example/embed/s1");
    handle.destroy();
    expect(el.querySelector("iframe")).toBeNull();
  });
});

describe("mount from the module (a bundler's import)", () => {
  it("mounts without the global drop-in and relays events to `on` listeners until destroyed", async () => {
    const { mount } = await import("../src/index.js");
    const el = document.createElement("div");
    const handle = mount(el, { url: "https://r.example/embed/s2#token=rct_x", title: "Buy" });
    const iframe = el.querySelector("iframe")!;
    expect(iframe.src).toBe("https://r.example/embed/s2");
    expect(iframe.title).toBe("Buy");
    handle.destroy();
    expect(el.childElementCount).toBe(0);
  });
});

/** A mounted widget whose frame posts as the widget would (jsdom loads no frame). */
function mountedFrame(options: Record<string, unknown> = {}) {
  const el = document.createElement("div");
  document.body.append(el);
  const seen: { type: string; payload: unknown }[] = [];
  const successes: unknown[] = [];
  const exits: unknown[] = [];
  const handle = window.RegistrarWidget!.mount(el, {
    url: "https://r.example/embed/s3#token=t",
    onEvent: (e) => seen.push(e),
    onSuccess: (o) => successes.push(o),
    onExit: (x) => exits.push(x),
    ...options,
  });
  const iframe = el.querySelector("iframe")!;
  let instance = "rw-unknown";
  const sent: { type: string; payload?: unknown }[] = [];
  iframe.contentWindow!.postMessage = ((m: { instance: string; type: string }) => {
    instance = m.instance;
    sent.push(m);
  }) as Window["postMessage"];
  const load = async () => {
    iframe.dispatchEvent(new Event("load"));
    await settle();
  };
  const post = (type: string, payload: unknown = {}) =>
    window.dispatchEvent(
      new MessageEvent("message", {
        data: { source: "registrar-widget", version: 1, instance, type, payload },
        origin: "https://r.example",
        source: iframe.contentWindow,
      }),
    );
  const done = () => {
    handle.destroy();
    el.remove();
  };
  return { el, seen, successes, exits, sent, load, post, done };
}

describe("the handshake as the page sees it", () => {
  it("relays `ready` once per mounted widget: not per answer to init, nor after the frame reloads", async () => {
    const f = mountedFrame();
    await f.load();
    f.post("ready");
    f.post("ready"); // a second answer, to a repeated init
    f.post("search", { query: "acme" });
    await f.load(); // back from the card checkout: a new page in the frame, a new handshake
    expect(f.sent.filter((m) => m.type === "init")).toHaveLength(2);
    f.post("ready");
    f.post("order.updated", { order_id: "o1", status: "processing", event_id: null });
    expect(f.seen.map((e) => e.type)).toEqual(["ready", "search", "order.updated"]);
    expect(frameChecks).toEqual(["https://r.example/embed/s3/frame"]);
    f.done();
  });
});

describe("the session's mode", () => {
  it("relays session.loaded and the order events' livemode as the widget sends them", async () => {
    const f = mountedFrame();
    await f.load();
    f.post("ready");
    f.post("session.loaded", { livemode: false });
    const order = { order_id: "o1", status: "pending", event_id: "e1", livemode: false };
    f.post("order.created", order);
    expect(f.seen).toEqual([
      { type: "ready", payload: {} },
      { type: "session.loaded", payload: { livemode: false } },
      { type: "order.created", payload: order },
    ]);
    f.done();
  });
});

describe("callbacks: onSuccess and onExit", () => {
  it("onSuccess: once per completed order, with its id, domain and expiry", async () => {
    const f = mountedFrame();
    await f.load();
    f.post("ready");
    const order = { order_id: "o1", event_id: "e1", domain: "acme.com" };
    f.post("order.updated", { ...order, status: "processing" });
    f.post("order.updated", { ...order, status: "completed", expires_at: "2030-01-01T00:00:00Z" });
    f.post("order.updated", { ...order, status: "completed", expires_at: "2030-01-01T00:00:00Z" });
    expect(f.successes).toEqual([
      { order_id: "o1", domain: "acme.com", expires_at: "2030-01-01T00:00:00Z" },
    ]);
    expect(f.seen.filter((e) => e.type === "order.updated")).toHaveLength(3);
    f.done();
  });

  it.each([
    ["close", {}, "closed"],
    ["session.expired", { reason: "expired" }, "expired"],
    ["session.expired", { reason: "revoked" }, "revoked"],
    ["error", { code: "invalid_session" }, "invalid_session"],
  ])("onExit once: %s %j is %s", async (type, payload, reason) => {
    const f = mountedFrame();
    await f.load();
    f.post("ready");
    f.post(type, payload);
    f.post("close");
    expect(f.exits).toEqual([{ reason }]);
    f.done();
  });

  it("a session renewed by fetchClientToken is no exit; one that cannot be is", async () => {
    let next: Promise<string> = Promise.resolve("rct_new");
    const f = mountedFrame({ fetchClientToken: () => next });
    await f.load();
    f.post("ready");
    f.post("session.expired", { reason: "expired" });
    await settle();
    expect(f.sent.at(-1)).toMatchObject({ type: "token", payload: { token: "rct_new" } });
    expect(f.exits).toEqual([]);
    next = Promise.reject(new Error("revoked"));
    f.post("session.expired", { reason: "revoked" });
    await settle();
    expect(f.exits).toEqual([{ reason: "revoked" }]);
    expect(f.seen.at(-1)).toEqual({ type: "error", payload: { code: "token_refresh_failed" } });
    f.done();
  });

  it("an origin the session does not allow: a message instead of the frame, one event, one exit, no init", async () => {
    frameVerdict = "origin_not_allowed";
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const f = mountedFrame();
    await settle();
    await f.load();
    expect(f.el.querySelector("iframe")).toBeNull();
    expect(f.el.querySelector("[role=alert]")?.textContent).toBe(
      "The domain widget cannot be shown on this page.",
    );
    expect(f.exits).toEqual([{ reason: "origin_not_allowed", origin: location.origin }]);
    expect(f.seen).toEqual([
      { type: "error", payload: { code: "origin_not_allowed", origin: location.origin } },
    ]);
    expect(f.sent).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toContain("allowed_origins");
    warn.mockRestore();
    f.done();
    expect(f.el.childElementCount).toBe(0);
  });

  it("the drop-in tells the page as DOM events: registrar:success and registrar:exit", async () => {
    frameVerdict = "origin_not_allowed";
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const el = document.createElement("div");
    el.dataset.registrarUrl = "https://r.example/embed/s9#token=t";
    document.body.append(el);
    const exits: unknown[] = [];
    el.addEventListener("registrar:exit", (e) => exits.push((e as CustomEvent).detail));
    const [handle] = api.scan(document.body);
    await settle();
    expect(exits).toEqual([{ reason: "origin_not_allowed", origin: location.origin }]);
    handle!.destroy();
    el.remove();
    warn.mockRestore();
  });
});

// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RegistrarWidgetApi } from "../src/index.js";

let api: RegistrarWidgetApi;
beforeAll(async () => {
  await import("../src/global.js");
  api = window.RegistrarWidget!;
});
afterAll(() => {
  delete window.RegistrarWidget;
});

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
  const handle = window.RegistrarWidget!.mount(el, {
    url: "https://r.example/embed/s3#token=t",
    onEvent: (e) => seen.push(e),
    ...options,
  });
  const iframe = el.querySelector("iframe")!;
  let instance = "";
  const sent: { type: string; payload?: unknown }[] = [];
  iframe.contentWindow!.postMessage = ((m: { instance: string; type: string }) => {
    instance = m.instance;
    sent.push(m);
  }) as Window["postMessage"];
  const load = () => iframe.dispatchEvent(new Event("load"));
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
  return { seen, sent, load, post, done };
}

describe("the handshake as the page sees it", () => {
  it("relays `ready` once per mounted widget: not per answer to init, nor after the frame reloads", () => {
    const f = mountedFrame();
    f.load();
    f.post("ready");
    f.post("ready"); // a second answer, to a repeated init
    f.post("search", { query: "acme" });
    f.load(); // back from the card checkout: a new page in the frame, a new handshake
    expect(f.sent.filter((m) => m.type === "init")).toHaveLength(2);
    f.post("ready");
    f.post("order.updated", { order_id: "o1", status: "processing", event_id: null });
    expect(f.seen.map((e) => e.type)).toEqual(["ready", "search", "order.updated"]);
    f.done();
  });
});

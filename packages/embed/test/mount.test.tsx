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

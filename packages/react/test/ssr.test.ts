/**
 * Server rendering (Next.js, Remix): in Node, where `window`, `document` and `location` do not
 * exist, `<RegistrarWidget url=…/>` renders its container and touches no browser global; the
 * widget mounts in the browser, in an effect.
 */
import { createElement, StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RegistrarWidget } from "../src/index.js";

describe("<RegistrarWidget/> on a server", () => {
  it("renders its empty container with renderToString, without a browser global", () => {
    expect(typeof window).toBe("undefined");
    expect(typeof location).toBe("undefined");
    const html = renderToString(
      createElement(
        StrictMode,
        null,
        createElement(RegistrarWidget, {
          url: "https://reg.example/embed/s#token=t",
          className: "domains",
        }),
      ),
    );
    expect(html).toBe('<div class="domains"></div>');
  });

  it("renders with a session id and base URL too", () => {
    const html = renderToString(
      createElement(RegistrarWidget, {
        sessionId: "s",
        clientToken: "t",
        baseUrl: "https://reg.example",
      }),
    );
    expect(html).toBe("<div></div>");
  });
});

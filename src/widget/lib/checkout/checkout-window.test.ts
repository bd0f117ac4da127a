import { describe, expect, it } from "vitest";
import { isFramed, popupCheckoutAddress } from "./checkout-window";

/** A window as far as `isFramed` looks at it: itself, and its top (or a top it may not read). */
function windowIn(top: "self" | "other" | "cross-origin"): Window {
  const win = {} as { self: unknown; top: unknown };
  win.self = win;
  if (top === "cross-origin")
    Object.defineProperty(win, "top", {
      get() {
        throw new Error("SecurityError: cross-origin");
      },
    });
  else win.top = top === "self" ? win : {};
  return win as unknown as Window;
}

describe("where the card checkout opens", () => {
  it("in a popup from the embed page, and from the hosted page when a partner frames it", () => {
    expect(isFramed(windowIn("self"), "embed")).toBe(true);
    expect(isFramed(windowIn("other"), "hosted")).toBe(true);
    expect(isFramed(windowIn("cross-origin"), "hosted")).toBe(true);
    // The hosted page opened top-level leaves for the checkout in its own window.
    expect(isFramed(windowIn("self"), "hosted")).toBe(false);
  });

  it("tells the checkout it is a popup, beside any query it has", () => {
    expect(popupCheckoutAddress("https://r.example/checkout/abc")).toBe(
      "https://r.example/checkout/abc?popup=1",
    );
    expect(popupCheckoutAddress("https://r.example/checkout/abc?x=1")).toBe(
      "https://r.example/checkout/abc?x=1&popup=1",
    );
  });
});

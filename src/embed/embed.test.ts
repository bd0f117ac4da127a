import { describe, expect, it } from "vitest";

describe("embed loader without a DOM", () => {
  it("is a no-op when imported where there is no window (SSR, workers)", async () => {
    expect(typeof window).toBe("undefined");
    await expect(import("./embed")).resolves.toBeDefined();
    expect("RegistrarWidget" in globalThis).toBe(false);
  });
});

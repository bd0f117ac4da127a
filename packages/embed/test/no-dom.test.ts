import { describe, expect, it } from "vitest";

describe("embed loader without a DOM", () => {
  it("the module imports where there is no window (SSR, workers) and defines no global", async () => {
    expect(typeof window).toBe("undefined");
    const loader = await import("../src/index.js");
    expect(typeof loader.mount).toBe("function");
    expect(loader.PROTOCOL_VERSION).toBe(1);
    expect("RegistrarWidget" in globalThis).toBe(false);
  });

  it("the drop-in entry is a no-op there too", async () => {
    await expect(import("../src/global.js")).resolves.toBeDefined();
    expect("RegistrarWidget" in globalThis).toBe(false);
  });
});

import { describe, expect, it, vi } from "vitest";
import { ENGLISH } from "./lib/i18n/catalogs";
import { activateLocale, t } from "./lib/i18n/i18n";
import { loadOtherTextsWhenIdle } from "./screen-loaders";

const fakeDocument = () => ({ documentElement: {}, title: "" }) as unknown as Document;

/** A window whose idle callbacks run when the test says so. */
function idleWindow() {
  const pending: (() => void)[] = [];
  const win = {
    requestIdleCallback: vi.fn((fn: () => void) => pending.push(fn)),
    cancelIdleCallback: vi.fn(),
  } as unknown as Window;
  return { win, runIdle: () => pending.splice(0).forEach((fn) => fn()) };
}

describe("the other screens' texts", () => {
  it("are not fetched for a search-only session", async () => {
    await activateLocale(ENGLISH, fakeDocument());
    const { win, runIdle } = idleWindow();
    loadOtherTextsWhenIdle(["search"], win);
    runIdle();
    expect(win.requestIdleCallback).not.toHaveBeenCalled();
    expect(t("dns.title")).toBe("dns.title");
  });

  it("come in once the browser is idle when the session allows another screen", async () => {
    const { win, runIdle } = idleWindow();
    loadOtherTextsWhenIdle(["search", "dns"], win);
    expect(t("dns.title")).toBe("dns.title");
    runIdle();
    await vi.waitFor(() => expect(t("dns.title")).not.toBe("dns.title"));
  });
});

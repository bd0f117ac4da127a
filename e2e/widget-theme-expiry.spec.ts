import { expect, test, type Locator, type Page } from "@playwright/test";
import { accountSession, checkScreen, widgetShown } from "./hosted";

/**
 * The session's theme on the real hosted page (primary color with AA contrast kept, logo,
 * brand), and the session running out by time under Playwright's fake clock.
 */

test.use({ locale: "en-US", timezoneId: "UTC" });

/** sRGB channels of a computed `rgb(…)`/`rgba(…)` color. */
function channels(css: string): [number, number, number] {
  const m = /^rgba?\((\d+), (\d+), (\d+)/.exec(css);
  if (!m) throw new Error(`not an rgb() color: ${css}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** WCAG 2 contrast ratio of two computed colors. */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = channels(css).map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const hexToRgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;

/** The computed text and background colors of an element, as the browser paints them. */
const colorsOf = (el: Locator) =>
  el.evaluate((e) => {
    const s = getComputedStyle(e);
    return { color: s.color, background: s.backgroundColor };
  });

const LOGO = "https://logo.e2e.test/brand.svg";
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><rect width="64" height="32" fill="#333"/></svg>`;

const THEMES = [
  { kind: "light", primary: "#ffd60a", brand: "Sunny Domains", onPrimary: "rgb(17, 17, 17)" },
  { kind: "dark", primary: "#1b1f5e", brand: "Midnight Domains", onPrimary: "rgb(255, 255, 255)" },
  // Neither white (4.34:1) nor the near-black ink (4.36:1) reaches AA here; black does.
  { kind: "mid-tone", primary: "#0f8787", brand: "Teal Domains", onPrimary: "rgb(0, 0, 0)" },
];

for (const theme of THEMES) {
  test(`theme with a ${theme.kind} primary color: buttons in that color with AA text, logo and brand shown`, async ({
    page,
    request,
  }) => {
    // The logo's host is served by the test (the page may load https images from anywhere).
    await page.route(LOGO, (route) =>
      route.fulfill({ contentType: "image/svg+xml", body: LOGO_SVG }),
    );
    const s = await accountSession(request, {
      allowed_actions: ["domain_search", "renew"],
      theme_config: { primary_color: theme.primary, brand_name: theme.brand, logo_url: LOGO },
    });
    await page.goto(s.hosted_url);
    await widgetShown(page);
    await expect(page.getByRole("heading", { name: theme.brand, level: 1 })).toBeVisible();
    const logo = page.getByRole("img", { name: `${theme.brand} logo` });
    await expect(logo).toBeVisible();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // The primary button: the brand color itself, with text that keeps AA contrast on it.
    const button = page.getByRole("search").getByRole("button", { name: "Search" });
    const { color, background } = await colorsOf(button);
    expect(background).toBe(hexToRgb(theme.primary));
    expect(color).toBe(theme.onPrimary);
    expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);

    // The current tab's text: a variant of the brand color readable on the white page.
    const current = page.getByRole("navigation").getByRole("button", { name: "Search" });
    await expect(current).toHaveAttribute("aria-current", "page");
    const tab = await colorsOf(current);
    const root = await colorsOf(page.locator("html"));
    expect(root.background).toBe("rgb(255, 255, 255)");
    expect(contrast(tab.color, root.background)).toBeGreaterThanOrEqual(4.5);
    await checkScreen(page, `theme-${theme.kind}`);
  });
}

/** The fake clock's current time in the page. */
const pageNow = (page: Page) => page.evaluate(() => Date.now());

test("session expiry: a warning five minutes before, the expired screen after", async ({
  page,
  request,
}) => {
  const s = await accountSession(request, {
    allowed_actions: ["domain_search"],
    expires_in_minutes: 30,
  });
  const end = Date.parse(s.expires_at);
  await page.clock.install();
  await page.goto(s.hosted_url);
  const box = page.getByRole("searchbox", { name: "Domain name" });
  await expect(box).toBeVisible();
  const warning = page.getByRole("status").filter({ hasText: "Your session ends at" });
  await expect(warning).toHaveCount(0);

  // Six minutes before the end: no warning yet. Four minutes before: warned, with the time.
  await page.clock.fastForward(end - (await pageNow(page)) - 6 * 60_000);
  await expect(box).toBeVisible();
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward(2 * 60_000);
  const time = new Intl.DateTimeFormat("en-US", { timeStyle: "short", timeZone: "UTC" }).format(
    new Date(end),
  );
  // ICU puts a narrow no-break space before "AM"/"PM" in some versions: any space matches.
  const spaced = time.replace(/\s/g, "\\s");
  await expect(warning).toHaveText(
    new RegExp(`^Your session ends at ${spaced}\\. Finish soon or start a new one\\.$`),
  );
  await expect(box).toBeVisible();
  await checkScreen(page, "session-expiring");

  // Past the end: the expired screen, and the search is gone.
  await page.clock.fastForward(5 * 60_000);
  await expect(page.getByRole("heading", { name: "Your session has ended" })).toBeVisible();
  await expect(box).toBeHidden();
  await expect(warning).toHaveCount(0);
  await checkScreen(page, "session-expired");
});

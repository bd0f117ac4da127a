import { expect, test, type Locator, type Page } from "@playwright/test";
import { accountSession, checkScreen, fillText, widgetCatalog, widgetShown } from "./hosted";
import { CONTACT, env } from "./env";

/**
 * The widget's look on the real hosted page: no layout shift when search results arrive
 * (CLS measured with a PerformanceObserver), the dark scheme as a dark page with AA contrast,
 * a logo that fails to load, and the branded sandbox checkout.
 */

test.use({ locale: "en-US", timezoneId: "UTC" });

/** WCAG 2 contrast ratio of two computed `rgb(…)` colors. */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const m = /^rgba?\((\d+), (\d+), (\d+)/.exec(css);
    if (!m) throw new Error(`not an rgb() color: ${css}`);
    const [r, g, bl] = [m[1], m[2], m[3]].map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const colorsOf = (el: Locator) =>
  el.evaluate((e) => {
    const s = getComputedStyle(e);
    return { color: s.color, background: s.backgroundColor };
  });

/** Starts summing layout-shift entries (as CLS does, without recent input) from now on. */
const observeShifts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: "layout-shift", buffered: false });
  });
const shiftSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shift: number }).__shift);

/**
 * Every language the widget ships (and the right-to-left pseudo-locale) at desktop width, and
 * English on a phone: results replace their skeletons without moving what is on screen.
 */
const SHIFT_CASES = [
  { locale: "en", width: 1100, height: 900, max: 0.02 },
  { locale: "en", width: 375, height: 800, max: 0.02 },
  ...["de", "fr", "es", "ar-XB"].map((locale) => ({ locale, width: 1100, height: 900, max: 0.05 })),
];

for (const { locale, max, ...viewport } of SHIFT_CASES) {
  test(`search results arrive without layout shift in ${locale} at ${viewport.width} px (CLS ≤ ${max})`, async ({
    page,
    request,
  }) => {
    const m = widgetCatalog(locale === "ar-XB" ? "en" : locale);
    await page.setViewportSize(viewport);
    const s = await accountSession(request, {
      allowed_actions: ["domain_search", "domain_purchase"],
      locale,
    });
    // Answers held back until the test has seen the skeletons (a fixed delay can fall between
    // the assertion's polls on a busy machine), so that results replace skeletons on screen.
    let release!: () => void;
    const seen = new Promise<void>((r) => (release = r));
    await page.route(/\/api\/v1\/hosted\/(availability|suggestions)/, async (route) => {
      await seen;
      await route.continue();
    });
    await page.goto(s.hosted_url);
    const box = page.getByRole("searchbox", { name: m["search.label"] });
    await expect(box).toBeVisible();
    await observeShifts(page);
    // fill() is not a user input that excuses shifts: every shift from here on counts.
    const wanted = `look-${Date.now().toString(36)}.com`;
    await box.fill(wanted);
    await expect(page.getByTestId("skeleton-results").first()).toBeVisible();
    release();
    await expect(
      page.getByRole("button", { name: fillText(m["search.buy"]!, { domain: wanted }) }),
    ).toBeVisible();
    await expect(page.getByTestId("skeleton-results")).toHaveCount(0);
    await expect(page.locator(".rw-result")).not.toHaveCount(0);
    // Let the browser report the last frames' shifts.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
    expect(await shiftSoFar(page)).toBeLessThanOrEqual(max);
  });
}

test("motion respects prefers-reduced-motion: the skeleton shimmers only without it", async ({
  page,
  request,
}) => {
  const s = await accountSession(request, { allowed_actions: ["domain_search"] });
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/api\/v1\/hosted\/(availability|suggestions)/, async (route) => {
    await held;
    await route.continue();
  });
  const animationOf = async () =>
    page
      .getByTestId("skeleton-results")
      .first()
      .locator(".rw-skeleton-bar")
      .first()
      .evaluate((e) => getComputedStyle(e).animationName);
  await page.goto(s.hosted_url);
  await page.getByRole("searchbox", { name: "Domain name" }).fill("motion-look.com");
  await expect(page.getByTestId("skeleton-results").first()).toBeVisible();
  expect(await animationOf()).toBe("rw-shimmer");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await animationOf()).toBe("none");
  release();
});

test("color_scheme dark: a dark page, AA text, brand color on buttons, no axe violations", async ({
  page,
  request,
}) => {
  const s = await accountSession(request, {
    allowed_actions: ["domain_search", "domain_purchase", "renew"],
    theme_config: {
      primary_color: "#1b1f5e",
      brand_name: "Midnight Domains",
      color_scheme: "dark",
      radius: 14,
      font_family: "serif",
    },
  });
  await page.goto(s.hosted_url);
  const box = page.getByRole("searchbox", { name: "Domain name" });
  await expect(box).toBeVisible();
  await widgetShown(page);
  const root = await colorsOf(page.locator("html"));
  expect(contrast(root.background, "rgb(255, 255, 255)")).toBeGreaterThan(15);
  expect(contrast(root.color, root.background)).toBeGreaterThanOrEqual(4.5);
  // The brand's navy stays on the primary button, with white text.
  const button = await colorsOf(page.getByRole("search").getByRole("button", { name: "Search" }));
  expect(button.background).toBe("rgb(27, 31, 94)");
  expect(contrast(button.color, button.background)).toBeGreaterThanOrEqual(4.5);
  // The current tab: a lighter variant of the brand, readable on the dark page.
  const tab = await colorsOf(page.getByRole("navigation").getByRole("button", { name: "Search" }));
  expect(contrast(tab.color, root.background)).toBeGreaterThanOrEqual(4.5);
  const card = page.locator(".rw-main > section");
  expect(await card.evaluate((e) => getComputedStyle(e).borderTopLeftRadius)).toBe("14px");
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("serif");
  await box.fill("midnight-look.com");
  await expect(page.getByRole("button", { name: "Buy midnight-look.com" })).toBeVisible();
  await checkScreen(page, "theme-dark-scheme");
});

test("color_scheme auto follows the browser's dark preference", async ({ browser, request }) => {
  const s = await accountSession(request, {
    allowed_actions: ["domain_search"],
    theme_config: { color_scheme: "auto" },
  });
  for (const [colorScheme, dark] of [
    ["dark", true],
    ["light", false],
  ] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto(s.hosted_url);
    await expect(page.getByRole("searchbox", { name: "Domain name" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-rw-scheme", dark ? "dark" : "light");
    const bg = (await colorsOf(page.locator("html"))).background;
    expect(contrast(bg, "rgb(255, 255, 255)") > 10).toBe(dark);
    await context.close();
  }
});

test("a logo that fails to load leaves the brand name, not a broken image", async ({
  page,
  request,
}) => {
  const logo = "https://logo.e2e.test/missing.svg";
  await page.route(logo, (route) => route.fulfill({ status: 404, body: "" }));
  const s = await accountSession(request, {
    allowed_actions: ["domain_search"],
    theme_config: { brand_name: "Broken Logo Co", logo_url: logo },
  });
  await page.goto(s.hosted_url);
  await expect(page.getByRole("heading", { level: 1, name: "Broken Logo Co" })).toBeVisible();
  await expect(page.getByRole("img")).toHaveCount(0);
  await checkScreen(page, "logo-fallback");
});

test("the sandbox checkout carries the session's brand and writes $10.99", async ({
  page,
  request,
}) => {
  const logo = "https://logo.e2e.test/purple.svg";
  await page.route(logo, (route) => route.fulfill({ status: 404, body: "" }));
  const s = await accountSession(request, {
    allowed_actions: ["domain_purchase"],
    theme_config: { primary_color: "#6b21a8", brand_name: "Purple Names", logo_url: logo },
  });
  const domain = `purple-${Date.now().toString(36).slice(-6)}.com`;
  const res = await request.post(`${env.service}/api/v1/hosted/orders`, {
    headers: { authorization: `Bearer ${s.client_token}`, "idempotency-key": crypto.randomUUID() },
    data: { domain, contact: CONTACT },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const order = (await res.json()) as { checkout_url: string; price: string };
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(order.checkout_url);
  await expect(page.getByText("Purple Names", { exact: true })).toBeVisible();
  const pay = page.getByRole("button", { name: /^Pay \$\d+\.\d\d$/ });
  await expect(pay).toBeVisible();
  expect((await colorsOf(pay)).background).toBe("rgb(107, 33, 168)");
  // "Pay for" and the domain do not fit one line at 375 px: the domain moves to the next line
  // whole instead of breaking at its hyphen (its box is one line high).
  const name = page.getByRole("heading", { name: `Pay for ${domain}` }).locator(".domain");
  const { height, line } = await name.evaluate((e) => ({
    height: e.getBoundingClientRect().height,
    line: parseFloat(getComputedStyle(e).lineHeight),
  }));
  expect(height).toBeLessThan(line * 1.5);
  // The failed logo shows nothing (empty alt, brand name written beside it).
  const logoBox = await page.locator(".brand img").boundingBox();
  expect(logoBox === null || logoBox.width <= 32).toBe(true);
  await checkScreen(page, "checkout-branded");
});

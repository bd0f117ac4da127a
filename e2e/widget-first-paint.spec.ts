import { expect, test, type Page } from "@playwright/test";
import { accountSession } from "./hosted";

/**
 * The page has the session's look from its first frame: the server paints the theme into the
 * HTML, so a dark session is dark before the widget's session request has answered (no
 * light-then-dark flash). The session request is held back until the page has been read.
 */

test.use({ locale: "en-US" });

/** Holds `GET /api/v1/hosted/session` until `release()`; `seen` resolves when it was sent. */
async function holdSession(page: Page) {
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  let seen = () => {};
  const sent = new Promise<void>((r) => (seen = r));
  await page.route(/\/api\/v1\/hosted\/session$/, async (route) => {
    seen();
    await released;
    await route.continue();
  });
  return { release, sent };
}

/** The document's painted background and scheme, and the theme's primary color. */
const look = (page: Page) =>
  page.evaluate(() => {
    const s = getComputedStyle(document.documentElement);
    return {
      background: s.backgroundColor,
      colorScheme: s.colorScheme,
      primary: s.getPropertyValue("--rw-primary").trim(),
    };
  });

const DARK_BG = "rgb(15, 17, 21)";
const LIGHT_BG = "rgb(255, 255, 255)";

for (const [name, theme, colorScheme, background] of [
  ["a dark session", { color_scheme: "dark" }, "light", DARK_BG],
  ["an auto session in a dark browser", { color_scheme: "auto" }, "dark", DARK_BG],
  ["an auto session in a light browser", { color_scheme: "auto" }, "light", LIGHT_BG],
  ["a light session", {}, "dark", LIGHT_BG],
] as const) {
  test(`${name} is painted as such before the session answers`, async ({ browser, request }) => {
    const s = await accountSession(request, {
      allowed_actions: ["domain_search"],
      theme_config: { primary_color: "#1b1f5e", ...theme },
    });
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on("console", (m) => {
      if (/Content.Security.Policy/i.test(m.text())) refused.push(m.text());
    });
    const session = await holdSession(page);
    await page.goto(s.hosted_url);
    await session.sent;
    // The widget is still waiting for its session: only the server-drawn form is on screen.
    await expect(page.locator("[data-rw-prerendered]")).toHaveCount(1);
    const before = await look(page);
    expect(before.background).toBe(background);
    expect(before.colorScheme).toBe(background === DARK_BG ? "dark" : "light");
    // The inline theme style was allowed by the CSP (its hash), not refused.
    expect(before.primary).toBe("#1b1f5e");
    session.release();
    await expect(page.locator("[data-rw-prerendered]")).toHaveCount(0);
    await expect(page.getByRole("searchbox", { name: "Domain name" })).toBeEnabled();
    expect((await look(page)).background).toBe(background);
    expect(refused).toEqual([]);
    await context.close();
  });
}

test("the page preloads the message catalog of the browser's language", async ({ request }) => {
  const s = await accountSession(request, { allowed_actions: ["domain_search"] });
  const page = (language: string) =>
    request
      .get(s.hosted_url.replace(/#.*$/, ""), { headers: { "accept-language": language } })
      .then((r) => r.text());
  expect(await page("de-DE,de;q=0.9")).toMatch(
    /<link rel="modulepreload" crossorigin href="\/widget\/assets\/de-[\w-]+\.js">/,
  );
  expect(await page("fr")).toMatch(/href="\/widget\/assets\/fr-[\w-]+\.js"/);
});

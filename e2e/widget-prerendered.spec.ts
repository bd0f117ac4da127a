import { expect, test, type Page } from "@playwright/test";
import { env } from "./env";
import { accountSession, checkScreen } from "./hosted";

/**
 * A search-first session's page comes with the search form drawn by the server: a box a person
 * can type into before the widget's script runs. When the widget starts, its own box takes the
 * text, the focus and the caret, searches for it, and sits exactly where the server's was.
 * The entry script is held back (page.route) so that the gap can be typed into.
 */

test.use({ locale: "en-US" });

/** Holds the widget's entry script until `release()`. */
async function holdScript(page: Page) {
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  await page.route(/\/widget\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const prerendered = (page: Page) => page.locator("[data-rw-prerendered]");
const box = (page: Page) => page.getByRole("searchbox", { name: "Domain name" });

/**
 * Where the form's parts are on the page, once its stylesheets have loaded (a layout measured
 * before, on a busy machine, is the unstyled page's).
 */
const layout = async (page: Page) => {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
      (link) => link.sheet !== null,
    ),
  );
  return Promise.all(
    [
      box(page),
      page.getByRole("search").getByRole("button", { name: "Search" }),
      page.getByRole("heading", { name: "Find a domain" }),
      page.getByText("Type a name or a full domain"),
    ].map((l) => l.boundingBox()),
  );
};

test("text typed before the script runs is kept, searched for, and the box keeps focus and place", async ({
  page,
  request,
}) => {
  const s = await accountSession(request, { allowed_actions: ["domain_search"] });
  const release = await holdScript(page);
  // Not waiting for "load" (nor DOMContentLoaded): both wait for the held module script.
  await page.goto(s.hosted_url, { waitUntil: "commit" });
  await expect(prerendered(page)).toHaveCount(1);
  await expect(box(page)).toBeEnabled();
  await box(page).click();
  await page.keyboard.type("xample");
  // Enter before the script runs: the page stays, and so does the text.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Home");
  await expect(box(page)).toHaveValue("xample");
  expect(new URL(page.url()).pathname).toBe(new URL(s.hosted_url).pathname);
  const before = await layout(page);
  await page.screenshot({ path: "test-results/prerendered-before.png" });

  release();
  // Typed while the widget starts: some keys go to the server's box, the rest to the widget's;
  // a key lost (or applied twice) at the hand-over would leave an "x" or eat a letter.
  await page.keyboard.type("e");
  await page.keyboard.press("End");
  while ((await prerendered(page).count()) > 0) {
    await page.keyboard.type("x");
    await page.keyboard.press("Backspace");
  }
  await page.keyboard.type(".com");
  await expect(prerendered(page)).toHaveCount(0);
  await expect(box(page)).toHaveValue("example.com");
  await expect(box(page)).toBeFocused();
  await expect(page.getByRole("heading", { name: "Results for example.com" })).toBeVisible();
  // The same box in the same place, as are the label's hint, the heading and the button.
  expect(await layout(page)).toEqual(before);
});

test("the caret and selection made in the server's box carry over", async ({ page, request }) => {
  const s = await accountSession(request, { allowed_actions: ["domain_search", "renew"] });
  const release = await holdScript(page);
  // Not waiting for "load" (nor DOMContentLoaded): both wait for the held module script.
  await page.goto(s.hosted_url, { waitUntil: "commit" });
  await box(page).fill("example.com");
  // Select "example" (the first seven characters), to be typed over once the widget runs.
  await box(page).evaluate((el: HTMLInputElement) => el.setSelectionRange(0, 7));
  const before = await layout(page);
  // Its tabs wait for the widget (a click on them now would be lost), then lead to their screens.
  const renewTab = page.getByRole("navigation").getByRole("button", { name: "Renew" });
  await expect(renewTab).toBeDisabled();
  release();
  await expect(prerendered(page)).toHaveCount(0);
  await expect(renewTab).toBeEnabled();
  await expect(box(page)).toBeFocused();
  await page.keyboard.type("sample");
  await expect(box(page)).toHaveValue("sample.com");
  await expect(page.getByRole("heading", { name: "Results for sample.com" })).toBeVisible();
  expect(await layout(page)).toEqual(before);
  // The tabs were drawn by the server too: the widget's are the same.
  await expect(page.getByRole("navigation").getByRole("button")).toHaveText(["Search", "Renew"]);
});

test("the server-drawn form passes axe, in the session's language", async ({ page, request }) => {
  const s = await accountSession(request, {
    allowed_actions: ["domain_search", "domain_purchase"],
    locale: "de-DE",
    theme_config: { brand_name: "Zebra Domains", color_scheme: "dark" },
  });
  const release = await holdScript(page);
  // Not waiting for "load" (nor DOMContentLoaded): both wait for the held module script.
  await page.goto(s.hosted_url, { waitUntil: "commit" });
  await expect(prerendered(page)).toHaveCount(1);
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  await expect(page.getByRole("searchbox", { name: "Domainname" })).toBeEnabled();
  await expect(page.getByRole("heading", { name: "Zebra Domains", level: 1 })).toBeVisible();
  await checkScreen(page, "widget-prerendered-de");
  release();
  await expect(prerendered(page)).toHaveCount(0);
  await expect(page.getByRole("searchbox", { name: "Domainname" })).toBeEnabled();
});

test("an empty box hands over without a search; other first screens and ended sessions get no form", async ({
  page,
  request,
}) => {
  const s = await accountSession(request, { allowed_actions: ["domain_search"] });
  await page.goto(s.hosted_url);
  await expect(prerendered(page)).toHaveCount(0);
  await expect(box(page)).toHaveValue("");
  await expect(page.getByRole("heading", { name: /^Results for/ })).toHaveCount(0);

  const html = async (url: string) => (await request.get(url.replace(/#.*$/, ""))).text();
  const renew = await accountSession(request, { allowed_actions: ["renew", "dns_manage"] });
  expect(await html(renew.hosted_url)).toContain('<div id="root"></div>');
  const ended = await accountSession(request, { allowed_actions: ["domain_search"] });
  const revoked = await request.delete(
    `${env.service}/api/v1/hosted/sessions/${ended.session_id}`,
    {
      headers: { "x-api-key": env.apiKey },
    },
  );
  expect(revoked.ok()).toBe(true);
  expect(await html(ended.hosted_url)).toContain('<div id="root"></div>');
  expect(await html(s.embed_url)).toContain("data-rw-prerendered");
});

test("the embed page hands over the same way (its header a line, its root a region)", async ({
  page,
  request,
}) => {
  const s = await accountSession(request, { allowed_actions: ["domain_search"] });
  const release = await holdScript(page);
  await page.goto(s.embed_url, { waitUntil: "commit" });
  await expect(page.getByRole("region", { name: "Domains" })).toBeVisible();
  await box(page).fill("embed-check.com");
  await box(page).press("Enter");
  const before = await layout(page);
  release();
  await expect(prerendered(page)).toHaveCount(0);
  await expect(box(page)).toBeFocused();
  await expect(box(page)).toHaveValue("embed-check.com");
  await expect(page.getByRole("heading", { name: "Results for embed-check.com" })).toBeVisible();
  expect(await layout(page)).toEqual(before);
});

import { expect, test, type Frame, type FrameLocator, type Page } from "@playwright/test";
import { demoSettled, env, snap } from "./env";
import { checkScreen } from "./hosted";

/**
 * The real widget in each integration mode (loader, plain iframe, hosted page), minted from the
 * partner demo on its own origin: which screens exist, theme brand, resize, revocation, token
 * refresh. The flows (purchase, DNS, renew, theme, expiry, accessibility) are in
 * `widget-flows.spec.ts`.
 */

type DemoWindow = {
  registrarDemo: {
    session?: { session_id: string; hosted_url: string };
    events: { source: string; type: string }[];
  };
};

const SCREENS: Record<string, RegExp> = {
  domain_search: /search/i,
  domain_purchase: /(purchase|buy|orders?)/i,
  dns_manage: /dns/i,
  renew: /renew/i,
};

async function demoSession(page: Page, mode: string, actions: string[], brand = "Acme Test") {
  await page.goto(`${env.demo}/demo`);
  await demoSettled(page);
  for (const box of await page.getByRole("checkbox").all()) {
    await box.setChecked(actions.includes((await box.getAttribute("value")) ?? ""));
  }
  await page.locator(`input[name=mode][value=${mode}]`).check();
  await page.getByLabel("Brand name").fill(brand);
  await page.getByRole("button", { name: "Create session" }).click();
  await expect(page.getByRole("status")).toContainText("Session ");
  return page.evaluate(() => (window as unknown as DemoWindow).registrarDemo.session!);
}

const eventTypes = (page: Page) =>
  page.evaluate(() => (window as unknown as DemoWindow).registrarDemo.events.map((e) => e.type));

const widgetFrame = (page: Page): FrameLocator => page.frameLocator("#widget iframe");

const SUBSETS = [["domain_search"], ["dns_manage", "renew"], Object.keys(SCREENS)];
for (const mode of ["loader", "iframe", "hosted"]) {
  for (const actions of SUBSETS) {
    test(`${mode}: shows exactly the screens of ${actions.join("+")}`, async ({
      page,
      context,
    }) => {
      const s = await demoSession(page, mode, actions);
      let root: Page | FrameLocator;
      let shown = page;
      if (mode === "hosted") {
        shown = await context.newPage();
        await shown.goto(s.hosted_url);
        root = shown;
      } else {
        root = widgetFrame(page);
      }
      // One navigation button per allowed screen; a single screen needs no navigation.
      // The hosted page's main landmark; in an embed a named region (the host page has a main).
      await expect(
        mode === "hosted" ? root.getByRole("main") : root.getByRole("region", { name: "Domains" }),
      ).toBeVisible();
      const nav = root.getByRole("navigation");
      if (actions.length > 1) {
        await expect(nav.getByRole("button")).toHaveCount(actions.length);
        for (const [action, name] of Object.entries(SCREENS)) {
          await expect(nav.getByRole("button", { name })).toHaveCount(
            actions.includes(action) ? 1 : 0,
          );
        }
      } else {
        await expect(nav).toHaveCount(0);
      }
      await expect(root.getByRole("searchbox", { name: /domain name/i })).toHaveCount(
        actions.includes("domain_search") ? 1 : 0,
      );
      await snap(shown, `widget-${mode}-${actions.join("+")}`);
    });
  }
}

test("the brand name of the theme is shown in the hosted page's header", async ({
  page,
  context,
}) => {
  const s = await demoSession(page, "hosted", ["domain_search"], "Zebra Domains");
  const hosted = await context.newPage();
  await hosted.goto(s.hosted_url);
  await expect(hosted.getByRole("heading", { name: "Zebra Domains" })).toBeVisible();
});

test("auto-resize follows the widget's content", async ({ page }) => {
  await demoSession(page, "loader", ["domain_search"]);
  await expect.poll(() => eventTypes(page)).toContain("resize");
});

test("revocation shows the expired screen", async ({ page }) => {
  await demoSession(page, "loader", ["domain_search"]);
  await page.getByRole("button", { name: "Revoke session" }).click();
  const w = widgetFrame(page);
  // The next call the widget makes gets 401 (a search, or its own session refresh).
  const box = w.getByRole("searchbox", { name: /domain name/i });
  await box
    .fill("revoked-check.com", { timeout: 2_000 })
    .then(() => box.press("Enter", { timeout: 2_000 }))
    .catch(() => undefined);
  await expect(w.getByText(/session has ended|expired/i).first()).toBeVisible();
});

test("a rotated token is renewed through fetchClientToken without reloading", async ({ page }) => {
  await demoSession(page, "loader", ["domain_search"]);
  // The loader adds the iframe after the session is made: wait for it.
  let frame: Frame | undefined;
  await expect
    .poll(() => (frame = page.frames().find((f: Frame) => f.url().includes("/embed/"))))
    .toBeTruthy();
  const before = frame!.url();
  // A running widget's token rotates (not one still starting, whose first call would be the
  // one refused: a busy machine made that the case, and the server-drawn box's text was lost).
  await expect.poll(() => eventTypes(page)).toContain("ready");
  await page.getByRole("button", { name: "Refresh token" }).click();
  const w = widgetFrame(page);
  await w.getByRole("searchbox", { name: /domain name/i }).fill("refresh-check.com");
  await w.getByRole("searchbox", { name: /domain name/i }).press("Enter");
  await expect.poll(() => eventTypes(page)).toContain("token.refreshed");
  await expect(w.getByText("refresh-check.com").first()).toBeVisible();
  expect(frame!.url()).toBe(before);
});

test("closable: the loader's close button sends `close`, and the demo removes the widget", async ({
  page,
}) => {
  await demoSession(page, "loader", ["domain_search"]);
  const w = widgetFrame(page);
  await expect(w.getByRole("searchbox", { name: /domain name/i })).toBeVisible();
  await w.getByRole("button", { name: "Close" }).click();
  await expect.poll(() => eventTypes(page)).toContain("close");
  await expect(page.locator("#widget iframe")).toHaveCount(0);
});

test("a plain iframe (no loader asking for it) has no close button", async ({ page }) => {
  await demoSession(page, "iframe", ["domain_search"]);
  const w = widgetFrame(page);
  await expect(w.getByRole("searchbox", { name: /domain name/i })).toBeVisible();
  await expect(w.getByRole("button", { name: "Close" })).toHaveCount(0);
});

test("axe: the partner demo with the widget embedded by the loader, and by a plain iframe", async ({
  page,
}) => {
  for (const mode of ["loader", "iframe"]) {
    await demoSession(page, mode, Object.keys(SCREENS));
    await expect(widgetFrame(page).getByRole("searchbox", { name: /domain name/i })).toBeVisible();
    // axe-core checks the page and, inside it, the widget's frame.
    await checkScreen(page, `axe-demo-${mode}`);
  }
});

import { expect, test, type FrameLocator, type Page } from "@playwright/test";
import { CONTACT, createSession, demoSettled, env } from "./env";
import { openCardCheckout } from "./widget-card-purchase";
import { uniqueDomain } from "./hosted";

/**
 * The card checkout from an embedded widget: a popup of its own with the checkout's address
 * (never the partner's iframe), paid there, and the widget in the frame moving on by itself;
 * the checkout refuses to be framed by anyone.
 */

test.use({ locale: "en-US", timezoneId: "UTC" });
test.describe.configure({ timeout: 120_000 });

/** The widget embedded by the loader on the partner demo's page (its own origin). */
async function embedded(page: Page, request: Parameters<typeof createSession>[0]) {
  const s = await createSession(request, {
    allowed_actions: ["domain_search", "domain_purchase"],
    allowed_origins: [env.demo],
    external_account_id: `popup-${Date.now().toString(36)}`,
  });
  await page.goto(`${env.demo}/demo`);
  await demoSettled(page);
  await page.waitForFunction(() => "RegistrarWidget" in window);
  await page.evaluate((url) => {
    const w = window as unknown as {
      RegistrarWidget: { mount(el: Element, o: Record<string, unknown>): unknown };
    };
    const el = document.getElementById("widget")!;
    el.replaceChildren();
    w.RegistrarWidget.mount(el, { url, maxHeight: 5000 });
  }, s.embed_url);
  return page.frameLocator("#widget iframe");
}

/** From the search to the review step's card payment, then "Pay": the popup it opens. */
async function payByCard(page: Page, w: FrameLocator, domain: string) {
  const opened = openCardCheckout(page, w, domain);
  const popup = await opened;
  // The checkout's own page, top-level in its own window, at the service's address.
  await expect(popup.getByRole("heading", { name: `Pay for ${domain}` })).toBeVisible();
  return popup;
}

/** The widget's frame, found among the page's frames by its address. */
const widgetFrame = (page: Page) => page.frames().find((f) => f.url().includes("/embed/"));

test("embedded: the card checkout opens in a popup at its own address, and the widget moves on once it is paid", async ({
  page,
  request,
}) => {
  const w = await embedded(page, request);
  const domain = uniqueDomain("popup-card");
  const popup = await payByCard(page, w, domain);
  const address = new URL(popup.url());
  expect(address.origin).toBe(env.service);
  expect(address.pathname).toMatch(/^\/checkout\/[0-9a-f-]{36}$/);
  expect(address.searchParams.get("popup")).toBe("1");
  // A window of its own, not a frame: no parent, and the widget's frame still shows the widget.
  expect(popup.mainFrame().parentFrame()).toBeNull();
  expect(widgetFrame(page)?.url()).toContain("/embed/");
  await expect(
    w.getByText("Complete your payment in the new window. This page moves on by itself", {
      exact: false,
    }),
  ).toBeVisible();
  await expect(w.getByRole("button", { name: "Open the payment window again" })).toBeVisible();

  // The paid page's own script closes the window; kept open here to read what it says.
  await popup.addInitScript(() => {
    window.close = () => {
      document.documentElement.dataset.closeAsked = "yes";
    };
  });
  await popup.getByLabel("Card number").fill("4242 4242 4242 4242");
  await popup.getByRole("button", { name: /^Pay / }).click();
  await expect(popup.getByRole("status")).toHaveText(
    "Payment received. The domain is being registered: you can close this window.",
  );
  await expect(popup.locator("html")).toHaveAttribute("data-close-asked", "yes");

  // Nothing pressed in the widget: it follows the order to the end.
  await expect(w.getByText("Registered", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(w.getByText(`${domain} is yours`)).toBeVisible();
  expect(widgetFrame(page)?.url()).toContain("/embed/");
});

test("embedded: closing the popup without paying brings the pay button back, the order still pending", async ({
  page,
  request,
}) => {
  const w = await embedded(page, request);
  const popup = await payByCard(page, w, uniqueDomain("popup-closed"));
  await expect(w.getByRole("button", { name: "Open the payment window again" })).toBeVisible();
  await popup.close();
  await expect(w.getByRole("button", { name: "Pay now" })).toBeVisible();
  await expect(w.getByText("Waiting for payment", { exact: true })).toBeVisible();
  await expect(w.getByText(/Complete your payment in the new window/)).toHaveCount(0);
  // Pay now opens the checkout again, in a popup.
  const again = page.waitForEvent("popup");
  await w.getByRole("button", { name: "Pay now" }).click();
  expect(new URL((await again).url()).pathname).toMatch(/^\/checkout\//);
});

test("the checkout refuses every frame: frame-ancestors 'none', and the browser blocks a partner's iframe", async ({
  page,
  request,
}) => {
  const s = await createSession(request, {
    allowed_actions: ["domain_purchase"],
    allowed_origins: [env.demo],
    external_account_id: `popup-frame-${Date.now().toString(36)}`,
  });
  const res = await request.post(`${env.service}/api/v1/hosted/orders`, {
    headers: { authorization: `Bearer ${s.client_token}`, "idempotency-key": crypto.randomUUID() },
    data: { domain: uniqueDomain("popup-framed"), contact: CONTACT },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { checkout_url } = (await res.json()) as { checkout_url: string };
  const direct = await request.get(checkout_url);
  expect(direct.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(direct.headers()["x-frame-options"]).toBe("DENY");

  // The session's own embedding origin tries to frame it: the browser refuses.
  await page.goto(`${env.demo}/demo`);
  await demoSettled(page);
  const refused: string[] = [];
  page.on("console", (m) => refused.push(m.text()));
  await page.evaluate((url) => {
    const frame = document.createElement("iframe");
    frame.src = url;
    document.getElementById("widget")!.append(frame);
  }, checkout_url);
  await expect
    .poll(() => refused.join("\n"))
    .toMatch(/violates the following Content Security Policy directive: "frame-ancestors 'none'"/);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  expect(frame?.url() ?? "").not.toContain("/checkout/");
});

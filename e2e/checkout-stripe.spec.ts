import { expect, test, type FrameLocator, type Page } from "@playwright/test";
import { openCardCheckout } from "./widget-card-purchase";
import { uniqueDomain } from "./hosted";
import { startStripeWorld, type StripeWorld } from "./stripe-world";

/**
 * Live mode's card checkout with Stripe, end to end in Chromium: a partner's page embeds the
 * widget (a live session), the card payment opens a popup that lands on the Stripe stand-in's
 * checkout page on its own origin, and the order goes on from what happens there: paid and
 * registered at the EPP test registry; declined, then paid; an expired session replaced by a
 * new one; a delayed payment; a lost webhook made good by the reconciliation; a refused
 * registration refunded through Stripe.
 */

test.use({ locale: "en-US", timezoneId: "UTC" });
test.describe.configure({ timeout: 120_000 });

let world: StripeWorld;
test.beforeAll(async () => {
  // A second service on a new data directory (initdb), the registry and Stripe's stand-in: up
  // to a minute and more on a loaded machine, and the service's start alone may take two.
  test.setTimeout(180_000);
  world = await startStripeWorld();
});
test.afterAll(async () => {
  if (!world) return;
  const { violations } = world.standIn;
  const invalidCommands = world.registry.invalidCommands();
  await world.stop();
  // Every request the service sent Stripe, and every answer and event, as Stripe describes them;
  // every command the registry got, as the EPP schemas do.
  expect(violations).toEqual([]);
  expect(invalidCommands).toEqual([]);
});

type Order = { order_id: string; status: string; price: string; checkout_url: string | null };

/** The order as the partner reads it with its live key. */
async function liveOrder(id: string): Promise<Order> {
  const res = await fetch(`${world.base}/api/v1/registrar/orders/${id}`, {
    headers: { "x-api-key": world.liveKey },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Order;
}

/** The widget of a live session embedded by the loader on the partner's page (another origin). */
async function embedded(page: Page): Promise<FrameLocator> {
  const res = await fetch(`${world.base}/api/v1/hosted/sessions`, {
    method: "POST",
    headers: { "x-api-key": world.liveKey, "content-type": "application/json" },
    body: JSON.stringify({
      allowed_actions: ["domain_search", "domain_purchase"],
      allowed_origins: [world.partnerOrigin],
      external_account_id: `stripe-${Date.now().toString(36)}`,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { embed_url } = (await res.json()) as { embed_url: string };
  await page.goto(world.partnerOrigin);
  await page.waitForFunction(() => "RegistrarWidget" in window);
  await page.evaluate((url) => {
    const w = window as unknown as {
      RegistrarWidget: { mount(el: Element, o: Record<string, unknown>): unknown };
    };
    w.RegistrarWidget.mount(document.getElementById("widget")!, { url, maxHeight: 5000 });
  }, embed_url);
  return page.frameLocator("#widget iframe");
}

/** The stand-in's checkout page in the popup: its session id (`/c/pay/{id}`). */
async function atStripe(popup: Page, not?: string): Promise<string> {
  const path = new RegExp(`^${world.standIn.checkoutOrigin}/c/pay/(cs_[A-Za-z0-9_]+)$`);
  await popup.waitForURL((u) => path.test(u.href) && (!not || !u.href.endsWith(not)));
  await expect(popup.getByRole("heading", { name: /^Pay \$/ })).toBeVisible();
  return path.exec(popup.url())![1]!;
}

/** The order a stand-in session was made for. */
const orderOf = (sessionId: string) =>
  world.standIn.sessions().find((s) => s.id === sessionId)!.metadata!.order_id!;

/**
 * From the search to "Pay" in the widget, card chosen: the popup it opens, at the stand-in's
 * checkout, with the session's and the order's ids.
 */
async function buyByCard(page: Page, w: FrameLocator, domain: string) {
  const opened = openCardCheckout(page, w, domain);
  const popup = await opened;
  // The paid page's own script closes the window; kept open here to read what it says.
  await popup.addInitScript(() => {
    window.close = () => {
      document.documentElement.dataset.closeAsked = "yes";
    };
  });
  const sessionId = await atStripe(popup);
  await expect(popup.getByText(`${domain}: registration, 1 year`)).toBeVisible();
  return { popup, sessionId, orderId: orderOf(sessionId) };
}

/** Pays with the card at the stand-in's page. */
async function payWith(popup: Page, card: string) {
  await popup.getByLabel("Card number").fill(card);
  await popup.getByRole("button", { name: "Pay", exact: true }).click();
}

/** Back on the service from Stripe: paid, the window may close, and its script tried to. */
async function backPaid(popup: Page) {
  await popup.waitForURL((u) => u.href.startsWith(`${world.base}/checkout/`));
  expect(new URL(popup.url()).searchParams.get("session_id")).toMatch(/^cs_/);
  await expect(popup.getByRole("status")).toHaveText(
    "Payment received. The domain is being registered: you can close this window.",
  );
  await expect(popup.locator("html")).toHaveAttribute("data-close-asked", "yes");
}

/** The widget in the frame, with nothing pressed, reaches the registered order. */
async function registered(w: FrameLocator, domain: string, orderId: string) {
  await expect(w.getByText("Registered", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(w.getByText(`${domain} is yours`)).toBeVisible();
  expect((await liveOrder(orderId)).status).toBe("completed");
  // The live registry has the name, held by this registrar.
  expect(world.registry.domains.get(domain)?.clID).toBe(world.registry.clientId);
}

/** The widget waiting for the popup's payment. */
async function waiting(w: FrameLocator) {
  await expect(w.getByText("Waiting for payment", { exact: true })).toBeVisible();
  await expect(w.getByText(/Complete your payment in the new window/)).toBeVisible();
}

test("paid with the test card at Stripe's page on its own origin: the popup says it can close, the widget shows the name registered", async ({
  page,
}) => {
  const w = await embedded(page);
  const domain = uniqueDomain("stripe-paid");
  const { popup, orderId } = await buyByCard(page, w, domain);
  // A window of its own at the stand-in's origin: neither the partner's nor the service's.
  expect(new URL(popup.url()).origin).toBe(world.standIn.checkoutOrigin);
  expect(new URL(popup.url()).origin).not.toBe(world.base);
  expect(popup.mainFrame().parentFrame()).toBeNull();
  await waiting(w);
  await payWith(popup, "4242 4242 4242 4242");
  await backPaid(popup);
  await registered(w, domain, orderId);
});

test("a declined card: Stripe's page says so and the widget keeps waiting; the test card then pays", async ({
  page,
}) => {
  const w = await embedded(page);
  const domain = uniqueDomain("stripe-declined");
  const { popup, orderId } = await buyByCard(page, w, domain);
  await payWith(popup, "4000 0000 0000 0002");
  await expect(popup.getByRole("alert")).toHaveText("Your card was declined.");
  expect(new URL(popup.url()).origin).toBe(world.standIn.checkoutOrigin);
  await waiting(w);
  expect((await liveOrder(orderId)).status).toBe("pending");
  await payWith(popup, "4242 4242 4242 4242");
  await backPaid(popup);
  await registered(w, domain, orderId);
});

test("a session that expires while its page is open: the widget's button opens a new session, which pays", async ({
  page,
}) => {
  const w = await embedded(page);
  const domain = uniqueDomain("stripe-expired");
  const { popup, sessionId, orderId } = await buyByCard(page, w, domain);
  await world.standIn.expire(sessionId);
  await popup.reload();
  await expect(
    popup.getByRole("heading", { name: "This checkout session has expired" }),
  ).toBeVisible();
  await waiting(w);
  await w.getByRole("button", { name: "Open the payment window again" }).click();
  const again = await atStripe(popup, sessionId);
  expect(again).not.toBe(sessionId);
  expect(orderOf(again)).toBe(orderId);
  await payWith(popup, "4242 4242 4242 4242");
  await backPaid(popup);
  await registered(w, domain, orderId);
});

test("a delayed payment: the order stays pending, its checkout says the payment is being processed, and it registers once the payment succeeds", async ({
  page,
}) => {
  const w = await embedded(page);
  const domain = uniqueDomain("stripe-delayed");
  const { popup, sessionId, orderId } = await buyByCard(page, w, domain);
  const processing =
    "Your payment is being processed. Once your bank confirms it, the domain is registered; you can close this page.";
  await popup.getByRole("button", { name: "Pay later (bank debit)" }).click();
  // Back on the service: the payment is on its way, and no card form offers a second one.
  await popup.waitForURL((u) => u.href.startsWith(`${world.base}/checkout/`));
  await expect(popup.getByRole("status")).toHaveText(processing);
  await expect(popup.getByLabel("Card number")).toHaveCount(0);
  const order = await liveOrder(orderId);
  expect(order.status).toBe("pending");
  // The order's checkout address, opened again: no second session, the first payment is on its way.
  await popup.goto(order.checkout_url!);
  expect(new URL(popup.url()).origin).toBe(world.base);
  await expect(popup.getByRole("status")).toHaveText(processing);
  await expect(w.getByText("Waiting for payment", { exact: true })).toBeVisible();
  expect(world.standIn.sessions().filter((s) => s.metadata?.order_id === orderId)).toHaveLength(1);
  await world.standIn.settleDelayed(sessionId, true);
  await registered(w, domain, orderId);
});

test("a lost webhook: the payer never comes back and Stripe's event never arrives, and the reconciliation registers the name", async ({
  page,
}) => {
  const w = await embedded(page);
  const domain = uniqueDomain("stripe-lost");
  const { popup, sessionId, orderId } = await buyByCard(page, w, domain);
  world.standIn.dropWebhooks(true);
  try {
    // The payer's connection drops once Stripe has taken the money: Stripe's answer (303 back to
    // the service) never reaches the browser, so the return never reaches the service.
    const returns: string[] = [];
    popup.on("request", (r) => {
      if (r.url().startsWith(world.base)) returns.push(r.url());
    });
    await popup.route(`${world.standIn.checkoutOrigin}/c/pay/*`, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const answer = await route.fetch({ maxRedirects: 0 });
      expect(answer.status()).toBe(303);
      await route.abort("connectionreset");
    });
    await payWith(popup, "4242 4242 4242 4242");
    await expect
      .poll(() => world.standIn.sessions().find((s) => s.id === sessionId)?.payment_status)
      .toBe("paid");
    await popup.close();
    expect(returns).toEqual([]);
    await registered(w, domain, orderId);
    const sent = world.standIn.deliveries.map((d) => d.eventId);
    const ofSession = world.standIn
      .events()
      .filter((e) => (e.data.object as { id?: string }).id === sessionId);
    expect(ofSession.map((e) => e.type)).toContain("checkout.session.completed");
    expect(ofSession.filter((e) => sent.includes(e.id))).toEqual([]);
  } finally {
    world.standIn.dropWebhooks(false);
  }
});

test("a registration the registry refuses after payment: the widget says so, Stripe refunds the exact amount, and the order ends refunded", async ({
  page,
}) => {
  const w = await embedded(page);
  const domain = uniqueDomain("stripe-refused");
  const { popup, sessionId, orderId } = await buyByCard(page, w, domain);
  world.registry.fault("domain:create", { kind: "code", code: 2306 });
  await payWith(popup, "4242 4242 4242 4242");
  await backPaid(popup);
  await expect(w.getByText("Registration failed", { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    w.getByText("The registry did not register the name. Anything you paid is refunded."),
  ).toBeVisible();
  expect(world.registry.domains.has(domain)).toBe(false);
  const refundOf = () => world.standIn.refunds().filter((r) => r.metadata?.order_id === orderId);
  await expect.poll(() => refundOf().length, { timeout: 30_000 }).toBe(1);
  const [refund] = refundOf();
  const session = world.standIn.sessions().find((s) => s.id === sessionId)!;
  expect(refund!.amount).toBe(session.amount_total);
  expect(refund!.status).toBe("pending");
  expect((await liveOrder(orderId)).status).toBe("failed");
  await world.standIn.settleRefund(refund!.id, "succeeded");
  await expect.poll(async () => (await liveOrder(orderId)).status).toBe("refunded");
});

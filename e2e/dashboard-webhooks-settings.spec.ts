import { expect, test } from "@playwright/test";
import { verifyWebhookSignature } from "@registrar/node/webhooks";
import { startReceiver } from "../test/helpers/webhook-receiver";
import { createSession, env } from "./env";
import { axe, paidDomain, partner, screen, signIn, suffix } from "./dashboard-support";

/**
 * Webhooks (a delivery at a receiver the test runs), settings and account, axe in light and
 * dark, and every list screen at 375 px.
 */

test("adds a webhook endpoint and sees a signed delivery arrive at a receiver", async ({
  page,
  request,
}) => {
  const receiver = await startReceiver();
  try {
    await signIn(page);
    await screen(page, "Webhooks", "Webhooks and events");
    const add = page.getByRole("form", { name: "Add a webhook endpoint" });
    await add.getByLabel("URL").fill(receiver.url);
    await add.getByRole("button", { name: "Add endpoint" }).click();
    await expect(
      page.getByRole("region", { name: "Signing secret of the new endpoint" }),
    ).toBeVisible();
    const secret = (await page.getByTestId("secret").textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole("button", { name: "I have copied it" }).click();

    const session = await createSession(request, {
      allowed_actions: ["domain_search"],
      external_account_id: `dash-hook-${suffix()}`,
    });
    await expect
      .poll(() => receiver.received.find((r) => r.body.includes(session.session_id)), {
        timeout: 30_000,
      })
      .toBeTruthy();
    const got = receiver.received.find((r) => r.body.includes(session.session_id))!;
    expect(got.body).toContain("hosted_session.created");
    expect(() =>
      verifyWebhookSignature(got.body, got.headers["registrar-signature"] as string, secret),
    ).not.toThrow();

    const card = page.getByRole("listitem").filter({ hasText: receiver.url });
    await card.getByRole("button", { name: "Show deliveries" }).click();
    // Other tests' events reach this endpoint too: find this session's by its event id.
    const eventId = (JSON.parse(got.body) as { id: string }).id;
    await expect(card.getByRole("row", { name: new RegExp(eventId.slice(0, 8)) })).toContainText(
      "delivered",
    );
    await axe(page, "webhooks-deliveries");

    // A test event: a signed webhook.ping to this endpoint, then listed as delivered.
    await card.getByRole("button", { name: "Send test event" }).click();
    await expect(card.getByRole("status")).toContainText("Test event (webhook.ping) queued");
    await expect
      .poll(() => receiver.received.find((r) => r.body.includes('"webhook.ping"')), {
        timeout: 30_000,
      })
      .toBeTruthy();
    const ping = receiver.received.find((r) => r.body.includes('"webhook.ping"'))!;
    expect(() =>
      verifyWebhookSignature(ping.body, ping.headers["registrar-signature"] as string, secret),
    ).not.toThrow();
    await expect(card.getByRole("row", { name: /webhook\.ping/ })).toContainText("delivered", {
      timeout: 30_000,
    });
    await card.getByRole("button", { name: "Disable" }).click();
    await expect(card).toContainText("Disabled");
  } finally {
    await receiver.close();
  }
});

test("webhooks, settings and account screens are axe-clean", async ({ page }) => {
  await signIn(page);
  await screen(page, "Webhooks", "Webhooks and events");
  await axe(page, "webhooks");
  await screen(page, "Settings", "Settings");
  await axe(page, "settings");
  // The preview repaints as the brand color is typed (not saved).
  const previewButton = page.getByTestId("preview-button");
  await page.getByLabel("Brand color").fill("#ffdd00");
  await expect(previewButton).toHaveCSS("background-color", "rgb(255, 221, 0)");
  await expect(previewButton).toHaveCSS("color", "rgb(17, 17, 17)");
  await expect(page.getByTestId("preview-checks")).toContainText("to reach AA");
  await axe(page, "settings-preview");
  await page.getByRole("link", { name: env.adminEmail }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await axe(page, "account");
});

test("the dashboard's screens are axe-clean in dark mode", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await signIn(page);
  for (const [link, heading] of [
    ["API keys", "API keys"],
    ["Orders", "Orders"],
    ["Users and roles", "Users and roles"],
    ["Messages", "Registrant messages"],
  ] as const) {
    await screen(page, link, heading);
    await axe(page, `dark-${link}`);
  }
});

test("at 375 px no list screen scrolls sideways: table rows stack into cards", async ({
  page,
  request,
}) => {
  // Something on every list: an order, a payment, a domain, a session, an endpoint's delivery.
  const domain = `dash-narrow-${suffix()}.com`;
  const order = await paidDomain(request, domain);
  // A payment with money left, so the payments screen lists one.
  await request.post(`${env.service}/api/v1/registrar/payments`, {
    headers: { ...partner(), "idempotency-key": crypto.randomUUID() },
    data: { amount: "1.00", currency: order.currency },
  });
  await createSession(request, {
    allowed_actions: ["domain_search"],
    external_account_id: `dash-narrow-${suffix()}`,
  });
  const receiver = await startReceiver();
  try {
    const ep = await request.post(`${env.service}/api/v1/webhooks/endpoints`, {
      headers: { ...partner(), "idempotency-key": crypto.randomUUID() },
      data: { url: receiver.url, event_types: ["webhook.ping"] },
    });
    const { id } = (await ep.json()) as { id: string };
    await request.post(`${env.service}/api/v1/webhooks/endpoints/${id}/test`, {
      headers: partner(),
    });

    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page);
    /** Neither the page nor any table inside it is wider than the screen. */
    const fits = async (what: string) => {
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        tables: [...document.querySelectorAll(".table-wrap")].map(
          (t) => t.scrollWidth - t.clientWidth,
        ),
      }));
      expect(widths.page, what).toBeLessThanOrEqual(375);
      for (const overflow of widths.tables) expect(overflow, what).toBeLessThanOrEqual(0);
    };
    for (const [link, heading] of [
      ["API keys", "API keys"],
      ["Orders", "Orders"],
      ["Payments", "Payments"],
      ["Domains", "Domains"],
      ["Hosted sessions", "Hosted sessions"],
      ["Users and roles", "Users and roles"],
    ] as const) {
      await screen(page, link, heading);
      await expect(page.getByRole("table").first()).toBeVisible();
      await fits(link);
    }
    // A stacked row shows each value under its column's name.
    await screen(page, "Orders", "Orders");
    const firstCell = page.getByRole("row").nth(1).getByRole("cell").first();
    expect(await firstCell.evaluate((td) => getComputedStyle(td, "::before").content)).toBe(
      '"Domain"',
    );
    // A reload asks to sign in again (the token is in memory only).
    await signIn(page, env.adminEmail, env.adminPassword, `/dashboard/domains/${domain}`);
    await expect(page.getByRole("heading", { level: 1, name: `Domain: ${domain}` })).toBeVisible();
    await fits("a domain");
    await axe(page, "narrow-domain");
    await screen(page, "Webhooks", "Webhooks and events");
    const card = page.getByRole("listitem").filter({ hasText: receiver.url });
    await card.getByRole("button", { name: "Show deliveries" }).click();
    await expect(card.getByRole("row", { name: /webhook\.ping/ })).toBeVisible();
    await fits("webhook deliveries");
    await axe(page, "narrow-webhooks");
  } finally {
    await receiver.close();
  }
});

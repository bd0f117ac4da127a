import { expect, test } from "@playwright/test";
import { verifySignature } from "../src/server/events/signature";
import { startReceiver } from "../test/helpers/webhook-receiver";
import { createSession, env } from "./env";
import { axe, screen, signIn, suffix } from "./dashboard-support";

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
    expect(verifySignature(secret, got.headers["registrar-signature"] as string, got.body)).toBe(
      true,
    );

    const card = page.getByRole("listitem").filter({ hasText: receiver.url });
    await card.getByRole("button", { name: "Show deliveries" }).click();
    await expect(card.getByRole("row", { name: /hosted_session\.created/ }).first()).toContainText(
      "delivered",
    );
    await axe(page, "webhooks-deliveries");
    await card.getByRole("button", { name: "Disable" }).click();
    await expect(card).toContainText("Disabled");
  } finally {
    await receiver.close();
  }
});

test("webhooks, settings and account screens are axe-clean, in dark mode too", async ({ page }) => {
  await signIn(page);
  await screen(page, "Webhooks", "Webhooks and events");
  await axe(page, "webhooks");
  await screen(page, "Settings", "Settings");
  await axe(page, "settings");
  await page.getByRole("link", { name: env.adminEmail }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await axe(page, "account");
  await page.emulateMedia({ colorScheme: "dark" });
  for (const [link, heading] of [
    ["API keys", "API keys"],
    ["Orders", "Orders"],
    ["Users and roles", "Users and roles"],
  ] as const) {
    await screen(page, link, heading);
    await axe(page, `dark-${link}`);
  }
});

test("at 375 px nothing scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  for (const [link, heading] of [
    ["API keys", "API keys"],
    ["Orders", "Orders"],
    ["Payments", "Payments"],
    ["Hosted sessions", "Hosted sessions"],
  ] as const) {
    await screen(page, link, heading);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, link).toBeLessThanOrEqual(375);
  }
});

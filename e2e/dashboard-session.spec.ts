import { expect, test, type Page } from "@playwright/test";
import { env } from "./env";
import { newMember, signIn, suffix, wireOrder } from "./dashboard-support";

/**
 * Staying signed in: the refresh-token cookie keeps a session across a reload and a deep link
 * opened in a new page; signing out ends it; a password change in one browser ends the
 * session of another on its next refresh.
 */

const signInHeading = (page: Page) =>
  page.getByRole("heading", { name: "Sign in to the dashboard" });

test("a reload and a deep link in a new page stay signed in; signing out ends the session", async ({
  browser,
  request,
}) => {
  const domain = `dash-session-${suffix()}.com`;
  const order = await wireOrder(request, domain);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);

  // The cookie as Chromium keeps it, also over plain http on 127.0.0.1 (Secure is accepted there).
  const [cookie] = (await context.cookies()).filter((c) => c.name === "registrar_refresh");
  expect(cookie).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: "/api/v1/dashboard/session",
  });
  expect(await page.evaluate(() => document.cookie)).not.toContain("registrar_refresh");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(signInHeading(page)).toHaveCount(0);

  const other = await context.newPage();
  await other.goto(`${env.service}/dashboard/orders/${order.order_id}`);
  await expect(other.getByRole("heading", { level: 1, name: `Order: ${domain}` })).toBeVisible();
  await expect(signInHeading(other)).toHaveCount(0);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You are signed out.")).toBeVisible();
  await other.reload();
  await expect(signInHeading(other)).toBeVisible();
  // The deep link is still the page's address: signing in lands there.
  expect(new URL(other.url()).pathname).toBe(`/dashboard/orders/${order.order_id}`);
  await context.close();
});

test("a password change in one browser ends another browser's session on its next refresh", async ({
  browser,
  request,
}) => {
  const { email, initial_password } = await newMember(request, "session");

  const here = await browser.newContext();
  const there = await browser.newContext();
  const a = await here.newPage();
  const b = await there.newPage();
  await signIn(a, email, initial_password);
  await signIn(b, email, initial_password);

  await a.goto(`${env.service}/dashboard/account`);
  const sessions = a.getByRole("region", { name: "Signed-in sessions" });
  await expect(sessions.getByRole("row")).toHaveCount(3);
  await expect(sessions.getByText("(this browser)")).toHaveCount(1);

  await a.getByLabel("Current password").fill(initial_password);
  await a.getByLabel("New password").fill(`a new passphrase ${suffix()}`);
  await a.getByRole("button", { name: "Change password" }).click();
  await expect(a.getByText("Password changed. Your other sessions were signed out.")).toBeVisible();
  await expect(sessions.getByRole("row")).toHaveCount(2);

  await b.reload();
  await expect(signInHeading(b)).toBeVisible();
  // The browser that changed it stays signed in across a reload.
  await a.reload();
  await expect(a.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await here.close();
  await there.close();
});

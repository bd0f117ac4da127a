import { expect, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { env } from "./env";
import { newMember, signIn } from "./dashboard-support";

/**
 * Two-step sign-in as a user meets it: setting up an authenticator app on the account screen
 * (the key read off the page, codes computed from it as the app would), the recovery codes
 * shown once, and signing in again with the password and then a code.
 */

const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

test("a user sets up an authenticator app and signs in with its code", async ({
  browser,
  request,
}) => {
  const { email, initial_password } = await newMember(request, "two-step");

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, initial_password);
  await page.goto(`${env.service}/dashboard/account`);
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await page.getByLabel("Code from the app").fill(codeAt(secret, Date.now()));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(
    page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem"),
  ).toHaveCount(10);
  await expect(
    page.getByText("An authenticator app is set up (10 recovery codes left)."),
  ).toBeVisible();

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(initial_password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const code = page.getByLabel("Code");
  await expect(code).toBeVisible();
  // The code the confirmation used is spent: the app's next one (the window takes it).
  await code.fill(codeAt(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await context.close();
});

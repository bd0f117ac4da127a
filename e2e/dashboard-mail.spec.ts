/**
 * The dashboard's emailed links, end to end: an admin invites someone, the invitation reaches a
 * real SMTP server, and its link lets the invitee choose a password and sign in; later they
 * forgot it, ask for a link on the sign-in page, and the mailed link sets a new one. The old
 * password stops working, the new one signs in.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { axe, screen, signIn, suffix } from "./dashboard-support";
import { env } from "./env";

type Mail = { to: string[]; subject: string; text: string };

/** The link to `path` in the newest message sent to `to`, once one has arrived. */
async function linkMailedTo(to: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path}#\\S+`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = readdirSync(env.mailDir)
          .sort()
          .map((f) => JSON.parse(readFileSync(join(env.mailDir, f), "utf8")) as Mail)
          .filter((m) => m.to.includes(to));
        link = mails.map((m) => pattern.exec(m.text)?.[0]).findLast(Boolean);
        return link;
      },
      { timeout: 30_000, message: `a mail to ${to} with a link to ${path}` },
    )
    .toBeTruthy();
  return link!;
}

async function choosePassword(page: Page, password: string, button: string) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("New password again").fill(password);
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

test("an invitation and a password reset arrive by mail, and their links sign the user in", async ({
  page,
  browser,
}) => {
  await signIn(page, env.mailAdminEmail, env.mailAdminPassword);
  await screen(page, "Users and roles", "Users and roles");
  const email = `invited-${suffix()}@example.com`;
  const invite = page.getByRole("form", { name: "Invite a user" });
  await invite.getByLabel("Email to invite").fill(email);
  await invite.getByLabel("Role to give").selectOption("member");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("table", { name: "Pending invitations" })).toContainText(email);

  // The invitee, in a browser of their own, follows the link.
  const invitee = await browser.newContext();
  const own = await invitee.newPage();
  await own.goto(await linkMailedTo(email, "/dashboard/accept-invitation"));
  await expect(own.getByRole("heading", { name: "Accept your invitation" })).toBeVisible();
  // The token is taken out of the address bar at once.
  expect(new URL(own.url()).hash).toBe("");
  await axe(own, "accept-invitation");
  const first = `first passphrase ${suffix()}`;
  await choosePassword(own, first, "Choose password and sign in");
  await expect(own.getByRole("link", { name: email })).toBeVisible();
  await own.getByRole("button", { name: "Sign out" }).click();

  // Forgotten: "Forgot password?" on the sign-in page, a link by mail, a new password.
  await own.goto(`${env.service}/dashboard`);
  await own.getByRole("link", { name: "Forgot password?" }).click();
  await expect(own.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await own.getByLabel("Email").fill(email);
  await own.getByRole("button", { name: "Email me a link" }).click();
  await expect(own.getByRole("status")).toContainText(`If ${email} has an account`);
  await own.goto(await linkMailedTo(email, "/dashboard/reset-password"));
  await expect(own.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await axe(own, "reset-password");
  const second = `second passphrase ${suffix()}`;
  await choosePassword(own, second, "Set password and sign in");
  await own.getByRole("button", { name: "Sign out" }).click();

  // The first password no longer works; the new one does.
  const refused = await own.request.post(`${env.service}/api/v1/auth/token`, {
    form: { username: email, password: first },
  });
  expect(refused.status()).toBe(401);
  await signIn(own, email, second);
  await invitee.close();
});

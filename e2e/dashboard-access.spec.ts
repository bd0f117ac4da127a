import { expect, test } from "@playwright/test";
import { env } from "./env";
import { axe, screen, signIn, suffix } from "./dashboard-support";

/**
 * The dashboard from sign-in: the sign-in page, API keys (keyboard only), users and what a
 * member cannot do, a lost session and sign-out.
 */

test("sign-in page: strict CSP, axe-clean, wrong password said plainly", async ({ page }) => {
  const res = await page.goto(`${env.service}/dashboard`);
  const csp = res!.headers()["content-security-policy"]!;
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("connect-src 'self'");
  await expect(page.getByRole("heading", { name: "Sign in to the dashboard" })).toBeVisible();
  await axe(page, "sign-in");
  await page.getByLabel("Email").fill(env.adminEmail);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password.");
});

test("creates an API key with the keyboard only; revoking it is refused by the API at once", async ({
  page,
  request,
}) => {
  const thirdParty: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(env.service)) thirdParty.push(r.url());
  });
  await signIn(page, env.adminEmail, env.adminPassword, "/dashboard/keys");
  await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
  await axe(page, "api-keys");

  // Keyboard only: focus the name field by tabbing from the heading, type, Enter.
  const name = `e2e key ${suffix()}`;
  const field = page.getByLabel("Key name");
  for (let i = 0; i < 40 && !(await field.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(field).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press("Enter");
  const secretBox = page.getByRole("region", { name: `New API key "${name}"` });
  await expect(secretBox).toBeFocused();
  await expect(secretBox).toContainText("shown only this once");
  const secret = (await page.getByTestId("secret").textContent())!;
  expect(secret).toMatch(/^rk_/);
  await axe(page, "api-key-created");

  expect(
    (
      await request.get(`${env.service}/api/v1/organization`, { headers: { "x-api-key": secret } })
    ).status(),
  ).toBe(200);
  await page.keyboard.press("Tab"); // Copy
  await page.keyboard.press("Tab"); // I have copied it
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("secret")).toHaveCount(0);

  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Active");
  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  await page.getByRole("button", { name: "Yes, revoke" }).click();
  await expect(row).toContainText("Revoked");
  const after = await request.get(`${env.service}/api/v1/organization`, {
    headers: { "x-api-key": secret },
  });
  expect(after.status()).toBe(401);
  expect(thirdParty).toEqual([]);
});

test("adds a member, who sees what members cannot do", async ({ page, browser }) => {
  await signIn(page);
  await screen(page, "Users and roles", "Users and roles");
  const email = `member-${suffix()}@example.com`;
  const add = page.getByRole("form", { name: "Add a user" });
  await add.getByLabel("Email").fill(email);
  await add.getByLabel("Role", { exact: true }).selectOption("member");
  await add.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByRole("region", { name: `Initial password for ${email}` })).toBeVisible();
  const password = (await page.getByTestId("secret").textContent())!;
  await page.getByRole("button", { name: "I have copied it" }).click();
  await expect(page.getByRole("row", { name: new RegExp(email) })).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: "user added" }).filter({ hasText: email }),
  ).toBeVisible();
  await axe(page, "users");

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, email, password, "/dashboard/keys");
  await expect(
    memberPage.getByText(
      "Admins only: only an organization admin may create, list and revoke API keys",
    ),
  ).toBeVisible();
  await axe(memberPage, "member-api-keys");
  await screen(memberPage, "Users and roles", "Users and roles");
  await expect(memberPage.getByText(/Admins only/)).toBeVisible();
  await expect(memberPage.getByRole("button", { name: "Add user" })).toHaveCount(0);
  await screen(memberPage, "Webhooks", "Webhooks and events");
  await expect(memberPage.getByRole("button", { name: "Add endpoint" })).toHaveCount(0);
  await screen(memberPage, "Settings", "Settings");
  await expect(memberPage.getByLabel("Organization name")).toBeDisabled();
  await expect(memberPage.getByRole("button", { name: "Save settings" })).toHaveCount(0);
  // Members do run the business.
  await screen(memberPage, "Orders", "Orders");
  await memberContext.close();
});

test("a lost session asks to sign in again and returns to the same screen; sign out revokes", async ({
  page,
  request,
}) => {
  let token = "";
  page.on("request", (r) => {
    const h = r.headers().authorization;
    if (h?.startsWith("Bearer ")) token = h.slice(7);
  });
  await signIn(page, env.adminEmail, env.adminPassword, "/dashboard/orders?status=completed");
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  expect(token).toMatch(/^rat_/);
  // The session ends elsewhere (its refresh token and access tokens): the next call is 401, and
  // no new token can be had.
  const ended = await page.request.post(`${env.service}/api/v1/dashboard/session/sign-out`, {
    headers: { origin: env.service, "x-registrar-dashboard": "1" },
  });
  expect(ended.status()).toBe(204);
  await page.getByLabel("Status").selectOption("pending");
  await expect(
    page.getByText("Your session ended. Sign in again to continue where you were."),
  ).toBeVisible();
  await axe(page, "session-ended");
  await page.getByLabel("Email").fill(env.adminEmail);
  await page.getByLabel("Password").fill(env.adminPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders\?status=pending/);
  await expect(page.getByLabel("Status")).toHaveValue("pending");

  const before = token;
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You are signed out.")).toBeVisible();
  const res = await request.get(`${env.service}/api/v1/users/me`, {
    headers: { authorization: `Bearer ${before}` },
  });
  expect(res.status()).toBe(401);
  // A reload asks again: the token was in memory only, and the session ended with the sign-out.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Sign in to the dashboard" })).toBeVisible();
});

import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { verifySignature } from "../src/server/events/signature";
import { startReceiver } from "../test/helpers/webhook-receiver";
import { CONTACT, createSession, env, snap } from "./env";

/**
 * The organization's dashboard from sign-in: API keys (keyboard only), users and what a member
 * cannot do, a wire payment that completes an order, a domain's renewal and nameservers, a
 * hosted session, sign-out and a lost session; axe on every screen, light and dark, and 375 px.
 */

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const partner = () => ({ "x-api-key": env.apiKey });

async function axe(page: Page, name: string) {
  await snap(page, `dashboard-${name}`);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(found, `axe on ${name}`).toEqual([]);
}

async function signIn(
  page: Page,
  email = env.adminEmail,
  password = env.adminPassword,
  path = "/dashboard",
) {
  await page.goto(`${env.service}${path}`);
  await expect(page.getByRole("heading", { name: "Sign in to the dashboard" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

async function screen(page: Page, link: string, heading: string) {
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: link })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** A wire order of the demo organization, placed with its API key. */
async function wireOrder(request: APIRequestContext, domain: string) {
  const res = await request.post(`${env.service}/api/v1/registrar/order`, {
    headers: { ...partner(), "idempotency-key": crypto.randomUUID() },
    data: { domain, contact: CONTACT, payment_method: "wire" },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { order_id: string; price: string; currency: string };
}

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
  await signIn(page);
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
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("member");
  await page.getByRole("button", { name: "Add user" }).click();
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
  await signIn(memberPage, email, password);
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

test("records a wire payment and allocates it, and the order completes", async ({
  page,
  request,
}) => {
  const domain = `dash-pay-${suffix()}.com`;
  const order = await wireOrder(request, domain);
  await signIn(page);
  await screen(page, "Orders", "Orders");
  await page.getByLabel("Status").selectOption("pending");
  await page.getByLabel("Domain").fill(domain);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(page).toHaveURL(new RegExp(`domain=${domain}`));
  await axe(page, "orders");
  await page.getByRole("link", { name: domain }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order: ${domain}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bank details for the transfer" })).toBeVisible();
  await axe(page, "order-pending");

  await page.getByRole("link", { name: "Record a payment for this order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await page.getByLabel("Amount").fill(order.price);
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByTestId("remaining")).toBeVisible();
  const allocate = page.getByRole("form", { name: "Allocate to an order" });
  await allocate.getByLabel("Order").selectOption(order.order_id);
  await axe(page, "payments");
  await allocate.getByRole("button", { name: "Allocate" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Allocated." })).toBeVisible();
  await expect(page.getByTestId("remaining")).toHaveText(/0[.,]00/);
  await page.getByRole("link", { name: "See the order" }).click();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
  await axe(page, "order-completed");
});

test("renews a domain with the price shown first and changes its nameservers", async ({
  page,
  request,
}) => {
  const domain = `dash-dom-${suffix()}.com`;
  const order = await wireOrder(request, domain);
  const p = await request.post(`${env.service}/api/v1/registrar/payments`, {
    headers: { ...partner(), "idempotency-key": crypto.randomUUID() },
    data: { amount: order.price, currency: order.currency },
  });
  const { payment_id } = (await p.json()) as { payment_id: string };
  await request.post(`${env.service}/api/v1/registrar/payments/${payment_id}/allocations`, {
    headers: { ...partner(), "idempotency-key": crypto.randomUUID() },
    data: { order_id: order.order_id },
  });
  await expect
    .poll(
      async () =>
        (
          await request.get(`${env.service}/api/v1/registrar/domains/${domain}`, {
            headers: partner(),
          })
        ).status(),
      {
        timeout: 30_000,
      },
    )
    .toBe(200);

  await signIn(page, env.adminEmail, env.adminPassword, `/dashboard/domains?q=${domain}`);
  await expect(page.getByRole("heading", { level: 1, name: "Domains" })).toBeVisible();
  await axe(page, "domains");
  await page.getByRole("link", { name: domain }).click();
  await expect(page.getByTestId("renew-price")).toContainText("costs");
  const expiresBefore = await page.getByTestId("expires").textContent();
  await axe(page, "domain");
  await page.getByLabel("Years").selectOption("2");
  await expect(page.getByTestId("renew-price")).toContainText("Renewing for 2 years costs");
  await page.getByRole("button", { name: "Renew for 2 years" }).click();
  await expect(page.getByText(/Renewed for 2 years/)).toBeVisible();
  await expect(page.getByTestId("expires")).not.toHaveText(expiresBefore!);

  await page.getByLabel("Nameserver 1").fill("ns1.dashboard-e2e.net");
  await page.getByLabel("Nameserver 2").fill("ns2.dashboard-e2e.net");
  await page.getByRole("button", { name: "Add a nameserver" }).click();
  await page.getByLabel("Nameserver 3").fill("ns3.dashboard-e2e.net");
  await page.getByRole("button", { name: "Save nameservers" }).click();
  await expect(page.getByText("Nameservers saved.")).toBeVisible();
  const d = await request.get(`${env.service}/api/v1/registrar/domains/${domain}`, {
    headers: partner(),
  });
  expect(((await d.json()) as { nameservers: string[] }).nameservers).toEqual([
    "ns1.dashboard-e2e.net",
    "ns2.dashboard-e2e.net",
    "ns3.dashboard-e2e.net",
  ]);
  await expect(page.getByText(/DNS changes are made with an API key only/)).toBeVisible();
  await page.getByRole("button", { name: "Show the zone file (BIND)" }).click();
  await expect(page.getByLabel(`Zone file of ${domain}`)).toContainText("SOA");

  // The renewal's charge is listed with the payments.
  await screen(page, "Payments", "Payments");
  const charge = page.getByRole("row", { name: new RegExp(domain) });
  await expect(charge).toContainText("By hand");
  await expect(charge.getByRole("cell").nth(1)).toHaveText("2");
  await axe(page, "payments-charges");
});

test("creates a hosted session and opens its link", async ({ page, context }) => {
  await signIn(page);
  await screen(page, "Hosted sessions", "Hosted sessions");
  const account = `dash-acct-${suffix()}`;
  await page.getByLabel("Customer account id").fill(account);
  await page.getByRole("button", { name: "Create session" }).click();
  const link = page.getByTestId("hosted-link");
  await expect(link).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(account) })).toContainText("active");
  await axe(page, "sessions");
  const [hosted] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await hosted.waitForLoadState();
  expect(hosted.url()).toContain(`${env.service}/hosted/`);
  await expect(hosted.getByRole("main")).toBeVisible();
  await hosted.close();

  await page.getByRole("button", { name: `Revoke session of ${account}` }).click();
  await page.getByRole("button", { name: "Yes, revoke" }).click();
  await expect(page.getByRole("row", { name: new RegExp(account) })).toContainText("revoked");
});

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
  // The token stops working (revoked elsewhere): the next call is 401.
  await request.delete(`${env.service}/api/v1/auth/token`, {
    headers: { authorization: `Bearer ${token}` },
  });
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
  // A reload asks again: the token was in memory only.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Sign in to the dashboard" })).toBeVisible();
});

import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { CONTACT, env } from "./env";
import { checkScreen } from "./axe";

/** What the dashboard's e2e specs share: sign-in, navigation, axe, a wire order. */

export const suffix = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
export const partner = () => ({ "x-api-key": env.apiKey });

/**
 * A new member of the admin's organization, made through the API (the admin's token, then
 * `POST /api/v1/users`): its email (`prefix` and a unique suffix) and first password.
 */
export async function newMember(
  request: APIRequestContext,
  prefix: string,
  { base = env.service, email = env.adminEmail, password = env.adminPassword } = {},
) {
  const token = await request.post(`${base}/api/v1/auth/token`, {
    form: { username: email, password },
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const member = `${prefix}-${suffix()}@example.com`;
  const made = await request.post(`${base}/api/v1/users`, {
    headers: { authorization: `Bearer ${access_token}` },
    data: { email: member, role: "member" },
  });
  expect(made.status()).toBe(201);
  const { initial_password } = (await made.json()) as { initial_password: string };
  return { email: member, initial_password };
}

/** A screenshot (when asked for) and no axe violations on the dashboard's page. */
export const axe = (page: Page, name: string) => checkScreen(page, `dashboard-${name}`);

export async function signIn(
  page: Page,
  email = env.adminEmail,
  password = env.adminPassword,
  path = "/dashboard",
) {
  await page.goto(`${env.service}${path}`);
  const heading = page.getByRole("heading", { name: "Sign in to the dashboard" });
  const signOut = page.getByRole("button", { name: "Sign out" });
  await expect(heading.or(signOut)).toBeVisible();
  if (await signOut.isVisible()) {
    // Still signed in from earlier in this browser (the session's cookie): start afresh.
    await signOut.click();
    await page.goto(`${env.service}${path}`);
  }
  await expect(heading).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

export async function screen(page: Page, link: string, heading: string) {
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: link })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** A wire order of the demo organization, placed with its API key. */
export async function wireOrder(request: APIRequestContext, domain: string) {
  const res = await request.post(`${env.service}/api/v1/registrar/order`, {
    headers: { ...partner(), "idempotency-key": crypto.randomUUID() },
    data: { domain, contact: CONTACT, payment_method: "wire" },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as {
    order_id: string;
    price: string;
    currency: string;
    payment_reference: string;
  };
}

/** A domain of the demo organization: a wire order, paid in full, registered. */
export async function paidDomain(request: APIRequestContext, domain: string) {
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
  return order;
}

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { CONTACT, env } from "./env";
import {
  accountSession,
  checkScreen,
  domainPicker,
  payButton,
  recordWirePayment,
  sessionOrders,
  step,
  uniqueDomain,
  type AccountSession,
} from "./hosted";

/**
 * A domain's life after its registration as its end user sees it in the widget, on the
 * sandbox's shortened clock (e2e/global-setup.ts: a lifecycle day is half a second for the
 * `expiring-` names). Such a name expires 1.5 s after its registration, its grace ends 10 s
 * later, its redemption lasts 15 s, and its registrant must confirm their email within 7.5 s.
 * The waits below follow the service's state (read with the session's token, as the widget
 * reads it), never a fixed time.
 */

test.use({ locale: "en-US", timezoneId: "UTC" });
test.describe.configure({ timeout: 120_000 });

const bearer = (s: AccountSession) => ({ authorization: `Bearer ${s.client_token}` });

type Lifecycle = {
  domain: string;
  on_hold: boolean;
  registrant_verification: { status: string };
  lifecycle: { phase: string };
};

/** The domain as the widget reads it (`GET /api/v1/hosted/domains`). */
async function hostedDomain(request: APIRequestContext, s: AccountSession, domain: string) {
  const res = await request.get(`${env.service}/api/v1/hosted/domains`, { headers: bearer(s) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { items: Lifecycle[] }).items.find((d) => d.domain === domain);
}

/** Waits until the service says the domain is in `phase`. */
const phaseOf = (request: APIRequestContext, s: AccountSession, domain: string, phase: string) =>
  expect
    .poll(async () => (await hostedDomain(request, s, domain))?.lifecycle.phase, {
      timeout: 30_000,
      intervals: [100],
    })
    .toBe(phase);

/**
 * Buys `domain` in the widget of the purchase session `s` (search, the wizard, bank transfer),
 * pays the order with the partner API, and waits until it is registered. The registrant's email
 * is the test's own: verification is per email address, and a confirmed one needs no new
 * verification, so no other test's link may verify this domain.
 */
async function buyInWidget(
  page: Page,
  request: APIRequestContext,
  s: AccountSession,
  domain: string,
) {
  await page.goto(s.hosted_url);
  const box = page.getByRole("searchbox", { name: "Domain name" });
  await box.fill(domain);
  await box.press("Enter");
  await page.getByRole("button", { name: `Buy ${domain}` }).click();
  await step(page, 1, "Options");
  await page.getByRole("button", { name: "Continue" }).click();
  await step(page, 2, "Contact");
  const country = page.getByRole("combobox", { name: "Country", exact: true });
  await country.fill("United Kingdom");
  await country.press("Enter");
  await page.getByLabel("First name").fill(CONTACT.first_name);
  await page.getByLabel("Last name").fill(CONTACT.last_name);
  await page.getByLabel("Email").fill(`${domain.split(".")[0]}@example.com`);
  await page.getByLabel("Phone").fill(CONTACT.phone);
  await page.getByLabel("Address", { exact: true }).fill(CONTACT.address1);
  await page.getByLabel("City").fill(CONTACT.city);
  await page.getByLabel("County").fill(CONTACT.state);
  await page.getByLabel("Postcode").fill(CONTACT.postal_code);
  await page.getByRole("button", { name: "Continue" }).click();
  await step(page, 3, "Review and pay");
  await page.getByRole("radio", { name: /^Bank transfer/ }).check();
  await payButton(page, "wire").click();
  let order: Awaited<ReturnType<typeof sessionOrders>>[number] | undefined;
  await expect
    .poll(async () => {
      order = (await sessionOrders(request, s)).find((o) => o.domain_name === domain);
      return order?.status;
    })
    .toBe("pending");
  await recordWirePayment(request, order!);
  await expect
    .poll(
      async () =>
        (await sessionOrders(request, s)).find((o) => o.order_id === order!.order_id)?.status,
      { timeout: 30_000, intervals: [100] },
    )
    .toBe("completed");
}

/**
 * The demo organization sends its registrant messages itself (`registrant_messages: "partner"`):
 * each comes as a `registrant.message` event with its link, which this spec opens as the
 * registrant would. (The demo organization's messages never go out by SMTP.) It is left so:
 * the dashboard spec's switch saves the same value, so the two may run side by side.
 */
async function partnerSendsMessages(request: APIRequestContext) {
  const token = await request.post(`${env.service}/api/v1/auth/token`, {
    data: { username: env.adminEmail, password: env.adminPassword },
  });
  expect(token.ok(), await token.text()).toBe(true);
  const { access_token } = (await token.json()) as { access_token: string };
  const res = await request.patch(`${env.service}/api/v1/organization/settings`, {
    headers: { authorization: `Bearer ${access_token}` },
    data: { registrant_messages: "partner" },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await request.delete(`${env.service}/api/v1/auth/token`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
}

/** The link of the verification message about `domain` (its `registrant.message` event). */
async function verificationLink(request: APIRequestContext, domain: string) {
  let link: string | null | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(
          `${env.service}/api/v1/events?type=registrant.message&limit=100`,
          { headers: { "x-api-key": env.apiKey } },
        );
        const { items } = (await res.json()) as {
          items: { data: { domain: string | null; kind: string; link: string | null } }[];
        };
        link = items.find((e) => e.data.domain === domain && e.data.kind === "verification")?.data
          .link;
        return link;
      },
      { timeout: 30_000 },
    )
    .toMatch(/\/verify#.+/);
  return link!;
}

test("verification and grace: the banner and its resend, then a renewal in the grace period", async ({
  page,
  request,
}) => {
  const buyer = await accountSession(request);
  const renewer = await accountSession(request, {
    account: buyer.account,
    allowed_actions: ["renew"],
  });
  const domain = uniqueDomain("expiring-e2e");
  await buyInWidget(page, request, buyer, domain);

  // Just registered: the registrant has a link to confirm; one went out moments ago.
  await page.goto(renewer.hosted_url);
  await expect(domainPicker(page)).toHaveValue(domain);
  await expect(page.getByText(/^Confirm your email address by .+: we sent a link/)).toBeVisible();
  await page.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "A link was sent moments ago. Try again in a minute.",
  );

  // Expired: parked, renewable at the renewal price until the grace ends (10 s: no axe here).
  await phaseOf(request, renewer, domain, "grace");
  await page.reload();
  await expect(page.getByText(/^Expired on .+; parked\. Renew by .+ to keep it\.$/)).toBeVisible();
  await expect(page.getByRole("option", { name: `${domain} (expired)` })).toBeAttached();
  await page.getByRole("button", { name: "Renew", exact: true }).click();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status")).toHaveText(new RegExp(`^${domain} is renewed until `));
  await phaseOf(request, renewer, domain, "registered");
  await expect(page.getByText(/^Expired on/)).toHaveCount(0);
  await checkScreen(page, "lifecycle-renewed-in-grace");
});

test("the link, then redemption: confirmed by the registrant, deleted after the grace, restored in the widget", async ({
  page,
  request,
}) => {
  await partnerSendsMessages(request);
  const buyer = await accountSession(request);
  const renewer = await accountSession(request, {
    account: buyer.account,
    allowed_actions: ["renew"],
  });
  const domain = uniqueDomain("expiring-e2e");
  await buyInWidget(page, request, buyer, domain);
  await page.goto(renewer.hosted_url);
  await expect(page.getByText(/^Confirm your email address by .+: we sent a link/)).toBeVisible();

  // The registrant opens the link of the message, and confirms.
  const link = await verificationLink(request, domain);
  const registrant = await page.context().newPage();
  await registrant.goto(link);
  await registrant.getByRole("button", { name: "Confirm my email" }).click();
  await expect(registrant.getByRole("status")).toContainText(
    "Thank you: your email address is confirmed.",
  );
  await expect(registrant.getByRole("status")).toContainText(domain);
  await registrant.close();
  await page.reload();
  await expect(domainPicker(page)).toHaveValue(domain);
  await expect(page.getByText(/^Confirm your email address by/)).toHaveCount(0);
  await expect(page.getByText(/is suspended/)).toHaveCount(0);

  // Deleted at the registry after the grace: restorable at the restore price.
  await phaseOf(request, renewer, domain, "redemption");
  await page.reload();
  await expect(domainPicker(page)).toHaveValue(domain);
  const notice = page.getByText(/^Deleted; restorable until .+ for \$[\d.,]+\.$/);
  await expect(notice).toBeVisible();
  await expect(
    page.getByRole("option", { name: `${domain} (deleted, restorable)` }),
  ).toBeAttached();
  // No renewal once deleted: a restore.
  await expect(page.getByRole("button", { name: "Renew", exact: true })).toHaveCount(0);
  await checkScreen(page, "lifecycle-redemption");
  const price = /for (\$[\d.,]+)\.$/.exec((await notice.textContent())!)![1]!;

  await page.getByRole("button", { name: "Restore", exact: true }).click();
  await expect(
    page.getByRole("alertdialog", { name: `Restore ${domain} for ${price}?` }),
  ).toBeVisible();
  await checkScreen(page, "lifecycle-restore-confirm");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status")).toHaveText(new RegExp(`^${domain} is restored until `));
  await phaseOf(request, renewer, domain, "registered");
  await expect(page.getByRole("button", { name: "Renew", exact: true })).toBeVisible();
  await checkScreen(page, "lifecycle-restored");
});

import { expect, test } from "@playwright/test";
import { accountSession, buyForAccount, checkScreen, uniqueDomain } from "./hosted";
import { CONTACT, env } from "./env";

/**
 * The registrant screen in the real widget on the hosted page: opened from the renew screen,
 * the current contact, the change with the lock it starts, and the partner's API sees the
 * change in the domain's history. axe-core checks the screen and its form.
 */

test.use({ locale: "en-US", timezoneId: "UTC" });
test.describe.configure({ timeout: 120_000 });

test("registrant: the current contact, a change that says its lock, the history", async ({
  page,
  request,
}) => {
  const s = await accountSession(request, { allowed_actions: ["renew"] });
  const domain = uniqueDomain("e2e-registrant");
  await buyForAccount(request, s.account, domain);

  await page.goto(s.hosted_url);
  await page.getByRole("button", { name: "Registrant", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Registrant", level: 2 })).toBeFocused();
  await expect(page.getByText(`${CONTACT.first_name} ${CONTACT.last_name}`)).toBeVisible();
  await checkScreen(page, "registrant");

  await page.getByRole("button", { name: "Change the registrant" }).click();
  // The e2e service's sandbox has no policy period (SANDBOX_TRANSFER_LOCK_DAYS 0): the form says
  // a change locks nothing, and offers no opt-out (the widget tests cover a registrar's period).
  await expect(
    page.getByText("Changing the registrant does not lock the domain against transfers."),
  ).toBeVisible();
  await expect(page.getByLabel("Do not lock transfers after this change")).toHaveCount(0);
  const first = page.getByLabel("First name");
  await expect(first).toHaveValue(CONTACT.first_name);
  await first.fill("Grace");
  await checkScreen(page, "registrant-form");
  await page.getByRole("button", { name: "Save the new registrant" }).click();
  const status = page.getByRole("status").filter({ hasText: "has been changed" });
  await expect(status).toContainText(`The registrant of ${domain} has been changed.`);
  await expect(status).not.toContainText("cannot be transferred");
  await expect(page.getByText(`Grace ${CONTACT.last_name}`)).toBeVisible();

  const res = await request.get(`${env.service}/api/v1/registrar/domains/${domain}/registrant`, {
    headers: { "x-api-key": env.apiKey },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as {
    current: { contact: { first_name: string }; changed_by: string };
    history: { contact: { first_name: string } }[];
  };
  expect(body.current.contact.first_name).toBe("Grace");
  expect(body.current.changed_by).toBe(`end_user:${s.account}`);
  expect(body.history.map((h) => h.contact.first_name)).toEqual([CONTACT.first_name]);
});

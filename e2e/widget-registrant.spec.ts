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
  await expect(
    page.getByText(
      "Changing the registrant locks the domain against transfers to another registrar for 60 days.",
    ),
  ).toBeVisible();
  const first = page.getByLabel("First name");
  await expect(first).toHaveValue(CONTACT.first_name);
  await first.fill("Grace");
  await checkScreen(page, "registrant-form");
  await page.getByRole("button", { name: "Save the new registrant" }).click();
  const status = page.getByRole("status").filter({ hasText: "has been changed" });
  await expect(status).toContainText(
    `The registrant of ${domain} has been changed. It cannot be transferred to another registrar before`,
  );
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

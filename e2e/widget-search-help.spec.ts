import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { accountSession, uniqueDomain } from "./hosted";

/**
 * The search reads what a person pastes or mistypes (#34): a web address searches its host,
 * a mistyped ending offers the one meant, and one click searches it. The box has the focus as
 * the hosted page opens, so the paste needs no click.
 */

test.use({ locale: "en-US", timezoneId: "UTC" });

/** The hosted page of a new session, on its search; gives the search box. */
async function openSearch(page: Page, request: APIRequestContext) {
  const s = await accountSession(request, {
    allowed_actions: ["domain_search", "domain_purchase"],
  });
  await page.goto(s.hosted_url);
  const box = page.getByRole("searchbox", { name: "Domain name" });
  await expect(box).toBeFocused();
  return box;
}

test("a pasted web address searches its host, without www., and says so", async ({
  page,
  request,
}) => {
  const domain = uniqueDomain("e2e-paste");
  const box = await openSearch(page, request);
  await page.keyboard.insertText(`http://www.${domain}/path?x=1`);
  await expect(
    page.getByText(`You pasted a web address: searching its domain, ${domain}.`),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: `Results for ${domain}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Buy ${domain}` })).toBeVisible();
  await expect(box).toHaveValue(`http://www.${domain}/path?x=1`);
});

test("a mistyped ending offers the one meant, and one click searches it", async ({
  page,
  request,
}) => {
  const label = uniqueDomain("e2e-typo").replace(/\.com$/, "");
  const box = await openSearch(page, request);
  await page.keyboard.type(`${label}.cmo`);
  await page.keyboard.press("Enter");
  await expect(
    page.getByText(`There is no ending .cmo: showing results for ${label}.`),
  ).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByRole("button", { name: `Did you mean ${label}.com?` }).click();
  await expect(box).toHaveValue(`${label}.com`);
  await expect(page.getByRole("heading", { name: `Results for ${label}.com` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Buy ${label}.com` })).toBeVisible();
});

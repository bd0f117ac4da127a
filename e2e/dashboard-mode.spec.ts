import { expect, test } from "@playwright/test";
import { axe, screen, signIn } from "./dashboard-support";
import { env } from "./env";

/**
 * The test-data band, switch and title prefix as a browser paints them, checked with axe
 * (contrast included) in light and dark. This suite's service has test mode only.
 */

const SENTENCE = "You are viewing test data: sandbox registrar, no real money.";
const TEST_ONLY = "Test mode only: this deployment has no live registrar configured.";

test("test mode only: the band on every screen, no switch, [Test] in the title", async ({
  page,
}) => {
  await signIn(page, env.adminEmail, env.adminPassword, "/dashboard/keys");
  await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
  const band = page.getByTestId("mode-band");
  await expect(band).toHaveText(`Test data ${SENTENCE} ${TEST_ONLY}`);
  await expect(page.getByRole("switch")).toHaveCount(0);
  await expect(page).toHaveTitle("[Test] API keys · Dashboard");
  await expect(page.getByText("New keys are test keys (rk_test_…)")).toBeVisible();
  await screen(page, "Orders", "Orders");
  await expect(band).toHaveText(`Test data ${SENTENCE} ${TEST_ONLY}`);
  await expect(page).toHaveTitle("[Test] Orders · Dashboard");
});

test("the switch, axe-clean in light and dark; asking this service for live data fails and keeps test data", async ({
  page,
}) => {
  // The page is told live mode exists, so that the switch is drawn; the switch itself goes to
  // the service, which has test mode only and refuses (409).
  await page.route("**/api/v1/auth/mode", (route) =>
    route.request().method() === "GET"
      ? route.fulfill({ json: { livemode: false, live_mode_available: true } })
      : route.continue(),
  );
  await signIn(page, env.adminEmail, env.adminPassword, "/dashboard/keys");
  await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
  const band = page.getByTestId("mode-band");
  await expect(band).toHaveText(`Test data ${SENTENCE}`);
  const toggle = page.getByRole("switch", { name: "Test data" });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await axe(page, "test-data");
  await page.emulateMedia({ colorScheme: "dark" });
  await axe(page, "test-data-dark");

  await toggle.click();
  // The service's own words between what failed and what stays.
  await expect(page.getByRole("alert")).toHaveText(
    /^Could not switch to live data: This deployment has test mode only: .* You are still viewing test data\.$/,
  );
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(band).toBeVisible();
  await expect(page).toHaveTitle("[Test] API keys · Dashboard");
  // The token still works: the next screen loads.
  await screen(page, "Orders", "Orders");
  await expect(page.getByText(/Your session ended/)).toHaveCount(0);
});

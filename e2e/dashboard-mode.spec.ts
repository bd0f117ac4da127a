import { expect, test } from "@playwright/test";
import { axe, screen, signIn } from "./dashboard-support";

/**
 * The test-data band and switch as a browser paints them, checked with axe (contrast included)
 * in light and dark. This suite's service has test mode only; the page is told live mode exists
 * too (`GET /api/v1/auth/mode` answered in the page), so the switch is drawn as well.
 */
test("test data: band, switch and title prefix on every screen, axe-clean in light and dark", async ({
  page,
}) => {
  await page.route("**/api/v1/auth/mode", (route) =>
    route.request().method() === "GET"
      ? route.fulfill({ json: { livemode: false, live_mode_available: true } })
      : route.continue(),
  );
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
  const band = page.getByTestId("mode-band");
  await expect(band).toHaveText(
    "Test data You are viewing test data: sandbox registrar, no real money.",
  );
  await expect(page.getByRole("switch", { name: "Test data" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(page).toHaveTitle("[Test] API keys · Dashboard");
  await expect(page.getByText("New keys are test keys (rk_test_…)")).toBeVisible();
  await axe(page, "test-data");

  await screen(page, "Orders", "Orders");
  await expect(band).toBeVisible();
  await expect(page).toHaveTitle("[Test] Orders · Dashboard");
  await page.emulateMedia({ colorScheme: "dark" });
  await axe(page, "test-data-dark");
});

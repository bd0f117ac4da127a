import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH, chromiumLaunch } from "./scripts/chromium";

if (!existsSync(CHROMIUM_PATH)) {
  throw new Error(
    `No Chromium at ${CHROMIUM_PATH}: the e2e suite (part of \`npm test\`) drives Debian's Chromium. ` +
      "Install it with `sudo apt-get install chromium`, or set CHROMIUM_PATH to a Chromium binary.",
  );
}

/**
 * End-to-end tests in Debian's Chromium (Playwright's own browsers are not downloaded here).
 * `e2e/global-setup.ts` builds if needed and starts the service and the partner demo on a
 * second origin, each on a free port with its own data; they stop at the end of the run.
 */
export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // No retries, in CI or locally: a flaky test is fixed, not retried.
  retries: 0,
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    browserName: "chromium",
    headless: true,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    video: "off",
    launchOptions: chromiumLaunch,
  },
});

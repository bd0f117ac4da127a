import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import axeCore, { type AxeResults, type Result } from "axe-core";
import { snap } from "./env";

declare global {
  interface Window {
    axe?: typeof axeCore;
  }
}

/**
 * axe-core's violations on the page: every rule axe runs by default (WCAG 2.x A/AA and best
 * practices). A page of one frame is checked by `axe.run` in that page, with axe injected once
 * per document and only violations gathered. A page with frames (a widget embedded in a
 * partner's page) goes through `@axe-core/playwright`, which checks each frame, across origins,
 * and joins the results in a blank page of its own: the same rules, at several times the cost.
 */
async function axeViolations(page: Page): Promise<Result[]> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).analyze()).violations;
  if (!(await page.evaluate(() => typeof window.axe === "object"))) {
    await page.evaluate(axeCore.source);
  }
  const results = await page.evaluate(
    () => window.axe!.run(document, { resultTypes: ["violations"] }) as Promise<AxeResults>,
  );
  return results.violations;
}

/**
 * Saves a screenshot of the screen (when asked for), then checks it with axe-core and fails
 * listing each violation and where.
 */
export async function checkScreen(page: Page, name: string) {
  await snap(page, name);
  const found = (await axeViolations(page)).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(found, `axe on ${name}`).toEqual([]);
}

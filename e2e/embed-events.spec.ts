import { expect, test, type Page } from "@playwright/test";
import { checkWidgetEvent } from "../packages/embed/src/events";
import { createSession, demoSettled, env } from "./env";
import { openCardCheckout } from "./widget-card-purchase";
import { uniqueDomain } from "./hosted";

/**
 * The real widget embedded by the loader on a partner's page (the demo's, on its own origin),
 * as the page sees it: each event's payload as the catalogue (@registrar/embed/events) says,
 * `ready` once, the iframe's height through results → Buy, and a page whose origin the
 * session does not allow told so once.
 */

test.use({ locale: "en-US", timezoneId: "UTC" });
test.describe.configure({ timeout: 120_000 });

type Seen = {
  events: { type: string; payload: Record<string, unknown> }[];
  exits: unknown[];
  successes: unknown[];
  /** Every envelope the widget's frame posted to the page, as it was posted. */
  posted: { type: string; payload: unknown }[];
};

/** Mounts the widget with the loader on the page, recording what the page hears. */
async function mount(page: Page, url: string) {
  await page.waitForFunction(() => "RegistrarWidget" in window);
  await page.evaluate((url) => {
    const w = window as unknown as {
      seen: Seen;
      RegistrarWidget: { mount(el: Element, o: Record<string, unknown>): unknown };
    };
    w.seen = { events: [], exits: [], successes: [], posted: [] };
    window.addEventListener("message", (e) => {
      const d = e.data as { source?: string; type: string; payload: unknown };
      if (d?.source === "registrar-widget")
        w.seen.posted.push({ type: d.type, payload: d.payload });
    });
    const el = document.getElementById("widget")!;
    el.replaceChildren();
    w.RegistrarWidget.mount(el, {
      url,
      maxHeight: 5000,
      onEvent: (e: Seen["events"][number]) => w.seen.events.push(e),
      onExit: (x: unknown) => w.seen.exits.push(x),
      onSuccess: (o: unknown) => w.seen.successes.push(o),
    });
  }, url);
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: Seen }).seen);
const heights = async (page: Page) =>
  (await seen(page)).events
    .filter((e) => e.type === "resize")
    .map((e) => e.payload.height as number);

test("results → Buy: every payload as the catalogue says, ready once, and the iframe never collapses", async ({
  page,
  request,
}) => {
  const s = await createSession(request, {
    allowed_actions: ["domain_search", "domain_purchase"],
    allowed_origins: [env.demo],
  });
  await page.goto(`${env.demo}/demo`);
  await demoSettled(page);
  await mount(page, s.embed_url);
  const w = page.frameLocator("#widget iframe");
  const domain = uniqueDomain("embed-height");
  const box = w.getByRole("searchbox", { name: "Domain name" });
  await box.fill(domain);
  await box.press("Enter");
  const buy = w.getByRole("button", { name: `Buy ${domain}` });
  await expect(buy).toBeVisible();

  /** The widget's content height now, as the frame lays it out. */
  const content = () =>
    page
      .frames()
      .find((f) => f.url().includes("/embed/"))!
      .evaluate(() =>
        Math.ceil(document.querySelector(".rw-frame")!.getBoundingClientRect().height),
      );
  // The results have settled: the last height posted is the content's.
  await expect.poll(async () => (await heights(page)).at(-1) === (await content())).toBe(true);
  const before = (await heights(page)).length;
  const settled = (await heights(page)).at(-1)!;

  await buy.click();
  await expect(w.getByRole("heading", { name: "Buy a domain" })).toBeVisible();
  await expect.poll(async () => (await heights(page)).at(-1) === (await content())).toBe(true);
  const after = (await heights(page)).slice(before);
  const final = after.at(-1) ?? settled;
  // No collapse through a loading state: nothing below where the height ends up (a spinner's
  // 200 px between 1350 and 800 was the partner's page jumping twice).
  expect(
    after.filter((h) => h < final - 50),
    `heights after Buy: ${settled} → ${after.join(" → ")}`,
  ).toEqual([]);

  const { events, posted } = await seen(page);
  expect(events.filter((e) => e.type === "ready")).toHaveLength(1);
  expect(posted.flatMap((m) => checkWidgetEvent(m.type, m.payload))).toEqual([]);
  expect(posted.map((m) => m.type)).toEqual(
    expect.arrayContaining(["ready", "session.loaded", "resize", "search"]),
  );
});

test("a card purchase in the embed: the checkout in a popup, one page of the widget throughout, onSuccess once with the domain and expiry", async ({
  page,
  request,
}) => {
  const s = await createSession(request, {
    allowed_actions: ["domain_search", "domain_purchase"],
    allowed_origins: [env.demo],
    external_account_id: `embed-${Date.now().toString(36)}`,
  });
  await page.goto(`${env.demo}/demo`);
  await demoSettled(page);
  await mount(page, s.embed_url);
  const w = page.frameLocator("#widget iframe");
  // The e2e service is sandbox-only: a test-mode session, and the end user is told so.
  await expect(w.getByText("Test mode", { exact: true })).toBeVisible();
  const domain = uniqueDomain("embed-card");
  const opened = openCardCheckout(page, w, domain);
  // The sandbox checkout in a popup (never in the frame); the widget follows the order.
  const checkout = await opened;
  await expect(checkout.getByRole("heading", { name: `Pay for ${domain}` })).toBeVisible();
  await expect(checkout.getByText("Test mode", { exact: true })).toBeVisible();
  await checkout.getByLabel("Card number").fill("4242 4242 4242 4242");
  await checkout.getByRole("button", { name: /^Pay / }).click();
  await expect(w.getByText("Registered", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await seen(page)).successes).toHaveLength(1);

  const { events, successes, exits, posted } = await seen(page);
  // The frame's page loaded once: the checkout never took the frame's place.
  expect(posted.filter((m) => m.type === "ready")).toHaveLength(1);
  expect(events.filter((e) => e.type === "ready")).toHaveLength(1);
  expect(successes).toEqual([
    { order_id: expect.any(String), domain, expires_at: expect.stringMatching(/^\d{4}-/) },
  ]);
  expect(exits).toEqual([]);
  expect(posted.flatMap((m) => checkWidgetEvent(m.type, m.payload))).toEqual([]);
  // The widget told its session's mode; the money events carry it.
  expect(events.filter((e) => e.type === "session.loaded").map((e) => e.payload)).toEqual([
    { livemode: false },
  ]);
  const money = events.filter((e) => e.type === "order.created" || e.type === "order.updated");
  expect(money.map((e) => e.type)).toContain("order.created");
  expect(money.map((e) => e.type)).toContain("order.updated");
  expect(money.map((e) => e.payload.livemode)).toEqual(money.map(() => false));
});

test("a page whose origin the session does not allow is told once, plainly, with no postMessage warnings", async ({
  page,
  request,
}) => {
  const s = await createSession(request, {
    allowed_actions: ["domain_search"],
    allowed_origins: [env.demo],
  });
  const logged: string[] = [];
  page.on("console", (m) => logged.push(`${m.type()}: ${m.text()}`));
  // Same server as the demo, other host name: another origin, not in allowed_origins.
  await page.goto(`${env.foreign}/demo`);
  await demoSettled(page);
  await mount(page, s.embed_url);
  await expect(page.locator("#widget [role=alert]")).toHaveText(
    "The domain widget cannot be shown on this page.",
  );
  await expect(page.locator("#widget iframe")).toHaveCount(0);
  const { events, exits } = await seen(page);
  expect(exits).toEqual([{ reason: "origin_not_allowed", origin: env.foreign }]);
  expect(events).toEqual([
    { type: "error", payload: { code: "origin_not_allowed", origin: env.foreign } },
  ]);
  expect(logged.filter((m) => m.includes("postMessage"))).toEqual([]);
  expect(logged.filter((m) => m.includes("RegistrarWidget:"))).toHaveLength(1);
});

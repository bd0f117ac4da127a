import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { Resolver } from "node:dns/promises";
import { readFileSync } from "node:fs";
import { CONTACT, createSession, env, type Session } from "./env";
export { checkScreen } from "./axe";

/** Helpers for the widget flows: sessions of their own account, orders through the APIs, axe. */

const ALL_ACTIONS = ["domain_search", "domain_purchase", "dns_manage", "renew"];

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A domain name no other test uses: `prefix-<time><random>.com`. */
export const uniqueDomain = (prefix: string) => `${prefix}-${suffix()}.com`;

/** The session and its end-user account. */
export type AccountSession = Session & { account: string };

/**
 * A session of a fresh end-user account (all actions unless told), so its domain list holds
 * only this test's domains; pass `account` for another session of the same account.
 */
export async function accountSession(
  request: APIRequestContext,
  body: {
    allowed_actions?: string[];
    theme_config?: object;
    expires_in_minutes?: number;
    account?: string;
    locale?: string;
  } = {},
): Promise<AccountSession> {
  const { account = `e2e-${suffix()}`, allowed_actions = ALL_ACTIONS, ...rest } = body;
  const s = await createSession(request, {
    allowed_actions,
    external_account_id: account,
    ...rest,
  });
  return { ...s, account };
}

type Order = {
  order_id: string;
  domain_name: string;
  status: string;
  price: string;
  amount_paid: string;
  currency: string;
  payment_reference: string;
};

const bearer = (s: Session) => ({ authorization: `Bearer ${s.client_token}` });
const partner = () => ({ "x-api-key": env.apiKey });

/** The session's orders, newest first, read with its client token as the widget does. */
export async function sessionOrders(request: APIRequestContext, s: Session): Promise<Order[]> {
  const res = await request.get(`${env.service}/api/v1/hosted/orders`, { headers: bearer(s) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { items: Order[] }).items;
}

/** Records a wire payment of `amount` and allocates it to the order (the partner's API). */
export async function recordWirePayment(request: APIRequestContext, order: Order) {
  const p = await request.post(`${env.service}/api/v1/registrar/payments`, {
    headers: partner(),
    data: { amount: order.price, currency: order.currency, method: "wire" },
  });
  expect(p.ok(), await p.text()).toBe(true);
  const { payment_id } = (await p.json()) as { payment_id: string };
  const a = await request.post(
    `${env.service}/api/v1/registrar/payments/${payment_id}/allocations`,
    { headers: partner(), data: { order_id: order.order_id } },
  );
  expect(a.ok(), await a.text()).toBe(true);
}

/**
 * Buys `domain` for the session's account without the browser: a wire order through the
 * hosted API (as the widget places it, from a purchase session of the same account), paid with
 * the partner API, waited on until it completes.
 */
export async function buyForAccount(request: APIRequestContext, account: string, domain: string) {
  const buyer = await accountSession(request, { account, allowed_actions: ["domain_purchase"] });
  const res = await request.post(`${env.service}/api/v1/hosted/orders`, {
    headers: { ...bearer(buyer), "idempotency-key": crypto.randomUUID() },
    data: { domain, contact: CONTACT, payment_method: "wire" },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const order = (await res.json()) as Order;
  await recordWirePayment(request, order);
  await expect
    .poll(
      async () => (await sessionOrders(request, buyer)).find((o) => o.order_id === order.order_id),
      { timeout: 30_000 },
    )
    .toMatchObject({ status: "completed" });
}

/** The session account's domains with their expiry, as the widget's renew screen reads them. */
export async function sessionDomains(request: APIRequestContext, s: Session) {
  const res = await request.get(`${env.service}/api/v1/hosted/domains`, { headers: bearer(s) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { items: { domain: string; expires_at: string }[] }).items;
}

/** The authoritative DNS server the test run started (UDP on 127.0.0.1:E2E_DNS_PORT). */
function resolver() {
  const r = new Resolver({ timeout: 2_000, tries: 2 });
  r.setServers([`127.0.0.1:${env.dnsPort}`]);
  return r;
}

/** The A records the DNS server answers for `name`, or the error code (ENOTFOUND, ENODATA). */
export async function queryA(name: string): Promise<string[] | string> {
  try {
    return (await resolver().resolve4(name)).sort();
  } catch (e) {
    return (e as NodeJS.ErrnoException).code ?? String(e);
  }
}

/** Presses Tab until `target` has the focus (keyboard only; fails after `max` presses). */
export async function tabTo(page: Page, target: ReturnType<Page["locator"]>, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The widget's section tab named `name` (Search, Buy, Renew, DNS). */
export const tab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Sections" }).getByRole("button", { name });
/** Waits for the purchase wizard's step `n` of 3 (Options, Contact, Review and pay), `name`. */
export const step = (page: Page, n: number, name: string) =>
  expect(page.getByRole("heading", { name: `Step ${n} of 3: ${name}` })).toBeVisible();
/**
 * The button that places the order on the "Review and pay" step: "Pay $X" (the total) for a
 * card, "Place order" for a bank transfer.
 */
export const payButton = (page: Page, method: "card" | "wire") =>
  page.getByRole("button", { name: method === "card" ? /^Pay \$/ : "Place order" });
/** The domain picker of the renew and DNS screens. */
export const domainPicker = (page: Page) => page.getByRole("combobox", { name: "Domain" });
/** A date as the widget writes it in en-US (`March 1, 2029`), in UTC. */
export const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

/** The widget's catalog of a language (`src/contract/i18n/catalogs/`): message id → text. */
export type Catalog = Record<string, string>;
export const widgetCatalog = (language: string): Catalog =>
  JSON.parse(
    readFileSync(
      new URL(`../src/contract/i18n/catalogs/${language}.json`, import.meta.url),
      "utf8",
    ),
  ) as Catalog;

/** A catalog text with its `{name}` values filled in (plural forms are not needed here). */
export const fillText = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

/** The purchase wizard's steps, in order, by their `purchase.steps.*` message. */
const PURCHASE_STEPS = ["options", "contact", "review"] as const;
export type PurchaseStep = (typeof PURCHASE_STEPS)[number];

/**
 * Walks the purchase wizard in the catalog's language, from the first step (a search result's
 * Buy pressed) to "Review and pay", without placing the order: waits for each step's heading
 * (review: chooses bank transfer first), calls `at(step)` there, then fills it in (contact: the
 * test contact) and continues. Locator waits only (no `expect`), so `scripts/screenshots.ts` walks with it too.
 */
export async function walkPurchase(
  page: Page,
  m: Catalog,
  at: (step: PurchaseStep) => Promise<void> = async () => {},
) {
  const label = (id: string) => page.getByLabel(m[id]!, { exact: true });
  for (const [i, name] of PURCHASE_STEPS.entries()) {
    const title = fillText(m["purchase.stepOf"]!, {
      n: i + 1,
      total: PURCHASE_STEPS.length,
      name: m[`purchase.steps.${name}`]!,
    });
    await page.getByRole("heading", { name: title }).waitFor();
    if (name === "review") {
      await page.getByRole("radio", { name: m["purchase.wire"] }).check();
      await at(name);
      return;
    }
    await at(name);
    if (name === "contact") {
      // Country first (its ISO code is taken as its name): the address fields follow the UK's.
      await label("purchase.fields.country").fill(CONTACT.country);
      await label("purchase.fields.country").press("Tab");
      await label("purchase.fields.first_name").fill(CONTACT.first_name);
      await label("purchase.fields.last_name").fill(CONTACT.last_name);
      await label("purchase.fields.email").fill(CONTACT.email);
      await page.getByLabel(m["purchase.fields.phone"]!).fill(CONTACT.phone);
      await label("purchase.fields.address1").fill(CONTACT.address1);
      await label("purchase.fields.city").fill(CONTACT.city);
      await label("purchase.fields.region.county").fill(CONTACT.state);
      await label("purchase.fields.postal.postcode").fill(CONTACT.postal_code);
    }
    await page.getByRole("button", { name: m["purchase.next"] }).click();
  }
}

/**
 * Waits until the widget has taken over the search form the server drew into the page (see
 * src/widget/lib/host/prerendered.ts): from then on the elements on screen are the widget's own, so
 * a test may hold on to one (read its computed style) without it being replaced under it.
 */
export const widgetShown = (page: Page) =>
  expect(page.locator("[data-rw-prerendered]")).toHaveCount(0);

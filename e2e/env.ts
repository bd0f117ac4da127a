import type { APIRequestContext, Page } from "@playwright/test";

function need(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: run the tests with \`npm run e2e\``);
  return v;
}

/** Addresses and the demo organization's key, set by `e2e/global-setup.ts`. */
export const env = {
  get service() {
    return need("E2E_SERVICE_URL");
  },
  get demo() {
    return need("E2E_DEMO_URL");
  },
  get foreign() {
    return need("E2E_FOREIGN_URL");
  },
  get apiKey() {
    return need("E2E_API_KEY");
  },
  /** The demo admin user `npm start` made on first start (the dashboard's sign-in). */
  get adminEmail() {
    return need("E2E_ADMIN_EMAIL");
  },
  get adminPassword() {
    return need("E2E_ADMIN_PASSWORD");
  },
  get dnsPort() {
    return Number(need("E2E_DNS_PORT"));
  },
  /** The admin of an organization whose mail is sent (the demo organization's is only logged). */
  get mailAdminEmail() {
    return need("E2E_MAIL_ADMIN_EMAIL");
  },
  get mailAdminPassword() {
    return need("E2E_MAIL_ADMIN_PASSWORD");
  },
  /** Where the test SMTP server writes each message the service sent (one JSON file each). */
  get mailDir() {
    return need("E2E_MAIL_DIR");
  },
};

export type Session = {
  session_id: string;
  hosted_url: string;
  embed_url: string;
  client_token: string;
  expires_at: string;
};

/** Mints a hosted session with the partner API. */
export async function createSession(
  request: APIRequestContext,
  body: {
    allowed_actions: string[];
    allowed_origins?: string[];
    theme_config?: object;
    external_account_id?: string;
    expires_in_minutes?: number;
    locale?: string;
  },
): Promise<Session> {
  const res = await request.post(`${env.service}/api/v1/hosted/sessions`, {
    headers: { "x-api-key": env.apiKey },
    data: { external_account_id: "e2e-account", ...body },
  });
  if (!res.ok()) throw new Error(`session: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Session;
}

export { CONTACT } from "../test/helpers/contact";

/**
 * Saves a screenshot under e2e/screenshots/ (not committed) for a look at each screen, when
 * asked for with `E2E_SCREENSHOTS=1` (a full-page screenshot costs time on every screen).
 */
export async function snap(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}

/**
 * Waits for the demo page's own first widget (it opens with one, or says it was refused on an
 * origin it does not serve) and forgets its events: a test's own widget then replaces it.
 */
export async function demoSettled(page: Page) {
  await page.waitForFunction(() => "registrarDemo" in window);
  await page.evaluate(async () => {
    const demo = (window as unknown as { registrarDemo: { ready: Promise<void>; events: [] } })
      .registrarDemo;
    await demo.ready;
    demo.events.length = 0;
  });
}

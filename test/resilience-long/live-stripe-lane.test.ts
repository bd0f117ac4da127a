/**
 * The live-mode lane with real money's path: the service process with `REGISTRAR=epp` (the EPP
 * test registry plays the live registry) and `PAYMENT_PROVIDER=stripe` (the Stripe stand-in plays
 * Stripe, its webhooks sent over HTTP and signed), nothing but configuration differing from test
 * mode. A live card order is paid at the stand-in's checkout page on its own origin and
 * registered; a lost webhook is made good by the reconciliation; a registration the registry
 * refuses is refunded through Stripe and the order ends `refunded`; a test-mode card order on the
 * same service keeps the sandbox card and never reaches Stripe. Every request to the stand-in
 * validates against Stripe's OpenAPI description. On PGlite always; on PostgreSQL too when
 * TEST_DATABASE_URL is set.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { CONTACT } from "../helpers/orders";
import { emptyPostgresDb } from "../helpers/postgres-db";
import { freePort, preparedDataDir, startService } from "../helpers/processes";
import { startStripeStandIn } from "../helpers/stripe-stand-in";
import { liveKeyFor, liveRegistry } from "../helpers/live-registry";
import { client } from "./live-lane-support";

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function stripeLane(env: Record<string, string>, adminEnv: Record<string, string>) {
  const run = randomBytes(3).toString("hex");
  const dir = mkdtempSync(join(tmpdir(), "registrar-stripe-lane-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const { registry, eppEnv } = await liveRegistry(dir);
  cleanups.push(() => registry.close());
  const stripe = await startStripeStandIn();
  cleanups.push(() => stripe.close());
  writeFileSync(join(dir, "stripe-key"), `${stripe.secretKey}\n`, { mode: 0o600 });
  writeFileSync(join(dir, "stripe-webhook"), `${stripe.webhookSecret}\n`, { mode: 0o600 });

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const service = await startService(
    {
      PORT: String(port),
      ORDER_WORKER_INTERVAL_MS: "100",
      RATE_LIMIT_PER_MINUTE: "1000000",
      RATE_LIMIT_BURST: "1000000",
      DNS_PORT: "",
      ...eppEnv,
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY_FILE: join(dir, "stripe-key"),
      STRIPE_WEBHOOK_SECRET_FILE: join(dir, "stripe-webhook"),
      STRIPE_API_URL: stripe.apiUrl,
      STRIPE_RECONCILE_INTERVAL_MS: "1000",
      ...env,
    },
    120_000,
  );
  cleanups.push(() => service.stop());
  stripe.setWebhook(`${base}/api/v1/payments/stripe/webhook`);

  const testKey = /shown only this once:\n\s+(rk_test_\S+)/.exec(service.output())![1]!;
  const test = client(base, testKey);
  const organizationId = (await test.get("/api/v1/organization")).body.id as string;
  const live = client(base, await liveKeyFor(organizationId, { ...eppEnv, ...adminEnv }));

  const order = async (api: typeof live, domain: string) => {
    const o = await api.post("/api/v1/registrar/order", {
      domain,
      contact: CONTACT,
      payment_method: "card",
    });
    expect(o.status, JSON.stringify(o.body)).toBe(201);
    return o.body as { order_id: string; checkout_url: string; price: string };
  };
  const statusOf = async (id: string) =>
    (await live.get(`/api/v1/registrar/orders/${id}`)).body.status;
  const settles = (id: string, status: string) =>
    vi.waitFor(async () => expect(await statusOf(id)).toBe(status), {
      timeout: 30_000,
      interval: 100,
    });
  /** Follows the order's checkout address to Stripe's page, as a browser does. */
  const stripePage = async (checkoutUrl: string) => {
    const res = await fetch(checkoutUrl, { redirect: "manual" });
    expect(res.status).toBe(303);
    const page = res.headers.get("location")!;
    expect(new URL(page).origin).toBe(stripe.checkoutOrigin);
    return page;
  };

  // Paid at the stand-in's page with the test card, back to the service, registered.
  const paid = await order(live, `paid-${run}.com`);
  const page = await stripePage(paid.checkout_url);
  expect(await (await fetch(page)).text()).toContain(`paid-${run}.com`);
  const submitted = await fetch(page, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "card=4242+4242+4242+4242",
  });
  expect(submitted.status).toBe(303);
  const back = await fetch(submitted.headers.get("location")!, { redirect: "manual" });
  expect(back.status).toBe(200);
  await settles(paid.order_id, "completed");

  // A webhook that never comes: the reconciliation pays the order all the same.
  const lost = await order(live, `lost-${run}.com`);
  await stripePage(lost.checkout_url);
  stripe.dropWebhooks(true);
  const session = stripe.sessions().find((s) => s.metadata?.order_id === lost.order_id)!;
  await stripe.pay(session.id, "paid");
  await settles(lost.order_id, "completed");
  stripe.dropWebhooks(false);

  // The registry refuses the name: Stripe returns the money, and the order ends refunded.
  registry.fault("domain:create", { kind: "code", code: 2306 });
  const refused = await order(live, `refused-${run}.com`);
  await stripePage(refused.checkout_url);
  const refusedSession = stripe.sessions().find((s) => s.metadata?.order_id === refused.order_id)!;
  await stripe.pay(refusedSession.id, "paid");
  await settles(refused.order_id, "failed");
  await vi.waitFor(
    () =>
      expect(
        stripe.refunds().filter((r) => r.metadata?.order_id === refused.order_id),
      ).toHaveLength(1),
    { timeout: 30_000, interval: 100 },
  );
  const refund = stripe.refunds().find((r) => r.metadata?.order_id === refused.order_id)!;
  expect(refund.amount).toBe(refusedSession.amount_total);
  await stripe.settleRefund(refund.id, "succeeded");
  await settles(refused.order_id, "refunded");

  // Test mode on the same service: the sandbox card, and Stripe never asked.
  const asked = stripe.requests.length;
  const sandbox = await order(test, `sandbox-${run}.com`);
  const sandboxPage = await fetch(sandbox.checkout_url, { redirect: "manual" });
  expect(sandboxPage.status).toBe(200);
  expect(await sandboxPage.text()).toContain("4242");
  expect(stripe.requests.length).toBe(asked);

  expect(stripe.violations).toEqual([]);
  expect(registry.invalidCommands()).toEqual([]);
  await service.stop();
}

describe("live-mode lane with Stripe: card orders paid, reconciled and refunded", () => {
  it.skipIf(!!process.env.TEST_DATABASE_URL)("PGlite", async () => {
    const dataDir = preparedDataDir();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await stripeLane({ DATA_DIR: dataDir }, { DATA_DIR: dataDir });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL", async () => {
    const db = await emptyPostgresDb(process.env.TEST_DATABASE_URL!, "registrar_stripe_lane");
    cleanups.push(() => db.drop());
    await stripeLane({ DATABASE_URL: db.url }, { DATABASE_URL: db.url });
  });
});

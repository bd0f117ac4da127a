/**
 * Renewals the end user pays by card (a hosted session with `renewal_payment: "card"`): the
 * session option, the renewal order the widget creates, its payment at the mode's card checkout
 * (the sandbox card in test mode, Stripe through the stand-in in live mode), and the renewal the
 * order worker then makes, billed to nobody but the payer.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { insertDomain } from "../../src/server/domains/domains";
import { domains } from "../../src/server/domains/schema";
import { events } from "../../src/server/events/schema";
import { createLogger } from "../../src/server/logger";
import { processReadyOrders } from "../../src/server/orders/processor";
import { createStripeGateway } from "../../src/server/payments/stripe/gateway";
import { runPaymentsPass } from "../../src/server/payments/stripe/payments-worker";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { sandboxRegistry } from "../../src/server/registrar/schema";
import { EPP_ENV } from "../helpers/epp-env";
import { startStripeStandIn, type StripeStandIn } from "../helpers/stripe-stand-in";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
const EXPIRES = new Date("2027-11-21T12:00:00Z");

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Renewing Partner");
});
afterAll(async () => {
  t?.app.close();
  await database?.close();
});

/** A domain of `account` in the organization's mode, held at the (shared) sandbox registry. */
async function holdDomain(
  o: { organizationId: string },
  name: string,
  account: string,
  livemode = false,
) {
  await insertDomain(database.db, {
    organizationId: o.organizationId,
    livemode,
    name,
    registeredAt: t.now(),
    expiresAt: EXPIRES,
    autoRenew: false,
    privacy: false,
    nameservers: ["ns1.sandbox-registrar.test", "ns2.sandbox-registrar.test"],
    externalAccountId: account,
  });
  await database.db
    .insert(sandboxRegistry)
    .values({ name, registeredAt: t.now(), expiresAt: EXPIRES });
}

async function mint(app: TestApp, apiKey: string, body: Record<string, unknown>) {
  const res = await app.request(
    "/api/v1/hosted/sessions",
    json("POST", { allowed_actions: ["renew"], ...body }, { "x-api-key": apiKey }),
  );
  return { res, body: (await res.json()) as Record<string, unknown> };
}

const asClient = (app: TestApp, token: string, path: string, init: RequestInit = {}) =>
  app.request(path, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
  });

type Order = {
  order_id: string;
  kind: string;
  status: string;
  price: string;
  years: number;
  checkout_url: string | null;
  payment_method: string;
};

async function renewalOrder(app: TestApp, token: string, domain: string, years: number) {
  const res = await asClient(
    app,
    token,
    `/api/v1/hosted/domains/${domain}/renewal-orders`,
    json("POST", { years }),
  );
  return { res, body: (await res.json()) as Order & { code?: string } };
}

const payBySandboxCard = (checkoutUrl: string) =>
  t.request(new URL(checkoutUrl).pathname, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "card=4242424242424242",
  });

const expiryOf = async (name: string, livemode = false) =>
  (
    await database.db
      .select({ expiresAt: domains.expiresAt })
      .from(domains)
      .where(and(eq(domains.name, name), eq(domains.livemode, livemode)))
  )[0]!.expiresAt;

const eventsOf = async (organizationId: string, type: string) =>
  database.db
    .select()
    .from(events)
    .where(and(eq(events.organizationId, organizationId), eq(events.type, type)));

const balanceEntries = async (organizationId: string) =>
  (
    await database.sql.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM balance_entries WHERE organization_id = $1",
      [organizationId],
    )
  )[0]!.n;

const renewalCharges = async (organizationId: string) =>
  (
    await database.sql.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM renewal_charges WHERE organization_id = $1",
      [organizationId],
    )
  )[0]!.n;

const process = () =>
  processReadyOrders({
    db: database.db,
    registrars: { test: createSandboxProvider(database.db) },
    now: t.now,
    logger: createLogger("silent"),
  });

describe("the session option renewal_payment", () => {
  it("defaults to the organization, and the widget's session info says which", async () => {
    const plain = await mint(t, org.apiKey, { external_account_id: "acct_default" });
    expect(plain.res.status).toBe(200);
    const info = await asClient(t, plain.body.client_token as string, "/api/v1/hosted/session");
    expect(await info.json()).toMatchObject({ renewal_payment: "organization" });
    const card = await mint(t, org.apiKey, {
      external_account_id: "acct_default",
      renewal_payment: "card",
    });
    expect(card.res.status).toBe(200);
    const cardInfo = await asClient(t, card.body.client_token as string, "/api/v1/hosted/session");
    expect(await cardInfo.json()).toMatchObject({ renewal_payment: "card" });
  });

  it("refuses card with 422 where the session's mode has no card checkout", async () => {
    const noSandboxCard = await makeTestApp(database, { env: { SANDBOX_CARD: "false" } });
    const refused = await mint(noSandboxCard, org.apiKey, {
      external_account_id: "acct_x",
      renewal_payment: "card",
    });
    expect(refused.res.status).toBe(422);
    expect(refused.body.detail).toEqual([
      expect.objectContaining({ loc: ["body", "renewal_payment"], input: "card" }),
    ]);
    noSandboxCard.app.close();
    // Live mode without PAYMENT_PROVIDER=stripe: no card checkout either.
    const live = await t.org("Live Partner", { livemode: true });
    const liveRefused = await mint(t, live.apiKey, {
      external_account_id: "acct_x",
      renewal_payment: "card",
    });
    expect(liveRefused.res.status).toBe(422);
    expect(liveRefused.body.detail).toEqual([
      expect.objectContaining({ loc: ["body", "renewal_payment"] }),
    ]);
    const unknown = await mint(t, org.apiKey, {
      external_account_id: "acct_x",
      renewal_payment: "wire",
    });
    expect(unknown.res.status).toBe(422);
  });
});

describe("a renewal order paid with the sandbox card (test mode)", () => {
  it("renews the domain by exactly the years once paid, billing nothing to the organization", async () => {
    await holdDomain(org, "card-renew.com", "acct_card");
    const { body: s } = await mint(t, org.apiKey, {
      external_account_id: "acct_card",
      renewal_payment: "card",
    });
    const token = s.client_token as string;
    const { res, body } = await renewalOrder(t, token, "card-renew.com", 2);
    expect(res.status).toBe(201);
    expect(body).toMatchObject({
      kind: "renewal",
      payment_method: "card",
      status: "pending",
      years: 2,
      checkout_url: `${t.config.publicUrl}/checkout/${body.order_id}`,
    });
    // One open renewal order per domain.
    const again = await renewalOrder(t, token, "card-renew.com", 1);
    expect(again.res.status).toBe(409);
    expect(again.body.code).toBe("order_in_progress");

    // Its checkout says what is paid for: a renewal.
    const page = await (await t.request(new URL(body.checkout_url!).pathname)).text();
    expect(page).toContain("<dt>Renewal</dt>");
    const charges = await renewalCharges(org.organizationId);
    expect((await payBySandboxCard(body.checkout_url!)).status).toBe(200);
    await process();
    const read = await asClient(
      t,
      token,
      `/api/v1/hosted/domains/card-renew.com/renewal-orders/${body.order_id}`,
    );
    expect(await read.json()).toMatchObject({ status: "completed", amount_paid: body.price });
    const after = await expiryOf("card-renew.com");
    expect(after.toISOString()).toBe("2029-11-21T12:00:00.000Z");
    const renewed = (await eventsOf(org.organizationId, "domain.renewed")).filter(
      (e) => (e.data as { domain: string }).domain === "card-renew.com",
    );
    expect(renewed.map((e) => e.data)).toEqual([
      expect.objectContaining({
        years: 2,
        paid_by: "card",
        order_id: body.order_id,
        charge_id: null,
        price: body.price,
      }),
    ]);
    expect(await renewalCharges(org.organizationId)).toBe(charges);
    expect(await balanceEntries(org.organizationId)).toBe("0");
  });

  it("refuses another end user's domain with 403, and a session billed to the organization with 409", async () => {
    await holdDomain(org, "bobs-renew.com", "acct_bob");
    const { body: s } = await mint(t, org.apiKey, {
      external_account_id: "acct_alice",
      renewal_payment: "card",
    });
    const other = await renewalOrder(t, s.client_token as string, "bobs-renew.com", 1);
    expect(other.res.status).toBe(403);
    const { body: bob } = await mint(t, org.apiKey, { external_account_id: "acct_bob" });
    const billed = await renewalOrder(t, bob.client_token as string, "bobs-renew.com", 1);
    expect(billed.res.status).toBe(409);
    // The organization-billed renewal is unchanged.
    const renew = await asClient(
      t,
      bob.client_token as string,
      "/api/v1/hosted/domains/bobs-renew.com/renew",
      json("POST", { years: 1 }),
    );
    expect(await renew.json()).toMatchObject({ success: true, years_renewed: 1 });
  });

  it("fails a renewal the registry refuses, and refunds the card payment", async () => {
    await holdDomain(org, "renewfail-card.com", "acct_card");
    const { body: s } = await mint(t, org.apiKey, {
      external_account_id: "acct_card",
      renewal_payment: "card",
    });
    const token = s.client_token as string;
    const { body } = await renewalOrder(t, token, "renewfail-card.com", 1);
    await payBySandboxCard(body.checkout_url!);
    await process();
    const read = await asClient(
      t,
      token,
      `/api/v1/hosted/domains/renewfail-card.com/renewal-orders/${body.order_id}`,
    );
    const order = (await read.json()) as {
      status: string;
      failure_reason: string;
      transitions: { to: string }[];
    };
    expect(order.status).toBe("refunded");
    expect(order.transitions.map((x) => x.to)).toContain("failed");
    expect(order.failure_reason).toMatch(/refused the renewal/);
    expect(await expiryOf("renewfail-card.com")).toEqual(EXPIRES);
  });
});

describe("a renewal order paid through Stripe (live mode, the stand-in)", () => {
  let stripe: StripeStandIn;
  let live: TestApp;
  let liveOrg: Awaited<ReturnType<TestApp["org"]>>;
  const gatewayFor = (s: StripeStandIn) =>
    createStripeGateway({
      secretKey: s.secretKey,
      webhookSecret: s.webhookSecret,
      apiUrl: s.apiUrl,
    });

  beforeAll(async () => {
    stripe = await startStripeStandIn({ now: () => live.now() });
    live = await makeTestApp(database, {
      env: {
        ...EPP_ENV,
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY_FILE: "/nonexistent/stripe-key",
        STRIPE_WEBHOOK_SECRET_FILE: "/nonexistent/stripe-webhook-secret",
      },
      liveRegistrar: createSandboxProvider(database.db),
      stripe: gatewayFor(stripe),
    });
    stripe.setWebhook(async (req) => {
      const body = await req.text();
      const headers = Object.fromEntries(req.headers.entries());
      return live.request("/api/v1/payments/stripe/webhook", { method: "POST", headers, body });
    });
    liveOrg = await live.org("Live Renewing Partner", { livemode: true });
  });
  afterAll(async () => {
    expect(stripe.violations).toEqual([]);
    live?.app.close();
    await stripe?.close();
  });

  it("renews at the live registrar once paid at Stripe, leaving the balance untouched", async () => {
    await holdDomain(liveOrg, "live-card-renew.com", "acct_live", true);
    const { res: minted, body: s } = await mint(live, liveOrg.apiKey, {
      external_account_id: "acct_live",
      renewal_payment: "card",
    });
    expect(minted.status).toBe(200);
    const { res, body } = await renewalOrder(
      live,
      s.client_token as string,
      "live-card-renew.com",
      1,
    );
    expect(res.status).toBe(201);
    const to = await live.request(new URL(body.checkout_url!).pathname);
    expect(to.status).toBe(303);
    const session = stripe.sessions().find((x) => x.url === to.headers.get("location"))!;
    expect(session.amount_total).toBe(Math.round(Number(body.price) * 100));
    await stripe.pay(session.id, "paid");
    await processReadyOrders({
      db: database.db,
      registrars: {
        test: createSandboxProvider(database.db),
        live: createSandboxProvider(database.db),
      },
      now: live.now,
      logger: createLogger("silent"),
    });
    const read = await asClient(
      live,
      s.client_token as string,
      `/api/v1/hosted/domains/live-card-renew.com/renewal-orders/${body.order_id}`,
    );
    expect(await read.json()).toMatchObject({ status: "completed" });
    expect((await expiryOf("live-card-renew.com", true)).toISOString()).toBe(
      "2028-11-21T12:00:00.000Z",
    );
    expect(await balanceEntries(liveOrg.organizationId)).toBe("0");
    expect(await renewalCharges(liveOrg.organizationId)).toBe("0");
  });

  it("refunds through Stripe a paid renewal the live registry refuses", async () => {
    await holdDomain(liveOrg, "renewfail-live-card.com", "acct_live", true);
    const { body: s } = await mint(live, liveOrg.apiKey, {
      external_account_id: "acct_live",
      renewal_payment: "card",
    });
    const { body } = await renewalOrder(
      live,
      s.client_token as string,
      "renewfail-live-card.com",
      1,
    );
    const to = await live.request(new URL(body.checkout_url!).pathname);
    const session = stripe.sessions().find((x) => x.url === to.headers.get("location"))!;
    await stripe.pay(session.id, "paid");
    await processReadyOrders({
      db: database.db,
      registrars: {
        test: createSandboxProvider(database.db),
        live: createSandboxProvider(database.db),
      },
      now: live.now,
      logger: createLogger("silent"),
    });
    const read = async () =>
      (await (
        await asClient(
          live,
          s.client_token as string,
          `/api/v1/hosted/domains/renewfail-live-card.com/renewal-orders/${body.order_id}`,
        )
      ).json()) as { status: string };
    expect((await read()).status).toBe("failed");
    await runPaymentsPass(
      {
        db: database.db,
        now: live.now,
        logger: createLogger("silent"),
        stripe: gatewayFor(stripe),
        kickOrders: () => {},
      },
      { reconcile: false },
    );
    const refund = stripe.refunds().find((r) => r.metadata?.order_id === body.order_id)!;
    expect(refund.amount).toBe(Math.round(Number(body.price) * 100));
    await stripe.settleRefund(refund.id, "succeeded");
    expect((await read()).status).toBe("refunded");
    expect(await balanceEntries(liveOrg.organizationId)).toBe("0");
  });
});

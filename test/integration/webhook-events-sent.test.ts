/**
 * The webhook event catalogue against what the service really sends: every event type is
 * produced through the API on the sandbox (and the renewal worker, for `domain.expiring`),
 * delivered to a real receiver, and each delivery and each listed event must be its type's
 * event as the contract (`WEBHOOK_EVENTS`) and the OpenAPI document's `webhooks` describe it,
 * no field more or less. A type the service never produced here fails the test too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { constructWebhookEvent } from "@registrar/node";
import {
  EVENT_TYPES,
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENTS,
  type WebhookEventType,
} from "../../src/contract/webhook-event-type";
import type { Database } from "../../src/server/db/database";
import { runAutoRenewal } from "../../src/server/domains/auto-renewer";
import { dispatchDue } from "../../src/server/events/dispatcher";
import { createLogger } from "../../src/server/logger";
import { processReadyOrders } from "../../src/server/orders/processor";
import { checkPendingTransfers } from "../../src/server/orders/transfer-in";
import { SANDBOX_TRANSFER_CODE } from "../../src/server/registrar/sandbox/transfers-in";
import { insertDomain } from "../../src/server/domains/domains";
import { pollRegistry } from "../../src/server/registry-poll/poll-worker";
import type { RegistryMessage } from "../../src/server/registrar/provider";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { sandboxRegistry } from "../../src/server/registrar/schema";
import { expiryPass } from "../../src/server/lifecycle/expiry";
import { createMailer } from "../../src/server/mail/mailer";
import { creditBalance, setThreshold } from "../../src/server/balances/ledger";
import { createApiKey } from "../../src/server/orgs/organizations";
import { webhookChecker } from "../helpers/openapi-check";
import { CONTACT, payOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";
import { startReceiver } from "../helpers/webhook-receiver";
import { eq } from "drizzle-orm";
import { organizations } from "../../src/server/db/schema";
import { deliveryPass } from "../../src/server/mail/delivery";
import { queueRegistrantMessage } from "../../src/server/mail/outbox";
import { verificationPass } from "../../src/server/lifecycle/verification-hold";
import { lifecycleDeps, verificationToken } from "../helpers/verification";

const DAY = 24 * 3_600_000;
type Event = { id: string; type: WebhookEventType; data: Record<string, unknown> };

let database: Database;
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let liveReceiver: Awaited<ReturnType<typeof startReceiver>>;
let secret: string;
let liveSecret: string;
let key: Record<string, string>;
let liveKey: Record<string, string>;

beforeAll(async () => {
  database = await openTestDb();
  // Live mode (another sandbox plays the live registry) for the live balance's events.
  t = await makeTestApp(database, { liveRegistrar: createSandboxProvider(database.db) });
  receiver = await startReceiver();
  liveReceiver = await startReceiver();
  const org = await t.org("Catalogue Inc");
  key = { "x-api-key": org.apiKey };
  const post = async (path: string, body: unknown, headers: Record<string, string> = key) => {
    const res = await t.request(path, json("POST", body, headers));
    expect(res.status, `POST ${path}: ${await res.clone().text()}`).toBeLessThan(300);
    return (await res.json()) as Record<string, string>;
  };
  const workers = { db: database.db, now: t.now, logger: createLogger("silent") };
  const registrar = createSandboxProvider(database.db);

  const endpoint = await post("/api/v1/webhooks/endpoints", {
    url: receiver.url,
    event_types: ["*"],
  });
  secret = endpoint.secret!;
  // webhook.ping
  await post(`/api/v1/webhooks/endpoints/${endpoint.id}/test`, {});
  // hosted_session.created; then, in the session: order.created (with its session),
  // order.updated (paid), domain.registered and hosted_session.completed (processed).
  const session = await post("/api/v1/hosted/sessions", {
    allowed_actions: ["domain_purchase"],
    external_account_id: "acct_42",
  });
  const order = await post(
    "/api/v1/hosted/orders",
    { domain: "catalogue-hosted.com", contact: CONTACT, payment_method: "card" },
    { authorization: `Bearer ${session.client_token!}` },
  );
  await payOrder(t, org.apiKey, order.order_id!, order.price!);
  await processReadyOrders({ ...workers, registrars: { test: registrar } });
  // Transfer in: domain.transfer_in_requested for both orders (paid, processed), then, once the
  // sandbox's other registrar has answered, domain.transferred_in (transferok-) and
  // domain.transfer_in_failed (transferreject-).
  for (const domain of ["transferok-cat.com", "transferreject-cat.com"]) {
    const transfer = await post("/api/v1/registrar/transfers", {
      domain,
      auth_code: SANDBOX_TRANSFER_CODE,
      contact: CONTACT,
      payment_method: "wire",
    });
    await payOrder(t, org.apiKey, transfer.order_id!, transfer.price!);
  }
  await processReadyOrders({ ...workers, registrars: { test: registrar } });
  t.advance(10_000);
  await checkPendingTransfers({ ...workers, registrars: { test: registrar } });
  // An API purchase (order.created without a session), a renewal by hand (domain.renewed), a
  // refused one (domain.renewal_failed), a DNS record (dns.changed).
  await post("/api/v1/registrar/purchase", { domain: "catalogue-api.com", contact: CONTACT });
  await post("/api/v1/registrar/purchase", { domain: "renewfail-cat.com", contact: CONTACT });
  await post("/api/v1/registrar/domains/catalogue-api.com/renew", { years: 1 });
  await post("/api/v1/registrar/domains/renewfail-cat.com/renew", { years: 1 });
  await post("/api/v1/registrar/dns/catalogue-api.com/records", {
    type: "A",
    name: "www",
    content: "192.0.2.1",
  });
  // domain.abuse_reported: anyone reports abuse of catalogue-api.com (a public request).
  const abuse = await t.request(
    "/api/v1/abuse-reports",
    json("POST", {
      domain: "catalogue-api.com",
      category: "spam",
      description: "Unsolicited mail advertising this name",
      reporter_email: "reporter@example.org",
      law_enforcement: true,
    }),
  );
  expect(abuse.status, await abuse.clone().text()).toBe(201);
  // domain.registrant_changed: a new registrant for catalogue-api.com.
  const put = await t.request(
    "/api/v1/registrar/domains/catalogue-api.com/registrant",
    json("PUT", { contact: { ...CONTACT, first_name: "Grace", last_name: "Hopper" } }, key),
  );
  expect(put.status, await put.clone().text()).toBe(200);
  // domain.expiring: 29 days before catalogue-hosted.com expires (bought a year from now).
  t.advance(365 * DAY - 29 * DAY);
  await runAutoRenewal({ ...workers, registrars: { test: registrar }, daysBefore: 30 });
  // Registrant verification: each registration asked for it (registrant.verification_requested);
  // long past its 15 days, the pass suspends the domains (domain.suspended); the registrant
  // asks for a new link and confirms it (registrant.verified), which releases them
  // (domain.unsuspended).
  await verificationPass(lifecycleDeps(database.db, { test: registrar }, t.now));
  await post("/api/v1/registrar/domains/catalogue-api.com/verification", {});
  await post("/api/v1/registrant-verifications", {
    token: await verificationToken(database.db, "catalogue-api.com"),
  });
  // Past the policy's lock after its registration: catalogue-api.com's transfer lock put on and
  // lifted (domain.transfer_lock_changed), then a transfer code (domain.transfer_code_issued).
  for (const locked of [true, false]) {
    const res = await t.request(
      "/api/v1/registrar/domains/catalogue-api.com/transfer-lock",
      json("PUT", { locked }, key),
    );
    expect(res.status).toBe(200);
  }
  await post("/api/v1/registrar/domains/catalogue-api.com/transfer-code", {});

  // balance.low and balance.insufficient: the organization's live balance, a live endpoint.
  const { apiKey: live } = await createApiKey(database.db, {
    organizationId: org.organizationId,
    livemode: true,
  });
  liveKey = { "x-api-key": live };
  const liveEndpoint = await post(
    "/api/v1/webhooks/endpoints",
    { url: liveReceiver.url, event_types: ["*"] },
    liveKey,
  );
  liveSecret = liveEndpoint.secret!;
  await creditBalance(database.db, {
    organizationId: org.organizationId,
    amount: "15.00",
    currency: "USD",
    kind: "top_up_wire",
    description: "Top-up by wire transfer",
    actor: "test",
    now: t.now(),
  });
  await setThreshold(database.db, org.organizationId, "10.00", t.now());
  for (const domain of ["catalogue-live.com", "catalogue-broke.com"]) {
    const res = await t.request(
      "/api/v1/registrar/purchase",
      json("POST", { domain, contact: CONTACT }, liveKey),
    );
    expect(res.status).toBe(200);
  }
  // The registry's poll queue (live mode): a transfer away requested, rejected, then approved
  // (domain.transfer_requested, domain.transfer_cancelled, domain.transferred_away), and a
  // deletion by the registry (domain.deleted) of another live domain.
  await insertDomain(database.db, {
    organizationId: org.organizationId,
    livemode: true,
    name: "catalogue-deleted.com",
    registeredAt: t.now(),
    expiresAt: new Date(t.now().getTime() + 365 * DAY),
    autoRenew: true,
    privacy: false,
    nameservers: [],
  });
  const transfer = (id: string, transferStatus: string): RegistryMessage => ({
    id,
    text: "transfer",
    kind: "transfer",
    domain: "catalogue-live.com",
    transferStatus,
    transferAway: true,
    otherParty: "gaining-registrar",
    raw: "",
  });
  const messages: RegistryMessage[] = [
    transfer("1", "pending"),
    transfer("2", "clientRejected"),
    transfer("3", "serverApproved"),
    { id: "4", text: "deleted", kind: "deleted", domain: "catalogue-deleted.com", raw: "" },
  ];
  await pollRegistry(
    {
      ...workers,
      queue: {
        next: async () => messages.shift(),
        ack: async () => {},
        onWaiting: () => () => {},
        expiryOf: async () => undefined,
      },
      processor: { ...workers, registrars: { test: registrar } },
      leaseMs: 60_000,
    },
    "catalogue",
  );

  // After expiry (test mode): catalogue-lapsed.com expires unrenewed (domain.expired), is
  // deleted after its grace period (domain.redemption_started), then restored (domain.restored).
  const lapsedAt = new Date(t.now().getTime() + DAY);
  await database.db.insert(sandboxRegistry).values({
    name: "catalogue-lapsed.com",
    registeredAt: t.now(),
    expiresAt: lapsedAt,
  });
  await insertDomain(database.db, {
    organizationId: org.organizationId,
    livemode: false,
    name: "catalogue-lapsed.com",
    registeredAt: t.now(),
    expiresAt: lapsedAt,
    autoRenew: false,
    privacy: false,
    nameservers: [],
  });
  const lifecycle = {
    ...workers,
    registrars: { test: registrar },
    secretsKey: t.config.secretsKey,
    publicUrl: t.config.publicUrl,
    mailer: createMailer({ smtpUrl: undefined, from: "registrar@example.com" }, workers.logger),
    graceDays: 30,
    parkingNameservers: ["park1.parking.test", "park2.parking.test"],
  };
  t.advance(2 * DAY);
  await expiryPass(lifecycle);
  t.advance(30 * DAY);
  await expiryPass(lifecycle);
  await post("/api/v1/registrar/domains/catalogue-lapsed.com/restore", {});
  // registrant.message: the organization sends its registrants' messages itself; a
  // verification message queued for it is handed over as the event, with its link.
  await database.db
    .update(organizations)
    .set({ registrantMessages: "partner" })
    .where(eq(organizations.id, org.organizationId));
  await queueRegistrantMessage(database.db, t.config.secretsKey, {
    organizationId: org.organizationId,
    livemode: false,
    domainId: null,
    kind: "verification",
    recipient: CONTACT.email,
    locale: "en",
    params: { domain: "catalogue-api.com", deadline_at: t.now().toISOString() },
    secrets: { token: "catalogue-token" },
    now: t.now(),
  });
  await deliveryPass({
    ...workers,
    secretsKey: t.config.secretsKey,
    publicUrl: t.config.publicUrl,
    mailer: createMailer({ smtpUrl: undefined, from: "x <x@example.com>" }, workers.logger),
  });

  await dispatchDue({ ...workers, random: () => 0 });
});
afterAll(async () => {
  await receiver.close();
  await liveReceiver.close();
  await database.close();
});

/** The problems of one event against its type in the contract: unknown fields count too. */
function contractProblems(event: Event): string[] {
  const parsed = WEBHOOK_EVENTS[event.type].safeParse(event);
  const out = parsed.success ? [] : [parsed.error.message];
  const fields = Object.keys(WEBHOOK_EVENT_DATA[event.type].shape).sort();
  const sent = Object.keys(event.data).sort();
  if (sent.join() !== fields.join()) out.push(`data has ${sent.join()}, the contract ${fields}`);
  return out;
}

describe("the webhook events the service sends", () => {
  it("delivers every type, each signed and exactly its type's event", async () => {
    const delivered = (
      [
        [receiver, secret],
        [liveReceiver, liveSecret],
      ] as const
    ).flatMap(([r, signedWith]) =>
      r.received.map(
        (d) =>
          constructWebhookEvent(d.body, d.headers["registrar-signature"] as string, signedWith, {
            now: t.now(),
          }) as Event,
      ),
    );
    expect([...new Set(delivered.map((e) => e.type))].sort()).toEqual([...EVENT_TYPES].sort());
    const doc = (await (await t.request("/api/v1/openapi.json")).json()) as Parameters<
      typeof webhookChecker
    >[0];
    const check = webhookChecker(doc);
    for (const e of delivered) {
      expect(contractProblems(e), `${e.type} ${JSON.stringify(e.data)}`).toEqual([]);
      expect(check(e.type, e), `${e.type} against the document's webhooks`).toEqual([]);
    }
  });

  it("lists the same events, each exactly its type's event", async () => {
    // Each page is also checked against the document's WebhookEvent (makeTestApp).
    const listed: Event[] = [];
    for (const headers of [key, liveKey]) {
      const mode: Event[] = [];
      for (let cursor: string | null = null, first = true; first || cursor; first = false) {
        const res = await t.request(
          `/api/v1/events?limit=100${cursor ? `&cursor=${cursor}` : ""}`,
          { headers },
        );
        const page = (await res.json()) as { items: Event[]; next_cursor: string | null };
        mode.push(...page.items);
        cursor = page.next_cursor;
      }
      listed.push(...mode.reverse());
    }
    expect([...new Set(listed.map((e) => e.type))].sort()).toEqual([...EVENT_TYPES].sort());
    for (const e of listed) {
      expect(contractProblems(e), `${e.type} ${JSON.stringify(e.data)}`).toEqual([]);
    }
    const delivered = new Map(
      [...receiver.received, ...liveReceiver.received].map((r) => [JSON.parse(r.body).id, r.body]),
    );
    expect(listed.map((e) => JSON.stringify(e))).toEqual(listed.map((e) => delivered.get(e.id)));
  });
});

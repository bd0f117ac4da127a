/**
 * Messages to registrants, as a registrant, a partner and an operator observe them: mail that
 * a real SMTP server (the test's sink) receives, in the registrant's language and with the
 * partner's brand; the partner's own sending (an event, no mail); the demo's (the log only);
 * retries when the server refuses; one send whatever the passes; the reminders at their times;
 * and the record of messages through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../src/server/db/database";
import { organizations } from "../../src/server/db/schema";
import { insertDomain } from "../../src/server/domains/domains";
import { domains } from "../../src/server/domains/schema";
import { events } from "../../src/server/events/schema";
import type { LifecycleDeps } from "../../src/server/lifecycle/deps";
import { reminderPass } from "../../src/server/lifecycle/reminders";
import { createLogger } from "../../src/server/logger";
import { deliveryPass, MAX_ATTEMPTS } from "../../src/server/mail/delivery";
import { createMailer, type Mailer } from "../../src/server/mail/mailer";
import { orderReceipts } from "../../src/server/mail/order-receipts";
import { queueRegistrantMessage } from "../../src/server/mail/outbox";
import { registrantMessages, type RegistrantMessageKind } from "../../src/server/mail/schema";
import { processReadyOrders } from "../../src/server/orders/processor";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { CONTACT } from "../helpers/contact";
import { payOrder } from "../helpers/orders";
import { startSmtpSink } from "../helpers/smtp-sink";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

const DAY = 86_400_000;
const KINDS: RegistrantMessageKind[] = [
  "verification",
  "expiry_reminder",
  "expiry_notice",
  "data_reminder",
  "order_receipt",
];
const LOCALES = ["en", "de-AT", "fr", "es"];

let database: Database;
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let mailer: Mailer;
let deps: LifecycleDeps;
const logs: string[] = [];

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  sink = await startSmtpSink({ rejectRecipients: /^refuse/ });
  const logger = createLogger("debug", (l) => logs.push(l));
  mailer = createMailer({ smtpUrl: sink.url, from: "Domains <no-reply@registrar.test>" }, logger);
  deps = {
    db: database.db,
    registrars: { test: createSandboxProvider(database.db) },
    now: t.now,
    logger,
    secretsKey: t.config.secretsKey,
    publicUrl: t.config.publicUrl,
    mailer,
    graceDays: 30,
    parkingNameservers: [],
  };
});

afterAll(async () => {
  await mailer.close();
  await sink.close();
  await database.close();
});

/** Queues a test-mode message of `kind` for the organization (a verification carries a token). */
async function queue(
  organizationId: string,
  kind: RegistrantMessageKind,
  opts: { to?: string; locale?: string; token?: string; domainId?: string } = {},
) {
  const id = await queueRegistrantMessage(database.db, t.config.secretsKey, {
    organizationId,
    livemode: false,
    domainId: opts.domainId ?? null,
    kind,
    recipient: opts.to ?? "ada@example.com",
    locale: opts.locale ?? "en",
    params: {
      domain: "bücher-example.com",
      first_name: "Ada",
      deadline_at: "2026-12-06T12:00:00.000Z",
      days_before: 30,
      expires_at: "2027-11-21T12:00:00.000Z",
      auto_renew: false,
      expired_at: "2027-11-21T12:00:00.000Z",
      grace_ends_at: "2027-12-21T12:00:00.000Z",
      domains: "bücher-example.com",
      data_name: "Ada Lovelace",
      data_email: "ada@example.com",
      data_phone: "+14155550100",
      data_address: "1 Main St, 94105 San Francisco",
      order_number: "RG-7K2M9QX4TB",
      years: 2,
      amount: "24.00",
      currency: "USD",
      payment_method: "card",
      acquired_by: "registration",
    },
    ...(opts.token && { secrets: { token: opts.token } }),
    now: t.now(),
  });
  return id!;
}

const messageRow = async (id: string) =>
  (await database.db.select().from(registrantMessages).where(eq(registrantMessages.id, id)))[0]!;

describe("sent by the service (SMTP)", () => {
  it("every kind arrives in each language with the brand; the token is never kept", async () => {
    const org = await t.org("Acme <Domains> & Co");
    await database.db
      .update(organizations)
      .set({ defaultTheme: { primary_color: "#0a66c2", logo_url: "https://acme.example/l.png" } })
      .where(eq(organizations.id, org.organizationId));
    const tokens = new Map<string, string>();
    for (const kind of KINDS) {
      for (const locale of LOCALES) {
        const to = `${kind}.${locale}@example.com`;
        const token = kind === "verification" ? `tok-${locale}-${"x".repeat(30)}` : undefined;
        const id = await queue(org.organizationId, kind, { to, locale, ...(token && { token }) });
        if (token) tokens.set(id, token);
      }
    }
    const before = sink.mails.length;
    await deliveryPass(deps);
    const mails = (await sink.waitFor(before + 20)).slice(before);
    expect(mails).toHaveLength(20);
    for (const kind of KINDS) {
      const ofKind = mails.filter((m) => m.to[0]!.startsWith(`${kind}.`));
      expect(ofKind).toHaveLength(4);
      // Four languages, four subjects, each naming the domain.
      expect(new Set(ofKind.map((m) => m.subject)).size).toBe(4);
      for (const m of ofKind) {
        expect(m.subject).toContain("bücher-example.com");
        expect(m.parsed.from?.value[0]).toEqual({
          name: "Acme <Domains> & Co",
          address: "no-reply@registrar.test",
        });
        // Brand: its name escaped, its accent colour and logo; the registrar named.
        expect(m.html).toContain("#0a66c2");
        expect(m.html).toContain('src="https://acme.example/l.png"');
        expect(m.html).toContain("Acme &#60;Domains&#62; &#38; Co");
        expect(m.html).not.toContain("<Domains>");
        expect(m.text).toContain("127.0.0.1:8787");
        expect(m.text).toContain("Acme <Domains> & Co");
      }
    }
    const german = mails.find((m) => m.to[0] === "expiry_reminder.de-AT@example.com")!;
    expect(german.subject).toBe("bücher-example.com läuft in 30 Tagen ab");
    expect(german.text).toContain("21. November 2027");
    const data = mails.find((m) => m.to[0] === "data_reminder.en@example.com")!;
    expect(data.text).toContain("+14155550100");
    const receipt = mails.find((m) => m.to[0] === "order_receipt.en@example.com")!;
    expect(receipt.subject).toBe("Your receipt for bücher-example.com");
    for (const line of [
      "bücher-example.com is registered to you. Here is your receipt:",
      "Order number: RG-7K2M9QX4TB",
      "Period: 2 years",
      "Amount paid: $24.00",
      "Paid by: Card",
      "Expires: November 21, 2027",
    ])
      expect(receipt.text).toContain(line);
    const quittung = mails.find((m) => m.to[0] === "order_receipt.de-AT@example.com")!;
    // Austrian German writes the currency first: "$ 24,00".
    expect(quittung.text).toMatch(/Bezahlter Betrag: \$\s24,00/);
    expect(quittung.text).toContain("Laufzeit: 2 Jahre");
    // The verification link works as the page expects it, and only the mail has it.
    for (const [id, token] of tokens) {
      const mail = mails.find((m) => m.text.includes(token))!;
      expect(mail.text).toContain(mail.to[0]);
      expect(mail.text).toContain(`http://127.0.0.1:8787/verify#${token}`);
      expect(mail.html).toContain(`href="http://127.0.0.1:8787/verify#${token}"`);
      const row = await messageRow(id);
      expect(row).toMatchObject({ status: "sent", delivery: "smtp", secretParams: null });
      expect(row.subject).toBe(mail.subject);
      expect(row.bodyText).toContain("http://127.0.0.1:8787/verify#…");
      expect(row.bodyText).not.toContain(token);
    }
    expect(logs.join("\n")).not.toContain("tok-");
  });

  it("a refused recipient is retried with backoff, then failed", async () => {
    const org = await t.org("Refused");
    const id = await queue(org.organizationId, "verification", {
      to: "refuse@example.com",
      token: "refused-token-secret",
    });
    await deliveryPass(deps);
    let row = await messageRow(id);
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row.lastError).toMatch(/550/);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(t.now().getTime());
    // Not due yet: nothing is tried.
    await deliveryPass(deps);
    expect((await messageRow(id)).attempts).toBe(1);
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      t.advance(7 * 3_600_000);
      await deliveryPass(deps);
    }
    row = await messageRow(id);
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, secretParams: null });
    expect(row.lastError).not.toContain("refused-token-secret");
  });

  it("two passes at once send each message once", async () => {
    const org = await t.org("Twice");
    const ids = [];
    for (let i = 0; i < 3; i++) {
      ids.push(await queue(org.organizationId, "data_reminder", { to: `once${i}@example.com` }));
    }
    await Promise.all([deliveryPass(deps), deliveryPass(deps)]);
    for (let i = 0; i < 3; i++) {
      expect(sink.mails.filter((m) => m.to[0] === `once${i}@example.com`)).toHaveLength(1);
    }
    for (const id of ids) expect((await messageRow(id)).status).toBe("sent");
  });
});

describe("the receipt of an order", () => {
  it("is queued as the order completes, mailed in the session's language, and named to the widget", async () => {
    const org = await t.org("Receipts Ltd");
    const minted = await t.request(
      "/api/v1/hosted/sessions",
      json(
        "POST",
        { allowed_actions: ["domain_purchase"], external_account_id: "acct_r", locale: "fr" },
        { "x-api-key": org.apiKey },
      ),
    );
    const { client_token } = (await minted.json()) as { client_token: string };
    const asClient = (path: string, init: RequestInit = {}) =>
      t.request(path, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${client_token}` },
      });
    const created = await asClient(
      "/api/v1/hosted/orders",
      json("POST", {
        domain: "recu-example.com",
        contact: CONTACT,
        payment_method: "wire",
        years: 2,
      }),
    );
    expect(created.status).toBe(201);
    const order = (await created.json()) as { order_id: string; price: string };
    const read = async () =>
      (await (await asClient(`/api/v1/hosted/orders/${order.order_id}`)).json()) as {
        status: string;
        receipt_to: string | null;
        payment_reference: string;
      };
    expect(await read()).toMatchObject({ status: "pending", receipt_to: null });

    await payOrder(t, org.apiKey, order.order_id, order.price);
    await processReadyOrders({
      db: database.db,
      registrars: { test: createSandboxProvider(database.db) },
      now: t.now,
      logger: createLogger("silent"),
      receipts: orderReceipts(t.config.secretsKey),
    });
    const done = await read();
    expect(done).toMatchObject({ status: "completed", receipt_to: CONTACT.email });

    const before = sink.mails.length;
    await deliveryPass(deps);
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual([CONTACT.email]);
    expect(mail!.subject).toBe("Votre reçu pour recu-example.com");
    expect(mail!.text).toContain(`Numéro de commande: ${done.payment_reference}`);
    expect(mail!.text).toContain("Durée: 2 ans");
    expect(mail!.text).toContain("Payé par: Virement bancaire");
    // One receipt per order, whatever happens next.
    const rows = await database.db
      .select()
      .from(registrantMessages)
      .where(
        and(
          eq(registrantMessages.organizationId, org.organizationId),
          eq(registrantMessages.kind, "order_receipt"),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "sent", locale: "fr", recipient: CONTACT.email });
  });
});

describe("who sends", () => {
  it("a partner that sends them gets each as an event, with its link; no mail", async () => {
    const org = await t.org("Partner Sends");
    const token = await signIn(org.email, org.password);
    const set = await t.request(
      "/api/v1/organization/settings",
      json("PATCH", { registrant_messages: "partner" }, { authorization: `Bearer ${token}` }),
    );
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ registrant_messages: "partner" });
    const audit = await t.request("/api/v1/audit-log?limit=1", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await audit.json()) as { items: unknown[] }).items[0]).toMatchObject({
      action: "organization.updated",
      details: { changed: ["registrant_messages"] },
    });
    const bad = await t.request(
      "/api/v1/organization/settings",
      json("PATCH", { registrant_messages: "nobody" }, { authorization: `Bearer ${token}` }),
    );
    expect(bad.status).toBe(422);
    const id = await queue(org.organizationId, "verification", {
      to: "partner-reg@example.com",
      locale: "fr",
      token: "partner-token-secret",
    });
    const before = sink.mails.length;
    await deliveryPass(deps);
    const [event] = await database.db
      .select()
      .from(events)
      .where(
        and(eq(events.organizationId, org.organizationId), eq(events.type, "registrant.message")),
      );
    expect(event!.data).toMatchObject({
      message_id: id,
      kind: "verification",
      to: "partner-reg@example.com",
      locale: "fr",
      subject: "Confirmez votre adresse e-mail pour bücher-example.com",
      link: "http://127.0.0.1:8787/verify#partner-token-secret",
    });
    expect(event!.data.text).toContain("partner-token-secret");
    expect(await messageRow(id)).toMatchObject({
      status: "sent",
      delivery: "partner",
      secretParams: null,
    });
    expect(sink.mails.length).toBe(before);
    expect(sink.mails.some((m) => m.to[0] === "partner-reg@example.com")).toBe(false);
  });

  it("the demo organization's messages go to the log, never by mail", async () => {
    const org = await t.org("Demo Org");
    await database.db
      .update(organizations)
      .set({ demo: true })
      .where(eq(organizations.id, org.organizationId));
    const id = await queue(org.organizationId, "verification", {
      to: "stranger@example.com",
      token: "demo-token-secret",
    });
    await deliveryPass(deps);
    expect(await messageRow(id)).toMatchObject({ status: "sent", delivery: "log" });
    expect(sink.mails.some((m) => m.to[0] === "stranger@example.com")).toBe(false);
    const line = logs.find((l) => l.includes("stranger@example.com"))!;
    expect(line).toContain("Confirm your email address for bücher-example.com");
    expect(logs.join("\n")).not.toContain("demo-token-secret");
  });
});

async function signIn(email: string, password: string) {
  const res = await t.request("/api/v1/auth/token", json("POST", { username: email, password }));
  return ((await res.json()) as { access_token: string }).access_token;
}

describe("reminders", () => {
  const messagesOf = async (organizationId: string) =>
    database.db
      .select()
      .from(registrantMessages)
      .where(eq(registrantMessages.organizationId, organizationId));

  it("30 and 7 days before expiry, not after a renewal; a notice in grace; data yearly", async () => {
    const org = await t.org("Reminded");
    const start = t.now();
    const add = (name: string, email: string) =>
      insertDomain(database.db, {
        organizationId: org.organizationId,
        livemode: false,
        name,
        registeredAt: start,
        expiresAt: new Date(start.getTime() + 365 * DAY),
        autoRenew: false,
        privacy: false,
        nameservers: [],
        contact: { ...CONTACT, email },
      });
    const kept = await add("reminded-kept.com", "kept@example.com");
    const renewed = await add("reminded-renewed.com", "renewed@example.com");
    const second = await add("reminded-second.com", "kept@example.com");

    t.advance(365 * DAY - 31 * DAY);
    await reminderPass(deps);
    expect(await messagesOf(org.organizationId)).toHaveLength(0);

    t.advance(2 * DAY); // 29 days before expiry
    await reminderPass(deps);
    await reminderPass(deps);
    let ms = await messagesOf(org.organizationId);
    expect(ms.map((m) => [m.domainId, m.kind, m.params.days_before]).sort()).toEqual(
      [
        [kept.id, "expiry_reminder", 30],
        [renewed.id, "expiry_reminder", 30],
        [second.id, "expiry_reminder", 30],
      ].sort(),
    );
    expect(ms.find((m) => m.domainId === kept.id)).toMatchObject({
      recipient: "kept@example.com",
      locale: "en",
      params: { domain: "reminded-kept.com", auto_renew: false },
    });

    // Renewed: its expiry moved a year on; the 7-day reminder of the old one is not sent.
    await database.db
      .update(domains)
      .set({ expiresAt: new Date(start.getTime() + 730 * DAY) })
      .where(eq(domains.id, renewed.id));
    t.advance(23 * DAY); // 6 days before the first expiry
    await reminderPass(deps);
    ms = await messagesOf(org.organizationId);
    expect(
      ms
        .filter((m) => m.params.days_before === 7)
        .map((m) => m.domainId)
        .sort(),
    ).toEqual([kept.id, second.id].sort());

    // Expired: in grace (the expiry pass's doing), one notice.
    const expiredAt = new Date(start.getTime() + 365 * DAY);
    t.advance(8 * DAY); // 2 days after expiry
    await database.db
      .update(domains)
      .set({ phase: "grace", expiredAt, graceEndsAt: new Date(expiredAt.getTime() + 30 * DAY) })
      .where(eq(domains.id, kept.id));
    await reminderPass(deps);
    await reminderPass(deps);
    ms = await messagesOf(org.organizationId);
    const notices = ms.filter((m) => m.kind === "expiry_notice");
    expect(notices.map((m) => m.domainId)).toEqual([kept.id]);
    expect(notices[0]!.params).toMatchObject({ expired_at: expiredAt.toISOString() });

    // A year after registration: one data reminder per registrant's email.
    const data = ms.filter((m) => m.kind === "data_reminder");
    expect(data.map((m) => m.recipient).sort()).toEqual([
      "kept@example.com",
      "renewed@example.com",
    ]);
    expect(data.find((m) => m.recipient === "kept@example.com")!.params.domains).toContain(
      "reminded-second.com",
    );
    // Past the notice's five days, a domain newly in grace gets none; no second data reminder.
    t.advance(6 * DAY);
    await database.db
      .update(domains)
      .set({ phase: "grace", expiredAt, graceEndsAt: new Date(expiredAt.getTime() + 30 * DAY) })
      .where(eq(domains.id, second.id));
    const count = (await messagesOf(org.organizationId)).length;
    await reminderPass(deps);
    expect(await messagesOf(org.organizationId)).toHaveLength(count);
  });
});

describe("lifecycle days", () => {
  it("an expiring- test name is reminded on the sandbox's short clock", async () => {
    const org = await t.org("Short Clock");
    const start = t.now();
    const sandbox = {
      ...deps,
      registrars: { test: createSandboxProvider(database.db, { dayMs: 2_000 }) },
    };
    const add = (name: string) =>
      insertDomain(database.db, {
        organizationId: org.organizationId,
        livemode: false,
        name,
        registeredAt: start,
        // 50 seconds: 25 of the test name's days, under a minute for a real name.
        expiresAt: new Date(start.getTime() + 50_000),
        autoRenew: true,
        privacy: false,
        nameservers: [],
        contact: CONTACT,
      });
    const short = await add("expiring-short.com");
    await add("ordinary-short.com");
    await reminderPass(sandbox);
    const ms = await database.db
      .select()
      .from(registrantMessages)
      .where(eq(registrantMessages.organizationId, org.organizationId));
    // The ordinary name has under a real day left: its 7-day reminder; the test name its 30-day one.
    expect(ms.map((m) => [m.params.domain, m.params.days_before]).sort()).toEqual([
      ["expiring-short.com", 30],
      ["ordinary-short.com", 7],
    ]);
    t.advance(37_000); // 13 s left: 6.5 of the test name's days
    await reminderPass(sandbox);
    const again = await database.db
      .select()
      .from(registrantMessages)
      .where(
        and(
          eq(registrantMessages.domainId, short.id),
          eq(registrantMessages.kind, "expiry_reminder"),
        ),
      );
    expect(again.map((m) => m.params.days_before).sort()).toEqual([30, 7]);
  });
});

describe("without SMTP_URL", () => {
  it("writes subject, recipient and kind to the log, never the text or a link's token", async () => {
    const lines: string[] = [];
    const logMailer = createMailer(
      { smtpUrl: undefined, from: "Domains <no-reply@registrar.test>" },
      createLogger("debug", (l) => lines.push(l)),
    );
    const org = await t.org("No Smtp");
    const id = await queue(org.organizationId, "verification", {
      to: "nosmtp@example.com",
      token: "log-mailer-token-secret",
    });
    await deliveryPass({ ...deps, mailer: logMailer });
    expect(await messageRow(id)).toMatchObject({ status: "sent", delivery: "log" });
    const line = JSON.parse(lines.find((l) => l.includes("nosmtp@example.com"))!) as Record<
      string,
      unknown
    >;
    expect(line).toMatchObject({
      to: "nosmtp@example.com",
      subject: "Confirm your email address for bücher-example.com",
      kind: "verification",
    });
    expect(lines.join("\n")).not.toContain("log-mailer-token-secret");
    expect(lines.join("\n")).not.toContain("/verify#");
  });
});

describe("the record (GET /api/v1/registrar/registrant-messages)", () => {
  it("lists the organization's messages newest first, a page at a time, by domain", async () => {
    const org = await t.org("Recorded");
    const other = await t.org("Other Recorded");
    const d = await insertDomain(database.db, {
      organizationId: org.organizationId,
      livemode: false,
      name: "recorded-one.com",
      registeredAt: t.now(),
      expiresAt: new Date(t.now().getTime() + 365 * DAY),
      autoRenew: false,
      privacy: false,
      nameservers: [],
      contact: CONTACT,
    });
    await insertDomain(database.db, {
      organizationId: other.organizationId,
      livemode: false,
      name: "recorded-other.com",
      registeredAt: t.now(),
      expiresAt: new Date(t.now().getTime() + 365 * DAY),
      autoRenew: false,
      privacy: false,
      nameservers: [],
      contact: CONTACT,
    });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      t.advance(1_000);
      ids.push(
        await queue(org.organizationId, "data_reminder", {
          to: `rec${i}@example.com`,
          ...(i < 2 && { domainId: d.id }),
        }),
      );
    }
    await deliveryPass(deps);
    const key = { "x-api-key": org.apiKey };
    const get = async (query: string, headers = key) => {
      const res = await t.request(`/api/v1/registrar/registrant-messages${query}`, { headers });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const first = await get("?limit=2");
    expect(first.status).toBe(200);
    const items = first.body.items as Record<string, unknown>[];
    expect(items.map((m) => m.id)).toEqual([ids[2], ids[1]]);
    expect(items[1]).toMatchObject({
      domain: "recorded-one.com",
      kind: "data_reminder",
      recipient: "rec1@example.com",
      status: "sent",
      delivery: "smtp",
      livemode: false,
    });
    const next = await get(`?limit=2&cursor=${first.body.next_cursor as string}`);
    expect((next.body.items as { id: string }[]).map((m) => m.id)).toEqual([ids[0]]);
    expect(next.body.next_cursor).toBeNull();
    const byDomain = await get("?domain=recorded-one.com");
    expect((byDomain.body.items as { id: string }[]).map((m) => m.id)).toEqual([ids[1], ids[0]]);
    expect((await get("?domain=recorded-other.com")).status).toBe(403);
    expect((await get("?domain=unknown-recorded.com")).status).toBe(404);
    expect((await get("?cursor=forged")).status).toBe(422);
    // Another organization sees none of them.
    const theirs = await get("", { "x-api-key": other.apiKey });
    expect(theirs.body.items).toEqual([]);
  });
});

/**
 * Registrant verification on the sandbox: a registration, a transfer in and a new registrant
 * email ask for it; the message's link confirms it through the public route; an email already
 * verified needs nothing; past the deadline (the test's clock, 15 days) the domain is held at
 * the sandbox registry and says so in the API, and verifying releases it; resends; the link is
 * single use; another organization's domain is 403; the page `GET /verify`.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { domains } from "../../src/server/domains/schema";
import { events } from "../../src/server/events/schema";
import { runLifecycle } from "../../src/server/lifecycle/worker";
import { registrantVerifier } from "../../src/server/lifecycle/verification";
import { verificationPass } from "../../src/server/lifecycle/verification-hold";
import { createLogger } from "../../src/server/logger";
import { createMailer } from "../../src/server/mail/mailer";
import { registrantMessages } from "../../src/server/mail/schema";
import { processReadyOrders } from "../../src/server/orders/processor";
import { checkPendingTransfers } from "../../src/server/orders/transfer-in";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { SANDBOX_TRANSFER_CODE } from "../../src/server/registrar/sandbox/transfers-in";
import { sandboxRegistry } from "../../src/server/registrar/schema";
import { CONTACT, payOrder } from "../helpers/orders";
import { startSmtpSink } from "../helpers/smtp-sink";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";
import { lifecycleDeps, verificationToken } from "../helpers/verification";

const DAY = 86_400_000;
const D = "/api/v1/registrar/domains";
const contact = (email: string) => ({ ...CONTACT, email });

let database: Database;
let t: TestApp;
let acme: Awaited<ReturnType<TestApp["org"]>>;
let globex: Awaited<ReturnType<TestApp["org"]>>;
const sandbox = () => createSandboxProvider(database.db, { sleep: async () => {} });
const pass = () => verificationPass(lifecycleDeps(database.db, { test: sandbox() }, t.now));

type Verification = { status: string; deadline_at: string | null; verified_at: string | null };
type DomainBody = {
  registrant_verification: Verification;
  on_hold: boolean;
  hold_reason: string | null;
};

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database, { registrar: sandbox() });
  acme = await t.org("Acme");
  globex = await t.org("Globex");
});
afterAll(async () => {
  t.app.close();
  await database.close();
});

const key = (apiKey = acme.apiKey) => ({ "x-api-key": apiKey });
async function purchase(domain: string, email: string, apiKey = acme.apiKey) {
  const res = await t.request(
    "/api/v1/registrar/purchase",
    json("POST", { domain, contact: contact(email) }, key(apiKey)),
  );
  expect(res.status, await res.clone().text()).toBe(200);
}
async function domainOf(name: string): Promise<DomainBody> {
  const res = await t.request(`${D}/${name}`, { headers: key() });
  expect(res.status).toBe(200);
  return (await res.json()) as DomainBody;
}
const confirm = (token: string) =>
  t.request("/api/v1/registrant-verifications", json("POST", { token }));
const resend = (name: string, headers: Record<string, string> = key()) =>
  t.request(`${D}/${name}/verification`, json("POST", {}, headers));
/** The events of `type` about `domain`, oldest first. */
const eventsOf = async (type: string, domain: string) =>
  (await database.db.select().from(events).where(eq(events.type, type)))
    .filter((e) => (e.data as { domain: string }).domain === domain)
    .map((e) => e.data as Record<string, unknown>);
const messagesOf = async (domain: string) =>
  database.db
    .select({ recipient: registrantMessages.recipient, params: registrantMessages.params })
    .from(registrantMessages)
    .innerJoin(domains, eq(domains.id, registrantMessages.domainId))
    .where(and(eq(domains.name, domain), eq(registrantMessages.kind, "verification")));
const heldAtRegistry = async (name: string) =>
  (await database.db.select().from(sandboxRegistry).where(eq(sandboxRegistry.name, name)))[0]!
    .onHold;

describe("registrant verification", () => {
  it("mails the registrant a link that verifies the domain (a real SMTP server)", async () => {
    const sink = await startSmtpSink();
    try {
      await purchase("verify-mail.com", "mail-owner@example.com");
      const mailer = createMailer(
        { smtpUrl: sink.url, from: "domains@example.com" },
        createLogger("silent"),
      );
      await runLifecycle(lifecycleDeps(database.db, { test: sandbox() }, t.now, { mailer }));
      // The order's receipt and the verification link, both to the registrant.
      const mails = await sink.waitFor(2);
      expect(mails.map((m) => m.to)).toEqual([
        ["mail-owner@example.com"],
        ["mail-owner@example.com"],
      ]);
      expect(mails.map((m) => m.subject).sort()).toEqual([
        "Confirm your email address for verify-mail.com",
        "Your receipt for verify-mail.com",
      ]);
      const mail = mails.find((m) => m.subject.startsWith("Confirm"));
      const link = /https?:\/\/\S+\/verify#([\w-]+)/.exec(mail!.text);
      expect(link, mail!.text).not.toBeNull();
      const res = await confirm(link![1]!);
      expect(res.status).toBe(200);
      expect((await domainOf("verify-mail.com")).registrant_verification.status).toBe("verified");
      await mailer.close();
    } finally {
      await sink.close();
    }
  });

  it("asks after a registration; the link verifies; another domain of that email needs none", async () => {
    const before = t.now();
    await purchase("verify-one.com", "Owner@Example.com");
    const pending = await domainOf("verify-one.com");
    expect(pending.registrant_verification).toEqual({
      status: "pending",
      deadline_at: new Date(before.getTime() + 15 * DAY).toISOString(),
      verified_at: null,
    });
    expect(await eventsOf("registrant.verification_requested", "verify-one.com")).toEqual([
      expect.objectContaining({
        reason: "registration",
        deadline_at: pending.registrant_verification.deadline_at,
      }),
    ]);
    expect(await messagesOf("verify-one.com")).toEqual([
      {
        recipient: "Owner@example.com",
        params: {
          domain: "verify-one.com",
          deadline_at: pending.registrant_verification.deadline_at,
        },
      },
    ]);

    const token = await verificationToken(database.db, "verify-one.com");
    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      verified_at: t.now().toISOString(),
      domains: ["verify-one.com"],
    });
    expect((await domainOf("verify-one.com")).registrant_verification).toEqual({
      status: "verified",
      deadline_at: null,
      verified_at: t.now().toISOString(),
    });
    expect(await eventsOf("registrant.verified", "verify-one.com")).toHaveLength(1);

    // The link is single use.
    const again = await confirm(token);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: "verification_link_invalid" });

    // The same email (in other letters' case): verified at once, no message.
    await purchase("verify-two.com", "owner@example.com");
    expect((await domainOf("verify-two.com")).registrant_verification.status).toBe("verified");
    expect(await messagesOf("verify-two.com")).toEqual([]);
    expect(await eventsOf("registrant.verification_requested", "verify-two.com")).toEqual([]);
  });

  it("holds an unverified domain after 15 days; a resent link releases it", async () => {
    await purchase("verify-late.com", "late@example.com");
    const first = await verificationToken(database.db, "verify-late.com");
    const { deadline_at } = (await domainOf("verify-late.com")).registrant_verification;

    t.advance(15 * DAY - 1);
    await pass();
    expect((await domainOf("verify-late.com")).on_hold).toBe(false);
    t.advance(1);
    await pass();
    await pass();
    expect(await domainOf("verify-late.com")).toMatchObject({
      on_hold: true,
      hold_reason: "unverified_registrant",
    });
    expect(await heldAtRegistry("verify-late.com")).toBe(true);
    expect(await eventsOf("domain.suspended", "verify-late.com")).toEqual([
      expect.objectContaining({ reason: "unverified_registrant" }),
    ]);

    // A resend: a new message, the deadline unchanged; one a minute.
    const res = await resend("verify-late.com");
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: "pending", deadline_at, verified_at: null });
    expect(await messagesOf("verify-late.com")).toHaveLength(2);
    expect(await eventsOf("registrant.verification_requested", "verify-late.com")).toEqual([
      expect.objectContaining({ reason: "registration" }),
      expect.objectContaining({ reason: "resend", deadline_at }),
    ]);
    const soon = await resend("verify-late.com");
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await soon.json()).toMatchObject({ code: "rate_limited" });

    // The first link still works (a resend does not kill it): verified, then released.
    const ok = await confirm(first);
    expect(ok.status).toBe(200);
    expect(await domainOf("verify-late.com")).toMatchObject({
      on_hold: false,
      hold_reason: null,
      registrant_verification: { status: "verified" },
    });
    expect(await heldAtRegistry("verify-late.com")).toBe(false);
    expect(await eventsOf("domain.unsuspended", "verify-late.com")).toHaveLength(1);
    expect(await eventsOf("registrant.verified", "verify-late.com")).toHaveLength(1);

    // Nothing more to verify.
    t.advance(60_000);
    const none = await resend("verify-late.com");
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ code: "verification_not_pending" });
  });

  it("answers 403 for another organization's domain, 404 for an unknown one", async () => {
    expect((await resend("verify-one.com", key(globex.apiKey))).status).toBe(403);
    expect((await resend("verify-nobody.com")).status).toBe(404);
  });

  it("resends from a hosted session for the end user's own domain", async () => {
    await purchase("verify-hosted.com", "hosted@example.com");
    await database.db
      .update(domains)
      .set({ externalAccountId: "acct_verify" })
      .where(eq(domains.name, "verify-hosted.com"));
    const session = await t.request(
      "/api/v1/hosted/sessions",
      json("POST", { allowed_actions: ["dns_manage"], external_account_id: "acct_verify" }, key()),
    );
    const { client_token } = (await session.json()) as { client_token: string };
    t.advance(60_000);
    const res = await t.request(
      "/api/v1/hosted/domains/verify-hosted.com/verification",
      json("POST", {}, { authorization: `Bearer ${client_token}` }),
    );
    expect(res.status).toBe(202);
    expect(await messagesOf("verify-hosted.com")).toHaveLength(2);
    const other = await t.request(
      "/api/v1/hosted/domains/verify-one.com/verification",
      json("POST", {}, { authorization: `Bearer ${client_token}` }),
    );
    expect(other.status).toBe(403);
  });

  it("asks after a transfer in", async () => {
    const placed = await t.request(
      "/api/v1/registrar/transfers",
      json(
        "POST",
        {
          domain: "transferok-verify.com",
          auth_code: SANDBOX_TRANSFER_CODE,
          contact: contact("transfer@example.com"),
          payment_method: "wire",
        },
        key(),
      ),
    );
    expect(placed.status, await placed.clone().text()).toBe(201);
    const order = (await placed.json()) as { order_id: string; price: string };
    await payOrder(t, acme.apiKey, order.order_id, order.price);
    const registrars = { test: sandbox() };
    const workers = {
      db: database.db,
      registrars,
      now: t.now,
      logger: createLogger("silent"),
      verification: registrantVerifier({ db: database.db, registrars, now: t.now }),
    };
    await processReadyOrders(workers);
    t.advance(10_000);
    await checkPendingTransfers(workers);
    expect((await domainOf("transferok-verify.com")).registrant_verification.status).toBe(
      "pending",
    );
    expect(await eventsOf("registrant.verification_requested", "transferok-verify.com")).toEqual([
      expect.objectContaining({ reason: "transfer_in" }),
    ]);
  });

  it("asks again when the registrant's email changes, not for a verified one", async () => {
    const put = (email: string, first_name = "Ada") =>
      t.request(
        `${D}/verify-two.com/registrant`,
        json("PUT", { contact: { ...contact(email), first_name } }, key()),
      );
    // The name alone: nothing to verify.
    expect((await put("owner@example.com", "Augusta")).status).toBe(200);
    expect((await domainOf("verify-two.com")).registrant_verification.status).toBe("verified");
    // A new email: pending, a message to it.
    expect((await put("new-owner@example.com")).status).toBe(200);
    expect((await domainOf("verify-two.com")).registrant_verification.status).toBe("pending");
    expect(await eventsOf("registrant.verification_requested", "verify-two.com")).toEqual([
      expect.objectContaining({ reason: "email_change" }),
    ]);
    expect((await messagesOf("verify-two.com")).map((m) => m.recipient)).toEqual([
      "new-owner@example.com",
    ]);
    // Back to the verified email: verified again, no message.
    expect((await put("owner@example.com")).status).toBe(200);
    expect((await domainOf("verify-two.com")).registrant_verification.status).toBe("verified");
    expect(await messagesOf("verify-two.com")).toHaveLength(1);
  });
});

describe("the verification page", () => {
  it("is localized, allows only its own script (by nonce), and never sees the token", async () => {
    const res = await t.request("/verify", { headers: { "accept-language": "de-AT,de;q=0.9" } });
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy")!;
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const page = await res.text();
    expect(page).toContain('<html lang="de-AT"');
    expect(page).toMatch(
      /<button id="confirm" type="button" disabled>Meine E-Mail bestätigen<\/button>/,
    );
    expect(page).toContain("<noscript>");
    expect(page).toMatch(/role="status"/);
    // Every script carries the nonce; no inline handler, no inline style attribute.
    const scripts = page.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toEqual([`<script nonce="${nonce}">`]);
    expect(page).not.toMatch(/\son[a-z]+=/i);
    expect(page).not.toMatch(/\sstyle=/i);
    // The token is read from the fragment (never sent by a GET) and posted by the script.
    expect(page).toContain("location.hash");
    expect(page).toContain("/api/v1/registrant-verifications");

    const fr = await (await t.request("/verify", { headers: { "accept-language": "fr" } })).text();
    expect(fr).toContain("Confirmer mon e-mail");
    const nonce2 = /'nonce-([^']+)'/.exec(
      (await t.request("/verify")).headers.get("content-security-policy")!,
    )?.[1];
    expect(nonce2).not.toBe(nonce);
  });
});

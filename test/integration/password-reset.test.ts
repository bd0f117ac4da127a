/**
 * "Forgot password?" as a person and an attacker observe it: the mail a real SMTP server (the
 * test's sink) receives, its link used once to set a new password that ends every session; a
 * used, replaced or expired link refused; the same answer for an address with no account; and
 * the limit per email address.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "../../src/server/db/database";
import { organizations } from "../../src/server/db/schema";
import { events } from "../../src/server/events/schema";
import { createLogger } from "../../src/server/logger";
import { deliveryPass } from "../../src/server/mail/delivery";
import { createMailer, type Mailer } from "../../src/server/mail/mailer";
import { registrantMessages } from "../../src/server/mail/schema";
import { startSmtpSink } from "../helpers/smtp-sink";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

const RESET = "/api/v1/auth/password-reset";
const DASHBOARD = { origin: "http://127.0.0.1:8787", "x-registrar-dashboard": "1" };
const NEW_PASSWORD = "a brand new passphrase";

let database: Database;
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let mailer: Mailer;
const mailLogs: string[] = [];

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  sink = await startSmtpSink();
  mailer = createMailer(
    { smtpUrl: sink.url, from: "Domains <no-reply@registrar.test>" },
    createLogger("debug", (l) => mailLogs.push(l)),
  );
});
afterAll(async () => {
  t.app.close();
  await mailer.close();
  await sink.close();
  await database.close();
});

/** Runs the outbox's delivery, as the lifecycle worker does. */
const deliver = () =>
  deliveryPass({
    db: database.db,
    now: t.now,
    logger: createLogger("debug", (l) => mailLogs.push(l)),
    secretsKey: t.config.secretsKey,
    publicUrl: t.config.publicUrl,
    mailer,
  });

const ask = (email: string) => t.request(RESET, json("POST", { email }));
const confirm = (token: string, password = NEW_PASSWORD) =>
  t.request(`${RESET}/confirm`, json("POST", { token, new_password: password }));
const signIn = (username: string, password: string) =>
  t.request("/api/v1/auth/token", json("POST", { username, password }, DASHBOARD));

/** Asks for a reset of `email`, delivers, and returns the mail's token and the mail. */
async function resetMail(email: string) {
  const before = sink.mails.length;
  expect((await ask(email)).status).toBe(202);
  await deliver();
  const mails = await sink.waitFor(before + 1);
  const mail = mails[mails.length - 1]!;
  expect(mail.to).toEqual([email]);
  const match = /http:\/\/127\.0\.0\.1:8787\/dashboard\/reset-password#(ral_[\w-]+)/.exec(
    mail.text,
  );
  expect(match, mail.text).not.toBeNull();
  return { token: match![1]!, mail };
}

const refusedToken = async (res: Response) => {
  expect(res.status).toBe(422);
  const body = (await res.json()) as { detail: { loc: string[]; msg: string }[] };
  expect(body.detail[0]!.loc).toEqual(["body", "token"]);
  expect(body.detail[0]!.msg).toMatch(/not valid/);
};

describe("password reset by email", () => {
  it("mails a link that sets a new password once and ends every session", async () => {
    const org = await t.org("Reset Co");
    const old = await signIn(org.email, org.password);
    expect(old.status).toBe(200);
    const oldToken = ((await old.json()) as { access_token: string }).access_token;
    const cookie = old.headers.getSetCookie().find((c) => c.startsWith("registrar_refresh="))!;

    const { token, mail } = await resetMail(org.email);
    expect(mail.subject).toBe("Reset your password");
    expect(mail.html).toContain(`/dashboard/reset-password#${token}`);
    // What the record keeps and the logs say carry no token.
    const [record] = await database.db
      .select()
      .from(registrantMessages)
      .where(eq(registrantMessages.recipient, org.email));
    expect(record!.kind).toBe("password_reset");
    expect(record!.bodyText).not.toContain(token);
    expect([...t.logs, ...mailLogs].join("\n")).not.toContain(token);

    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ email: org.email });

    // The old access token and the old browser's refresh cookie no longer work.
    const me = await t.request("/api/v1/users/me", {
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(me.status).toBe(401);
    const refreshed = await t.request("/api/v1/dashboard/session/refresh", {
      method: "POST",
      headers: { ...DASHBOARD, cookie: cookie.split(";")[0]! },
    });
    expect(refreshed.status).toBe(401);
    // The new password signs in; the old one does not.
    expect((await signIn(org.email, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(org.email, org.password)).status).toBe(401);

    // The link works once.
    await refusedToken(await confirm(token, "yet another passphrase"));
    expect((await signIn(org.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses an expired link and one replaced by a newer mail", async () => {
    const org = await t.org("Expiry Co");
    const first = await resetMail(org.email);
    const second = await resetMail(org.email);
    await refusedToken(await confirm(first.token));
    t.advance(61 * 60_000);
    await refusedToken(await confirm(second.token));
    expect((await signIn(org.email, org.password)).status).toBe(200);
    const third = await resetMail(org.email);
    expect((await confirm(third.token)).status).toBe(200);
  });

  it("answers an address without an account exactly as one with, and mails nothing", async () => {
    const org = await t.org("Known Co");
    const known = await ask(org.email);
    const unknown = await ask(`nobody-${org.organizationId}@example.com`);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    // The same headers (names: a request id differs per request).
    const headers = (r: Response) => [...r.headers.keys()].sort();
    expect(headers(unknown)).toEqual(headers(known));
    const before = sink.mails.length;
    await deliver();
    await sink.waitFor(before + 1);
    expect(sink.mails.slice(before).map((m) => m.to)).toEqual([[org.email]]);
  });

  it("mails a partner that sends registrants' messages itself, and emits no event", async () => {
    const org = await t.org("Partner Co");
    await database.db
      .update(organizations)
      .set({ registrantMessages: "partner" })
      .where(eq(organizations.id, org.organizationId));
    await resetMail(org.email);
    const emitted = await database.db
      .select()
      .from(events)
      .where(eq(events.organizationId, org.organizationId));
    expect(emitted.filter((e) => e.type === "registrant.message")).toEqual([]);
  });

  it("limits requests per email address, with or without an account", async () => {
    const org = await t.org("Limit Co");
    for (const email of [org.email, `ghost-${org.organizationId}@example.com`]) {
      for (let i = 0; i < 5; i++) expect((await ask(email)).status).toBe(202);
      const limited = await ask(email);
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).not.toBeNull();
    }
    await deliver();
  });
});

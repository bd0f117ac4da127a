/**
 * Invitations as an admin and the invited person observe them: the mail a real SMTP server
 * (the test's sink) receives, its link used once to choose a password and sign in; the list of
 * pending invitations; resend (the old link dies), withdraw, expiry; members and other
 * organizations refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { createLogger } from "../../src/server/logger";
import { deliveryPass } from "../../src/server/mail/delivery";
import { createMailer, type Mailer } from "../../src/server/mail/mailer";
import { startSmtpSink } from "../helpers/smtp-sink";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

const INVITATIONS = "/api/v1/invitations";
const ACCEPT = "/api/v1/auth/invitations/accept";
const PASSWORD = "my own passphrase";

let database: Database;
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let mailer: Mailer;

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  sink = await startSmtpSink();
  mailer = createMailer(
    { smtpUrl: sink.url, from: "Domains <no-reply@registrar.test>" },
    createLogger("error", () => {}),
  );
});
afterAll(async () => {
  t.app.close();
  await mailer.close();
  await sink.close();
  await database.close();
});

const deliver = () =>
  deliveryPass({
    db: database.db,
    now: t.now,
    logger: createLogger("error", () => {}),
    secretsKey: t.config.secretsKey,
    publicUrl: t.config.publicUrl,
    mailer,
  });

async function tokenOf(email: string, password: string) {
  const res = await t.request("/api/v1/auth/token", json("POST", { username: email, password }));
  return {
    status: res.status,
    token: res.ok ? ((await res.json()) as { access_token: string }).access_token : "",
  };
}

/** The link's token in the newest mail to `email`, after delivering the outbox. */
async function linkTo(email: string) {
  const before = sink.mails.length;
  await deliver();
  const mails = await sink.waitFor(before + 1);
  const mail = mails.filter((m) => m.to.includes(email)).at(-1)!;
  const m = /\/dashboard\/accept-invitation#(ral_[\w-]+)/.exec(mail.text);
  expect(m, mail.text).not.toBeNull();
  return { token: m![1]!, mail };
}

async function admin(name: string) {
  const org = await t.org(name);
  const { token } = await tokenOf(org.email, org.password);
  return { org, auth: { authorization: `Bearer ${token}` } };
}

describe("invitations", () => {
  it("mails a link that lets the invitee choose a password and sign in, once", async () => {
    const { auth } = await admin("Invite Co");
    const email = "new-colleague@example.com";
    const created = await t.request(INVITATIONS, json("POST", { email, role: "member" }, auth));
    expect(created.status).toBe(201);
    const invitation = (await created.json()) as Record<string, string>;
    expect(invitation).toMatchObject({ email, role: "member" });
    expect(JSON.stringify(invitation)).not.toMatch(/password/);

    const list = await t.request(INVITATIONS, { headers: auth });
    expect(((await list.json()) as { items: unknown[] }).items).toEqual([invitation]);

    const { token, mail } = await linkTo(email);
    expect(mail.subject).toBe("You are invited to Invite Co's domain dashboard");
    // Not signed in before choosing a password.
    expect((await tokenOf(email, PASSWORD)).status).toBe(401);
    const accepted = await t.request(ACCEPT, json("POST", { token, new_password: PASSWORD }));
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ email });
    expect((await tokenOf(email, PASSWORD)).status).toBe(200);

    const again = await t.request(ACCEPT, json("POST", { token, new_password: "another one!" }));
    expect(again.status).toBe(422);
    const after = await t.request(INVITATIONS, { headers: auth });
    expect(((await after.json()) as { items: unknown[] }).items).toEqual([]);
    const users = await t.request("/api/v1/users", { headers: auth });
    const listed = (await users.json()) as { items: { email: string; role: string }[] };
    expect(listed.items.map((u) => [u.email, u.role])).toContainEqual([email, "member"]);
  });

  it("resends (the old link dies), expires after 7 days, and withdraws", async () => {
    const { org, auth: firstAuth } = await admin("Resend Co");
    let auth = firstAuth;
    const email = "late@example.com";
    const created = (await (
      await t.request(INVITATIONS, json("POST", { email, role: "admin" }, auth))
    ).json()) as { user_id: string };
    const first = await linkTo(email);
    const resent = await t.request(`${INVITATIONS}/${created.user_id}/resend`, {
      method: "POST",
      headers: auth,
    });
    expect(resent.status).toBe(200);
    const second = await linkTo(email);
    expect(second.token).not.toBe(first.token);
    const old = await t.request(
      ACCEPT,
      json("POST", { token: first.token, new_password: PASSWORD }),
    );
    expect(old.status).toBe(422);

    t.advance(7 * 24 * 3600_000 + 60_000);
    const expired = await t.request(
      ACCEPT,
      json("POST", { token: second.token, new_password: PASSWORD }),
    );
    expect(expired.status).toBe(422);
    // The admin's access token has expired meanwhile too: sign in again.
    auth = { authorization: `Bearer ${(await tokenOf(org.email, org.password)).token}` };

    const withdrawn = await t.request(`${INVITATIONS}/${created.user_id}`, {
      method: "DELETE",
      headers: auth,
    });
    expect(withdrawn.status).toBe(204);
    const users = (await (await t.request("/api/v1/users", { headers: auth })).json()) as {
      items: { email: string }[];
    };
    expect(users.items.map((u) => u.email)).not.toContain(email);
    const twice = await t.request(`${INVITATIONS}/${created.user_id}`, {
      method: "DELETE",
      headers: auth,
    });
    expect(twice.status).toBe(404);
  });

  it("refuses an existing email and another organization's invitation", async () => {
    const { org, auth } = await admin("Guard Co");
    const dup = await t.request(
      INVITATIONS,
      json("POST", { email: org.email, role: "member" }, auth),
    );
    expect(dup.status).toBe(409);
    const mine = (await (
      await t.request(
        INVITATIONS,
        json("POST", { email: "guarded@example.com", role: "member" }, auth),
      )
    ).json()) as { user_id: string };
    const other = await admin("Other Co");
    const foreign = await t.request(`${INVITATIONS}/${mine.user_id}`, {
      method: "DELETE",
      headers: other.auth,
    });
    expect(foreign.status).toBe(404);
    await deliver();
  });
});

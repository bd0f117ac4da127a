/**
 * A second factor as a user and a client meet it: enrolling an authenticator app (TOTP) with a
 * code computed from the secret, signing in with a code (once: a replayed code is refused),
 * recovery codes (each once), removing the app, the token endpoint never bypassing the factor,
 * and an organization that requires one.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { enrolTotp, errorOf, testUsers, tokenOf, totpCode } from "../helpers/second-factor";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
let acme: Awaited<ReturnType<TestApp["org"]>>;

const PASSWORD = "another horse battery staple";
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const TOKEN = "/api/v1/auth/token";
const SECOND_FACTOR = "/api/v1/users/me/second-factor";

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  acme = await t.org("Acme");
});
afterAll(async () => {
  t.app.close();
  await database.close();
});

const { newUser, signIn } = testUsers(
  () => ({ t, db: database.db, organizationId: acme.organizationId }),
  PASSWORD,
);

describe("an authenticator app (TOTP)", () => {
  it("is enrolled from an otpauth URI and confirmed with a current code; recovery codes come once", async () => {
    const email = await newUser();
    const token = await tokenOf(await signIn(email));
    const { secret, otpauthUri, recoveryCodes } = await enrolTotp(t, token);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(decodeURIComponent(uri.pathname)).toContain(email);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = await t.request(SECOND_FACTOR, { headers: bearer(token) });
    expect(await status.json()).toEqual({
      totp: true,
      passkeys: 0,
      recovery_codes_left: 10,
      required_by_organization: false,
    });
    // Set up once: another enrolment waits until this one is removed.
    const again = await t.request(`${SECOND_FACTOR}/totp`, {
      method: "POST",
      headers: bearer(token),
    });
    expect(await errorOf(again)).toMatchObject({ status: 409, code: "invalid_state" });
  });

  it("is not a factor until confirmed, and a wrong code does not confirm it", async () => {
    const email = await newUser();
    const token = await tokenOf(await signIn(email));
    const started = await t.request(`${SECOND_FACTOR}/totp`, {
      method: "POST",
      headers: bearer(token),
    });
    const { secret } = (await started.json()) as { secret: string };
    const wrong = String((Number(totpCode(secret, t.now())) + 1) % 1_000_000).padStart(6, "0");
    const refused = await t.request(
      `${SECOND_FACTOR}/totp/confirm`,
      json("POST", { code: wrong }, bearer(token)),
    );
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      detail: [{ type: "value_error", loc: ["body", "code"] }],
    });
    // A password alone still signs in: the pending secret is no second factor yet.
    expect((await signIn(email)).status).toBe(200);
  });

  it("signs in with a current code, and the same code replayed within its window is refused", async () => {
    const email = await newUser();
    const { secret } = await enrolTotp(t, await tokenOf(await signIn(email)));
    const code = totpCode(secret, t.now());
    await tokenOf(await signIn(email, { otp: code }));
    expect(await errorOf(await signIn(email, { otp: code }))).toMatchObject({
      status: 401,
      code: "invalid_second_factor",
    });
    // The next step's code works.
    t.advance(30_000);
    await tokenOf(await signIn(email, { otp: totpCode(secret, t.now()) }));
  });

  it("refuses a code of long ago and a wrong password whatever the code", async () => {
    const email = await newUser();
    const { secret } = await enrolTotp(t, await tokenOf(await signIn(email)));
    const old = totpCode(secret, new Date(t.now().getTime() - 5 * 60_000));
    expect(await errorOf(await signIn(email, { otp: old }))).toMatchObject({
      status: 401,
      code: "invalid_second_factor",
    });
    const wrongPassword = await signIn(
      email,
      { otp: totpCode(secret, t.now()) },
      "not the password",
    );
    expect(await errorOf(wrongPassword)).toMatchObject({
      status: 401,
      code: "invalid_credentials",
    });
  });

  it("is removed with a current code or the password, after which a password signs in again", async () => {
    const email = await newUser();
    const { secret } = await enrolTotp(t, await tokenOf(await signIn(email)));
    const token = await tokenOf(await signIn(email, { otp: totpCode(secret, t.now()) }));
    const wrong = await t.request(
      `${SECOND_FACTOR}/totp/disable`,
      json("POST", { password: "not the password" }, bearer(token)),
    );
    expect(wrong.status).toBe(422);
    // The field is named; what was typed is not sent back (a mistyped password is nearly one).
    const item = ((await wrong.json()) as { detail: { loc: string[]; input: unknown }[] })
      .detail[0]!;
    expect(item.loc).toEqual(["body", "password"]);
    expect(JSON.stringify(item)).not.toContain("not the password");
    const removed = await t.request(
      `${SECOND_FACTOR}/totp/disable`,
      json("POST", { password: PASSWORD }, bearer(token)),
    );
    expect(removed.status).toBe(204);
    await tokenOf(await signIn(email));
  });
});

describe("recovery codes", () => {
  it("each signs in once, in any case and spacing", async () => {
    const email = await newUser();
    const { recoveryCodes } = await enrolTotp(t, await tokenOf(await signIn(email)));
    const [first, second] = recoveryCodes as [string, string];
    const token = await tokenOf(await signIn(email, { otp: ` ${first.toUpperCase()} ` }));
    expect(await errorOf(await signIn(email, { otp: first }))).toMatchObject({
      status: 401,
      code: "invalid_second_factor",
    });
    await tokenOf(await signIn(email, { otp: second }));
    const status = await t.request(SECOND_FACTOR, { headers: bearer(token) });
    expect(((await status.json()) as { recovery_codes_left: number }).recovery_codes_left).toBe(8);
  });

  it("used twice at once, signs in once", async () => {
    const email = await newUser();
    const { recoveryCodes } = await enrolTotp(t, await tokenOf(await signIn(email)));
    const answers = await Promise.all([
      signIn(email, { otp: recoveryCodes[0]! }),
      signIn(email, { otp: recoveryCodes[0]! }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
  });
});

describe("the password token endpoint", () => {
  it("keeps the spec's answer for a user without a second factor", async () => {
    const email = await newUser();
    const res = await signIn(email);
    expect(res.status).toBe(200);
    expect(Object.keys((await res.json()) as object).sort()).toEqual([
      "access_token",
      "expires_in",
      "livemode",
      "token_type",
    ]);
  });

  it("gives no token for the password alone once the user has a second factor, as JSON or a form", async () => {
    const email = await newUser();
    await enrolTotp(t, await tokenOf(await signIn(email)));
    const json401 = await errorOf(await signIn(email));
    expect(json401).toMatchObject({ status: 401, code: "second_factor_required" });
    const form = await t.request(TOKEN, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: email, password: PASSWORD }).toString(),
    });
    expect(await errorOf(form)).toMatchObject({ status: 401, code: "second_factor_required" });
  });

  it("takes the code as a form field too", async () => {
    const email = await newUser();
    const { secret } = await enrolTotp(t, await tokenOf(await signIn(email)));
    const form = await t.request(TOKEN, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        username: email,
        password: PASSWORD,
        otp: totpCode(secret, t.now()),
      }).toString(),
    });
    await tokenOf(form);
  });
});

describe("an organization that requires a second factor", () => {
  it("holds a user without one to enrolment until they have one", async () => {
    const org = await t.org(`Policy ${randomUUID()}`);
    const admin = await tokenOf(await signIn(org.email, {}, org.password));
    const member = await newUser(org.organizationId);
    const memberToken = await tokenOf(await signIn(member));

    // Members may not set the policy.
    const byMember = await t.request(
      "/api/v1/organization/second-factor-policy",
      json("PUT", { required: true }, bearer(memberToken)),
    );
    expect(await errorOf(byMember)).toMatchObject({ status: 403, code: "insufficient_role" });
    const set = await t.request(
      "/api/v1/organization/second-factor-policy",
      json("PUT", { required: true }, bearer(admin)),
    );
    expect(set.status).toBe(200);

    // The member's token (and a new sign-in) reaches enrolment and their account only.
    const orders = await t.request("/api/v1/registrar/orders", { headers: bearer(memberToken) });
    expect(await errorOf(orders)).toMatchObject({
      status: 403,
      code: "second_factor_missing",
    });
    const fresh = await tokenOf(await signIn(member));
    const status = await t.request(SECOND_FACTOR, { headers: bearer(fresh) });
    expect(await status.json()).toMatchObject({ totp: false, required_by_organization: true });
    expect((await t.request("/api/v1/users/me", { headers: bearer(fresh) })).status).toBe(200);

    // Once enrolled, everything is open again (and the password alone no longer signs in).
    const { secret } = await enrolTotp(t, fresh);
    expect((await t.request("/api/v1/registrar/orders", { headers: bearer(fresh) })).status).toBe(
      200,
    );
    expect(await errorOf(await signIn(member))).toMatchObject({ code: "second_factor_required" });
    await tokenOf(await signIn(member, { otp: totpCode(secret, t.now()) }));

    // Another organization is not held.
    const outsider = await tokenOf(await signIn(acme.email, {}, acme.password));
    expect(
      (await t.request("/api/v1/registrar/orders", { headers: bearer(outsider) })).status,
    ).toBe(200);
  });
});

describe("the audit log", () => {
  it("records enrolment, a recovery code used, removal and a change of policy, with who did it", async () => {
    const org = await t.org(`Audit ${randomUUID()}`);
    const admin = await tokenOf(await signIn(org.email, {}, org.password));
    const { recoveryCodes } = await enrolTotp(t, admin);
    const withCode = await tokenOf(
      await signIn(org.email, { otp: recoveryCodes[0]! }, org.password),
    );
    const policy = (required: boolean) =>
      t.request(
        "/api/v1/organization/second-factor-policy",
        json("PUT", { required }, bearer(withCode)),
      );
    expect((await policy(true)).status).toBe(200);
    // The same policy again changes nothing and records nothing.
    expect((await policy(true)).status).toBe(200);
    expect((await policy(false)).status).toBe(200);
    const removed = await t.request(
      `${SECOND_FACTOR}/totp/disable`,
      json("POST", { password: org.password }, bearer(withCode)),
    );
    expect(removed.status).toBe(204);

    const log = await t.request("/api/v1/audit-log?limit=10", { headers: bearer(withCode) });
    const { items } = (await log.json()) as {
      items: { action: string; actor: { email: string }; details: Record<string, unknown> }[];
    };
    const secondFactor = items.filter((e) => e.action.startsWith("second_factor."));
    expect(secondFactor.map((e) => [e.action, e.actor.email, e.details])).toEqual([
      ["second_factor.totp_removed", org.email, {}],
      ["second_factor.policy_changed", org.email, { required: false }],
      ["second_factor.policy_changed", org.email, { required: true }],
      ["second_factor.recovery_code_used", org.email, { recovery_codes_left: 9 }],
      ["second_factor.totp_enrolled", org.email, { recovery_codes: 10 }],
    ]);
  });
});

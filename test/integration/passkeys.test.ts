/**
 * Passkeys (WebAuthn) as a second factor, as a browser and its authenticator meet them (a
 * software authenticator building attestations and assertions by hand): adding one, signing in
 * with the password and then the passkey, a replayed assertion or reused challenge refused, a
 * signature counter going backwards (a cloned authenticator) refused, another user's or an
 * unknown credential refused, removal, the organization's policy satisfied by a passkey, the
 * audit log, and the 422s of bad bodies.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { enrolTotp, errorOf, testUsers, tokenOf, totpCode } from "../helpers/second-factor";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";
import { SoftAuthenticator } from "../helpers/webauthn-authenticator";

let database: Database;
let t: TestApp;
let acme: Awaited<ReturnType<TestApp["org"]>>;

const PASSWORD = "another horse battery staple";
const ORIGIN = "http://127.0.0.1:8787";
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const TOKEN = "/api/v1/auth/token";
const OPTIONS = "/api/v1/auth/second-factor";
const PASSKEYS = "/api/v1/users/me/second-factor/passkeys";

type Options = { challenge: string; rpId?: string; rp?: { id?: string } };

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

async function registrationOptions(token: string) {
  const res = await t.request(`${PASSKEYS}/options`, { method: "POST", headers: bearer(token) });
  expect(res.status).toBe(200);
  return (await res.json()) as Options & { user: { name: string }; excludeCredentials: unknown[] };
}

/** Adds a passkey of a new software authenticator to the user of `token`. */
async function addPasskey(token: string, name = "Laptop") {
  const authenticator = new SoftAuthenticator();
  const options = await registrationOptions(token);
  const res = await t.request(
    PASSKEYS,
    json(
      "POST",
      { name, credential: JSON.stringify(authenticator.register(options, ORIGIN)) },
      bearer(token),
    ),
  );
  expect(res.status).toBe(201);
  const passkey = (await res.json()) as { id: string; name: string };
  return { authenticator, passkey };
}

/** The second-factor options of a sign-in (the passkey options when the user has passkeys). */
async function signInOptions(username: string, password = PASSWORD) {
  const res = await t.request(OPTIONS, json("POST", { username, password }));
  expect(res.status).toBe(200);
  return (await res.json()) as { totp: boolean; passkey: boolean; passkey_options: Options | null };
}

async function assertionFor(username: string, authenticator: SoftAuthenticator) {
  const { passkey_options } = await signInOptions(username);
  return JSON.stringify(authenticator.assert(passkey_options!, ORIGIN));
}

describe("a passkey", () => {
  it("is added from registration options and listed; the password alone no longer signs in", async () => {
    const email = await newUser();
    const token = await tokenOf(await signIn(email));
    const options = await registrationOptions(token);
    expect(options.rp).toEqual({ name: "Registrar", id: "127.0.0.1" });
    expect(options.user.name).toBe(email);
    expect(options.excludeCredentials).toEqual([]);
    const { authenticator, passkey } = await addPasskey(token, "  Work laptop ");
    expect(passkey.name).toBe("Work laptop");

    const list = await t.request(PASSKEYS, { headers: bearer(token) });
    expect(await list.json()).toEqual({
      items: [
        {
          id: passkey.id,
          name: "Work laptop",
          created_at: t.now().toISOString(),
          last_used_at: null,
        },
      ],
    });
    const status = await t.request("/api/v1/users/me/second-factor", { headers: bearer(token) });
    expect(await status.json()).toMatchObject({ totp: false, passkeys: 1 });
    // The next registration's options exclude it.
    const next = await registrationOptions(token);
    expect(next.excludeCredentials).toEqual([
      { id: authenticator.id, type: "public-key", transports: ["internal"] },
    ]);

    expect(await errorOf(await signIn(email))).toMatchObject({
      status: 401,
      code: "second_factor_required",
    });
  });

  it("signs in after the password, and the options say which factors the user has", async () => {
    const email = await newUser();
    const token = await tokenOf(await signIn(email));
    expect(await signInOptions(email)).toEqual({
      totp: false,
      passkey: false,
      passkey_options: null,
    });
    const { authenticator } = await addPasskey(token);
    const options = await signInOptions(email);
    expect(options).toMatchObject({ totp: false, passkey: true });
    expect(options.passkey_options).toMatchObject({
      rpId: "127.0.0.1",
      allowCredentials: [{ id: authenticator.id, type: "public-key" }],
    });
    const assertion = JSON.stringify(authenticator.assert(options.passkey_options!, ORIGIN));
    await tokenOf(await signIn(email, { passkey: assertion }));

    // As a form field too (the OAuth2 password grant's own shape).
    const form = await t.request(TOKEN, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        username: email,
        password: PASSWORD,
        passkey: await assertionFor(email, authenticator),
      }).toString(),
    });
    await tokenOf(form);
    const list = await t.request(PASSKEYS, { headers: bearer(token) });
    const { items } = (await list.json()) as { items: { last_used_at: string | null }[] };
    expect(items[0]!.last_used_at).toBe(t.now().toISOString());
  });

  it("refuses a replayed assertion and a challenge used before", async () => {
    const email = await newUser();
    const { authenticator } = await addPasskey(await tokenOf(await signIn(email)));
    const { passkey_options } = await signInOptions(email);
    const first = JSON.stringify(authenticator.assert(passkey_options!, ORIGIN));
    await tokenOf(await signIn(email, { passkey: first }));
    // The very same assertion again.
    expect(await errorOf(await signIn(email, { passkey: first }))).toMatchObject({
      status: 401,
      code: "invalid_second_factor",
    });
    // A fresh signature (counter up) over the spent challenge.
    const again = JSON.stringify(authenticator.assert(passkey_options!, ORIGIN));
    expect(await errorOf(await signIn(email, { passkey: again }))).toMatchObject({
      code: "invalid_second_factor",
    });
    // A challenge never handed out, and one past its five minutes.
    const made = JSON.stringify(
      authenticator.assert(passkey_options!, ORIGIN, { challenge: "bm90LWhhbmRlZC1vdXQ" }),
    );
    expect(await errorOf(await signIn(email, { passkey: made }))).toMatchObject({
      code: "invalid_second_factor",
    });
    const late = await signInOptions(email);
    t.advance(5 * 60_000 + 1);
    const stale = JSON.stringify(authenticator.assert(late.passkey_options!, ORIGIN));
    expect(await errorOf(await signIn(email, { passkey: stale }))).toMatchObject({
      code: "invalid_second_factor",
    });
    // Still fine with a fresh challenge.
    await tokenOf(await signIn(email, { passkey: await assertionFor(email, authenticator) }));
  });

  it("used twice at once over one challenge, signs in once", async () => {
    const email = await newUser();
    const { authenticator } = await addPasskey(await tokenOf(await signIn(email)));
    const { passkey_options } = await signInOptions(email);
    const a = JSON.stringify(authenticator.assert(passkey_options!, ORIGIN));
    const b = JSON.stringify(authenticator.assert(passkey_options!, ORIGIN));
    const answers = await Promise.all([
      signIn(email, { passkey: a }),
      signIn(email, { passkey: b }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("refuses a signature counter that does not go up (a cloned authenticator)", async () => {
    const email = await newUser();
    const { authenticator } = await addPasskey(await tokenOf(await signIn(email)));
    authenticator.counter = 10;
    await tokenOf(await signIn(email, { passkey: await assertionFor(email, authenticator) }));
    // The clone still counts from 5; the same value 10 again is refused too.
    for (const counter of [5, 10]) {
      const { passkey_options } = await signInOptions(email);
      const cloned = JSON.stringify(authenticator.assert(passkey_options!, ORIGIN, { counter }));
      expect(await errorOf(await signIn(email, { passkey: cloned }))).toMatchObject({
        status: 401,
        code: "invalid_second_factor",
      });
    }
    authenticator.counter = 11;
    await tokenOf(await signIn(email, { passkey: await assertionFor(email, authenticator) }));
  });

  it("refuses another user's passkey, an unknown one, a wrong origin or relying party, and junk", async () => {
    const email = await newUser();
    const other = await newUser();
    const { authenticator } = await addPasskey(await tokenOf(await signIn(email)));
    const { authenticator: othersKey } = await addPasskey(await tokenOf(await signIn(other)));
    const { passkey_options } = await signInOptions(email);
    const refused = async (passkey: string) =>
      expect(await errorOf(await signIn(email, { passkey }))).toMatchObject({
        status: 401,
        code: "invalid_second_factor",
      });
    // The other user's passkey over this user's challenge.
    await refused(JSON.stringify(othersKey.assert(passkey_options!, ORIGIN)));
    // An authenticator never registered.
    await refused(JSON.stringify(new SoftAuthenticator().assert(passkey_options!, ORIGIN)));
    // This user's passkey, but signed for another site, or by a page of another origin.
    const { passkey_options: o2 } = await signInOptions(email);
    await refused(JSON.stringify(authenticator.assert(o2!, ORIGIN, { rpId: "example.com" })));
    const { passkey_options: o3 } = await signInOptions(email);
    await refused(JSON.stringify(authenticator.assert(o3!, "https://evil.example")));
    // Not JSON, or JSON of something else.
    await refused("not json");
    await refused(JSON.stringify({ id: authenticator.id }));
    // A wrong password is the password's failure, whatever the passkey.
    const { passkey_options: o4 } = await signInOptions(email);
    const good = JSON.stringify(authenticator.assert(o4!, ORIGIN));
    expect(await errorOf(await signIn(email, { passkey: good }, "wrong password"))).toMatchObject({
      status: 401,
      code: "invalid_credentials",
    });
  });

  it("is not added from a registration answer over a challenge spent or not the user's", async () => {
    const email = await newUser();
    const other = await newUser();
    const token = await tokenOf(await signIn(email));
    const otherToken = await tokenOf(await signIn(other));
    const options = await registrationOptions(token);
    const credential = JSON.stringify(new SoftAuthenticator().register(options, ORIGIN));
    // Another user cannot use this user's challenge.
    const byOther = await t.request(
      PASSKEYS,
      json("POST", { name: "Stolen", credential }, bearer(otherToken)),
    );
    expect(byOther.status).toBe(422);
    const ok = await t.request(PASSKEYS, json("POST", { name: "Mine", credential }, bearer(token)));
    expect(ok.status).toBe(201);
    const again = await t.request(
      PASSKEYS,
      json("POST", { name: "Again", credential }, bearer(token)),
    );
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({
      detail: [{ loc: ["body", "credential"], type: "value_error" }],
    });
  });

  it("is removed with a current code or the password; then the password alone signs in again", async () => {
    const email = await newUser();
    const token = await tokenOf(await signIn(email));
    const { passkey } = await addPasskey(token);
    const remove = (body: unknown, id = passkey.id) =>
      t.request(`${PASSKEYS}/${id}/remove`, json("POST", body, bearer(token)));
    expect((await remove({})).status).toBe(422);
    // A wrong password is named, never sent back.
    const wrong = await remove({ password: "wrong horse battery" });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).not.toContain("wrong horse battery");
    expect(await errorOf(await remove({ password: PASSWORD }, randomUUID()))).toMatchObject({
      status: 404,
      code: "not_found",
    });
    expect((await remove({ password: PASSWORD })).status).toBe(204);
    const list = await t.request(PASSKEYS, { headers: bearer(token) });
    expect(await list.json()).toEqual({ items: [] });
    await tokenOf(await signIn(email));

    // With an authenticator app too: a current code removes it, and the app still guards.
    const { secret } = await enrolTotp(t, token);
    const { passkey: second, authenticator } = await addPasskey(token);
    expect(await signInOptions(email)).toMatchObject({ totp: true, passkey: true });
    await tokenOf(await signIn(email, { passkey: await assertionFor(email, authenticator) }));
    expect((await remove({ code: totpCode(secret, t.now()) }, second.id)).status).toBe(204);
    expect(await errorOf(await signIn(email))).toMatchObject({ code: "second_factor_required" });
  });

  it("already added by one user, is refused to another (a credential id belongs to one user)", async () => {
    const email = await newUser();
    const token = await tokenOf(await signIn(email));
    const { authenticator } = await addPasskey(token);
    const other = await tokenOf(await signIn(await newUser()));
    const options = await registrationOptions(other);
    const res = await t.request(
      PASSKEYS,
      json(
        "POST",
        { name: "Same key", credential: JSON.stringify(authenticator.register(options, ORIGIN)) },
        bearer(other),
      ),
    );
    expect(res.status).toBe(422);
  });
});

describe("bad bodies", () => {
  it("are 422 in the usual shape", async () => {
    const token = await tokenOf(await signIn(await newUser()));
    const missing = await t.request(PASSKEYS, json("POST", {}, bearer(token)));
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({
      detail: [
        { type: "missing", loc: ["body", "name"] },
        { type: "missing", loc: ["body", "credential"] },
      ],
    });
    const empty = await t.request(
      PASSKEYS,
      json("POST", { name: "", credential: 1 }, bearer(token)),
    );
    expect(await empty.json()).toMatchObject({
      detail: [
        { type: "string_too_short", loc: ["body", "name"] },
        { type: "string_type", loc: ["body", "credential"] },
      ],
    });
    const notUuid = await t.request(
      `${PASSKEYS}/nope/remove`,
      json("POST", { password: PASSWORD }, bearer(token)),
    );
    expect(notUuid.status).toBe(422);
    expect(await notUuid.json()).toMatchObject({
      detail: [{ loc: ["path", "passkey_id"] }],
    });
    const options = await t.request(OPTIONS, json("POST", { username: "a@example.com" }));
    expect(options.status).toBe(422);
    expect(await options.json()).toMatchObject({
      detail: [{ type: "missing", loc: ["body", "password"] }],
    });
  });

  it("the options of a wrong password are 401 and counted as a failed login", async () => {
    const email = await newUser();
    const wrong = await t.request(OPTIONS, json("POST", { username: email, password: "nope" }));
    expect(await errorOf(wrong)).toMatchObject({ status: 401, code: "invalid_credentials" });
    let last: Response | undefined;
    for (let i = 0; i < 20; i++) {
      last = await t.request(OPTIONS, json("POST", { username: email, password: "nope" }));
      if (last.status === 429) break;
    }
    expect(await errorOf(last!)).toMatchObject({ status: 429, code: "too_many_failed_logins" });
  });
});

describe("an organization that requires a second factor", () => {
  it("is satisfied by a passkey", async () => {
    const org = await t.org(`Policy ${randomUUID()}`);
    const admin = await tokenOf(await signIn(org.email, {}, org.password));
    const member = await newUser(org.organizationId);
    const set = await t.request(
      "/api/v1/organization/second-factor-policy",
      json("PUT", { required: true }, bearer(admin)),
    );
    expect(set.status).toBe(200);
    const token = await tokenOf(await signIn(member));
    const orders = await t.request("/api/v1/registrar/orders", { headers: bearer(token) });
    expect(await errorOf(orders)).toMatchObject({ status: 403, code: "second_factor_missing" });
    const { authenticator } = await addPasskey(token);
    expect((await t.request("/api/v1/registrar/orders", { headers: bearer(token) })).status).toBe(
      200,
    );
    const fresh = await tokenOf(
      await signIn(member, { passkey: await assertionFor(member, authenticator) }),
    );
    expect((await t.request("/api/v1/registrar/orders", { headers: bearer(fresh) })).status).toBe(
      200,
    );
  });
});

describe("the audit log", () => {
  it("records a passkey added, used and removed, with who did it", async () => {
    const org = await t.org(`Audit ${randomUUID()}`);
    const admin = await tokenOf(await signIn(org.email, {}, org.password));
    const { authenticator, passkey } = await addPasskey(admin, "Key");
    const passkeyField = await (async () => {
      const res = await t.request(
        OPTIONS,
        json("POST", { username: org.email, password: org.password }),
      );
      const { passkey_options } = (await res.json()) as { passkey_options: Options };
      return JSON.stringify(authenticator.assert(passkey_options, ORIGIN));
    })();
    const token = await tokenOf(await signIn(org.email, { passkey: passkeyField }, org.password));
    const removed = await t.request(
      `${PASSKEYS}/${passkey.id}/remove`,
      json("POST", { password: org.password }, bearer(token)),
    );
    expect(removed.status).toBe(204);
    const log = await t.request("/api/v1/audit-log?limit=10", { headers: bearer(token) });
    const { items } = (await log.json()) as {
      items: { action: string; actor: { email: string }; details: Record<string, unknown> }[];
    };
    const details = { passkey_id: passkey.id, name: "Key" };
    expect(
      items
        .filter((e) => e.action.startsWith("second_factor."))
        .map((e) => [e.action, e.actor.email, e.details]),
    ).toEqual([
      ["second_factor.passkey_removed", org.email, details],
      ["second_factor.passkey_used", org.email, details],
      ["second_factor.passkey_added", org.email, details],
    ]);
  });
});

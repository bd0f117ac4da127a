/**
 * Registrant change through the API (`…/domains/{domain}/registrant`) and the hosted API, on
 * the sandbox: the registry's new contact object, the history, the change of registrant's
 * transfer lock, the event, and the spec's 404/403/422.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "../../src/server/db/database";
import { domainRegistrants, domains } from "../../src/server/domains/schema";
import { insertDomain } from "../../src/server/domains/domains";
import { createUser } from "../../src/server/orgs/organizations";
import { events } from "../../src/server/events/schema";
import { sandboxContacts, sandboxRegistry } from "../../src/server/registrar/schema";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { CONTACT } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

const DAY = 86_400_000;
const D = "/api/v1/registrar/domains";
const GRACE = { ...CONTACT, first_name: "Grace", last_name: "Hopper", email: "grace@example.com" };
const ALAN = { ...CONTACT, first_name: "Alan", last_name: "Turing", email: "alan@example.com" };

let database: Database;
let t: TestApp;
let acme: Awaited<ReturnType<TestApp["org"]>>;
let globex: Awaited<ReturnType<TestApp["org"]>>;
let key: Record<string, string>;

type Registrant = {
  domain: string;
  current: { contact: Record<string, unknown>; valid_to: string | null; changed_by: string | null };
  history: { contact: Record<string, unknown>; valid_from: string; valid_to: string | null }[];
  policy_lock_until: string | null;
  change_lock_days: number;
};

async function call(path: string, init: RequestInit = {}) {
  const res = await t.request(path, init);
  return { status: res.status, body: (await res.json()) as Registrant & { detail?: unknown } };
}
const put = (name: string, body: unknown, headers = key) =>
  call(`${D}/${name}/registrant`, json("PUT", body, headers));
const get = (name: string, headers = key) => call(`${D}/${name}/registrant`, { headers });

async function purchase(domain: string, apiKey = acme.apiKey, extra: Record<string, unknown> = {}) {
  const res = await t.request(
    "/api/v1/registrar/purchase",
    json("POST", { domain, contact: CONTACT, ...extra }, { "x-api-key": apiKey }),
  );
  expect(res.status, await res.clone().text()).toBe(200);
}
async function bearer(email: string) {
  const res = await t.request(
    "/api/v1/auth/token",
    json("POST", { username: email, password: acme.password }),
  );
  const { access_token } = (await res.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}
const domainRow = async (name: string) =>
  (await database.db.select().from(domains).where(eq(domains.name, name)))[0]!;
const changedEvents = async (name: string) =>
  (
    await database.db.select().from(events).where(eq(events.type, "domain.registrant_changed"))
  ).filter((e) => (e.data as { domain: string }).domain === name);

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database, {
    registrar: createSandboxProvider(database.db, { sleep: async () => {} }),
  });
  acme = await t.org("Acme");
  globex = await t.org("Globex");
  key = { "x-api-key": acme.apiKey };
  await purchase("reg-happy.com");
  await purchase("reg-history.com");
  await purchase("reg-optout.com");
  await purchase("reg-same.com");
  await purchase("reg-globex.com", globex.apiKey);
});
afterAll(async () => {
  await database.close();
});

describe("GET and PUT /api/v1/registrar/domains/{domain}/registrant", () => {
  it("reads the registrant the domain was registered with, and no history", async () => {
    const { status, body } = await get("reg-happy.com");
    expect(status).toBe(200);
    expect(body.current).toMatchObject({ contact: CONTACT, valid_to: null });
    expect(body.history).toEqual([]);
  });

  it("changes it at the registry (a new contact object, the old one left) and records it", async () => {
    const before = await domainRow("reg-happy.com");
    t.advance(DAY);
    const { status, body } = await put("reg-happy.com", { contact: GRACE });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.current).toMatchObject({
      contact: GRACE,
      valid_to: null,
      changed_by: expect.stringMatching(/^api_key:/),
    });
    expect(body.history).toHaveLength(1);
    expect(body.history[0]).toMatchObject({ contact: CONTACT, valid_to: t.now().toISOString() });
    // The lock: 60 days from now, later than the registration's (one day older).
    const lockUntil = new Date(t.now().getTime() + 60 * DAY).toISOString();
    expect(body.policy_lock_until).toBe(lockUntil);
    // The period a change starts, as the registrar applies it (the sandbox: 60 days).
    expect(body.change_lock_days).toBe(60);
    const after = await domainRow("reg-happy.com");
    expect(after.transferLockUntil!.getTime()).toBeGreaterThan(before.transferLockUntil!.getTime());
    expect(after.transferLockReason).toBe("registrant_change");
    // The sandbox registry: the domain points at a new contact object holding the new contact.
    const [registry] = await database.db
      .select()
      .from(sandboxRegistry)
      .where(eq(sandboxRegistry.name, "reg-happy.com"));
    const [object] = await database.db
      .select()
      .from(sandboxContacts)
      .where(eq(sandboxContacts.id, registry!.registrantId!));
    expect(object!.contact).toEqual(GRACE);
    const stored = await database.db
      .select()
      .from(domainRegistrants)
      .where(eq(domainRegistrants.registryContactId, registry!.registrantId!));
    expect(stored).toHaveLength(1);
    // The event.
    const sent = await changedEvents("reg-happy.com");
    expect(sent.map((e) => e.data)).toEqual([
      { domain_id: after.id, domain: "reg-happy.com", policy_lock_until: lockUntil },
    ]);
    // Read again: the same.
    expect((await get("reg-happy.com")).body).toEqual(body);
  });

  it("lists earlier registrants newest first", async () => {
    for (const contact of [GRACE, ALAN]) {
      t.advance(DAY);
      expect((await put("reg-history.com", { contact })).status).toBe(200);
    }
    const { body } = await get("reg-history.com");
    expect(body.current.contact).toEqual(ALAN);
    expect(body.history.map((h) => h.contact)).toEqual([GRACE, CONTACT]);
    expect(body.history[0]!.valid_from > body.history[1]!.valid_from).toBe(true);
    // At the registry: one contact object per change, the earlier one left as it was.
    const row = await domainRow("reg-history.com");
    const objects = await database.db
      .select({ contact: sandboxContacts.contact })
      .from(domainRegistrants)
      .innerJoin(sandboxContacts, eq(sandboxContacts.id, domainRegistrants.registryContactId))
      .where(eq(domainRegistrants.domainId, row.id))
      .orderBy(domainRegistrants.validFrom);
    expect(objects.map((o) => o.contact)).toEqual([GRACE, ALAN]);
  });

  it("only ever moves the lock later", async () => {
    // A lock running further than the registrar's period (as a transfer in could leave).
    const far = new Date(t.now().getTime() + 200 * DAY);
    await database.db
      .update(domains)
      .set({ transferLockUntil: far, transferLockReason: "transfer_in" })
      .where(eq(domains.name, "reg-history.com"));
    const { status, body } = await put("reg-history.com", { contact: GRACE });
    expect(status).toBe(200);
    expect(body.policy_lock_until).toBe(far.toISOString());
    const row = await domainRow("reg-history.com");
    expect(row.transferLockUntil).toEqual(far);
    expect(row.transferLockReason).toBe("transfer_in");
  });

  it("starts no lock when the registrant opts out", async () => {
    t.advance(61 * DAY); // past the registration's lock
    const before = await domainRow("reg-optout.com");
    const { status, body } = await put("reg-optout.com", {
      contact: GRACE,
      transfer_lock_opt_out: true,
    });
    expect(status).toBe(200);
    expect(body.current.contact).toEqual(GRACE);
    expect(body.policy_lock_until).toBeNull();
    expect((await domainRow("reg-optout.com")).transferLockUntil).toEqual(before.transferLockUntil);
    const sent = await changedEvents("reg-optout.com");
    expect(sent.map((e) => (e.data as { policy_lock_until: unknown }).policy_lock_until)).toEqual([
      null,
    ]);
  });

  it("changes nothing for the same contact: no registry call, no history, no event", async () => {
    const before = await domainRow("reg-same.com");
    const { status, body } = await put("reg-same.com", {
      contact: { ...CONTACT, organization: null },
    });
    expect(status).toBe(200);
    expect(body.history).toEqual([]);
    expect(await changedEvents("reg-same.com")).toEqual([]);
    const [registry] = await database.db
      .select()
      .from(sandboxRegistry)
      .where(eq(sandboxRegistry.name, "reg-same.com"));
    expect(registry!.registrantId).toBeNull();
    expect((await domainRow("reg-same.com")).transferLockUntil).toEqual(before.transferLockUntil);
  });

  it("sets a registrant for a domain with none on record (not registered through an order)", async () => {
    await database.db.insert(sandboxRegistry).values({
      name: "reg-legacy.com",
      registeredAt: t.now(),
      expiresAt: new Date(t.now().getTime() + 365 * DAY),
    });
    await insertDomain(database.db, {
      organizationId: acme.organizationId,
      livemode: false,
      name: "reg-legacy.com",
      registeredAt: t.now(),
      expiresAt: new Date(t.now().getTime() + 365 * DAY),
      autoRenew: true,
      privacy: true,
      nameservers: [],
    });
    const none = await get("reg-legacy.com");
    expect(none.status).toBe(404);
    expect(none.body.detail).toMatch(/No registrant is on record for reg-legacy\.com/);
    const { status, body } = await put("reg-legacy.com", { contact: ALAN });
    expect(status).toBe(200);
    expect(body.current.contact).toEqual(ALAN);
    expect(body.history).toEqual([]);
  });

  it("answers 404 for a domain not held here, 403 for another organization's", async () => {
    expect((await get("nobody-has-this.com")).status).toBe(404);
    expect((await put("nobody-has-this.com", { contact: GRACE })).status).toBe(404);
    const other = await get("reg-globex.com");
    expect(other.status).toBe(403);
    expect((await put("reg-globex.com", { contact: GRACE })).status).toBe(403);
    expect((await get("reg-globex.com", { "x-api-key": globex.apiKey })).status).toBe(200);
  });

  it("answers the spec's 422 for a bad contact, and changes nothing", async () => {
    const { status, body } = await put("reg-happy.com", {
      contact: { ...GRACE, email: "not-an-email", country: "XX" },
      transfer_lock_opt_out: "perhaps",
    });
    expect(status).toBe(422);
    const detail = body.detail as { loc: (string | number)[]; type: string; msg: string }[];
    expect(detail.map((d) => d.loc.join("."))).toEqual(
      expect.arrayContaining([
        "body.contact.email",
        "body.contact.country",
        "body.transfer_lock_opt_out",
      ]),
    );
    expect((await put("reg-happy.com", {})).body.detail).toEqual([
      { type: "missing", loc: ["body", "contact"], msg: "Field required", input: {} },
    ]);
    expect((await get("reg-happy.com")).body.current.contact).toEqual(GRACE);
  });

  it("names a signed-in admin as changed_by; a member may read but not change", async () => {
    const member = "member@acme.example";
    await createUser(database.db, {
      organizationId: acme.organizationId,
      email: member,
      password: acme.password,
      role: "member",
    });
    const memberToken = await bearer(member);
    expect((await get("reg-happy.com", memberToken)).status).toBe(200);
    const refused = await put("reg-happy.com", { contact: ALAN }, memberToken);
    expect(refused.status).toBe(403);
    expect((refused.body as unknown as { code: string }).code).toBe("insufficient_role");
    const admin = await bearer(acme.email);
    const { status, body } = await put("reg-happy.com", { contact: ALAN }, admin);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.current.changed_by).toBe(acme.email);
  });
});

describe("GET and PUT /api/v1/hosted/domains/{domain}/registrant", () => {
  let alice: string;
  beforeAll(async () => {
    for (const [name, account] of [
      ["alice-reg.com", "acct_alice"],
      ["bob-reg.com", "acct_bob"],
    ] as const) {
      await database.db.insert(sandboxRegistry).values({
        name,
        registeredAt: t.now(),
        expiresAt: new Date(t.now().getTime() + 365 * DAY),
      });
      await insertDomain(database.db, {
        organizationId: acme.organizationId,
        livemode: false,
        name,
        registeredAt: t.now(),
        expiresAt: new Date(t.now().getTime() + 365 * DAY),
        autoRenew: true,
        privacy: true,
        nameservers: [],
        externalAccountId: account,
        contact: CONTACT,
      });
    }
    alice = await token(["dns_manage"], "acct_alice");
  });
  async function token(actions: string[], account: string) {
    const res = await t.request(
      "/api/v1/hosted/sessions",
      json("POST", { allowed_actions: actions, external_account_id: account }, key),
    );
    return ((await res.json()) as { client_token: string }).client_token;
  }
  const as = (tok: string) => ({ authorization: `Bearer ${tok}` });
  const H = "/api/v1/hosted/domains";

  it("lets the end user read and change their own domain's registrant", async () => {
    const read = await call(`${H}/alice-reg.com/registrant`, { headers: as(alice) });
    expect(read.status).toBe(200);
    expect(read.body.current.contact).toEqual(CONTACT);
    const renewer = await token(["renew"], "acct_alice");
    const changed = await call(
      `${H}/alice-reg.com/registrant`,
      json("PUT", { contact: GRACE }, as(renewer)),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.current).toMatchObject({
      contact: GRACE,
      changed_by: "end_user:acct_alice",
    });
    expect(changed.body.history.map((h) => h.contact)).toEqual([CONTACT]);
    expect(await changedEvents("alice-reg.com")).toHaveLength(1);
  });

  it("refuses another end user's domain (403) and a session without the actions (403)", async () => {
    const other = await call(`${H}/bob-reg.com/registrant`, { headers: as(alice) });
    expect(other.status).toBe(403);
    const put = await call(
      `${H}/bob-reg.com/registrant`,
      json("PUT", { contact: GRACE }, as(alice)),
    );
    expect(put.status).toBe(403);
    const searcher = await token(["domain_search"], "acct_alice");
    const denied = await call(`${H}/alice-reg.com/registrant`, { headers: as(searcher) });
    expect(denied.status).toBe(403);
    expect((denied.body as unknown as { code: string }).code).toBe("action_not_allowed");
    expect((await call(`${H}/nobody-reg.com/registrant`, { headers: as(alice) })).status).toBe(404);
  });
});

describe("a registrar that cannot change registrants", () => {
  it("refuses in words (409), and records nothing", async () => {
    const db = await openTestDb();
    const { transfers: _none, ...plain } = createSandboxProvider(db.db, { sleep: async () => {} });
    const app = await makeTestApp(db, { registrar: plain });
    try {
      const org = await app.org("Plain");
      const headers = { "x-api-key": org.apiKey };
      const bought = await app.request(
        "/api/v1/registrar/purchase",
        json("POST", { domain: "reg-plain.com", contact: CONTACT }, headers),
      );
      expect(bought.status).toBe(200);
      const res = await app.request(
        `${D}/reg-plain.com/registrant`,
        json("PUT", { contact: GRACE }, headers),
      );
      expect(res.status).toBe(409);
      expect(((await res.json()) as { code: string }).code).toBe("invalid_state");
      const after = await app.request(`${D}/reg-plain.com/registrant`, { headers });
      expect(((await after.json()) as Registrant).current.contact).toEqual(CONTACT);
    } finally {
      await db.close();
    }
  });
});

/**
 * Transfer out on the sandbox: the transfer state, the owner's lock, the transfer code (shown
 * once, never kept, single use, 14 days), the sandbox's test call playing another registrar,
 * the owner's answer, the registry's own approval, and what a domain that leaves stops having.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../src/server/db/database";
import { dnsRecords } from "../../src/server/dns/schema";
import { insertDomain } from "../../src/server/domains/domains";
import { domainTransfersAway, domains } from "../../src/server/domains/schema";
import { runTransferPass } from "../../src/server/domains/transfer-worker";
import { createLogger } from "../../src/server/logger";
import { createUser } from "../../src/server/orgs/organizations";
import { pollRegistry } from "../../src/server/registry-poll/poll-worker";
import type { RegistryMessage } from "../../src/server/registrar/provider";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { sandboxCodeAccepted } from "../../src/server/registrar/sandbox/transfers-out";
import { sandboxRegistry } from "../../src/server/registrar/schema";
import { CONTACT } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

const DAY = 86_400_000;
const TRANSFER_SECONDS = 30;
const D = "/api/v1/registrar/domains";
const SANDBOX = "/api/v1/sandbox/transfer-requests";

let database: Database;
let t: TestApp;
let acme: Awaited<ReturnType<TestApp["org"]>>;
let globex: Awaited<ReturnType<TestApp["org"]>>;
let key: Record<string, string>;
let globexKey: Record<string, string>;
/** fresh-buy.com's policy lock end (bought in the first test). */
let freshUntil: string;

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database, {
    registrar: createSandboxProvider(database.db, { sleep: async () => {} }),
    liveRegistrar: createSandboxProvider(database.db, { sleep: async () => {} }),
    env: { SANDBOX_TRANSFER_SECONDS: String(TRANSFER_SECONDS) },
  });
  acme = await t.org("Acme");
  globex = await t.org("Globex");
  key = { "x-api-key": acme.apiKey };
  globexKey = { "x-api-key": globex.apiKey };
});
afterAll(async () => {
  t.app.close();
  await database.close();
});

async function call(path: string, init: RequestInit = {}) {
  const res = await t.request(path, init);
  const text = await res.text();
  return {
    res,
    status: res.status,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown>,
  };
}
const get = (path: string, headers = key) => call(path, { headers });
const post = (path: string, body: unknown = {}, headers = key) =>
  call(path, json("POST", body, headers));
const put = (path: string, body: unknown, headers = key) => call(path, json("PUT", body, headers));
const pass = () =>
  runTransferPass({
    db: database.db,
    registrars: { test: createSandboxProvider(database.db) },
    now: t.now,
    logger: createLogger("silent"),
  });

/** A domain of `org`'s at the sandbox registry, registered 90 days ago: past the policy's lock. */
async function held(name: string, org = acme, livemode = false) {
  const registeredAt = new Date(t.now().getTime() - 90 * DAY);
  const expiresAt = new Date(registeredAt.getTime() + 365 * DAY);
  await database.db.insert(sandboxRegistry).values({ name, registeredAt, expiresAt });
  return insertDomain(database.db, {
    organizationId: org.organizationId,
    livemode,
    name,
    registeredAt,
    expiresAt,
    autoRenew: true,
    privacy: true,
    nameservers: [],
    contact: CONTACT,
  });
}

async function events(type: string) {
  const r = await get(`/api/v1/events?type=${type}&limit=100`);
  expect(r.status).toBe(200);
  return (r.body.items as { type: string; data: Record<string, unknown> }[]).filter(
    (e) => e.type === type,
  );
}

async function codeFor(name: string) {
  const r = await post(`${D}/${name}/transfer-code`);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.auth_code as string;
}

describe("GET …/{domain}/transfer", () => {
  it("shows a new registration's policy lock, no code and nothing pending", async () => {
    const bought = await post("/api/v1/registrar/purchase", {
      domain: "fresh-buy.com",
      contact: CONTACT,
    });
    expect(bought.status).toBe(200);
    const r = await get(`${D}/fresh-buy.com/transfer`);
    expect(r.status).toBe(200);
    freshUntil = r.body.policy_lock_until as string;
    expect(r.body).toEqual({
      domain: "fresh-buy.com",
      locked: false,
      policy_lock_until: new Date(t.now().getTime() + 60 * DAY).toISOString(),
      policy_lock_reason: "registration",
      transfer_code_expires_at: null,
      pending_transfer_away: null,
    });
  });

  it("is 404 for a domain not held, 403 for another organization's, 422 for a bad name", async () => {
    await held("globex-state.com", globex);
    expect((await get(`${D}/nobody-holds.com/transfer`)).status).toBe(404);
    const other = await get(`${D}/globex-state.com/transfer`);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe("forbidden");
    const bad = await get(`${D}/not_a..name/transfer`);
    expect(bad.status).toBe(422);
    expect(Array.isArray(bad.body.detail)).toBe(true);
  });
});

describe("PUT …/{domain}/transfer-lock", () => {
  it("locks at the registry and here, with one event per change", async () => {
    await held("lock-me.com");
    const on = await put(`${D}/lock-me.com/transfer-lock`, { locked: true });
    expect(on.status).toBe(200);
    expect(on.body.locked).toBe(true);
    expect((await get(`${D}/lock-me.com`)).body.transfer_locked).toBe(true);
    // Unchanged: no second event.
    expect((await put(`${D}/lock-me.com/transfer-lock`, { locked: true })).status).toBe(200);
    const changed = (await events("domain.transfer_lock_changed")).filter(
      (e) => e.data.domain === "lock-me.com",
    );
    expect(changed.map((e) => e.data.locked)).toEqual([true]);
    // The registry refuses another registrar while it is on.
    const asked = await post(SANDBOX, { domain: "lock-me.com", auth_code: "whatever-code-1" });
    expect(asked.status).toBe(409);
    expect(asked.body.code).toBe("transfer_not_possible");
    const off = await put(`${D}/lock-me.com/transfer-lock`, { locked: false });
    expect(off.body.locked).toBe(false);
  });

  it("answers 422, 404 and 403 as the domain routes", async () => {
    await held("globex-lock.com", globex);
    expect((await put(`${D}/lock-me.com/transfer-lock`, { locked: "maybe" })).status).toBe(422);
    expect((await put(`${D}/lock-me.com/transfer-lock`, {})).status).toBe(422);
    expect((await put(`${D}/nobody-holds.com/transfer-lock`, { locked: true })).status).toBe(404);
    expect((await put(`${D}/globex-lock.com/transfer-lock`, { locked: true })).status).toBe(403);
  });

  it("is an admin's change: a member may read the state but not lock", async () => {
    const email = "member-transfers@example.com";
    await createUser(database.db, {
      organizationId: acme.organizationId,
      email,
      password: "member horse battery staple",
      role: "member",
    });
    const token = await call(
      "/api/v1/auth/token",
      json("POST", { username: email, password: "member horse battery staple" }),
    );
    // Signed in to live mode (this deployment has it): the member switches to test mode.
    const test = await post(
      "/api/v1/auth/mode",
      { livemode: false },
      { authorization: `Bearer ${token.body.access_token as string}` },
    );
    const bearer = { authorization: `Bearer ${test.body.access_token as string}` };
    expect((await get(`${D}/lock-me.com/transfer`, bearer)).status).toBe(200);
    const r = await put(`${D}/lock-me.com/transfer-lock`, { locked: true }, bearer);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("insufficient_role");
  });
});

describe("POST …/{domain}/transfer-code", () => {
  it("is refused while the policy's lock runs, saying until when", async () => {
    const r = await post(`${D}/fresh-buy.com/transfer-code`);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe("transfer_locked");
    expect(r.body.detail).toContain(freshUntil);
  });

  it("is refused while the owner's lock is on", async () => {
    await held("locked-code.com");
    await put(`${D}/locked-code.com/transfer-lock`, { locked: true });
    const r = await post(`${D}/locked-code.com/transfer-code`);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe("transfer_locked");
  });

  it("returns a strong code once, uncached, valid 14 days; no log line nor event carries it", async () => {
    await held("code-once.com");
    const r = await post(`${D}/code-once.com/transfer-code`);
    expect(r.status).toBe(201);
    expect(r.res.headers.get("cache-control")).toBe("no-store");
    const code = r.body.auth_code as string;
    expect(code.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits of a 75-character alphabet
    for (const cls of [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/]) expect(code).toMatch(cls);
    const expires = new Date(t.now().getTime() + 14 * DAY).toISOString();
    expect(r.body).toEqual({ domain: "code-once.com", auth_code: code, expires_at: expires });
    // A second code differs; the state shows an expiry, never a code.
    const again = await codeFor("code-once.com");
    expect(again).not.toBe(code);
    const state = await get(`${D}/code-once.com/transfer`);
    expect(state.body.transfer_code_expires_at).toBe(expires);
    expect(JSON.stringify(state.body)).not.toContain(again);
    const issued = (await events("domain.transfer_code_issued")).filter(
      (e) => e.data.domain === "code-once.com",
    );
    expect(issued).toHaveLength(2);
    const everything = JSON.stringify(await database.sql.query("SELECT * FROM events"));
    for (const c of [code, again]) {
      expect(t.logs.join("\n")).not.toContain(c);
      expect(everything).not.toContain(c);
      expect(
        JSON.stringify(await database.sql.query("SELECT * FROM sandbox_registry")),
      ).not.toContain(c);
      expect(JSON.stringify(await database.sql.query("SELECT * FROM domains"))).not.toContain(c);
    }
    // The registry takes the newest code only.
    expect(await sandboxCodeAccepted(database.db, "code-once.com", code, t.now())).toBe(false);
    expect(await sandboxCodeAccepted(database.db, "code-once.com", again, t.now())).toBe(true);
  });

  it("answers 404 and 403 as the domain routes", async () => {
    expect((await post(`${D}/nobody-holds.com/transfer-code`)).status).toBe(404);
    expect((await post(`${D}/globex-state.com/transfer-code`)).status).toBe(403);
  });

  it("DELETE clears it at the registry", async () => {
    await held("code-cleared.com");
    const code = await codeFor("code-cleared.com");
    const r = await call(`${D}/code-cleared.com/transfer-code`, { method: "DELETE", headers: key });
    expect(r.status).toBe(204);
    expect((await get(`${D}/code-cleared.com/transfer`)).body.transfer_code_expires_at).toBeNull();
    const asked = await post(SANDBOX, { domain: "code-cleared.com", auth_code: code });
    expect(asked.status).toBe(409);
    expect(asked.body.code).toBe("transfer_code_invalid");
    expect(
      (await call(`${D}/globex-state.com/transfer-code`, { method: "DELETE", headers: key }))
        .status,
    ).toBe(403);
  });

  it("expires after 14 days: refused by the registry, then cleared by the transfer pass", async () => {
    await held("code-expires.com");
    const code = await codeFor("code-expires.com");
    t.advance(14 * DAY + 1000);
    const asked = await post(SANDBOX, { domain: "code-expires.com", auth_code: code });
    expect(asked.status).toBe(409);
    expect(asked.body.code).toBe("transfer_code_invalid");
    expect((await get(`${D}/code-expires.com/transfer`)).body.transfer_code_expires_at).toBeNull();
    expect(await pass()).toBeGreaterThanOrEqual(1);
    const [row] = await database.db
      .select()
      .from(sandboxRegistry)
      .where(eq(sandboxRegistry.name, "code-expires.com"));
    expect(row!.authCodeHash).toBeNull();
    const [d] = await database.db
      .select()
      .from(domains)
      .where(eq(domains.name, "code-expires.com"));
    expect(d!.transferCodeExpiresAt).toBeNull();
  });
});

describe("the sandbox's test call and the owner's answer", () => {
  it("refuses live credentials, unknown and other organizations' domains, and bad bodies", async () => {
    const live = await t.org("Live Corp", { livemode: true });
    const r = await post(
      SANDBOX,
      { domain: "code-once.com", auth_code: "abcdef-12" },
      {
        "x-api-key": live.apiKey,
      },
    );
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("credential_not_accepted");
    expect(
      (await post(SANDBOX, { domain: "nobody-holds.com", auth_code: "abcdef-12" })).status,
    ).toBe(404);
    expect(
      (await post(SANDBOX, { domain: "globex-state.com", auth_code: "abcdef-12" })).status,
    ).toBe(403);
    const bad = await post(SANDBOX, { domain: "code-once.com" });
    expect(bad.status).toBe(422);
    expect((await post(SANDBOX, { domain: "code-once.com", auth_code: "abc" })).status).toBe(422);
  });

  it("refuses a wrong code and a domain within the policy's lock", async () => {
    await held("wrong-code.com");
    await codeFor("wrong-code.com");
    const wrong = await post(SANDBOX, { domain: "wrong-code.com", auth_code: "Not-the-code-9" });
    expect(wrong.status).toBe(409);
    expect(wrong.body.code).toBe("transfer_code_invalid");
    const young = await post(SANDBOX, { domain: "fresh-buy.com", auth_code: "Not-the-code-9" });
    expect(young.status).toBe(409);
    expect(young.body.code).toBe("transfer_not_possible");
    expect(young.body.detail).toContain(freshUntil);
  });

  it("approved: the domain leaves (list, DNS, billing), its code no longer works", async () => {
    await held("leaving.com");
    const rec = await post("/api/v1/registrar/dns/leaving.com/records", {
      type: "A",
      name: "www",
      content: "192.0.2.7",
    });
    expect(rec.status).toBeLessThan(300);
    const code = await codeFor("leaving.com");
    const asked = await post(SANDBOX, { domain: "leaving.com", auth_code: code });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({
      status: "pending",
      gaining_registrar: "sandbox-other-registrar",
      requested_at: t.now().toISOString(),
      auto_approve_at: new Date(t.now().getTime() + TRANSFER_SECONDS * 1000).toISOString(),
      answered_at: null,
    });
    const again = await post(SANDBOX, { domain: "leaving.com", auth_code: code });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("transfer_not_possible");
    const state = await get(`${D}/leaving.com/transfer`);
    expect((state.body.pending_transfer_away as { transfer_id: string }).transfer_id).toBe(
      asked.body.transfer_id,
    );
    expect((await events("domain.transfer_requested")).map((e) => e.data.domain)).toContain(
      "leaving.com",
    );
    const globexApprove = await post(`${D}/leaving.com/transfer/approve`, {}, globexKey);
    expect(globexApprove.status).toBe(403);

    const approved = await post(`${D}/leaving.com/transfer/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.pending_transfer_away).toBeNull();
    const list = await get(`${D}?limit=100`);
    expect((list.body.items as { domain: string }[]).map((i) => i.domain)).not.toContain(
      "leaving.com",
    );
    expect((await get(`${D}/leaving.com`)).status).toBe(404);
    const [row] = await database.db
      .select()
      .from(domainTransfersAway)
      .where(eq(domainTransfersAway.id, asked.body.transfer_id as string));
    expect(row).toMatchObject({ status: "approved", answeredBy: `api_key:${acme.apiKeyId}` });
    const away = (await events("domain.transferred_away")).find(
      (e) => e.data.domain === "leaving.com",
    );
    expect(away?.data).toMatchObject({
      transfer_status: "clientApproved",
      gaining_registrar: "sandbox-other-registrar",
    });
    // No DNS, no auto-renewal, no code left for it.
    const [d] = await database.db.select().from(domains).where(eq(domains.name, "leaving.com"));
    expect(d).toMatchObject({
      status: "transferred_away",
      autoRenew: false,
      transferCodeExpiresAt: null,
    });
    expect(
      await database.db.select().from(dnsRecords).where(eq(dnsRecords.domainId, d!.id)),
    ).toEqual([]);
    expect((await get("/api/v1/registrar/dns/leaving.com/records")).status).toBe(404);
    // Single use: the registry cleared it with the transfer.
    expect(await sandboxCodeAccepted(database.db, "leaving.com", code, t.now())).toBe(false);
    const [reg] = await database.db
      .select()
      .from(sandboxRegistry)
      .where(eq(sandboxRegistry.name, "leaving.com"));
    expect(reg).toMatchObject({ authCodeHash: null, sponsor: "sandbox-other-registrar" });
  });

  it("rejected: the domain stays; nothing is pending afterwards", async () => {
    await held("staying.com");
    const code = await codeFor("staying.com");
    expect((await post(SANDBOX, { domain: "staying.com", auth_code: code })).status).toBe(202);
    const rejected = await post(`${D}/staying.com/transfer/reject`);
    expect(rejected.status).toBe(200);
    expect(rejected.body.pending_transfer_away).toBeNull();
    expect((await get(`${D}/staying.com`)).status).toBe(200);
    const cancelled = (await events("domain.transfer_cancelled")).find(
      (e) => e.data.domain === "staying.com",
    );
    expect(cancelled?.data.transfer_status).toBe("clientRejected");
    for (const verb of ["approve", "reject"]) {
      const r = await post(`${D}/staying.com/transfer/${verb}`);
      expect(r.status).toBe(409);
      expect(r.body.code).toBe("transfer_not_pending");
    }
    // Nothing left for the registry to approve by itself.
    t.advance(TRANSFER_SECONDS * 1000);
    await pass();
    expect((await get(`${D}/staying.com`)).status).toBe(200);
  });

  it("unanswered: the registry approves it after SANDBOX_TRANSFER_SECONDS", async () => {
    await held("auto-away.com");
    const code = await codeFor("auto-away.com");
    const asked = await post(SANDBOX, { domain: "auto-away.com", auth_code: code });
    expect(asked.status).toBe(202);
    t.advance(TRANSFER_SECONDS * 1000 - 1000);
    await pass();
    expect((await get(`${D}/auto-away.com`)).status).toBe(200);
    t.advance(1000);
    await pass();
    expect((await get(`${D}/auto-away.com`)).status).toBe(404);
    const [row] = await database.db
      .select()
      .from(domainTransfersAway)
      .where(eq(domainTransfersAway.id, asked.body.transfer_id as string));
    expect(row).toMatchObject({ status: "completed", answeredAt: null });
    const away = (await events("domain.transferred_away")).find(
      (e) => e.data.domain === "auto-away.com",
    );
    expect(away?.data.transfer_status).toBe("serverApproved");
  });
});

describe("the registry's poll queue (live mode)", () => {
  it("keeps the transfer away's row: pending, then completed when the registry approves", async () => {
    const d = await held("polled-away.com", acme, true);
    const transfer = (id: string, transferStatus: string): RegistryMessage => ({
      id,
      text: "transfer",
      kind: "transfer",
      domain: "polled-away.com",
      transferStatus,
      transferAway: true,
      otherParty: "gaining-id",
      actionDate: new Date(t.now().getTime() + 5 * DAY),
      raw: "",
    });
    const poll = async (messages: RegistryMessage[]) => {
      const workers = { db: database.db, now: t.now, logger: createLogger("silent") };
      await pollRegistry(
        {
          ...workers,
          queue: {
            next: async () => messages.shift(),
            ack: async () => {},
            onWaiting: () => () => {},
            expiryOf: async () => undefined,
          },
          processor: { ...workers, registrars: { test: createSandboxProvider(database.db) } },
          leaseMs: 60_000,
        },
        "transfers-out-test",
      );
    };
    await poll([transfer("out-1", "pending")]);
    const rows = () =>
      database.db
        .select()
        .from(domainTransfersAway)
        .where(and(eq(domainTransfersAway.domainId, d.id)));
    expect((await rows()).map((r) => r.status)).toEqual(["pending"]);
    expect((await rows())[0]!.autoApproveAt?.toISOString()).toBe(
      new Date(t.now().getTime() + 5 * DAY).toISOString(),
    );
    await poll([transfer("out-2", "serverApproved")]);
    expect((await rows()).map((r) => r.status)).toEqual(["completed"]);
    const [after] = await database.db.select().from(domains).where(eq(domains.id, d.id));
    expect(after!.status).toBe("transferred_away");
  });
});

describe("every transfer route answers like the domain routes", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "transfer"],
    ["PUT", "transfer-lock", { locked: true }],
    ["POST", "transfer-code"],
    ["DELETE", "transfer-code"],
    ["POST", "transfer/approve"],
    ["POST", "transfer/reject"],
  ];
  const send = (method: string, path: string, body: unknown, headers = key) =>
    call(path, body === undefined ? { method, headers } : json(method, body, headers));

  it.each(routes)("%s …/{domain}/%s: 404, 403, 422", async (method, tail, body) => {
    const theirs = `globex-${method.toLowerCase()}-${tail.replace("/", "-")}.com`;
    await held(theirs, globex);
    const unknown = await send(method, `${D}/nobody-holds.com/${tail}`, body);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("not_found");
    const other = await send(method, `${D}/${theirs}/${tail}`, body);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe("forbidden");
    const bad = await send(method, `${D}/not_a..name/${tail}`, body);
    expect(bad.status).toBe(422);
    expect((bad.body.detail as { loc: string[] }[])[0]!.loc).toEqual(["path", "domain"]);
  });
});

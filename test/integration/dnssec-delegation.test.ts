import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "../../src/server/db/database";
import type { DsRecord } from "../../src/contract/dns-zone";
import { sandboxRegistry } from "../../src/server/registrar/schema";
import { insertDomain } from "../../src/server/domains/domains";
import { domains } from "../../src/server/domains/schema";
import { dnsZones } from "../../src/server/dns/schema";
import { reconcileDelegationSigner } from "../../src/server/dns/ds-publication";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import type { RegistrarProvider } from "../../src/server/registrar/provider";
import { normalizeDomain } from "../../src/server/registrar/normalize-domain";
import { expiryPass } from "../../src/server/lifecycle/expiry";
import { createLogger } from "../../src/server/logger";
import { createMailer } from "../../src/server/mail/mailer";
import { openTestDb } from "../helpers/test-db";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";

// The signed zone's provider (PowerDNS) and its nameservers; the records never reach an engine
// here: the zone row says it is signed, as the zone-sync worker leaves it.
const ENGINE_NS = ["ns1.engine.test", "ns2.engine.test"];
const OUTSIDE_NS = ["ns1.elsewhere.example", "ns2.elsewhere.example"];
const DS: DsRecord = {
  key_tag: 12345,
  algorithm: 13,
  digest_type: 2,
  digest: "A".repeat(64),
};

let database: Database;
let t: TestApp;
let dir: string;
let key: Record<string, string>;
let orgId: string;
/** Every change the registrar was asked for, in order: `ds:<count>` or `ns:<names>`. */
const commands: string[] = [];
let failDs: string | undefined;

function logged(inner: RegistrarProvider): RegistrarProvider {
  return {
    ...inner,
    setNameservers: async (domain, ns) => {
      commands.push(`ns:${ns.join(",")}`);
      return inner.setNameservers(domain, ns);
    },
    dnssec: {
      dsRecords: (domain) => inner.dnssec!.dsRecords(domain),
      setDsRecords: async (domain, ds) => {
        commands.push(`ds:${ds.length}`);
        if (failDs) return { ok: false, code: "rejected", message: failDs };
        return inner.dnssec!.setDsRecords(domain, ds);
      },
    },
  };
}

let registrar: RegistrarProvider;
const deps = () => ({ db: database.db, registrars: { test: registrar }, dns: t.config.dns });
const name = (n: string) => {
  const r = normalizeDomain(n);
  if (!r.ok) throw new Error(n);
  return r.domain;
};

/** A domain delegated to the engine, its zone signed there with `DS`, the registry holding none. */
async function signedDomain(n: string, expiresAt = new Date("2027-03-01T00:00:00Z")) {
  await database.db.insert(sandboxRegistry).values({
    name: n,
    registeredAt: new Date("2025-03-01T00:00:00Z"),
    expiresAt,
    nameservers: ENGINE_NS,
  });
  const row = await insertDomain(database.db, {
    organizationId: orgId,
    livemode: false,
    name: n,
    registeredAt: new Date("2025-03-01T00:00:00Z"),
    expiresAt,
    autoRenew: false,
    privacy: true,
    nameservers: ENGINE_NS,
  });
  await database.db
    .insert(dnsZones)
    .values({ domainId: row.id, provider: "powerdns", dnssec: "signed", dsRecords: [DS] });
  return row;
}

const stored = async (id: string) =>
  (await database.db.select().from(domains).where(eq(domains.id, id)))[0]!;

const atRegistry = async (n: string) => {
  const [r] = await database.db.select().from(sandboxRegistry).where(eq(sandboxRegistry.name, n));
  return { nameservers: r!.nameservers, ds: r!.dsRecords };
};

beforeAll(async () => {
  database = await openTestDb();
  dir = mkdtempSync(join(tmpdir(), "dnssec-delegation-"));
  writeFileSync(join(dir, "pdns-key"), "test-key\n");
  registrar = logged(createSandboxProvider(database.db, { sleep: async () => {} }));
  t = await makeTestApp(database, {
    registrar,
    env: {
      POWERDNS_API_URL: "http://127.0.0.1:9",
      POWERDNS_API_KEY_FILE: join(dir, "pdns-key"),
      POWERDNS_NAMESERVERS: ENGINE_NS.join(","),
    },
  });
  const org = await t.org("Acme");
  orgId = org.organizationId;
  key = { "x-api-key": org.apiKey };
});
afterAll(async () => {
  // The app offers the powerdns provider while it lives: closed, it offers it no more.
  t?.app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  commands.length = 0;
  failDs = undefined;
});

const put = async (domain: string, nameservers: string[]) => {
  const res = await t.request(
    `/api/v1/registrar/domains/${domain}/nameservers`,
    json("PUT", { nameservers }, key),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe("DS records at the sandbox registry", () => {
  it("publishes a signed zone's DS while the domain is delegated to its provider, once", async () => {
    const row = await signedDomain("signed-one.com");
    expect(await reconcileDelegationSigner(deps(), row.id)).toEqual({ outcome: "sent", ds: [DS] });
    expect((await atRegistry("signed-one.com")).ds).toEqual([DS]);
    expect((await stored(row.id)).dsAtRegistry).toEqual([DS]);
    expect(await reconcileDelegationSigner(deps(), row.id)).toMatchObject({ outcome: "unchanged" });
    expect(commands).toEqual(["ds:1"]);
  });

  it("leaves a refused publication for the zone-sync worker to retry", async () => {
    const row = await signedDomain("signed-six.com");
    failDs = "the registry is read-only today";
    const r = await reconcileDelegationSigner(deps(), row.id);
    expect(r).toEqual({ outcome: "failed", message: "the registry is read-only today" });
    const [z] = await database.db.select().from(dnsZones).where(eq(dnsZones.domainId, row.id));
    expect(z!.syncDueAt).not.toBeNull();
    expect((await stored(row.id)).dsAtRegistry ?? []).toEqual([]);
    failDs = undefined;
    expect(await reconcileDelegationSigner(deps(), row.id)).toMatchObject({ outcome: "sent" });
  });

  it("withdraws the DS before the nameservers move away, publishes it again when they return", async () => {
    const row = await signedDomain("signed-two.com");
    await reconcileDelegationSigner(deps(), row.id);
    commands.length = 0;

    const away = await put("signed-two.com", OUTSIDE_NS);
    expect(away.body).toMatchObject({ success: true, nameservers: OUTSIDE_NS });
    expect(commands).toEqual(["ds:0", `ns:${OUTSIDE_NS.join(",")}`]);
    expect(await atRegistry("signed-two.com")).toEqual({ nameservers: OUTSIDE_NS, ds: [] });

    commands.length = 0;
    const back = await put("signed-two.com", ["NS2.Engine.TEST.", "ns1.engine.test"]);
    expect(back.body).toMatchObject({ success: true });
    expect(commands).toEqual(["ns:ns2.engine.test,ns1.engine.test", "ds:1"]);
    expect((await atRegistry("signed-two.com")).ds).toEqual([DS]);
  });

  it("leaves the nameservers unchanged when the DS cannot be withdrawn first", async () => {
    const row = await signedDomain("signed-three.com");
    await reconcileDelegationSigner(deps(), row.id);
    commands.length = 0;
    failDs = "the registry is read-only today";

    const { status, body } = await put("signed-three.com", OUTSIDE_NS);
    expect(status).toBe(200);
    expect(body.success).toBe(false);
    expect(body.nameservers).toEqual(ENGINE_NS);
    expect(body.message).toContain("DS");
    expect(body.message).toContain("the registry is read-only today");
    expect(commands).toEqual(["ds:0"]);
    expect(await atRegistry("signed-three.com")).toEqual({ nameservers: ENGINE_NS, ds: [DS] });
    expect((await stored(row.id)).nameservers).toEqual(ENGINE_NS);
  });

  it("withdraws the DS before parking an expired domain's delegation", async () => {
    const expired = new Date("2026-11-01T00:00:00Z");
    const row = await signedDomain("signed-four.com", expired);
    await reconcileDelegationSigner(deps(), row.id);
    commands.length = 0;
    const logger = createLogger("silent");
    await expiryPass({
      ...deps(),
      now: t.now,
      logger,
      secretsKey: t.config.secretsKey,
      publicUrl: t.config.publicUrl,
      mailer: createMailer({ smtpUrl: undefined, from: "registrar@example.com" }, logger),
      graceDays: 30,
      parkingNameservers: ["ns1.parking.test", "ns2.parking.test"],
      dnsNameservers: t.config.dns.nameservers,
    });
    expect(commands.slice(0, 2)).toEqual(["ds:0", "ns:ns1.parking.test,ns2.parking.test"]);
    expect((await stored(row.id)).dsAtRegistry).toEqual([]);
    expect((await atRegistry("signed-four.com")).ds).toEqual([]);
  });

  it("refuses DS records a registry would refuse", async () => {
    const sandbox = createSandboxProvider(database.db, { sleep: async () => {} }).dnssec!;
    await signedDomain("signed-five.com");
    const d = name("signed-five.com");
    const cases: [DsRecord[], string][] = [
      [[{ ...DS, algorithm: 7 }], "algorithm 7"],
      [[{ ...DS, digest_type: 1 }], "digest type 1"],
      [[{ ...DS, digest_type: 4 }], "96 hexadecimal"],
      [[{ ...DS, digest: "XYZ".repeat(21) + "A" }], "64 hexadecimal"],
      [Array.from({ length: 9 }, (_, i) => ({ ...DS, key_tag: i })), "At most 8"],
    ];
    for (const [ds, why] of cases) {
      const r = await sandbox.setDsRecords(d, ds);
      expect(r).toMatchObject({ ok: false, code: "rejected" });
      expect((r as { message: string }).message).toContain(why);
    }
    const sha384 = { ...DS, digest_type: 4, digest: "b".repeat(96) };
    expect(await sandbox.setDsRecords(d, [DS, sha384])).toEqual({ ok: true });
    expect(await sandbox.dsRecords(d)).toEqual([DS, { ...sha384, digest: "B".repeat(96) }]);
    expect(await sandbox.setDsRecords(name("not-ours.com"), [DS])).toMatchObject({
      code: "not_found",
    });
  });
});

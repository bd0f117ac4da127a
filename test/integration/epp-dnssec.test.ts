import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { DsRecord } from "../../src/contract/dns-zone";
import type { Database } from "../../src/server/db/database";
import { insertDomain } from "../../src/server/domains/domains";
import { domains } from "../../src/server/domains/schema";
import { dnsZones } from "../../src/server/dns/schema";
import { reconcileDelegationSigner } from "../../src/server/dns/ds-publication";
import type { EppProvider } from "../../src/server/registrar/epp/epp-provider";
import { normalizeDomain } from "../../src/server/registrar/normalize-domain";
import { eppLiveRegistrar } from "../helpers/epp-live-registrar";
import { startEppTestRegistry, type EppTestRegistry } from "../helpers/epp-test-registry";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

const ENGINE_NS = ["ns1.engine.test", "ns2.engine.test"];
const OUTSIDE_NS = ["ns1.elsewhere.example", "ns2.elsewhere.example"];
const DS: DsRecord = { key_tag: 2371, algorithm: 13, digest_type: 2, digest: "C".repeat(64) };
const DS384: DsRecord = { key_tag: 2371, algorithm: 13, digest_type: 4, digest: "D".repeat(96) };
const NOW = new Date("2026-11-21T12:00:00Z");

const name = (s: string) => {
  const n = normalizeDomain(s);
  if (!n.ok) throw new Error(s);
  return n.domain;
};

let database: Database;
let t: TestApp;
let dir: string;
let registry: EppTestRegistry;
let plain: EppTestRegistry;
let epp: EppProvider;
let plainEpp: EppProvider;
let key: Record<string, string>;
let orgId: string;

/** A domain we sponsor at the registry, delegated to the engine, its zone signed with `DS`. */
async function signedDomain(n: string) {
  registry.domains.set(n, {
    name: n,
    clID: registry.clientId,
    registrant: "reg1",
    ns: [],
    crDate: NOW,
    exDate: new Date("2027-11-21T12:00:00Z"),
  });
  expect(await epp.setNameservers(name(n), ENGINE_NS)).toEqual({ ok: true });
  const row = await insertDomain(database.db, {
    organizationId: orgId,
    livemode: true,
    name: n,
    registeredAt: NOW,
    expiresAt: new Date("2027-11-21T12:00:00Z"),
    autoRenew: false,
    privacy: true,
    nameservers: ENGINE_NS,
  });
  await database.db
    .insert(dnsZones)
    .values({ domainId: row.id, provider: "powerdns", dnssec: "signed", dsRecords: [DS] });
  return row;
}

/** The domain:update commands the registry received for `n` since `from`: `ds` or `ns`. */
const updates = (n: string, from: number) =>
  registry.commands
    .slice(from)
    .filter((c) => c.command === "domain:update" && c.xml.includes(`<domain:name>${n}<`))
    .map((c) => (c.xml.includes("secDNS:update") ? "ds" : "ns"));

beforeAll(async () => {
  database = await openTestDb();
  dir = mkdtempSync(join(tmpdir(), "epp-dnssec-"));
  writeFileSync(join(dir, "pdns-key"), "test-key\n");
  registry = await startEppTestRegistry({ dnssec: true, now: () => NOW });
  plain = await startEppTestRegistry({ now: () => NOW });
  epp = eppLiveRegistrar(registry);
  plainEpp = eppLiveRegistrar(plain);
  t = await makeTestApp(database, {
    liveRegistrar: epp,
    env: {
      POWERDNS_API_URL: "http://127.0.0.1:9",
      POWERDNS_API_KEY_FILE: join(dir, "pdns-key"),
      POWERDNS_NAMESERVERS: ENGINE_NS.join(","),
    },
  });
  const org = await t.org("EPP DNSSEC", { livemode: true });
  orgId = org.organizationId;
  key = { "x-api-key": org.apiKey };
});
afterEach(() => {
  // Every command sent passed the RFC schemas, secDNS-1.1 included.
  for (const r of [registry, plain]) {
    expect(r.invalidCommands().map((c) => [c.command, c.schemaErrors])).toEqual([]);
  }
});
afterAll(async () => {
  t.app.close();
  await epp.close();
  await plainEpp.close();
  await registry.close();
  await plain.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("DS records over EPP (RFC 5910 secDNS-1.1)", () => {
  it("replaces the whole DS set in one domain:update and reads it back from domain:info", async () => {
    registry.domains.set("ds-epp.com", {
      name: "ds-epp.com",
      clID: registry.clientId,
      registrant: "reg1",
      ns: [],
      crDate: NOW,
      exDate: new Date("2027-11-21T12:00:00Z"),
    });
    const d = name("ds-epp.com");
    expect(await epp.dnssec!.setDsRecords(d, [DS, DS384])).toEqual({ ok: true });
    expect(registry.domains.get("ds-epp.com")!.ds).toEqual([DS, DS384]);
    expect(await epp.dnssec!.dsRecords(d)).toEqual([DS, DS384]);

    expect(await epp.dnssec!.setDsRecords(d, [DS])).toEqual({ ok: true });
    expect(await epp.dnssec!.dsRecords(d)).toEqual([DS]);
    const sent = registry.commands.filter((c) => c.command === "domain:update").at(-1)!.xml;
    expect(sent).toMatch(
      /<secDNS:rem><secDNS:all>true<\/secDNS:all><\/secDNS:rem><secDNS:add><secDNS:dsData>/,
    );

    expect(await epp.dnssec!.setDsRecords(d, [])).toEqual({ ok: true });
    expect(await epp.dnssec!.dsRecords(d)).toEqual([]);
    expect(registry.domains.get("ds-epp.com")!.ds).toEqual([]);
  });

  it("passes on the registry's refusal of a DS set it does not take", async () => {
    const d = name("ds-epp.com");
    const r = await epp.dnssec!.setDsRecords(d, [{ ...DS, algorithm: 5 }]);
    expect(r).toMatchObject({ ok: false, code: "rejected" });
    expect(await epp.dnssec!.dsRecords(d)).toEqual([]);
  });

  it("refuses, sending nothing, where the registry does not offer secDNS-1.1", async () => {
    const before = plain.commands.length;
    const r = await plainEpp.dnssec!.setDsRecords(name("ds-plain.com"), [DS]);
    expect(r).toMatchObject({ ok: false, code: "rejected" });
    expect((r as { message: string }).message).toContain("urn:ietf:params:xml:ns:secDNS-1.1");
    expect(plain.commands.slice(before).filter((c) => c.command === "domain:update")).toEqual([]);
  });
});

describe("the delegation rule at an EPP registry", () => {
  const put = async (domain: string, nameservers: string[]) => {
    const res = await t.request(
      `/api/v1/registrar/domains/${domain}/nameservers`,
      json("PUT", { nameservers }, key),
    );
    return (await res.json()) as Record<string, unknown>;
  };
  const deps = () => ({
    db: database.db,
    registrars: { test: epp, live: epp },
    dns: t.config.dns,
  });

  it("removes the DS before the nameservers move away and adds it back when they return", async () => {
    const row = await signedDomain("signed-epp.com");
    expect(await reconcileDelegationSigner(deps(), row.id)).toMatchObject({ outcome: "sent" });
    expect(registry.domains.get("signed-epp.com")!.ds).toEqual([DS]);

    let from = registry.commands.length;
    expect(await put("signed-epp.com", OUTSIDE_NS)).toMatchObject({ success: true });
    expect(updates("signed-epp.com", from)).toEqual(["ds", "ns"]);
    expect(registry.domains.get("signed-epp.com")).toMatchObject({ ns: OUTSIDE_NS, ds: [] });

    from = registry.commands.length;
    expect(await put("signed-epp.com", ENGINE_NS)).toMatchObject({ success: true });
    expect(updates("signed-epp.com", from)).toEqual(["ns", "ds"]);
    expect(registry.domains.get("signed-epp.com")).toMatchObject({ ns: ENGINE_NS, ds: [DS] });
  });

  it("changes no nameserver when the registry refuses to remove the DS", async () => {
    const row = await signedDomain("refused-epp.com");
    await reconcileDelegationSigner(deps(), row.id);
    const from = registry.commands.length;
    registry.intercepts.push((cmd, parsed, clTRID) =>
      cmd === "domain:update" && JSON.stringify(parsed).includes("refused-epp.com")
        ? registry.respond(2304, clTRID)
        : undefined,
    );
    try {
      const body = await put("refused-epp.com", OUTSIDE_NS);
      expect(body).toMatchObject({ success: false, nameservers: ENGINE_NS });
      expect(body.message).toContain("DS");
    } finally {
      registry.intercepts.pop();
    }
    expect(updates("refused-epp.com", from)).toEqual(["ds"]);
    expect(registry.domains.get("refused-epp.com")).toMatchObject({ ns: ENGINE_NS, ds: [DS] });
    const [stored] = await database.db.select().from(domains).where(eq(domains.id, row.id));
    expect(stored!.nameservers).toEqual(ENGINE_NS);
  });
});

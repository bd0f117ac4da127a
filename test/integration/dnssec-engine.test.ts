/**
 * DNSSEC end to end with a real engine (Debian `pdns-server`, `pdns-backend-lmdb`) and `delv`
 * and `dig` (Debian `bind9-dnsutils`): a domain bought with `dns_provider: "powerdns"` is
 * signed by the engine, its DS records reach the sandbox registry, `delv` validates the
 * engine's answers with the zone's key as trust anchor (and fails with a tampered one), and
 * the DS leaves the registry before the nameservers move away and comes back with them.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DsRecord } from "../../src/contract/dns-zone";
import type { Database } from "../../src/server/db/database";
import { zoneSync, type ZoneSync } from "../../src/server/dns/zone-sync";
import { createLogger } from "../../src/server/logger";
import { normalizeDomain } from "../../src/server/registrar/normalize-domain";
import type { RegistrarProvider } from "../../src/server/registrar/provider";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { CONTACT } from "../helpers/orders";
import { digShort, startPowerDns, type PowerDns } from "../helpers/powerdns";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

/** By their paths (Debian `bind9-dnsutils` and `pdns-server`), as the other engine tests. */
const DELV = "/usr/bin/delv";
const PDNSUTIL = "/usr/bin/pdnsutil";

const DOMAIN = "signed-engine.com";
const ENGINE_NS = ["ns1.engine.test", "ns2.engine.test"];
const OUTSIDE_NS = ["ns1.elsewhere.example", "ns2.elsewhere.example"];

let database: Database;
let pdns: PowerDns;
let t: TestApp;
let dir: string;
let key: Record<string, string>;
let sync: ZoneSync;
let sandbox: RegistrarProvider;
/** The registrar's changes in order: `ds:<count>` or `ns:<names>`. */
const commands: string[] = [];

const domain = () => {
  const n = normalizeDomain(DOMAIN);
  if (!n.ok) throw new Error(DOMAIN);
  return n.domain;
};

/** `delv` against the engine with `anchor` (bind's trust-anchors syntax) for the zone. */
function delv(anchor: string): string {
  const file = join(dir, `anchor-${commands.length}-${anchor.length}.conf`);
  writeFileSync(file, anchor);
  const r = spawnSync(
    DELV,
    ["@127.0.0.1", "-p", String(pdns.dnsPort), "-a", file, `+root=${DOMAIN}`, `www.${DOMAIN}`, "A"],
    { encoding: "utf8" },
  );
  if (r.error) throw new Error("delv is missing: install the Debian package bind9-dnsutils");
  return r.stdout + r.stderr;
}

const staticKey = (flags: string, alg: string, pubkey: string) =>
  `trust-anchors {\n  "${DOMAIN}." static-key ${flags} 3 ${alg} "${pubkey}";\n};\n`;

async function zone() {
  const res = await t.request(`/api/v1/registrar/domains/${DOMAIN}/dns`, { headers: key });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    delegated: boolean;
    dnssec: { status: string; ds_records: DsRecord[]; published: boolean };
  };
}

const put = async (nameservers: string[]) => {
  const res = await t.request(
    `/api/v1/registrar/domains/${DOMAIN}/nameservers`,
    json("PUT", { nameservers }, key),
  );
  return (await res.json()) as Record<string, unknown>;
};

beforeAll(async () => {
  pdns = await startPowerDns({ nameservers: ENGINE_NS });
  database = await openTestDb();
  dir = mkdtempSync(join(tmpdir(), "dnssec-engine-"));
  const inner = createSandboxProvider(database.db, { sleep: async () => {} });
  sandbox = {
    ...inner,
    setNameservers: async (d, ns) => {
      commands.push(`ns:${ns.join(",")}`);
      return inner.setNameservers(d, ns);
    },
    dnssec: {
      dsRecords: (d) => inner.dnssec!.dsRecords(d),
      setDsRecords: async (d, ds) => {
        commands.push(`ds:${ds.length}`);
        return inner.dnssec!.setDsRecords(d, ds);
      },
    },
  };
  t = await makeTestApp(database, {
    registrar: sandbox,
    env: {
      POWERDNS_API_URL: pdns.apiUrl,
      POWERDNS_API_KEY_FILE: pdns.apiKeyFile,
      POWERDNS_NAMESERVERS: ENGINE_NS.join(","),
    },
  });
  const org = await t.org("Signed Co");
  key = { "x-api-key": org.apiKey };
  sync = zoneSync({
    db: database.db,
    logger: createLogger("silent"),
    settings: t.config.dns,
    registrars: { test: sandbox },
  });
});
afterAll(async () => {
  // The app offers the powerdns provider while it lives: closed, it offers it no more.
  t?.app.close();
  await pdns?.close();
  await database?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("DNSSEC on an engine zone", () => {
  it("signs the zone, sends its DS to the registry, and delv validates the engine's answers", async () => {
    const res = await t.request(
      "/api/v1/registrar/purchase",
      json(
        "POST",
        { domain: DOMAIN, contact: CONTACT, setup_dns: true, dns_provider: "powerdns" },
        key,
      ),
    );
    expect(res.status).toBe(200);
    expect(await sandbox.dnssec!.dsRecords(domain())).toEqual([]);

    await sync.pass();
    const z = await zone();
    expect(z.delegated).toBe(true);
    expect(z.dnssec.status).toBe("signed");
    expect(z.dnssec.ds_records).toEqual([
      expect.objectContaining({ algorithm: 13, digest_type: 2 }),
    ]);
    expect(z.dnssec.published).toBe(true);
    // The registry holds exactly the engine's DS.
    expect(await sandbox.dnssec!.dsRecords(domain())).toEqual(z.dnssec.ds_records);

    // The zone's key signing key, as the engine serves it, is the trust anchor.
    const ksk = digShort(pdns.dnsPort, DOMAIN, "DNSKEY")
      .map((l) => l.split(" "))
      .find(([flags]) => flags === "257");
    expect(ksk, "the engine serves a key signing key").toBeDefined();
    const [flags, , alg, ...key64] = ksk!;
    expect(alg).toBe("13");
    const pubkey = key64.join("");
    expect(delv(staticKey(flags!, alg!, pubkey))).toContain("; fully validated");

    // Another key (one character changed) does not validate the same answers.
    const tampered = (pubkey[0] === "A" ? "B" : "A") + pubkey.slice(1);
    const failed = delv(staticKey(flags!, alg!, tampered));
    expect(failed).not.toContain("; fully validated");
    expect(failed).toMatch(
      /resolution failed|no valid|broken trust chain|insecurity proof failed/i,
    );

    // The registry's DS as the anchor validates too: it is the served key's.
    const [ds] = await sandbox.dnssec!.dsRecords(domain());
    const staticDs =
      `trust-anchors {\n  "${DOMAIN}." static-ds ${ds!.key_tag} ${ds!.algorithm} ` +
      `${ds!.digest_type} "${ds!.digest}";\n};\n`;
    expect(delv(staticDs)).toContain("; fully validated");
  });

  it("withdraws the DS before the nameservers move away, publishes it again when they return", async () => {
    const ds = (await zone()).dnssec.ds_records;
    commands.length = 0;
    expect(await put(OUTSIDE_NS)).toMatchObject({ success: true });
    expect(commands).toEqual(["ds:0", `ns:${OUTSIDE_NS.join(",")}`]);
    expect(await sandbox.dnssec!.dsRecords(domain())).toEqual([]);
    expect(await zone()).toMatchObject({ delegated: false, dnssec: { published: false } });

    commands.length = 0;
    expect(await put(ENGINE_NS)).toMatchObject({ success: true });
    expect(commands).toEqual([`ns:${ENGINE_NS.join(",")}`, "ds:1"]);
    expect(await sandbox.dnssec!.dsRecords(domain())).toEqual(ds);
    expect(await zone()).toMatchObject({ delegated: true, dnssec: { published: true } });
  });

  it("carries a key rollover's DS to the registry: both during it, the new one after", async () => {
    const old = (await zone()).dnssec.ds_records;
    // A new key signing key, published and active, at the engine (docs/dns.md "Key rollovers").
    const added = pdnsutil("add-zone-key", DOMAIN, "ksk", "active", "published", "ecdsa256");
    const newId = /\d+/.exec(added)?.[0];
    expect(newId, added).toBeDefined();
    const check = () =>
      t.request(`/api/v1/registrar/domains/${DOMAIN}/dns/drift-check`, json("POST", {}, key));
    expect((await check()).status).toBe(200);
    const both = (await zone()).dnssec.ds_records;
    expect(both).toHaveLength(2);
    expect(both).toEqual(expect.arrayContaining(old));
    expect(sortDs(await sandbox.dnssec!.dsRecords(domain()))).toEqual(sortDs(both));

    // The old key removed: the registry keeps the new DS alone.
    // `list-keys`: … Algorithm, ID, Location, Keytag: the ID is the column before the location.
    const oldRow = pdnsutil("list-keys", DOMAIN)
      .split("\n")
      .map((l) => l.trim().split(/\s+/))
      .find((cols) => cols.at(-1) === String(old[0]!.key_tag));
    const oldId = oldRow?.[oldRow.length - 3];
    expect(oldId).toBeDefined();
    pdnsutil("remove-zone-key", DOMAIN, oldId!);
    expect((await check()).status).toBe(200);
    const after = (await zone()).dnssec.ds_records;
    expect(after).toHaveLength(1);
    expect(after[0]!.key_tag).not.toBe(old[0]!.key_tag);
    expect(await sandbox.dnssec!.dsRecords(domain())).toEqual(after);
  });
});

const sortDs = (ds: DsRecord[]) => [...ds].sort((a, b) => a.key_tag - b.key_tag);

/** `pdnsutil` on the test engine's configuration (Debian `pdns-server`). */
function pdnsutil(...args: string[]): string {
  const r = spawnSync(PDNSUTIL, [`--config-dir=${pdns.dir}`, ...args], { encoding: "utf8" });
  if (r.error) throw new Error("pdnsutil is missing: install the Debian package pdns-server");
  if (r.status !== 0) throw new Error(`pdnsutil ${args.join(" ")}: ${r.stdout}${r.stderr}`);
  return r.stdout;
}

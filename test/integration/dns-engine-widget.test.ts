/**
 * The whole path an end user takes with an engine as the default DNS provider, through the
 * calls the widget makes: a domain bought in a hosted session and paid at the checkout page,
 * its records edited in a `dns_manage` session; the engine (Debian `pdns-server`,
 * `pdns-backend-lmdb`) serves and signs the zone, its DS is at the sandbox registry, and an NSD
 * secondary of the engine (Debian `nsd`) serves the edited zone after the engine's NOTIFY.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { zoneSync } from "../../src/server/dns/zone-sync";
import { createLogger } from "../../src/server/logger";
import { processReadyOrders } from "../../src/server/orders/processor";
import { normalizeDomain } from "../../src/server/registrar/normalize-domain";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { startDnsSecondary, type DnsSecondary } from "../helpers/dns-secondary";
import { freePort } from "../helpers/processes";
import { dig } from "../helpers/dns-tools";
import { CONTACT } from "../helpers/orders";
import { digShort, startPowerDns, type PowerDns } from "../helpers/powerdns";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

const DOMAIN = "widget-engine.com";
let database: Database;
let pdns: PowerDns;
let secondary: DnsSecondary;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;

const quiet = createLogger("silent");
const registrars = () => ({ test: createSandboxProvider(database.db) });

async function clientToken(actions: string[]) {
  const res = await t.request(
    "/api/v1/hosted/sessions",
    json(
      "POST",
      { allowed_actions: actions, external_account_id: "acct_widget" },
      { "x-api-key": org.apiKey },
    ),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { client_token: string }).client_token;
}

const asClient = (token: string, path: string, init: RequestInit = {}) =>
  t.request(path, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
  });

/** The engine's zone sync, as the service's worker runs it. */
const deliver = () =>
  zoneSync({
    db: database.db,
    logger: quiet,
    settings: t.config.dns,
    registrars: registrars(),
  }).pass();

/** Polls the secondary until `ok` holds for its answer, a bounded number of times. */
async function secondaryAnswers(name: string, type: string, ok: (lines: string[]) => boolean) {
  let lines: string[] = [];
  for (let i = 0; i < 100; i++) {
    lines = digShort(secondary.port, name, type);
    if (ok(lines)) return lines;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `the secondary never answered as expected: ${lines.join(" | ")}\n${secondary.output()}`,
  );
}

beforeAll(async () => {
  const secondaryPort = await freePort();
  pdns = await startPowerDns({
    alsoNotify: [`127.0.0.1:${secondaryPort}`],
    allowAxfrIps: ["127.0.0.1/32"],
  });
  secondary = await startDnsSecondary({
    engine: "nsd",
    primaryPort: pdns.dnsPort,
    zones: [DOMAIN],
    port: secondaryPort,
  });
  database = await openTestDb();
  t = await makeTestApp(database, {
    env: {
      POWERDNS_API_URL: pdns.apiUrl,
      POWERDNS_API_KEY_FILE: pdns.apiKeyFile,
      POWERDNS_NAMESERVERS: "ns1.engine.test,ns2.engine.test",
      DNS_DEFAULT_PROVIDER: "powerdns",
    },
  });
  org = await t.org("Widget Engine Co");
});

afterAll(async () => {
  t?.app.close();
  await secondary?.stop();
  await pdns?.close();
  await database?.close();
});

describe("a domain bought and edited in the widget, with the engine as default provider", () => {
  it("is served and signed by the engine, its DS at the registry, and copied to a secondary", async () => {
    // Bought: the widget's order, paid with the sandbox card at the checkout page.
    const buyer = await clientToken(["domain_purchase"]);
    const ordered = await asClient(
      buyer,
      "/api/v1/hosted/orders",
      // The options step's "Set up DNS for me" ticked.
      json("POST", { domain: DOMAIN, contact: CONTACT, setup_dns: true }),
    );
    expect(ordered.status).toBe(201);
    const { order_id } = (await ordered.json()) as { order_id: string };
    const paid = await t.request(`/checkout/${order_id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "card=4242424242424242",
    });
    expect(paid.status).toBe(200);
    await processReadyOrders({
      db: database.db,
      registrars: registrars(),
      now: t.now,
      logger: quiet,
      dns: t.config.dns,
    });

    // Edited: the widget's DNS screen adds a record.
    const owner = await clientToken(["dns_manage"]);
    const added = await asClient(
      owner,
      `/api/v1/hosted/domains/${DOMAIN}/records`,
      json("POST", { type: "A", name: "shop", content: "203.0.113.77", ttl: 300 }),
    );
    expect(added.status).toBe(201);
    expect(((await added.json()) as { pending: boolean }).pending).toBe(true);

    expect(await deliver()).toBeGreaterThanOrEqual(1);
    const zone = (await (await asClient(owner, `/api/v1/hosted/domains/${DOMAIN}/dns`)).json()) as {
      provider: string;
      status: string;
      serial: number;
      delegated: boolean;
      dnssec: { status: string; ds_records: unknown[]; published: boolean };
    };
    expect(zone).toMatchObject({ provider: "powerdns", status: "applied", delegated: true });
    expect(zone.dnssec).toMatchObject({ status: "signed", published: true });

    // The engine answers it, signed; the registry holds the zone's DS.
    expect(digShort(pdns.dnsPort, `shop.${DOMAIN}`, "A")).toEqual(["203.0.113.77"]);
    const signed = await dig([
      "@127.0.0.1",
      "-p",
      String(pdns.dnsPort),
      "+dnssec",
      "+norec",
      `shop.${DOMAIN}`,
      "A",
    ]);
    expect(signed).toMatch(/\sRRSIG\s+A 13 /);
    const name = normalizeDomain(DOMAIN);
    if (!name.ok) throw new Error(DOMAIN);
    const ds = await createSandboxProvider(database.db).dnssec!.dsRecords(name.domain);
    expect(ds).toEqual(zone.dnssec.ds_records);

    // The secondary took the zone by transfer, and takes the next edit after the NOTIFY.
    await secondaryAnswers(`shop.${DOMAIN}`, "A", (l) => l.includes("203.0.113.77"));
    const edited = await asClient(
      owner,
      `/api/v1/hosted/domains/${DOMAIN}/records`,
      json("POST", { type: "TXT", name: "@", content: "edited in the widget" }),
    );
    expect(edited.status).toBe(201);
    await deliver();
    await secondaryAnswers(DOMAIN, "TXT", (l) => l.includes('"edited in the widget"'));
    const serials = [pdns.dnsPort, secondary.port].map(
      (port) => digShort(port, DOMAIN, "SOA")[0]?.split(" ")[2],
    );
    expect(serials[1]).toBe(serials[0]);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../src/server/db/database";
import { insertDomain } from "../../src/server/domains/domains";
import { startDnsServer, type DnsServer } from "../../src/server/dns/server";
import { parseTsigKey } from "../../src/server/dns/tsig";
import { openTestDb } from "../helpers/test-db";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { startDnsSecondary, type DnsSecondary } from "../helpers/dns-secondary";
import { freePort } from "../helpers/processes";
import { dig } from "../helpers/dns-tools";

// A real secondary (Knot DNS, NSD) of the built-in server, with a TSIG key: it transfers the
// zone, and after a change made through the API it is sent NOTIFY and serves the new record.

let database: Database;
let t: TestApp;
let apiKey: string;
let organizationId: string;
const NS = ["ns1.registrar.test", "ns2.registrar.test"];
const KEY = {
  name: "secondary-key",
  algorithm: "hmac-sha256",
  secret: Buffer.alloc(32, 9).toString("base64"),
};

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  const org = await t.org("Secondaries");
  apiKey = org.apiKey;
  organizationId = org.organizationId;
});
afterAll(async () => {
  await database.close();
});

async function api(method: string, path: string, body?: unknown) {
  const res = await t.request(path, json(method, body ?? {}, { "x-api-key": apiKey }));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const answer = async (port: number, name: string) =>
  (await dig(["@127.0.0.1", "-p", `${port}`, name, "A", "+short", "+tries=1", "+time=1"])).trim();

describe.each(["knot", "nsd"] as const)("a %s secondary", (engine) => {
  const zone = `secondary-${engine}.com`;
  let dns: DnsServer;
  let secondary: DnsSecondary;

  afterAll(async () => {
    await secondary?.stop();
    await dns?.close();
  });

  beforeAll(async () => {
    await insertDomain(database.db, {
      organizationId,
      livemode: false,
      name: zone,
      registeredAt: new Date("2026-01-01T00:00:00Z"),
      expiresAt: new Date("2027-01-01T00:00:00Z"),
      autoRenew: true,
      privacy: true,
      nameservers: NS,
    });
    const port = await freePort();
    dns = await startDnsServer({
      db: database.db,
      host: "127.0.0.1",
      port: 0,
      nameservers: NS,
      transfer: {
        secondaries: [{ address: "127.0.0.1", port }],
        key: parseTsigKey(`${KEY.name}:${KEY.algorithm}:${KEY.secret}`),
        notifications: database.notifications,
        notifyDebounceMs: 50,
        notifyRetryMs: 200,
      },
    });
    secondary = await startDnsSecondary({
      engine,
      port,
      primaryPort: dns.tcpPort,
      zones: [zone],
      key: KEY,
    });
  });

  it("serves the zone, and the changed record after NOTIFY", async () => {
    const records = `/api/v1/registrar/dns/${zone}/records`;
    const created = await api("POST", records, {
      type: "A",
      name: "www",
      content: "192.0.2.10",
      ttl: 300,
    });
    expect(created.status).toBe(201);
    await vi.waitFor(
      async () =>
        expect(await answer(secondary.port, `www.${zone}`), secondary.output()).toBe("192.0.2.10"),
      { timeout: 20_000, interval: 100 },
    );
    const changed = await api("PATCH", `${records}/${created.body.id as string}`, {
      content: "192.0.2.20",
    });
    expect(changed.status).toBe(200);
    await vi.waitFor(
      async () =>
        expect(await answer(secondary.port, `www.${zone}`), secondary.output()).toBe("192.0.2.20"),
      { timeout: 20_000, interval: 100 },
    );
    // The secondary's SOA serial is the server's.
    const serial = async (port: number) =>
      (await dig(["@127.0.0.1", "-p", `${port}`, zone, "SOA", "+short"])).split(" ")[2];
    expect(await serial(secondary.port)).toBe(await serial(dns.udpPort));
  });
});

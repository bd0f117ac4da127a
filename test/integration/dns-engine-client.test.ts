import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DnsEngineError } from "../../src/server/dns/engine";
import { powerDnsEngine } from "../../src/server/dns/powerdns";
import { freePort } from "../helpers/processes";
import { digShort, digStatus, startPowerDns, type PowerDns } from "../helpers/powerdns";

const zone = "client.test";
const ns = ["ns1.engine.test", "ns2.engine.test"];
const a = { name: "@", type: "A", ttl: 3600, contents: ["192.0.2.1"] };
const txt = { name: "www", type: "TXT", ttl: 300, contents: ['"hello world"'] };

describe("the PowerDNS client against a real engine", () => {
  let pdns: PowerDns;
  beforeAll(async () => {
    pdns = await startPowerDns({ nameservers: ns });
  });
  afterAll(async () => {
    await pdns?.close();
  });

  it("creates a zone serving the service's SOA serial, apex NS and records", async () => {
    const engine = powerDnsEngine(pdns.settings);
    await engine.createZone(zone, { serial: 7, rrsets: [a, txt] }, ns);
    expect(digShort(pdns.dnsPort, zone, "SOA")).toEqual([
      `ns1.engine.test. hostmaster.${zone}. 7 3600 600 604800 300`,
    ]);
    expect(digShort(pdns.dnsPort, zone, "NS").sort()).toEqual([
      "ns1.engine.test.",
      "ns2.engine.test.",
    ]);
    expect(digShort(pdns.dnsPort, zone, "A")).toEqual(["192.0.2.1"]);
    expect(digShort(pdns.dnsPort, `www.${zone}`, "TXT")).toEqual(['"hello world"']);
    expect(await engine.readZone(zone)).toEqual({ serial: 7, rrsets: [a, txt] });
    // Created twice: no error, same state.
    await engine.createZone(zone, { serial: 7, rrsets: [a, txt] }, ns);
    expect(await engine.readZone(zone)).toEqual({ serial: 7, rrsets: [a, txt] });
  });

  it("applies changes with the new serial", async () => {
    const engine = powerDnsEngine(pdns.settings);
    await engine.applyChanges(zone, 8, [
      { change: "replace", rrset: { ...a, contents: ["192.0.2.8", "192.0.2.9"] } },
      { change: "delete", name: "www", type: "TXT" },
    ]);
    expect(digShort(pdns.dnsPort, zone, "A").sort()).toEqual(["192.0.2.8", "192.0.2.9"]);
    expect(digStatus(pdns.dnsPort, `www.${zone}`, "TXT")).toBe("NXDOMAIN");
    expect((await engine.readZone(zone))?.serial).toBe(8);
  });

  it("signs the zone with an algorithm 13 CSK and reports its SHA-256 DS", async () => {
    const engine = powerDnsEngine(pdns.settings);
    const ds = await engine.enableDnssec(zone);
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatchObject({ algorithm: 13, digest_type: 2 });
    expect(ds[0]!.digest).toMatch(/^[0-9A-F]{64}$/);
    expect(await engine.enableDnssec(zone)).toEqual(ds);
    expect(await engine.dsRecords(zone)).toEqual(ds);
    expect(digShort(pdns.dnsPort, zone, "DNSKEY")[0]).toMatch(/^257 3 13 /);
  });

  it("deletes the zone (twice is no error)", async () => {
    const engine = powerDnsEngine(pdns.settings);
    await engine.deleteZone(zone);
    await engine.deleteZone(zone);
    expect(await engine.readZone(zone)).toBeUndefined();
    expect(digStatus(pdns.dnsPort, zone, "A")).toBe("REFUSED");
  });

  it("says refused with the engine's status and message, without the key", async () => {
    const engine = powerDnsEngine(pdns.settings);
    const err = await engine.applyChanges("absent.test", 1, []).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DnsEngineError);
    expect((err as DnsEngineError).kind).toBe("refused");
    expect((err as Error).message).toMatch(/^engine refused \(404/);
    expect((err as Error).message).not.toContain(pdns.apiKey);
  });

  it("says unreachable when nothing answers, without the key", async () => {
    const engine = powerDnsEngine({
      ...pdns.settings,
      apiUrl: `http://127.0.0.1:${await freePort()}`,
    });
    const err = await engine.readZone(zone).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DnsEngineError);
    expect((err as DnsEngineError).kind).toBe("unreachable");
    expect((err as Error).message).toMatch(/^engine unreachable: .*ECONNREFUSED/);
    expect((err as Error).message).not.toContain(pdns.apiKey);
  });
});

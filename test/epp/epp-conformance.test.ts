/**
 * The conformance corpus (test/fixtures/epp/conformance/): the RFCs' example responses and
 * other EPP libraries' recorded ones, read by the parser and replayed to the adapter.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createEppProvider } from "../../src/server/registrar/epp/epp-provider";
import {
  parseEpp,
  readGreeting,
  readResponse,
  type EppResponse,
} from "../../src/server/registrar/epp/xml";
import {
  normalizeDomain,
  type NormalizedDomain,
} from "../../src/server/registrar/normalize-domain";
import { CONTACT } from "../helpers/contact";
import { CONFORMANCE, corpus, startReplayRegistry } from "../helpers/epp-replay-registry";
import { TEST_CERTS } from "../helpers/epp-test-registry";

/** What the parser must read of each response in the corpus. */
const RESPONSES: Record<string, Partial<EppResponse> & { resDataOf?: string }> = {
  "rfc5730-login-response.xml": { code: 1000, clTRID: "ABC-12345", svTRID: "54321-XYZ" },
  "rfc5730-logout-response.xml": { code: 1500 },
  "rfc5730-error-response.xml": {
    code: 2004,
    message: "Parameter value range error",
    results: [
      { code: 2004, message: "Parameter value range error" },
      {
        code: 2005,
        message: "Parameter value syntax error",
        reason: "Invalid character found. (elem3: abc.ex(ample)",
      },
    ],
  },
  "rfc5730-poll-req-response.xml": {
    code: 1301,
    msgQ: { count: 5, id: "12345", qDate: "2000-06-08T22:00:00.0Z", msg: "Transfer requested." },
    resDataOf: "trnData",
  },
  "rfc5730-poll-req-empty-response.xml": { code: 1300 },
  "rfc5730-poll-ack-response.xml": { code: 1000, msgQ: { count: 4, id: "12345" } },
  "rfc5731-check-response.xml": { code: 1000, resDataOf: "chkData" },
  "rfc5731-info-response.xml": { code: 1000, resDataOf: "infData" },
  "rfc5731-transfer-query-response.xml": { code: 1000, resDataOf: "trnData" },
  "rfc5731-transfer-request-response.xml": { code: 1001, resDataOf: "trnData" },
  "rfc5731-poll-transfer-response.xml": {
    code: 1301,
    msgQ: { count: 5, id: "12345", qDate: "2000-06-08T22:00:00.0Z", msg: "Transfer requested." },
    resDataOf: "trnData",
  },
  "rfc5731-create-response.xml": { code: 1000, resDataOf: "creData" },
  "rfc5731-renew-response.xml": { code: 1000, resDataOf: "renData" },
  "rfc5731-update-response.xml": { code: 1000 },
  "rfc5731-delete-response.xml": { code: 1000 },
  "rfc5732-check-response.xml": { code: 1000, resDataOf: "chkData" },
  "rfc5732-create-response.xml": { code: 1000, resDataOf: "creData" },
  "rfc5733-check-response.xml": { code: 1000, resDataOf: "chkData" },
  "rfc5733-create-response.xml": { code: 1000, resDataOf: "creData" },
  "rfc8748-create-response.xml": { code: 1000, resDataOf: "creData" },
  "rfc8748-renew-response.xml": { code: 1000, resDataOf: "renData" },
  "instant-epp-fee-check.xml": { code: 1000, svTRID: "54322-XYZ", resDataOf: "chkData" },
  "instant-epp-error-ext.xml": {
    code: 2306,
    clTRID: "cltrid:1626454866",
    results: [
      {
        code: 2306,
        message: "Parameter value policy error",
        reason: "Maximum of 20 domains exceeded. (name)",
      },
    ],
  },
  "instant-epp-poll-rgp-restore.xml": {
    code: 1301,
    clTRID: "c56ef937-d2b5-48fa-842f-73430072e84d",
    msgQ: {
      count: 1,
      id: "178607543",
      qDate: "2024-05-27T07:00:13Z",
      msg: "Restore Request Pending",
    },
    resDataOf: "pollData",
  },
  "instant-epp-domain-info-pending-delete.xml": {
    code: 1000,
    results: [
      {
        code: 1000,
        message: "Command completed successfully",
        reason: "urn:ietf:params:xml:ns:rgp-1.0 not in login services (infData)",
      },
    ],
    resDataOf: "infData",
  },
  "nomulus-domain-check-tiered-promotion-fee-response-stdv1.xml": {
    code: 1000,
    svTRID: "server-trid",
    resDataOf: "chkData",
  },
};

const GREETINGS = {
  "rfc5730-greeting.xml": {
    svID: "Example EPP server epp.example.com",
    objURIs: [
      "urn:ietf:params:xml:ns:obj1",
      "urn:ietf:params:xml:ns:obj2",
      "urn:ietf:params:xml:ns:obj3",
    ],
    extURIs: ["http://custom/obj1ext-1.0"],
  },
  "greeting-domain-registry.xml": {
    svID: "Example EPP server epp.example.com",
    objURIs: [
      "urn:ietf:params:xml:ns:domain-1.0",
      "urn:ietf:params:xml:ns:contact-1.0",
      "urn:ietf:params:xml:ns:host-1.0",
    ],
    extURIs: ["urn:ietf:params:xml:ns:rgp-1.0", "urn:ietf:params:xml:ns:epp:fee-1.0"],
  },
};

describe("the conformance corpus through the parser", () => {
  it("has an expected result and a source for every file", () => {
    const files = readdirSync(CONFORMANCE).filter((f) => f.endsWith(".xml"));
    expect(files.sort()).toEqual([...Object.keys(RESPONSES), ...Object.keys(GREETINGS)].sort());
    const readme = readFileSync(join(CONFORMANCE, "README.md"), "utf8");
    expect(files.filter((f) => !readme.includes(`\`${f}\``))).toEqual([]);
  });

  for (const [file, expected] of Object.entries(RESPONSES)) {
    it(`reads ${file}`, () => {
      const { resDataOf, ...fields } = expected;
      const res = readResponse(parseEpp(corpus(file)));
      expect(res).toMatchObject({ clTRID: "ABC-12345", ...fields });
      if (resDataOf) expect(Object.keys(res.resData)).toContain(resDataOf);
      else expect(res.resData).toEqual({});
    });
  }

  for (const [file, expected] of Object.entries(GREETINGS)) {
    it(`reads ${file}`, () => {
      expect(readGreeting(parseEpp(corpus(file)))).toEqual(expected);
    });
  }
});

/** A name as the adapter gets it; nomulus' test TLD "tld" is no public suffix, so built here. */
const name = (s: string): NormalizedDomain => {
  const n = normalizeDomain(s);
  if (n.ok) return n.domain;
  const [label, ...rest] = s.split(".");
  return { name: s, unicode: s, label: label!, suffix: rest.join(".") };
};

describe("the conformance corpus replayed to the adapter", () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  /** The adapter against a registry answering each command with these corpus files. */
  async function replay(answers: Record<string, string | string[]>) {
    const read = (f: string | string[]) => (Array.isArray(f) ? f.map(corpus) : corpus(f));
    const registry = await startReplayRegistry({
      greeting: corpus("greeting-domain-registry.xml"),
      answers: Object.fromEntries(Object.entries(answers).map(([k, f]) => [k, read(f)])),
    });
    const adapter = createEppProvider({
      endpoint: {
        host: registry.host,
        port: registry.port,
        servername: "localhost",
        // The sponsoring client of RFC 5731's examples.
        clientId: "ClientX",
        password: "foo-BAR2",
        cert: TEST_CERTS.clientCert,
        key: TEST_CERTS.clientKey,
        ca: TEST_CERTS.ca,
        timeoutMs: 5000,
      },
      pool: { size: 1, backoffMs: 1, keepAliveMs: 0 },
      suffixes: ["com", "net", "org", "xyz", "tld"],
      currency: "USD",
      defaultNameservers: ["ns1.example.com"],
    });
    closers.push(
      () => registry.close(),
      () => adapter.close(),
    );
    return { registry, adapter };
  }

  it("RFC 8748 check: example.com is a premium name renewing at 10.00 USD", async () => {
    const { adapter } = await replay({ "domain:check": "instant-epp-fee-check.xml" });
    expect(await adapter.check(name("example.com"))).toMatchObject({
      premium: true,
      renewalPrice: "10.00",
      currency: "USD",
    });
  });

  it("RFC 8748 check: example.xyz, which the fee extension says cannot be had, is not offered", async () => {
    const { adapter } = await replay({ "domain:check": "instant-epp-fee-check.xml" });
    expect(await adapter.check(name("example.xyz"))).toMatchObject({ available: false });
  });

  it("RFC 8748 check: example.net is a standard name renewing at 5.00 USD", async () => {
    const { adapter } = await replay({ "domain:check": "instant-epp-fee-check.xml" });
    expect(await adapter.check(name("example.net"))).toMatchObject({
      premium: false,
      renewalPrice: "5.00",
      currency: "USD",
    });
  });

  it("a check refused with extValue (instant-epp: too many names) is a registry failure, not an answer", async () => {
    const { adapter } = await replay({ "domain:check": "instant-epp-error-ext.xml" });
    await expect(adapter.check(name("example.com"))).rejects.toMatchObject({
      name: "RegistryUnavailableError",
    });
  });

  it("instant-epp info of a domain in pendingDelete: registered, ours, not our order's", async () => {
    const { adapter } = await replay({
      "domain:info": "instant-epp-domain-info-pending-delete.xml",
    });
    expect(await adapter.lookup(name("example.com"), "ord_conformance5")).toEqual({
      registered: true,
      reference: null,
      expiresAt: new Date("2005-04-03T22:00:00Z"),
    });
  });

  it("instant-epp info in pendingDelete, its RGP state in extValue: the lifecycle reads redemption (restorable)", async () => {
    const { adapter } = await replay({
      "domain:info": "instant-epp-domain-info-pending-delete.xml",
    });
    expect(await adapter.lifecycle!.state(name("example.com"), new Date())).toEqual({
      exists: true,
      expiresAt: new Date("2005-04-03T22:00:00Z"),
      rgp: "redemptionPeriod",
      onHold: false,
    });
  });

  it("RFC 5731 info (status ok, no RGP state) and update: not held, then held with one domain:update", async () => {
    const { adapter, registry } = await replay({
      "domain:info": "rfc5731-info-response.xml",
      "domain:update": "rfc5731-update-response.xml",
    });
    const life = adapter.lifecycle!;
    expect(await life.state(name("example.com"), new Date())).toMatchObject({
      exists: true,
      rgp: "none",
      onHold: false,
    });
    expect(await life.setHold(name("example.com"), true)).toEqual({ ok: true });
    expect(registry.unscripted).toEqual([]);
  });

  it("RFC 5731 delete, then the instant-epp info in redemption: deleted, redemption ending 30 days on", async () => {
    const { adapter } = await replay({
      "domain:delete": "rfc5731-delete-response.xml",
      "domain:info": "instant-epp-domain-info-pending-delete.xml",
    });
    const now = new Date("2026-11-21T12:00:00Z");
    expect(await adapter.lifecycle!.delete(name("example.com"), now)).toEqual({
      ok: true,
      redemptionEndsAt: new Date("2026-12-21T12:00:00Z"),
      receipt: { transactionId: "54321-XYZ" },
    });
  });

  it("nomulus check: example1.tld, in use, reads as registered", async () => {
    const { adapter } = await replay({
      "domain:check": "nomulus-domain-check-tiered-promotion-fee-response-stdv1.xml",
    });
    expect(await adapter.check(name("example1.tld"))).toMatchObject({
      available: false,
      reason: "registered",
    });
  });

  // #30 item 1: the check's `cd` is the one for the name asked, not the first.
  it("RFC 5731 check: example.net, the second name, reads as registered", async () => {
    const { adapter } = await replay({ "domain:check": "rfc5731-check-response.xml" });
    expect(await adapter.check(name("example.net"))).toMatchObject({
      available: false,
      reason: "registered",
    });
  });

  // #30 item 1: example2.tld is free; the first cd (example1.tld) is not read for it.
  it("nomulus check: example2.tld, free, does not read as registered", async () => {
    const { adapter } = await replay({
      "domain:check": "nomulus-domain-check-tiered-promotion-fee-response-stdv1.xml",
    });
    expect(await adapter.check(name("example2.tld"))).not.toMatchObject({ reason: "registered" });
  });

  // #30 item 4: class "STANDARD" (upper case) is standard.
  it("nomulus check: class STANDARD is not premium", async () => {
    const { adapter } = await replay({
      "domain:check": "nomulus-domain-check-tiered-promotion-fee-response-stdv1.xml",
    });
    expect(await adapter.check(name("example1.tld"))).toMatchObject({ premium: false });
  });

  it("RFC 5731 info: example.com is registered, sponsored by us, expiring 2005-04-03, not our order's", async () => {
    const { adapter } = await replay({ "domain:info": "rfc5731-info-response.xml" });
    expect(await adapter.lookup(name("example.com"), "ord_conformance1")).toEqual({
      registered: true,
      reference: null,
      expiresAt: new Date("2005-04-03T22:00:00Z"),
    });
  });

  it("RFC 5733/5732/8748 create: the registration succeeds with the registry's expiry", async () => {
    const { adapter, registry } = await replay({
      "contact:create": "rfc5733-create-response.xml",
      "host:check": "rfc5732-check-response.xml",
      "host:create": "rfc5732-create-response.xml",
      "domain:create": "rfc8748-create-response.xml",
    });
    const result = await adapter.register({
      domain: name("example.com"),
      years: 2,
      price: "10.00",
      contact: CONTACT,
      nameservers: ["ns1.example.com", "ns2.example2.com"],
      privacy: true,
      now: new Date("1999-04-03T22:00:00Z"),
      reference: "ord_conformance2",
    });
    expect(result).toMatchObject({ ok: true, expiresAt: new Date("2001-04-03T22:00:00Z") });
    // RFC 5732's check says ns1.example.com is free (created) and ns2.example2.com taken.
    expect(registry.received.map((c) => c.name)).toEqual([
      "login",
      "contact:create",
      "host:check",
      "host:create",
      "domain:create",
    ]);
    // Only the host asked for is created, not ns3.example3.com, which the answer lists too.
    const created = registry.received.filter((c) => c.name === "host:create");
    expect(created.map((c) => /<host:name>([^<]*)</.exec(c.xml)?.[1])).toEqual(["ns1.example.com"]);
    expect(registry.unscripted).toEqual([]);
  });

  it("RFC 5731/8748 renew: the renewal succeeds with the registry's new expiry", async () => {
    const { adapter, registry } = await replay({
      "domain:info": "rfc5731-info-response.xml",
      "domain:check": "instant-epp-fee-check.xml",
      "domain:renew": "rfc8748-renew-response.xml",
    });
    const result = await adapter.renew({
      domain: name("example.com"),
      years: 1,
      expiresAt: new Date("2005-04-03T22:00:00Z"),
      now: new Date("2004-04-03T22:00:00Z"),
    });
    expect(result).toMatchObject({ ok: true, expiresAt: new Date("2005-04-03T22:00:00Z") });
    expect(registry.unscripted).toEqual([]);
  });

  it("RFC 5731 transfer query: our request is pending, the losing registrar to act by 2000-06-11", async () => {
    const { adapter, registry } = await replay({
      "domain:transfer": "rfc5731-transfer-query-response.xml",
    });
    expect(await adapter.transfers!.status(name("example.com"), "ref-1", new Date())).toEqual({
      status: "pending",
      actionAt: new Date("2000-06-11T22:00:00Z"),
    });
    expect(registry.unscripted).toEqual([]);
  });

  it("RFC 5731 transfer query before a request: a pending transfer of ours is answered, no second request is sent", async () => {
    const { adapter, registry } = await replay({
      "domain:transfer": "rfc5731-transfer-query-response.xml",
    });
    const result = await adapter.transfers!.request({
      domain: name("example.com"),
      authCode: "2fooBAR",
      years: 1,
      price: "5.00",
      reference: "ref-1",
      now: new Date(),
    });
    expect(result).toEqual({
      ok: true,
      status: "pending",
      actionAt: new Date("2000-06-11T22:00:00Z"),
    });
    const transfers = registry.received.filter((c) => c.name === "domain:transfer");
    expect(transfers.map((c) => /<transfer op="(\w+)"/.exec(c.xml)?.[1])).toEqual(["query"]);
    expect(registry.unscripted).toEqual([]);
  });

  it("RFC 5731/5732 nameserver change: the difference from domain:info, no host created that exists", async () => {
    const { adapter, registry } = await replay({
      "domain:info": "rfc5731-info-response.xml",
      "host:check": "rfc5732-check-response.xml",
      "domain:update": "rfc5731-update-response.xml",
    });
    expect(
      await adapter.setNameservers(name("example.com"), ["ns1.example.com", "ns2.example2.com"]),
    ).toEqual({ ok: true });
    // RFC 5732's check lists ns2.example2.com as taken (it exists): nothing to create.
    expect(registry.received.map((c) => c.name)).toEqual([
      "login",
      "domain:info",
      "host:check",
      "domain:update",
    ]);
    const update = registry.received.at(-1)!.xml;
    expect(update).toMatch(/<domain:add><domain:ns><domain:hostObj>ns2\.example2\.com</);
    expect(update).toMatch(/<domain:rem><domain:ns><domain:hostObj>ns1\.example\.net</);
  });

  it("RFC 5730 error: a refused create is a rejection that says the registry's code", async () => {
    const { adapter } = await replay({
      "contact:create": "rfc5733-create-response.xml",
      "host:check": "rfc5732-check-response.xml",
      "host:create": "rfc5732-create-response.xml",
      "domain:create": "rfc5730-error-response.xml",
      "domain:check": "instant-epp-fee-check.xml",
    });
    const result = await adapter.register({
      domain: name("example.net"),
      years: 1,
      price: "5.00",
      contact: CONTACT,
      nameservers: ["ns1.example.com"],
      privacy: true,
      now: new Date("1999-04-03T22:00:00Z"),
      reference: "ord_conformance3",
    });
    expect(result).toMatchObject({ ok: false, code: "rejected" });
    expect(result.ok === false && result.message).toMatch(/2004/);
  });

  // #30 item 5: extValue's reason reaches the failure message.
  it("RFC 5730 error: the failure carries the registry's extValue reason", async () => {
    const { adapter } = await replay({
      "contact:create": "rfc5733-create-response.xml",
      "host:check": "rfc5732-check-response.xml",
      "host:create": "rfc5732-create-response.xml",
      "domain:create": "rfc5730-error-response.xml",
      "domain:check": "instant-epp-fee-check.xml",
    });
    const result = await adapter.register({
      domain: name("example.net"),
      years: 1,
      price: "5.00",
      contact: CONTACT,
      nameservers: ["ns1.example.com"],
      privacy: true,
      now: new Date("1999-04-03T22:00:00Z"),
      reference: "ord_conformance4",
    });
    expect(result.ok === false && result.message).toMatch(/Invalid character found/);
  });
});

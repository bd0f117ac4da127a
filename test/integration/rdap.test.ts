import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { insertDomain } from "../../src/server/domains/domains";
import { openTestDb } from "../helpers/test-db";
import { makeTestApp, type TestApp } from "../helpers/test-app";

/**
 * RDAP as a client sees it. The checks of ICANN's RDAP conformance tool that apply to a
 * registrar's domain answers are written here (docs/compliance.md lists them).
 */
let database: Database;
let t: TestApp;

const ENV = {
  REGISTRAR_IANA_ID: "9995",
  REGISTRAR_NAME: "Example Registrar Ltd",
  ABUSE_EMAIL: "abuse@registrar.example",
  ABUSE_PHONE: "+1.4155550199",
  RDAP_RATE_LIMIT_PER_MINUTE: "40",
};
const CONTACT = {
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@private.example",
  phone: "+14155550100",
  address1: "1 Main St",
  city: "San Francisco",
  state: "CA",
  postal_code: "94105",
  country: "US",
  organization: "Analytical Engines",
};

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database, { env: ENV });
  const live = await t.org("Live", { livemode: true });
  const test = await t.org("Test");
  const common = {
    registeredAt: new Date("2025-03-01T00:00:00Z"),
    expiresAt: new Date("2027-03-01T00:00:00Z"),
    autoRenew: true,
    privacy: false,
    nameservers: ["NS1.Example.net", "ns2.example.net"],
    contact: CONTACT,
  };
  await insertDomain(database.db, {
    ...common,
    organizationId: live.organizationId,
    livemode: true,
    name: "acme-rockets.com",
  });
  await insertDomain(database.db, {
    ...common,
    organizationId: live.organizationId,
    livemode: true,
    name: "xn--mnchen-3ya.de",
  });
  await insertDomain(database.db, {
    ...common,
    organizationId: test.organizationId,
    livemode: false,
    name: "sandbox-only.com",
  });
});
afterAll(async () => {
  t.app.close();
  await database.close();
});

type Entity = {
  roles: string[];
  handle?: string;
  publicIds?: unknown;
  vcardArray: [string, unknown[][]];
  entities?: Entity[];
};
/** What the tests read of an RDAP answer. */
type Answer = {
  [key: string]: unknown;
  entities: Entity[];
  notices: { title: string; links: { href: string }[] }[];
  redacted: { name: { type: string }; method: string; pathLang: string }[];
  rdapConformance: string[];
  events: { eventAction: string; eventDate: string }[];
  status: string[];
  errorCode: number;
  description: unknown;
};

async function rdap(path: string, init: RequestInit = {}) {
  const res = await t.request(path, init);
  return { res, body: (await res.json()) as Answer };
}

function noticeTitles(body: Answer) {
  return (body.notices as { title: string }[]).map((n) => n.title);
}

describe("GET /rdap/domain/{name}", () => {
  it("answers a sponsored name in RFC 9083 JSON with the profile's parts", async () => {
    const { res, body } = await rdap("/rdap/domain/acme-rockets.com");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rdap+json");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(body.rdapConformance).toEqual(
      expect.arrayContaining(["rdap_level_0", "icann_rdap_response_profile_1", "redacted"]),
    );
    expect(body.objectClassName).toBe("domain");
    expect(body.ldhName).toBe("acme-rockets.com");
    expect(typeof body.handle).toBe("string");
    expect(body.status).toEqual(["active"]);
    const events = Object.fromEntries(
      (body.events as { eventAction: string; eventDate: string }[]).map((e) => [
        e.eventAction,
        e.eventDate,
      ]),
    );
    expect(events).toMatchObject({
      registration: "2025-03-01T00:00:00.000Z",
      expiration: "2027-03-01T00:00:00.000Z",
      "last update of RDAP database": "2026-11-21T12:00:00.000Z",
    });
    expect(events["last changed"]).toBeDefined();
    expect(body.nameservers).toEqual([
      { objectClassName: "nameserver", ldhName: "ns1.example.net" },
      { objectClassName: "nameserver", ldhName: "ns2.example.net" },
    ]);
    expect(body.secureDNS).toEqual({ delegationSigned: false });
    expect(body.links).toContainEqual(
      expect.objectContaining({
        rel: "self",
        href: "http://127.0.0.1:8787/rdap/domain/acme-rockets.com",
      }),
    );
    expect(noticeTitles(body)).toEqual([
      "Terms of Use",
      "Status Codes",
      "RDDS Inaccuracy Complaint Form",
    ]);
    const hrefs = (body.notices as { links: { href: string }[] }[]).flatMap((n) =>
      n.links.map((l) => l.href),
    );
    expect(hrefs).toEqual(
      expect.arrayContaining(["https://icann.org/epp", "https://icann.org/wicf"]),
    );
  });

  it("names the registrar by its IANA id with its abuse contact", async () => {
    const { body } = await rdap("/rdap/domain/acme-rockets.com");
    const registrar = body.entities.find((e) => e.roles.includes("registrar"))!;
    expect(registrar.handle).toBe("9995");
    expect(registrar.publicIds).toEqual([{ type: "IANA Registrar ID", identifier: "9995" }]);
    expect(JSON.stringify(registrar.vcardArray)).toContain("Example Registrar Ltd");
    const abuse = registrar.entities!.find((e) => e.roles.includes("abuse"))!;
    const vcard = abuse.vcardArray[1] as unknown[][];
    expect(vcard).toContainEqual(["email", {}, "text", "abuse@registrar.example"]);
    expect(vcard).toContainEqual(["tel", { type: "voice" }, "uri", "tel:+1.4155550199"]);
  });

  it("redacts the registrant's personal data and says so (RFC 9537)", async () => {
    const { res, body } = await rdap("/rdap/domain/acme-rockets.com");
    const text = await JSON.stringify(body);
    expect(res.status).toBe(200);
    for (const secret of [
      "Ada",
      "Lovelace",
      "ada@private.example",
      "4155550100",
      "1 Main St",
      "San Francisco",
      "94105",
      "Analytical",
    ]) {
      expect(text).not.toContain(secret);
    }
    const registrant = body.entities.find((e) => e.roles.includes("registrant"))!;
    expect(registrant.handle).toBeUndefined();
    expect(JSON.stringify(registrant.vcardArray)).toContain('"CA"');
    const names = (body.redacted as { name: { type: string }; method: string }[]).map(
      (r) => r.name.type,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        "Registry Registrant ID",
        "Registrant Name",
        "Registrant Street",
        "Registrant City",
        "Registrant Postal Code",
        "Registrant Phone",
        "Registrant Email",
      ]),
    );
    for (const r of body.redacted) {
      expect(["removal", "emptyValue"]).toContain(r.method);
      expect(r.pathLang).toBe("jsonpath");
    }
  });

  it("maps the domain's EPP statuses as RFC 8056 says", async () => {
    await database.sql.query(
      "UPDATE domains SET transfer_locked = true, hold_reason = 'unverified_registrant', phase = 'redemption' WHERE name = 'xn--mnchen-3ya.de'",
    );
    const { body } = await rdap("/rdap/domain/xn--mnchen-3ya.de");
    expect(body.status).toEqual(["client transfer prohibited", "client hold", "redemption period"]);
    await database.sql.query(
      "UPDATE domains SET transfer_locked = false, hold_reason = NULL, phase = 'registered' WHERE name = 'xn--mnchen-3ya.de'",
    );
  });

  it("answers an IDN by its A-label or its U-label", async () => {
    for (const q of ["xn--mnchen-3ya.de", encodeURIComponent("münchen.de"), "XN--MNCHEN-3YA.DE"]) {
      const { res, body } = await rdap(`/rdap/domain/${q}`);
      expect(res.status, q).toBe(200);
      expect(body.ldhName).toBe("xn--mnchen-3ya.de");
      expect(body.unicodeName).toBe("münchen.de");
    }
  });

  it("is 404 with an RFC 9083 error for names it does not sponsor, test mode's included", async () => {
    for (const q of ["unknown-name.com", "sandbox-only.com"]) {
      const { res, body } = await rdap(`/rdap/domain/${q}`);
      expect(res.status, q).toBe(404);
      expect(res.headers.get("content-type")).toBe("application/rdap+json");
      expect(body).toMatchObject({ errorCode: 404, title: "Not Found" });
      expect(Array.isArray(body.description)).toBe(true);
    }
  });

  it("is 400 for what is no domain name", async () => {
    for (const q of [
      "no-dot",
      "-bad-.com",
      "a..b.com",
      "under_score.com",
      `${"a".repeat(64)}.com`,
    ]) {
      const { res, body } = await rdap(`/rdap/domain/${q}`);
      expect(res.status, q).toBe(400);
      expect(body.errorCode).toBe(400);
    }
  });
});

describe("the rest of /rdap", () => {
  it("help answers the conformance and the notices", async () => {
    const { res, body } = await rdap("/rdap/help");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rdap+json");
    expect(body.rdapConformance).toContain("rdap_level_0");
    expect(noticeTitles(body)).toContain("Terms of Use");
  });

  it("looks the registrar up by its IANA id", async () => {
    const { res, body } = await rdap("/rdap/entity/9995");
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ objectClassName: "entity", handle: "9995", roles: ["registrar"] });
    expect((await rdap("/rdap/entity/1234")).res.status).toBe(404);
  });

  it("answers queries it does not offer with 501", async () => {
    const { res, body } = await rdap("/rdap/nameserver/ns1.example.net");
    expect(res.status).toBe(501);
    expect(body.errorCode).toBe(501);
  });

  it("answers a CORS preflight", async () => {
    const res = await t.request("/rdap/domain/acme-rockets.com", { method: "OPTIONS" });
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("is rate limited per client, with an RDAP error", async () => {
    // An app of its own: its requests come from an address of their own (test-app.ts).
    const own = await makeTestApp(database, { env: { ...ENV, RDAP_RATE_LIMIT_PER_MINUTE: "2" } });
    try {
      expect((await own.request("/rdap/help")).status).toBe(200);
      expect((await own.request("/rdap/help")).status).toBe(200);
      const res = await own.request("/rdap/help");
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).not.toBeNull();
      expect(((await res.json()) as { errorCode: number }).errorCode).toBe(429);
    } finally {
      own.app.close();
    }
  });
});

describe("without REGISTRAR_IANA_ID", () => {
  it("serves no RDAP", async () => {
    const own = await makeTestApp(database);
    expect((await own.request("/rdap/help")).status).toBe(404);
    own.app.close();
  });
});

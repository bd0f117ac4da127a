import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { insertDomain } from "../../src/server/domains/domains";
import { openTestDb } from "../helpers/test-db";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";

let database: Database;
let t: TestApp;
let acme: Awaited<ReturnType<TestApp["org"]>>;
let globex: Awaited<ReturnType<TestApp["org"]>>;
let bearer: string;

const base = (d = "acme-dns.com") => `/api/v1/registrar/dns/${d}/records`;
const key = () => ({ "x-api-key": acme.apiKey });

async function addDomain(organizationId: string, name: string) {
  return insertDomain(database.db, {
    organizationId,
    name,
    registeredAt: new Date("2026-01-01T00:00:00Z"),
    expiresAt: new Date("2027-01-01T00:00:00Z"),
    autoRenew: true,
    privacy: true,
    nameservers: [],
  });
}

async function create(body: unknown, domain = "acme-dns.com") {
  const res = await t.request(base(domain), json("POST", body, key()));
  return { res, body: (await res.json()) as Record<string, unknown> & { detail?: unknown } };
}

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  acme = await t.org("Acme");
  globex = await t.org("Globex");
  await addDomain(acme.organizationId, "acme-dns.com");
  await addDomain(globex.organizationId, "globex-dns.com");
  const res = await t.request(
    "/api/v1/auth/token",
    json("POST", { username: acme.email, password: acme.password }),
  );
  bearer = ((await res.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await database.close();
});

type Item = { type: string; loc: unknown[]; msg: string; input?: unknown; ctx?: unknown };
const detail = (body: { detail?: unknown }) => body.detail as Item[];
const locs = (body: { detail?: unknown }) => detail(body).map((d) => [d.loc, d.type]);

describe("record validation per type", () => {
  const valid: [string, Record<string, unknown>, Record<string, unknown>][] = [
    ["A", { type: "A", name: "v-a", content: " 192.0.2.1 " }, { content: "192.0.2.1", ttl: 3600 }],
    [
      "AAAA",
      { type: "AAAA", name: "v-aaaa", content: "2001:DB8::0:1" },
      { content: "2001:db8::1" },
    ],
    [
      "CNAME",
      { type: "CNAME", name: "v-cname", content: "Target.Example.NET." },
      { content: "target.example.net" },
    ],
    [
      "MX",
      { type: "MX", name: "v-mx", content: "mx.example.net", priority: "10" },
      { priority: 10 },
    ],
    ["TXT", { type: "TXT", name: "v-txt", content: "v=spf1 -all" }, { content: "v=spf1 -all" }],
    [
      "NS",
      { type: "NS", name: "v-ns", content: "ns1.example.net" },
      { content: "ns1.example.net" },
    ],
    [
      "SRV",
      {
        type: "SRV",
        name: "_xmpp._tcp",
        content: "xmpp.example.net",
        priority: 5,
        weight: 0,
        port: 5222,
      },
      { priority: 5, weight: 0, port: 5222 },
    ],
    [
      "CAA",
      { type: "CAA", name: "v-caa", content: "letsencrypt.org", tag: "issue" },
      { flags: 0, tag: "issue" },
    ],
    [
      "IDN name",
      { type: "A", name: "Bücher", content: "192.0.2.2", ttl: 60 },
      { name: "xn--bcher-kva", ttl: 60 },
    ],
    ["wildcard", { type: "A", name: "*.shop", content: "192.0.2.3" }, { name: "*.shop" }],
  ];
  it.each(valid)("accepts a valid %s record", async (_, input, expected) => {
    const { res, body } = await create(input);
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ domain: "acme-dns.com", type: input.type, ...expected });
    expect(body.id).toEqual(expect.any(String));
  });

  const invalid: [string, Record<string, unknown>, [unknown[], string][]][] = [
    [
      "A with an IPv6 address",
      { type: "A", content: "2001:db8::1" },
      [[["body", "content"], "value_error"]],
    ],
    [
      "A with a leading zero",
      { type: "A", content: "192.0.2.01" },
      [[["body", "content"], "value_error"]],
    ],
    [
      "AAAA with an IPv4 address",
      { type: "AAAA", content: "192.0.2.1" },
      [[["body", "content"], "value_error"]],
    ],
    [
      "CNAME to a single label",
      { type: "CNAME", name: "c1", content: "localhost" },
      [[["body", "content"], "value_error"]],
    ],
    [
      "MX without priority",
      { type: "MX", content: "mx.example.net" },
      [[["body", "priority"], "value_error"]],
    ],
    [
      "MX priority too large",
      { type: "MX", content: "mx.example.net", priority: 65536 },
      [[["body", "priority"], "less_than_equal"]],
    ],
    [
      "NS to an IP",
      { type: "NS", name: "d", content: "192.0.2.1" },
      [[["body", "content"], "value_error"]],
    ],
    [
      "TXT too long",
      { type: "TXT", content: "x".repeat(4001) },
      [[["body", "content"], "string_too_long"]],
    ],
    [
      "SRV without _service._proto",
      { type: "SRV", name: "sip", content: "sip.example.net", priority: 1, weight: 1, port: 5060 },
      [[["body", "name"], "value_error"]],
    ],
    [
      "SRV missing port and weight",
      { type: "SRV", name: "_sip._udp", content: "sip.example.net", priority: 1 },
      [
        [["body", "weight"], "value_error"],
        [["body", "port"], "value_error"],
      ],
    ],
    [
      "CAA with an unknown tag",
      { type: "CAA", content: "x", tag: "nope" },
      [[["body", "tag"], "literal_error"]],
    ],
    [
      "CAA iodef not a URL",
      { type: "CAA", content: "someone", tag: "iodef" },
      [[["body", "content"], "value_error"]],
    ],
    [
      "priority on an A record",
      { type: "A", content: "192.0.2.1", priority: 5 },
      [[["body", "priority"], "value_error"]],
    ],
    ["an unknown type", { type: "PTR", content: "x" }, [[["body", "type"], "literal_error"]]],
    [
      "TTL below 60 and a bad name",
      { type: "A", name: "bad name", content: "192.0.2.1", ttl: 59 },
      [
        [["body", "name"], "value_error"],
        [["body", "ttl"], "greater_than_equal"],
      ],
    ],
    [
      "an absolute name",
      { type: "A", name: "www.acme-dns.com.", content: "192.0.2.1" },
      [[["body", "name"], "value_error"]],
    ],
    [
      "nothing",
      {},
      [
        [["body", "type"], "missing"],
        [["body", "content"], "missing"],
      ],
    ],
  ];
  it.each(invalid)("refuses %s with a 422 at the field", async (_, input, expected) => {
    const { res, body } = await create(input);
    expect(res.status).toBe(422);
    expect(locs(body)).toEqual(expected);
  });

  it("writes value errors in pydantic's shape", async () => {
    const { body } = await create({ type: "A", name: "x", content: "not-an-ip", ttl: 90000 });
    expect(detail(body)).toEqual([
      {
        type: "value_error",
        loc: ["body", "content"],
        msg: "Value error, an A record's content is an IPv4 address such as 192.0.2.1",
        input: "not-an-ip",
        ctx: { error: "an A record's content is an IPv4 address such as 192.0.2.1" },
      },
      {
        type: "less_than_equal",
        loc: ["body", "ttl"],
        msg: "Input should be less than or equal to 86400",
        input: 90000,
        ctx: { le: 86400 },
      },
    ]);
  });

  it("refuses a bad domain in the path at path.domain_name", async () => {
    const res = await t.request(base("not a domain"), { headers: key() });
    expect(res.status).toBe(422);
    expect(locs((await res.json()) as never)).toEqual([[["path", "domain_name"], "value_error"]]);
  });
});

describe("zone rules", () => {
  const zoneRule = async (input: Record<string, unknown>, loc: unknown[], msg: RegExp) => {
    const { res, body } = await create(input);
    expect(res.status, JSON.stringify(body)).toBe(422);
    expect(detail(body)).toEqual([
      expect.objectContaining({ type: "value_error", loc, msg: expect.stringMatching(msg) }),
    ]);
  };

  it("keeps a CNAME alone at its name and off the apex", async () => {
    expect((await create({ type: "A", name: "both", content: "192.0.2.1" })).res.status).toBe(201);
    await zoneRule(
      { type: "CNAME", name: "both", content: "t.example.net" },
      ["body", "type"],
      /only record at its name/,
    );
    expect(
      (await create({ type: "CNAME", name: "alone", content: "t.example.net" })).res.status,
    ).toBe(201);
    await zoneRule(
      { type: "TXT", name: "alone", content: "x" },
      ["body", "type"],
      /has a CNAME record/,
    );
    await zoneRule(
      { type: "CNAME", name: "alone", content: "u.example.net" },
      ["body", "type"],
      /CNAME/,
    );
    await zoneRule(
      { type: "CNAME", name: "@", content: "t.example.net" },
      ["body", "name"],
      /apex/,
    );
  });

  it("does not mix NS with other types below the apex, nor take NS at the apex", async () => {
    expect(
      (await create({ type: "NS", name: "deleg", content: "ns1.example.net" })).res.status,
    ).toBe(201);
    expect(
      (await create({ type: "NS", name: "deleg", content: "ns2.example.net" })).res.status,
    ).toBe(201);
    await zoneRule(
      { type: "A", name: "deleg", content: "192.0.2.1" },
      ["body", "type"],
      /NS records delegate/,
    );
    await zoneRule(
      { type: "NS", name: "@", content: "ns1.example.net" },
      ["body", "name"],
      /nameservers/,
    );
  });

  it("refuses duplicates and names written with the domain", async () => {
    expect((await create({ type: "TXT", name: "dup", content: "same" })).res.status).toBe(201);
    await zoneRule(
      { type: "TXT", name: "DUP", content: "same", ttl: 60 },
      ["body", "content"],
      /identical/,
    );
    await zoneRule(
      { type: "A", name: "www.acme-dns.com", content: "192.0.2.1" },
      ["body", "name"],
      /enter 'www'/,
    );
  });

  it("applies the rules to updates too", async () => {
    const { body } = await create({ type: "A", name: "upd", content: "192.0.2.1" });
    const res = await t.request(
      `${base()}/${body.id}`,
      json("PATCH", { name: "both", content: "192.0.2.77" }, key()),
    );
    expect(res.status).toBe(200);
    const bad = await t.request(
      `${base()}/${body.id}`,
      json("PUT", { type: "CNAME", name: "both", content: "t.example.net" }, key()),
    );
    expect(bad.status).toBe(422);
    expect(locs((await bad.json()) as never)).toEqual([[["body", "type"], "value_error"]]);
  });
});

describe("record endpoints", () => {
  it("gets, replaces, patches and deletes a record (204, no body), then 404", async () => {
    const { body } = await create({
      type: "MX",
      name: "m",
      content: "mx1.example.net",
      priority: 10,
    });
    const url = `${base()}/${body.id}`;
    const got = await t.request(url, { headers: key() });
    expect(got.status).toBe(200);
    expect(await got.json()).toEqual({
      id: body.id,
      domain: "acme-dns.com",
      type: "MX",
      name: "m",
      content: "mx1.example.net",
      ttl: 3600,
      priority: 10,
      weight: null,
      port: null,
      flags: null,
      tag: null,
    });
    const put = await t.request(
      url,
      json("PUT", { type: "MX", name: "m", content: "mx2.example.net", priority: 20 }, key()),
    );
    expect(await put.json()).toMatchObject({ content: "mx2.example.net", priority: 20 });
    const patched = await t.request(url, json("PATCH", { type: "A", content: "192.0.2.9" }, key()));
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ type: "A", content: "192.0.2.9", priority: null });
    const badPatch = await t.request(url, json("PATCH", { priority: 3 }, key()));
    expect(locs((await badPatch.json()) as never)).toEqual([[["body", "priority"], "value_error"]]);

    const del = await t.request(url, { method: "DELETE", headers: key() });
    expect(del.status).toBe(204);
    expect(await del.text()).toBe("");
    expect((await t.request(url, { headers: key() })).status).toBe(404);
    expect((await t.request(url, { method: "DELETE", headers: key() })).status).toBe(404);
  });

  it("404 for a domain the service does not have, 403 for another organization's", async () => {
    expect((await t.request(base("nobody-here.com"), { headers: key() })).status).toBe(404);
    const other = await t.request(base("globex-dns.com"), { headers: key() });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ detail: expect.stringContaining("another organization") });
    const post = await create({ type: "A", content: "192.0.2.1" }, "globex-dns.com");
    expect(post.res.status).toBe(403);
  });

  it("422 for a record id that is not a UUID", async () => {
    const res = await t.request(`${base()}/123`, { headers: key() });
    expect(res.status).toBe(422);
    expect(locs((await res.json()) as never)).toEqual([[["path", "record_id"], "uuid_parsing"]]);
  });
});

describe("credentials (spec rules 2 and 3)", () => {
  it("lists with a bearer token, refuses it with 403 everywhere else", async () => {
    const auth = { authorization: `Bearer ${bearer}` };
    expect((await t.request(base(), { headers: auth })).status).toBe(200);
    const { body } = await create({ type: "TXT", name: "cred", content: "x" });
    const url = `${base()}/${body.id}`;
    const attempts: [string, string, unknown][] = [
      ["POST", base(), { type: "A", content: "192.0.2.1" }],
      ["GET", url, undefined],
      ["PUT", url, { type: "TXT", name: "cred", content: "y" }],
      ["PATCH", url, { content: "y" }],
      ["DELETE", url, undefined],
      ["POST", `${base()}/sync`, { records: [] }],
    ];
    for (const [method, path, payload] of attempts) {
      const init = payload === undefined ? { method, headers: auth } : json(method, payload, auth);
      const res = await t.request(path, init);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { detail: string }).detail).toMatch(
        /accepts an API key .* only/,
      );
    }
    expect((await t.request(url, { headers: key() })).status).toBe(200);
  });

  it("401 without credentials", async () => {
    expect((await t.request(base())).status).toBe(401);
  });
});

describe("zone export", () => {
  it("returns the zone as a BIND master file", async () => {
    const d = await addDomain(acme.organizationId, "bind-export.com");
    const post = (b: unknown) => create(b, d.name);
    await post({ type: "A", name: "@", content: "192.0.2.1", ttl: 300 });
    await post({ type: "MX", name: "@", content: "mx.example.net", priority: 10 });
    await post({ type: "TXT", name: "@", content: 'say "hi"' });
    await post({ type: "CAA", name: "@", content: "letsencrypt.org", tag: "issue" });
    await post({
      type: "SRV",
      name: "_sip._tcp",
      content: "sip.example.net",
      priority: 1,
      weight: 2,
      port: 5060,
    });
    const res = await t.request(`${base(d.name)}?format=bind`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    const lines = text.split("\n").map((l) => l.replace(/\s+/g, " ").trim());
    expect(lines).toContain("$ORIGIN bind-export.com.");
    expect(lines).toContain(
      "@ 3600 IN SOA ns1.registrar.test. hostmaster.bind-export.com. 6 3600 600 604800 300",
    );
    expect(lines).toContain("@ 3600 IN NS ns1.registrar.test.");
    expect(lines).toContain("@ 300 IN A 192.0.2.1");
    expect(lines).toContain("@ 3600 IN MX 10 mx.example.net.");
    expect(lines).toContain('@ 3600 IN TXT "say \\"hi\\""');
    expect(lines).toContain('@ 3600 IN CAA 0 issue "letsencrypt.org"');
    expect(lines).toContain("_sip._tcp 3600 IN SRV 1 2 5060 sip.example.net.");
  });

  it("documents the routes in the OpenAPI document", async () => {
    const doc = (await (await t.request("/api/v1/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const path = "/api/v1/registrar/dns/{domain_name}/records";
    expect(Object.keys(doc.paths[path]!).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths[`${path}/{record_id}`]!).sort()).toEqual([
      "delete",
      "get",
      "patch",
      "put",
    ]);
    expect(Object.keys(doc.paths[`${path}/sync`]!)).toEqual(["post"]);
  });

  it("lists records filtered by type and name", async () => {
    const www = await t.request(`${base()}?name=V-A`, { headers: key() });
    expect(((await www.json()) as { items: unknown[] }).items).toHaveLength(1);
    const res = await t.request(`${base()}?type=MX`, { headers: key() });
    const body = (await res.json()) as { items: { type: string }[] };
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((r) => r.type === "MX")).toBe(true);
  });
});

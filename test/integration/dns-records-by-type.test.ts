/**
 * DNS records type by type (each bad field a 422 item at its place), then the zone they make:
 * listing by type and name, and the BIND export.
 */
import { describe, expect, it } from "vitest";
import {
  t,
  acme,
  bearer,
  base,
  key,
  addDomain,
  create,
  detail,
  locs,
  setUpDnsRecords,
} from "./dns-records-setup";

setUpDnsRecords();

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

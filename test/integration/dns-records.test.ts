/**
 * DNS records through the API: zone rules, the record endpoints and credentials (spec rules 2
 * and 3).
 */
import { describe, expect, it } from "vitest";
import { json } from "../helpers/test-app";
import { t, bearer, base, key, create, detail, locs, setUpDnsRecords } from "./dns-records-setup";

setUpDnsRecords();

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
      pending: false,
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
    expect(await other.json()).toEqual({
      detail: expect.stringContaining("another organization"),
      code: "forbidden",
    });
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

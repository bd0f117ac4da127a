import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { insertDomain } from "../../src/server/domains/domains";
import { DNS_PROVIDERS, applyDnsSetup, isDnsProvider } from "../../src/server/dns/provider";
import { listRecords, zoneSerial } from "../../src/server/dns/records";
import { openTestDb } from "../helpers/test-db";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;

const addDomain = (name: string) =>
  insertDomain(database.db, {
    organizationId: org.organizationId,
    livemode: false,
    name,
    registeredAt: new Date("2026-01-01T00:00:00Z"),
    expiresAt: new Date("2027-01-01T00:00:00Z"),
    autoRenew: true,
    privacy: true,
    nameservers: [],
  });

type Rec = { id: string | null; type: string; name: string; content: string; ttl: number };
type SyncBody = { dry_run: boolean; created: Rec[]; updated: Rec[]; deleted: Rec[] };

async function sync(domain: string, records: unknown[], dryRun = false) {
  const res = await t.request(
    `/api/v1/registrar/dns/${domain}/records/sync`,
    json("POST", { records, dry_run: dryRun }, { "x-api-key": org.apiKey }),
  );
  return { status: res.status, body: (await res.json()) as SyncBody & { detail?: unknown } };
}

const brief = (rs: Rec[]) => rs.map((r) => `${r.type} ${r.name} ${r.content} ${r.ttl}`).sort();

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Syncer");
});
afterAll(async () => {
  await database.close();
});

describe("POST …/records/sync", () => {
  const desired = [
    { type: "A", name: "@", content: "192.0.2.1" },
    { type: "A", name: "www", content: "192.0.2.1", ttl: 300 },
    { type: "MX", name: "@", content: "mx.example.net", priority: 10 },
    { type: "TXT", name: "@", content: "v=spf1 -all" },
  ];

  it("plans without applying on dry_run, then applies, and a second run changes nothing", async () => {
    const d = await addDomain("sync-one.com");
    const dry = await sync(d.name, desired, true);
    expect(dry.status).toBe(200);
    expect(dry.body.dry_run).toBe(true);
    expect(dry.body.created.map((r) => r.id)).toEqual([null, null, null, null]);
    expect(brief(dry.body.created)).toEqual([
      "A @ 192.0.2.1 3600",
      "A www 192.0.2.1 300",
      "MX @ mx.example.net 3600",
      "TXT @ v=spf1 -all 3600",
    ]);
    expect(await listRecords(database.db, d.id)).toEqual([]);

    const first = await sync(d.name, desired);
    expect(first.body.created).toHaveLength(4);
    expect(first.body.created.every((r) => typeof r.id === "string")).toBe(true);
    const serial = await zoneSerial(database.db, d.id);

    const again = await sync(d.name, desired);
    expect(again.body).toEqual({ dry_run: false, created: [], updated: [], deleted: [] });
    expect(await zoneSerial(database.db, d.id)).toBe(serial);
  });

  it("shows created records with the API's fields only (no zone id or timestamps)", async () => {
    const d = await addDomain("sync-fields.com");
    const fields = ["content", "domain", "flags", "id", "name", "pending", "port", "priority"];
    fields.push("tag", "ttl");
    const want = [...fields, "type", "weight"];
    for (const dryRun of [true, false]) {
      const { body } = await sync(d.name, desired.slice(0, 1), dryRun);
      expect(Object.keys(body.created[0]!).sort(), `dry_run ${dryRun}`).toEqual(want);
    }
  });

  it("updates in place (same id), deletes what is left out, creates what is new", async () => {
    const d = await addDomain("sync-two.com");
    const first = await sync(d.name, desired);
    const www = first.body.created.find((r) => r.name === "www")!;
    const next = [
      { type: "A", name: "@", content: "192.0.2.1" },
      { type: "A", name: "www", content: "192.0.2.2", ttl: 300 },
      { type: "MX", name: "@", content: "mx.example.net", priority: 10, ttl: 600 },
      { type: "AAAA", name: "@", content: "2001:db8::1" },
    ];
    const dry = await sync(d.name, next, true);
    const res = await sync(d.name, next);
    expect(res.status).toBe(200);
    for (const body of [dry.body, res.body]) {
      expect(brief(body.created)).toEqual(["AAAA @ 2001:db8::1 3600"]);
      expect(brief(body.updated)).toEqual(["A www 192.0.2.2 300", "MX @ mx.example.net 600"]);
      expect(brief(body.deleted)).toEqual(["TXT @ v=spf1 -all 3600"]);
    }
    expect(res.body.updated.find((r) => r.name === "www")!.id).toBe(www.id);
    const stored = (await listRecords(database.db, d.id)).map(
      (r) => `${r.type} ${r.name} ${r.content}`,
    );
    expect(stored.sort()).toEqual([
      "A @ 192.0.2.1",
      "A www 192.0.2.2",
      "AAAA @ 2001:db8::1",
      "MX @ mx.example.net",
    ]);
    expect((await sync(d.name, next)).body.updated).toEqual([]);
  });

  it("validates the whole set first and changes nothing when any record fails", async () => {
    const d = await addDomain("sync-three.com");
    await sync(d.name, desired);
    const before = await listRecords(database.db, d.id);
    const res = await sync(d.name, [
      { type: "A", name: "ok", content: "192.0.2.1" },
      { type: "A", name: "bad", content: "nope" },
      { type: "MX", name: "@", content: "mx.example.net" },
    ]);
    expect(res.status).toBe(422);
    expect((res.body.detail as { loc: unknown[] }[]).map((i) => i.loc)).toEqual([
      ["body", "records", 1, "content"],
      ["body", "records", 2, "priority"],
    ]);
    const rules = await sync(d.name, [
      { type: "CNAME", name: "www", content: "t.example.net" },
      { type: "A", name: "www", content: "192.0.2.1" },
      { type: "TXT", name: "x", content: "a" },
      { type: "TXT", name: "x", content: "a" },
    ]);
    expect(rules.status).toBe(422);
    expect((rules.body.detail as { loc: unknown[] }[]).map((i) => i.loc)).toEqual([
      ["body", "records", 1, "type"],
      ["body", "records", 3, "content"],
    ]);
    expect(await listRecords(database.db, d.id)).toEqual(before);
  });

  it("lists field and zone-rule errors of every record in one 422", async () => {
    const d = await addDomain("sync-all-errors.com");
    await sync(d.name, desired);
    const before = await listRecords(database.db, d.id);
    const records = [
      { type: "A", name: "ok", content: "192.0.2.1" },
      { type: "A", name: "bad", content: "nope" },
      { type: "CNAME", name: "www", content: "t.example.net" },
      { type: "A", name: "www", content: "192.0.2.1" },
      { type: "TXT", name: "x", content: "a" },
      { type: "TXT", name: "x", content: "a" },
      { type: "MX", name: "@", content: "mx.example.net" },
      { type: "A", name: `www.${d.name}`, content: "192.0.2.9" },
      { type: "AAAA", name: "v6", content: "2001:db8::1", ttl: 5 },
    ];
    const loc = (r: { body: { detail?: unknown } }) =>
      (r.body.detail as { loc: unknown[]; type: string }[]).map((i) => [i.loc, i.type]);
    const res = await sync(d.name, records);
    expect(res.status).toBe(422);
    expect(loc(res)).toEqual([
      [["body", "records", 1, "content"], "value_error"],
      [["body", "records", 3, "type"], "value_error"],
      [["body", "records", 5, "content"], "value_error"],
      [["body", "records", 6, "priority"], "value_error"],
      [["body", "records", 7, "name"], "value_error"],
      [["body", "records", 8, "ttl"], "greater_than_equal"],
    ]);
    const withDryRun = await t.request(
      `/api/v1/registrar/dns/${d.name}/records/sync`,
      json("POST", { records, dry_run: "maybe" }, { "x-api-key": org.apiKey }),
    );
    const items = ((await withDryRun.json()) as { detail: { loc: unknown[] }[] }).detail;
    expect(items.map((i) => i.loc)).toEqual([...loc(res).map(([l]) => l), ["body", "dry_run"]]);
    expect(await listRecords(database.db, d.id)).toEqual(before);
  });

  it("skips zone rules for a record that fails its fields, and without a valid zone", async () => {
    const d = await addDomain("sync-skip-rules.com");
    const records = [
      { type: "CNAME", name: "www", content: "not a host!" },
      { type: "A", name: "www", content: "192.0.2.1" },
      { type: "A", name: "www", content: "192.0.2.1", ttl: 1 },
      { type: "A", name: "www", content: "192.0.2.1" },
    ];
    const res = await sync(d.name, records);
    expect((res.body.detail as { loc: unknown[] }[]).map((i) => i.loc)).toEqual([
      ["body", "records", 0, "content"],
      ["body", "records", 2, "ttl"],
      ["body", "records", 3, "content"],
    ]);
    const badZone = await sync("not a domain", records);
    expect(badZone.status).toBe(422);
    expect((badZone.body.detail as { loc: unknown[] }[]).map((i) => i.loc)).toEqual([
      ["path", "domain_name"],
      ["body", "records", 0, "content"],
      ["body", "records", 2, "ttl"],
    ]);
  });

  it("empties a zone with an empty set", async () => {
    const d = await addDomain("sync-four.com");
    await sync(d.name, desired);
    const res = await sync(d.name, []);
    expect(res.body.deleted).toHaveLength(4);
    expect(await listRecords(database.db, d.id)).toEqual([]);
  });
});

describe("applyDnsSetup", () => {
  it("gives a new domain the default records and returns the provider's nameservers", async () => {
    const d = await addDomain("setup-me.com");
    const out = await applyDnsSetup(database.db, { domainId: d.id, provider: "builtin" });
    expect(out.nameservers).toEqual(["ns1.registrar.test", "ns2.registrar.test"]);
    const rows = (await listRecords(database.db, d.id)).map(
      (r) => `${r.type} ${r.name} ${r.content}`,
    );
    expect(rows).toEqual(["A @ 192.0.2.1", "CNAME www setup-me.com"]);
    const again = await applyDnsSetup(database.db, { domain: d, provider: null });
    expect(again.created).toEqual([]);
  });

  it("honours the settings and leaves names that already have records alone", async () => {
    const d = await addDomain("setup-two.com");
    await sync(d.name, [{ type: "A", name: "www", content: "192.0.2.50" }]);
    const out = await applyDnsSetup(database.db, {
      domain: d,
      settings: {
        nameservers: ["a.dns.example.net", "b.dns.example.net"],
        parkingIPv4: "198.51.100.7",
      },
    });
    expect(out.nameservers).toEqual(["a.dns.example.net", "b.dns.example.net"]);
    const rows = (await listRecords(database.db, d.id)).map(
      (r) => `${r.type} ${r.name} ${r.content}`,
    );
    expect(rows).toEqual(["A @ 198.51.100.7", "A www 192.0.2.50"]);
  });

  it("knows its providers", async () => {
    expect(DNS_PROVIDERS).toContain("builtin");
    expect(isDnsProvider("builtin")).toBe(true);
    expect(isDnsProvider("cloudflare")).toBe(false);
    const d = await addDomain("setup-three.com");
    await expect(applyDnsSetup(database.db, { domain: d, provider: "nope" })).rejects.toThrow(
      /Unknown DNS provider/,
    );
  });
});

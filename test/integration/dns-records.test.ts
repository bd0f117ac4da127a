import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { insertDomain, type DomainRow } from "../../src/server/domains/domains";
import { openTestDb } from "../helpers/test-db";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";

let database: Database;
let t: TestApp;
let acme: Awaited<ReturnType<TestApp["org"]>>;
let globex: Awaited<ReturnType<TestApp["org"]>>;
let bearer: string;
let zone: DomainRow;

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
  zone = await addDomain(acme.organizationId, "acme-dns.com");
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

describe("smoke", () => {
  it("creates and lists", async () => {
    const { res, body } = await create({ type: "A", name: "WWW", content: "192.0.2.7" });
    expect(res.status, JSON.stringify(body)).toBe(201);
    const list = await t.request(base(), { headers: { authorization: `Bearer ${bearer}` } });
    expect(list.status).toBe(200);
    console.log(JSON.stringify(await list.json()), zone.id);
  });
});

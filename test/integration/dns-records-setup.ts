/** The DNS record suites' shared state (an app, two organizations, their domains) and helpers. */
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../src/server/db/database";
import { insertDomain } from "../../src/server/domains/domains";
import { openTestDb } from "../helpers/test-db";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";

let database: Database;
export let t: TestApp;
export let acme: Awaited<ReturnType<TestApp["org"]>>;
let globex: Awaited<ReturnType<TestApp["org"]>>;
export let bearer: string;

export const base = (d = "acme-dns.com") => `/api/v1/registrar/dns/${d}/records`;
export const key = () => ({ "x-api-key": acme.apiKey });

export async function addDomain(organizationId: string, name: string) {
  return insertDomain(database.db, {
    organizationId,
    livemode: false,
    name,
    registeredAt: new Date("2026-01-01T00:00:00Z"),
    expiresAt: new Date("2027-01-01T00:00:00Z"),
    autoRenew: true,
    privacy: true,
    nameservers: [],
  });
}

export async function create(body: unknown, domain = "acme-dns.com") {
  const res = await t.request(base(domain), json("POST", body, key()));
  return { res, body: (await res.json()) as Record<string, unknown> & { detail?: unknown } };
}

export type Item = { type: string; loc: unknown[]; msg: string; input?: unknown; ctx?: unknown };
export const detail = (body: { detail?: unknown }) => body.detail as Item[];
export const locs = (body: { detail?: unknown }) => detail(body).map((d) => [d.loc, d.type]);

/** Registers this suite's hooks: call it once at the top of each of its files. */
export function setUpDnsRecords() {
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
}

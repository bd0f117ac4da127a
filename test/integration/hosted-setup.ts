/** The hosted suites' shared state (an app, two organizations and their domains) and helpers. */
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../src/server/db/database";
import { insertDomain } from "../../src/server/domains/domains";
import { sandboxRegistry } from "../../src/server/registrar/schema";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

export let database: Database;
export let t: TestApp;
export let org: Awaited<ReturnType<TestApp["org"]>>;
export let other: Awaited<ReturnType<TestApp["org"]>>;
export const ALL = ["domain_search", "domain_purchase", "dns_manage", "renew"] as const;
export type Action = (typeof ALL)[number];

export async function mint(
  body: Record<string, unknown>,
  key = org.apiKey,
  headers: Record<string, string> = {},
) {
  const res = await t.request(
    "/api/v1/hosted/sessions",
    json("POST", body, { "x-api-key": key, ...headers }),
  );
  return { res, body: (await res.json()) as Record<string, string> & { detail?: unknown } };
}
export const session = async (actions: readonly Action[], account = "acct_alice") =>
  (await mint({ allowed_actions: actions, external_account_id: account })).body;
export const asClient = (token: string, path: string, init: RequestInit = {}) =>
  t.request(path, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
  });

/** Registers this suite's hooks: call it once at the top of each of its files. */
export function setUpHosted() {
  beforeAll(async () => {
    database = await openTestDb();
    t = await makeTestApp(database);
    org = await t.org("Partner");
    other = await t.org("Other partner");
    for (const [o, name, account] of [
      [org, "alice-site.com", "acct_alice"],
      [org, "bob-site.com", "acct_bob"],
      [other, "other-org.com", "acct_alice"],
    ] as const) {
      await insertDomain(database.db, {
        organizationId: o.organizationId,
        livemode: false,
        name,
        registeredAt: t.now(),
        expiresAt: new Date("2027-11-21T12:00:00Z"),
        autoRenew: true,
        privacy: true,
        nameservers: ["ns1.sandbox-registrar.test", "ns2.sandbox-registrar.test"],
        externalAccountId: account,
      });
      await database.db
        .insert(sandboxRegistry)
        .values({ name, registeredAt: t.now(), expiresAt: new Date("2027-11-21T12:00:00Z") });
    }
  });
  afterAll(async () => {
    await database.close();
  });
}

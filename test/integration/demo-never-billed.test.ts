import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { startAutoRenewer } from "../../src/server/domains/auto-renewer";
import { createLogger } from "../../src/server/logger";
import { createOrganization } from "../../src/server/orgs/organizations";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { CONTACT } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

// Domains bought through the service's `/demo` belong to the demo organization and ask for
// auto-renewal by default: the auto-renewer must never bill that organization for them.

const DAY = 24 * 3_600_000;
let database: Database;
let t: TestApp;
let demo: { apiKey: string };
let tenant: { apiKey: string };

const buy = async (apiKey: string, domain: string) => {
  const res = await t.request(
    "/api/v1/registrar/purchase",
    json("POST", { contact: CONTACT, domain, auto_renew: true }, { "x-api-key": apiKey }),
  );
  expect(res.status).toBe(200);
};
const charges = async (apiKey: string) => {
  const res = await t.request("/api/v1/registrar/renewal-charges?limit=100", {
    headers: { "x-api-key": apiKey },
  });
  return ((await res.json()) as { items: { trigger: string }[] }).items;
};

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  demo = await createOrganization(database.db, { name: "Demo organization", demo: true });
  tenant = await createOrganization(database.db, { name: "Paying tenant" });
  await buy(demo.apiKey, "demo-bought.com");
  await buy(tenant.apiKey, "tenant-bought.com");
});
afterAll(() => database.close());

describe("the demo organization and auto-renewal", () => {
  it("renews a tenant's domain but never bills the demo organization", async () => {
    const before = (await charges(demo.apiKey)).length;
    t.advance(365 * DAY - 29 * DAY);
    const renewer = startAutoRenewer(
      {
        db: database.db,
        registrars: { test: createSandboxProvider(database.db) },
        now: t.now,
        logger: createLogger("silent"),
        daysBefore: 30,
      },
      3_600_000,
    );
    try {
      await renewer.runOnce();
    } finally {
      await renewer.stop();
    }
    expect((await charges(tenant.apiKey)).map((c) => c.trigger)).toContain("auto_renew");
    expect(await charges(demo.apiKey)).toHaveLength(before);
  });
});

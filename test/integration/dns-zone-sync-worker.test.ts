import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/database";
import { DEFAULT_DNS_SETTINGS } from "../../src/server/dns/settings";
import { backoffMs, startZoneSyncWorker, type ZoneSync } from "../../src/server/dns/zone-sync";
import { insertDomain } from "../../src/server/domains/domains";
import { createLogger } from "../../src/server/logger";
import { createOrganization } from "../../src/server/orgs/organizations";
import { openTestDb } from "../helpers/test-db";

describe("backoffMs", () => {
  it("doubles from a second per failed attempt, up to five minutes", () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(9)).toBe(256_000);
    expect(backoffMs(10)).toBe(300_000);
    expect(backoffMs(50)).toBe(300_000);
  });
});

describe("the zone-sync worker", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDb();
  });
  afterAll(async () => {
    await database.close();
  });

  it("makes a zone due and runs a pass when the database notifies a change to it", async () => {
    const due: string[] = [];
    let passed!: () => void;
    const aPass = new Promise<void>((resolve) => (passed = resolve));
    const sync = {
      makeDue: async (name: string) => void due.push(name),
      pass: async () => {
        if (due.length > 0) passed();
        return 0;
      },
      driftPass: async () => 0,
      driftCheck: async () => undefined,
    } satisfies ZoneSync;
    const worker = startZoneSyncWorker(
      {
        db: database.db,
        logger: createLogger("silent"),
        // Never by the clock in this test: only a notification can start a pass.
        settings: { ...DEFAULT_DNS_SETTINGS, syncIntervalMs: 3_600_000 },
        notifications: database.notifications,
      },
      sync,
    );
    try {
      const row = await insertDomain(database.db, {
        organizationId: (
          await createOrganization(database.db, { name: "Notified", livemode: false })
        ).organizationId,
        livemode: false,
        name: "notified-zone.com",
        registeredAt: new Date(),
        expiresAt: new Date(Date.now() + 86_400_000),
        autoRenew: false,
        privacy: false,
        nameservers: [],
      });
      await database.db.execute(sql`UPDATE domains SET phase = 'grace' WHERE id = ${row.id}`);
      await aPass;
      expect(due).toContain("notified-zone.com");
    } finally {
      await worker.stop();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import type { Notifications } from "../../src/server/db/notifications";
import { REGISTRY_CHANNEL } from "../../src/server/registrar/registry-mirror";
import { makeTestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

/**
 * What an app subscribes to on the database's notifications it gives back when closed: a test
 * that builds apps on one database, or a shutdown, leaves no subscriber behind.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDb();
});
afterAll(() => database.close());

/** The database with its notifications counting the subscriptions open on each channel. */
function counted(db: Database) {
  const open = new Map<string, number>();
  const bump = (channel: string, by: number) => open.set(channel, (open.get(channel) ?? 0) + by);
  const notifications: Notifications = {
    ...db.notifications,
    subscribe(channel, handlers) {
      const sub = db.notifications.subscribe(channel, handlers);
      bump(channel, 1);
      let closed = false;
      return {
        get live() {
          return sub.live;
        },
        close() {
          if (!closed) bump(channel, -1);
          closed = true;
          sub.close();
        },
      };
    },
  };
  return { database: { ...db, notifications }, open };
}

describe("closing the app", () => {
  it("closes its credential caches' subscriptions", async () => {
    const { database: db, open } = counted(database);
    const t = await makeTestApp(db);
    const { apiKey } = await t.org("Teardown");
    // Used, so the caches are as a serving app has them.
    expect(
      (await t.request("/api/v1/hosted/sessions", { headers: { "x-api-key": apiKey } })).status,
    ).toBe(200);
    expect(open.get("credentials")).toBe(2); // API keys and client tokens
    t.app.close();
    expect(open.get("credentials")).toBe(0);
    // Closing twice is harmless.
    t.app.close();
    expect(open.get("credentials")).toBe(0);
  });

  it.runIf(!process.env.TEST_DATABASE_URL)(
    "closes the sandbox registry's mirror on PGlite (its names in memory)",
    async () => {
      const { database: db, open } = counted(database);
      const t = await makeTestApp(db);
      const { apiKey } = await t.org("Mirror");
      const res = await t.request("/api/v1/registrar/availability/teardown-mirror.com", {
        headers: { "x-api-key": apiKey },
      });
      expect(res.status).toBe(200);
      expect(open.get(REGISTRY_CHANNEL)).toBe(1);
      t.app.close();
      expect(open.get(REGISTRY_CHANNEL)).toBe(0);
    },
  );
});

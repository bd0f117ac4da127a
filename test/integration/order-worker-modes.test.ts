/**
 * The order worker runs each mode's orders apart: a live registry that does not answer holds up
 * live orders only, never test-mode ones (the sandbox), and each order goes to its own mode's
 * registrar.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../src/server/db/database";
import { createLogger } from "../../src/server/logger";
import { orders } from "../../src/server/orders/schema";
import { startOrderProcessor } from "../../src/server/orders/processor";
import { createApiKey } from "../../src/server/orgs/organizations";
import type { RegistrarProvider } from "../../src/server/registrar/provider";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { payOrder, postOrder } from "../helpers/orders";
import { makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
let live: RegistrarProvider;
let release: () => void;
const registered: string[] = [];

beforeAll(async () => {
  database = await openTestDb();
  const sandbox = createSandboxProvider(database.db);
  const held = new Promise<void>((r) => (release = r));
  // The live registry: another sandbox whose registrations wait until the test lets them go.
  live = {
    ...createSandboxProvider(database.db),
    name: "sandbox",
    async register(input) {
      registered.push(`live:${input.domain.name}`);
      await held;
      return sandbox.register(input);
    },
  };
  t = await makeTestApp(database, { liveRegistrar: live });
});
afterAll(async () => {
  release();
  t.app.close();
  await database.close();
});

const statusOf = async (id: string) =>
  (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

describe("the order worker per mode", () => {
  it("completes test-mode orders while the live registry does not answer", async () => {
    const org = await t.org("Two Worlds", { livemode: true });
    const { apiKey: testKey } = await createApiKey(database.db, {
      organizationId: org.organizationId,
      livemode: false,
    });
    const paid = async (key: string, domain: string) => {
      const { body } = await postOrder(t, key, { domain, payment_method: "wire" });
      expect((await payOrder(t, key, body.order_id, body.price)).res.status).toBeLessThan(300);
      return body.order_id as string;
    };
    // The live order first: a single worker would take it first and wait on the registry.
    const liveOrder = await paid(org.apiKey, "stuck-live.com");
    const testOrder = await paid(testKey, "free-test.com");
    const worker = startOrderProcessor(
      {
        db: database.db,
        registrars: { test: createSandboxProvider(database.db), live },
        now: t.now,
        logger: createLogger("silent"),
      },
      60_000,
    );
    try {
      // The live registration is under way and held; the test order still completes meanwhile.
      await vi.waitFor(() => expect(registered).toEqual(["live:stuck-live.com"]), {
        timeout: 20_000,
        interval: 50,
      });
      await vi.waitFor(async () => expect(await statusOf(testOrder)).toBe("completed"), {
        timeout: 20_000,
        interval: 50,
      });
      expect(await statusOf(liveOrder)).toBe("processing");
      expect(registered).toEqual(["live:stuck-live.com"]);
      release();
      await vi.waitFor(async () => expect(await statusOf(liveOrder)).toBe("completed"), {
        timeout: 20_000,
        interval: 50,
      });
    } finally {
      // Let a registration still held go, or stopping the worker would wait for it forever.
      release();
      await worker.stop();
    }
  });
});

/**
 * One registry poller per deployment: two instances (each its own connection pool and EPP
 * sessions) on one PostgreSQL database, passes at once: one of them polls the registry, the
 * other sends no poll at all; once the poller stops, the other takes over.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { fromPostgres, type Database } from "../../src/server/db/database";
import { migrate } from "../../src/server/db/migrate";
import { createLogger } from "../../src/server/logger";
import type { EppProvider } from "../../src/server/registrar/epp/epp-provider";
import {
  pollRegistry,
  startPollWorker,
  type PollWorkerDeps,
} from "../../src/server/registry-poll/poll-worker";
import type { RegistryPollQueue } from "../../src/server/registrar/provider";
import { registryMessages } from "../../src/server/registry-poll/schema";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { eppLiveRegistrar } from "../helpers/epp-live-registrar";
import { startEppTestRegistry, type EppTestRegistry } from "../helpers/epp-test-registry";
import { emptyPostgresDb } from "../helpers/postgres-db";

const url = process.env.TEST_DATABASE_URL!;
let drop: () => Promise<void>;
let registry: EppTestRegistry;
const instances: { database: Database; epp: EppProvider; polls: number; deps: PollWorkerDeps }[] =
  [];

beforeAll(async () => {
  const empty = await emptyPostgresDb(url);
  drop = empty.drop;
  registry = await startEppTestRegistry();
  for (let i = 0; i < 2; i++) {
    const database = fromPostgres(empty.url);
    if (i === 0) await migrate(database.sql, { existingLivemode: false });
    const epp = eppLiveRegistrar(registry);
    const instance = { database, epp, polls: 0, deps: undefined as unknown as PollWorkerDeps };
    const queue: RegistryPollQueue = {
      ...epp.pollQueue!,
      next: () => {
        instance.polls++;
        return epp.pollQueue!.next();
      },
    };
    const logger = createLogger("silent");
    instance.deps = {
      db: database.db,
      queue,
      now: () => new Date(),
      logger,
      processor: {
        db: database.db,
        registrars: { test: createSandboxProvider(database.db), live: epp },
        now: () => new Date(),
        logger,
      },
      leaseMs: 600_000,
    };
    instances.push(instance);
  }
});
afterAll(async () => {
  for (const i of instances) {
    await i.epp.close();
    await i.database.close();
  }
  await registry?.close();
  await drop?.();
});

it("only one instance polls; the other takes over when it stops", async () => {
  const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
  for (let i = 0; i < 3; i++) registry.queueMessage({ msg: `Notice ${i}` });
  const taken = await Promise.all([pollRegistry(a.deps, "a"), pollRegistry(b.deps, "b")]);
  expect(taken.sort()).toEqual([0, 3]);
  expect([a.polls, b.polls].filter((n) => n > 0)).toHaveLength(1);
  const poller = a.polls > 0 ? a : b;
  const other = poller === a ? b : a;
  const [pollerName, otherName] = poller === a ? ["a", "b"] : ["b", "a"];
  expect(registry.messages).toHaveLength(0);
  expect(await a.database.db.select().from(registryMessages)).toHaveLength(3);

  // Later passes: still only the lease holder polls.
  registry.queueMessage({ msg: "Notice 3" });
  const otherBefore = other.polls;
  expect(await pollRegistry(other.deps, otherName)).toBe(0);
  expect(other.polls).toBe(otherBefore);

  // The poller stops (its lease given up): the other one polls from its next pass.
  const worker = startPollWorker({ ...poller.deps, holder: pollerName }, 86_400_000);
  await worker.runOnce();
  await worker.stop();
  registry.queueMessage({ msg: "Notice 4" });
  expect(await pollRegistry(other.deps, otherName)).toBe(1);
  expect(other.polls).toBeGreaterThan(otherBefore);
});

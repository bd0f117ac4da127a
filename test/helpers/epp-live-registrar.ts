import { createEppProvider } from "../../src/server/registrar/epp/epp-provider";
import type { ProfileName } from "../../src/server/registrar/epp/profiles";
import { creditBalance } from "../../src/server/balances/ledger";
import {
  startEppTestRegistry,
  type EppTestRegistry,
  type TestRegistryOptions,
} from "./epp-test-registry";
import { makeTestApp, type TestApp } from "./test-app";
import { openTestDb } from "./test-db";

/**
 * The EPP adapter connected to the EPP test registry, as a service playing it as its live
 * registry would be (`.com` in USD, two sessions).
 */
export function eppLiveRegistrar(
  registry: EppTestRegistry,
  { profile, suffixes = ["com"] }: { profile?: ProfileName; suffixes?: string[] } = {},
) {
  return createEppProvider({
    endpoint: registry.endpoint(),
    pool: { size: 2 },
    suffixes,
    currency: "USD",
    ...(profile && { profile }),
    defaultNameservers: ["ns1.registrar-dns.example", "ns2.registrar-dns.example"],
  });
}

/**
 * The service with the EPP test registry as its live registry (on the app's clock), and one
 * live organization whose balance holds `balance` (live purchases and renewals are billed to
 * it: docs/balances.md; `null`: none). `close()` stops all of it.
 */
export async function startEppService(options: {
  org: string;
  registry?: Omit<TestRegistryOptions, "now">;
  live?: Parameters<typeof eppLiveRegistrar>[1];
  balance?: string | null;
}) {
  const database = await openTestDb();
  // The registry runs on the app's clock, which exists once the app does.
  const clock: { now?: TestApp["now"] } = {};
  const registry = await startEppTestRegistry({
    prices: { com: { create: "11.00", renew: "13.00" } },
    ...options.registry,
    now: () => clock.now!(),
  });
  const epp = eppLiveRegistrar(registry, options.live);
  // The EPP test registry plays the live registry: a live key's orders go there.
  const t = await makeTestApp(database, { liveRegistrar: epp });
  clock.now = t.now;
  const org = await t.org(options.org, { livemode: true });
  const balance = options.balance === undefined ? "1000.00" : options.balance;
  if (balance !== null) {
    await creditBalance(database.db, {
      organizationId: org.organizationId,
      amount: balance,
      currency: "USD",
      kind: "top_up_wire",
      description: "Top-up by wire transfer",
      actor: "test",
      now: t.now(),
    });
  }
  return {
    database,
    registry,
    epp,
    t,
    org,
    async close() {
      t.app.close();
      await epp.close();
      await registry.close();
      await database.close();
    },
  };
}

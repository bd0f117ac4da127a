/**
 * Live mode's outside world for tests that start the service as a process (the live-mode lanes
 * in test/resilience-long/, the Stripe checkout e2e): the EPP test registry with the files and
 * variables the service needs to use it as its live registry, and a live key made with the
 * admin CLI. Free of any test runner's API, so vitest and Playwright both import it.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { startEppTestRegistry, TEST_CERTS } from "./epp-test-registry";
import { runCommand } from "./processes";

/**
 * The EPP test registry as the live registry: its CA, the client certificate and key and the
 * password written into `dir`, and the `REGISTRAR=epp` variables naming them.
 */
export async function liveRegistry(dir: string) {
  const registry = await startEppTestRegistry({
    prices: { com: { create: "10.00", renew: "12.00" } },
  });
  writeFileSync(join(dir, "ca.pem"), TEST_CERTS.ca);
  writeFileSync(join(dir, "client.pem"), TEST_CERTS.clientCert);
  writeFileSync(join(dir, "client.key"), TEST_CERTS.clientKey, { mode: 0o600 });
  writeFileSync(join(dir, "epp-password"), `${registry.password}\n`, { mode: 0o600 });
  const eppEnv = {
    REGISTRAR: "epp",
    EPP_HOST: registry.host,
    EPP_PORT: String(registry.port),
    EPP_CLIENT_ID: registry.clientId,
    EPP_PASSWORD_FILE: join(dir, "epp-password"),
    EPP_CERT: join(dir, "client.pem"),
    EPP_KEY: join(dir, "client.key"),
    EPP_CA: join(dir, "ca.pem"),
    EPP_SUFFIXES: "com",
    EPP_POOL_SIZE: "4",
    EPP_TIMEOUT_MS: "20000",
  };
  return { registry, eppEnv };
}

/** A live key (`rk_live_…`) of the organization, made with the admin CLI (`--mode live`). */
export async function liveKeyFor(organizationId: string, env: Record<string, string>) {
  const made = await runCommand(
    [
      "src/server/cli/admin.ts",
      "key",
      "create",
      "--org",
      organizationId,
      "--mode",
      "live",
      "--json",
    ],
    env,
  );
  if (made.code !== 0) throw new Error(`admin key create exited with ${made.code}: ${made.stderr}`);
  const liveKey = (JSON.parse(made.stdout) as { api_key: string }).api_key;
  if (!/^rk_live_/.test(liveKey)) throw new Error(`not a live key: ${liveKey}`);
  // Live purchases and renewals draw on the organization's balance: a wire recorded by the
  // operator funds it.
  const funded = await runCommand(
    [
      "src/server/cli/admin.ts",
      "balance",
      "top-up",
      "--org",
      organizationId,
      "--amount",
      "100000.00",
      "--reference",
      "LANE-FUNDS",
      "--json",
    ],
    env,
  );
  if (funded.code !== 0)
    throw new Error(`admin balance top-up exited with ${funded.code}: ${funded.stderr}`);
  return liveKey;
}

/**
 * The live-mode lane's set-up (live-mode-lane.test.ts): an API client with one key, the EPP test
 * registry with the files and variables the service needs to use it as its live registry, and
 * a live key made with the admin CLI.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { startEppTestRegistry, TEST_CERTS } from "../helpers/epp-test-registry";
import { CONTACT } from "../helpers/orders";
import { runCommand } from "../helpers/processes";

export type Order = { order_id: string; domain_name: string; status: string; livemode: boolean };
export type Listed = Record<string, unknown> & { livemode: boolean };

/** The service's API with one key. */
export function client(base: string, apiKey: string) {
  const headers = { "x-api-key": apiKey, "content-type": "application/json" };
  const send = async (
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...extra },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  /** Every item of a paged list. */
  const all = async <T = Listed>(path: string): Promise<T[]> => {
    const items: T[] = [];
    let cursor: string | null = null;
    do {
      const sep = path.includes("?") ? "&" : "?";
      const page = await send(
        "GET",
        `${path}${sep}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      const body = page.body as { items: T[]; next_cursor: string | null };
      items.push(...body.items);
      cursor = body.next_cursor;
    } while (cursor);
    return items;
  };
  return {
    get: (path: string) => send("GET", path),
    post: (path: string, body: unknown, extra?: Record<string, string>) =>
      send("POST", path, body, extra),
    all,
    orders: () => all<Order>("/api/v1/registrar/orders"),
    /** A wire order, paid by a payment of its price allocated to it. */
    async paidOrder(domain: string) {
      const o = await send("POST", "/api/v1/registrar/order", {
        domain,
        contact: CONTACT,
        payment_method: "wire",
      });
      if (o.status !== 201)
        throw new Error(`order ${domain}: ${o.status} ${JSON.stringify(o.body)}`);
      const id = o.body.order_id as string;
      const p = await send("POST", "/api/v1/registrar/payments", {
        amount: o.body.price,
        currency: "USD",
        method: "wire",
      });
      const a = await send(
        "POST",
        `/api/v1/registrar/payments/${String(p.body.payment_id)}/allocations`,
        {
          order_id: id,
        },
      );
      if (a.status >= 300) throw new Error(`allocation ${domain}: ${a.status}`);
      return id;
    },
  };
}

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
  expect(made.code, made.stderr).toBe(0);
  const liveKey = (JSON.parse(made.stdout) as { api_key: string }).api_key;
  expect(liveKey).toMatch(/^rk_live_/);
  // Live purchases and renewals draw on the organization's balance: a wire recorded by the
  // operator funds the lane.
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
  expect(funded.code, funded.stderr).toBe(0);
  return liveKey;
}

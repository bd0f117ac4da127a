/** The EPP suites' test registries and providers (stopped after each file) and helpers. */
import { afterAll, afterEach, expect } from "vitest";
import { createLogger } from "../../src/server/logger";
import {
  createEppProvider,
  type EppProvider,
  type EppProviderOptions,
} from "../../src/server/registrar/epp/epp-provider";
import type { ProfileName } from "../../src/server/registrar/epp/profiles";
import { normalizeDomain } from "../../src/server/registrar/normalize-domain";
import type { RegisterInput } from "../../src/server/registrar/provider";
import { CONTACT } from "./contact";
import { startEppTestRegistry, type EppTestRegistry } from "./epp-test-registry";

const NOW = new Date("2026-11-21T12:00:00Z");
const registries: EppTestRegistry[] = [];
const providers: EppProvider[] = [];

export function name(s: string) {
  const n = normalizeDomain(s);
  if (!n.ok) throw new Error(s);
  return n.domain;
}

export async function registry(opts: Parameters<typeof startEppTestRegistry>[0] = {}) {
  const r = await startEppTestRegistry({ now: () => NOW, ...opts });
  registries.push(r);
  return r;
}

export function provider(
  r: EppTestRegistry,
  {
    timeoutMs = 5000,
    size = 1,
    logs,
    profile,
    suffixes = ["com", "net"],
    options,
  }: {
    timeoutMs?: number;
    size?: number;
    logs?: string[];
    profile?: ProfileName;
    suffixes?: string[];
    /** More of the provider's options (batch size, cache, low-balance threshold...). */
    options?: Partial<EppProviderOptions>;
  } = {},
) {
  const p = createEppProvider({
    endpoint: r.endpoint({
      timeoutMs,
      ...(logs && { logger: createLogger("debug", (l) => logs.push(l)) }),
    }),
    pool: { size, backoffMs: 1 },
    suffixes,
    currency: "USD",
    ...(profile && { profile }),
    defaultNameservers: ["ns1.dns.example", "ns2.dns.example"],
    ...(logs && { logger: createLogger("debug", (l) => logs.push(l)) }),
    ...options,
  });
  providers.push(p);
  return p;
}

export const input = (domain: string, reference: string, over: Partial<RegisterInput> = {}) => ({
  domain: name(domain),
  years: 1,
  price: "10.00",
  contact: CONTACT,
  nameservers: ["ns1.dns.example", "ns2.dns.example"],
  privacy: true,
  now: NOW,
  reference,
  ...over,
});

/** Registers this suite's hooks: call it once at the top of each of its files. */
export function setUpEpp() {
  afterEach(async () => {
    // Every command any test sent passed the RFC schemas.
    for (const r of registries) {
      expect(r.invalidCommands().map((c) => [c.command, c.schemaErrors])).toEqual([]);
    }
  });
  afterAll(async () => {
    await Promise.all(providers.map((p) => p.close()));
    await Promise.all(registries.map((r) => r.close()));
  });
}

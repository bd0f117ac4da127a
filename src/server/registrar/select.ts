import { readFileSync } from "node:fs";
import type { EppSettings } from "../config";
import type { Db } from "../db/database";
import type { Logger } from "../logger";
import { checkCache } from "./epp/check-cache";
import { createEppProvider } from "./epp/epp-provider";
import { databaseSessionSlots } from "./epp/session-slots";
import { offerRegistrar, type RegistrarProvider, type Registrars } from "./provider";
import type { RegistryMirror } from "./registry-mirror";
import { createSandboxProvider } from "./sandbox-provider";

/** Reads the EPP secrets and certificates from their files (the password's last newline off). */
export function eppEndpointFiles(epp: EppSettings) {
  return {
    password: readFileSync(epp.passwordFile, "utf8").replace(/\r?\n$/, ""),
    cert: readFileSync(epp.certFile),
    key: readFileSync(epp.keyFile),
    ...(epp.caFile && { ca: readFileSync(epp.caFile) }),
  };
}

/** The EPP pool's settings: size, keep-alive, a new password, the limit shared by instances. */
export function eppPoolOptions(epp: EppSettings, db: Db) {
  return {
    size: epp.poolSize,
    ...(epp.keepAliveMs !== undefined && { keepAliveMs: epp.keepAliveMs }),
    ...(epp.newPasswordFile && {
      newPassword: readFileSync(epp.newPasswordFile, "utf8").replace(/\r?\n$/, ""),
    }),
    ...(epp.sessionLimit !== undefined && {
      slots: databaseSessionSlots(db, { limit: epp.sessionLimit }),
    }),
  };
}

/**
 * The registrar of each mode: test mode always the sandbox; live mode the registry over EPP
 * when REGISTRAR=epp, else none (test mode only). The EPP adapter's name becomes valid in
 * order bodies; `close()` logs its sessions out.
 */
export function createRegistrars(
  config: {
    registrar: "sandbox" | "epp";
    epp: EppSettings | undefined;
    sandboxSlowMs: number;
    sandboxTransferMs?: number;
    sandboxTransferLockDays?: number;
    sandboxDayMs?: number;
  },
  deps: { db: Db; logger: Logger; mirror?: RegistryMirror },
): Registrars & { verify(): Promise<void>; close(): Promise<void> } {
  const test = createSandboxProvider(deps.db, {
    delayMs: config.sandboxSlowMs,
    ...(config.sandboxTransferMs !== undefined && { transferMs: config.sandboxTransferMs }),
    ...(config.sandboxTransferLockDays !== undefined && {
      transferLockDays: config.sandboxTransferLockDays,
    }),
    ...(config.sandboxDayMs !== undefined && { dayMs: config.sandboxDayMs }),
    ...(deps.mirror && { mirror: deps.mirror }),
  });
  const live = liveRegistrar(config, deps);
  return { test, live, verify: async () => live?.verify(), close: async () => live?.close() };
}

function liveRegistrar(
  config: { registrar: "sandbox" | "epp"; epp: EppSettings | undefined },
  { logger, db }: { logger: Logger; db: Db },
): (RegistrarProvider & { verify(): Promise<void>; close(): Promise<void> }) | undefined {
  if (config.registrar === "epp" && config.epp) {
    const epp = config.epp;
    const provider = createEppProvider({
      endpoint: {
        host: epp.host,
        port: epp.port,
        clientId: epp.clientId,
        timeoutMs: epp.timeoutMs,
        logger: logger.child({ component: "epp" }),
        ...eppEndpointFiles(epp),
      },
      pool: eppPoolOptions(epp, db),
      suffixes: epp.suffixes,
      currency: epp.currency,
      defaultNameservers: epp.nameservers,
      checkBatch: epp.checkBatch,
      lowBalance: epp.lowBalance,
      ...(epp.checkCacheSeconds > 0 && {
        cache: checkCache(db, `${epp.host}:${epp.port}/${epp.clientId}`, epp.checkCacheSeconds),
      }),
      profile: epp.profile,
      ...(epp.transferLockDays !== undefined && { transferLockDays: epp.transferLockDays }),
      logger,
    });
    // Its name is valid in orders while it runs.
    const withdraw = offerRegistrar(provider.name);
    const close = provider.close.bind(provider);
    return Object.assign(provider, {
      close: async () => {
        withdraw();
        await close();
      },
    });
  }
  return undefined;
}

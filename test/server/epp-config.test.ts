import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";
import { createLogger } from "../../src/server/logger";
import { createRegistrars, eppEndpointFiles } from "../../src/server/registrar/select";
import { registrarNames } from "../../src/server/registrar/provider";
import { openTestDb } from "../helpers/test-db";

const EPP = {
  REGISTRAR: "epp",
  EPP_HOST: "epp.ote.registry.example",
  EPP_CLIENT_ID: "registrar-1",
  EPP_PASSWORD_FILE: "/run/secrets/epp-password",
  EPP_CERT: "/etc/epp/client.pem",
  EPP_KEY: "/etc/epp/client.key",
  EPP_SUFFIXES: "com, .NET,co.uk",
};

describe("EPP configuration", () => {
  it("keeps the sandbox by default", () => {
    expect(loadConfig({})).toMatchObject({ registrar: "sandbox", epp: undefined });
  });

  it("reads REGISTRAR=epp with its defaults", () => {
    expect(loadConfig(EPP).epp).toEqual({
      host: "epp.ote.registry.example",
      port: 700,
      clientId: "registrar-1",
      passwordFile: "/run/secrets/epp-password",
      certFile: "/etc/epp/client.pem",
      keyFile: "/etc/epp/client.key",
      caFile: undefined,
      suffixes: ["com", "net", "co.uk"],
      currency: "USD",
      poolSize: 2,
      timeoutMs: 30_000,
      nameservers: loadConfig({}).dns.nameservers,
      checkBatch: 10,
      checkCacheSeconds: 30,
      lowBalance: "500.00",
      keepAliveMs: 300_000,
      profile: "generic",

      pollIntervalMs: 300_000,
    });
  });

  it("reads the poll worker's interval", () => {
    expect(loadConfig({ ...EPP, EPP_POLL_INTERVAL_MS: "60000" }).epp?.pollIntervalMs).toBe(60_000);
  });

  it("names every missing or bad EPP variable, never their values", () => {
    let message = "";
    try {
      loadConfig({ REGISTRAR: "epp", EPP_CLIENT_ID: "x", EPP_CURRENCY: "dollars" });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    for (const key of [
      "EPP_HOST",
      "EPP_PASSWORD_FILE",
      "EPP_CERT",
      "EPP_KEY",
      "EPP_SUFFIXES",
      "EPP_CLIENT_ID",
      "EPP_CURRENCY",
    ]) {
      expect(message).toContain(`${key}:`);
    }
    expect(message).not.toContain("dollars");
  });

  it("reads the check batch, the check cache's age (at most 60 s) and the low-balance threshold", () => {
    expect(
      loadConfig({
        ...EPP,
        EPP_CHECK_BATCH: "5",
        EPP_CHECK_CACHE_SECONDS: "0",
        EPP_LOW_BALANCE: "50",
      }).epp,
    ).toMatchObject({ checkBatch: 5, checkCacheSeconds: 0, lowBalance: "50" });
    expect(() => loadConfig({ ...EPP, EPP_CHECK_CACHE_SECONDS: "61" })).toThrow(
      /EPP_CHECK_CACHE_SECONDS: must be at most 60/,
    );
    expect(() => loadConfig({ ...EPP, EPP_LOW_BALANCE: "lots" })).toThrow(/EPP_LOW_BALANCE:/);
  });

  it("reads the transfer policy's lock period, the profile's (60 days) unless told", async () => {
    expect(loadConfig(EPP).epp!.transferLockDays).toBeUndefined();
    expect(loadConfig({ ...EPP, EPP_TRANSFER_LOCK_DAYS: "30" }).epp!.transferLockDays).toBe(30);
    expect(() => loadConfig({ ...EPP, EPP_TRANSFER_LOCK_DAYS: "0" })).toThrow(
      /EPP_TRANSFER_LOCK_DAYS/,
    );
    // The adapter takes it (files the endpoint reads, made here).
    const dir = mkdtempSync(join(tmpdir(), "epp-config-"));
    const file = (name: string) => {
      writeFileSync(join(dir, name), name);
      return join(dir, name);
    };
    const env = {
      ...EPP,
      EPP_PASSWORD_FILE: file("pw"),
      EPP_CERT: file("cert.pem"),
      EPP_KEY: file("key.pem"),
    };
    const database = await openTestDb();
    const deps = { db: database.db, logger: createLogger("silent") };
    const told = createRegistrars(loadConfig({ ...env, EPP_TRANSFER_LOCK_DAYS: "30" }), deps);
    const profiles = createRegistrars(loadConfig(env), deps);
    expect([told.live?.transferLockDays, profiles.live?.transferLockDays]).toEqual([30, 60]);
    await told.close();
    await profiles.close();
    await database.close();
  });

  it("reads the password from its file without the final newline, and offers the name", async () => {
    const dir = mkdtempSync(join(tmpdir(), "epp-config-"));
    const file = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const config = loadConfig({
      ...EPP,
      EPP_PASSWORD_FILE: file("pw", "s3cret pass\n"),
      EPP_CERT: file("cert.pem", "CERT"),
      EPP_KEY: file("key.pem", "KEY"),
    });
    const files = eppEndpointFiles(config.epp!);
    expect(files.password).toBe("s3cret pass");
    expect(files.cert.toString()).toBe("CERT");
    expect("ca" in files).toBe(false);
    // The adapter connects lazily: creating it opens nothing.
    const database = await openTestDb();
    const registrars = createRegistrars(config, {
      db: database.db,
      logger: createLogger("silent"),
    });
    expect(registrars.test.name).toBe("sandbox");
    expect(registrars.live?.name).toBe("epp");
    expect(registrarNames()).toEqual(["sandbox", "epp"]);
    await registrars.close();
    await database.close();
  });
});

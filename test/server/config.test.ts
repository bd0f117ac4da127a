import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { ConfigError, Env, loadConfig } from "../../src/server/config";
import { createLogger } from "../../src/server/logger";

const KEY = Buffer.alloc(32, 7).toString("base64");
const EPP = {
  REGISTRAR: "epp",
  EPP_HOST: "epp.registry.test",
  EPP_CLIENT_ID: "registrar1",
  EPP_PASSWORD_FILE: "/etc/registrar/epp-password",
  EPP_CERT: "/etc/registrar/epp.crt",
  EPP_KEY: "/etc/registrar/epp.key",
  EPP_SUFFIXES: "com",
};

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8787, host: "127.0.0.1", dataDir: ".data", logLevel: "info" });
    expect(c.publicUrl).toBe("http://127.0.0.1:8787");
    expect(c.databaseUrl).toBeUndefined();
    expect(c.orderProcessingLeaseMs).toBe(60_000);
  });

  it("lets webhooks reach this machine only when the service is local, unless told", () => {
    expect(loadConfig({}).webhookAllowLoopback).toBe(true);
    expect(loadConfig({ PUBLIC_URL: "https://registrar.example" }).webhookAllowLoopback).toBe(
      false,
    );
    expect(
      loadConfig({ PUBLIC_URL: "https://registrar.example", WEBHOOK_ALLOW_LOOPBACK: "true" })
        .webhookAllowLoopback,
    ).toBe(true);
    expect(() => loadConfig({ WEBHOOK_ALLOW_LOOPBACK: "yes" })).toThrow(/WEBHOOK_ALLOW_LOOPBACK/);
  });

  it("takes an order-processing lease between 1 s and 1 h", () => {
    expect(loadConfig({ ORDER_PROCESSING_LEASE_MS: "3000" }).orderProcessingLeaseMs).toBe(3000);
    expect(() => loadConfig({ ORDER_PROCESSING_LEASE_MS: "10" })).toThrow(
      /ORDER_PROCESSING_LEASE_MS/,
    );
  });

  it("bounds slow clients and per-address connections by default; headers within the request", () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5000,
      maxConnectionsPerAddress: 256,
    });
    expect(
      loadConfig({ HTTP_MAX_CONNECTIONS_PER_ADDRESS: "0" }).http.maxConnectionsPerAddress,
    ).toBe(0);
    expect(() =>
      loadConfig({ HTTP_HEADERS_TIMEOUT_MS: "20000", HTTP_REQUEST_TIMEOUT_MS: "10000" }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_MS: must not be above HTTP_REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: "0" })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
  });

  it("names every bad variable at once and never echoes a value", () => {
    let message = "";
    try {
      loadConfig({
        PORT: "eighty",
        LOG_LEVEL: "loud",
        DATABASE_URL: "mysql://u:hunter2@h/db",
        PUBLIC_URL: "ftp://x",
      });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    for (const name of ["PORT", "LOG_LEVEL", "DATABASE_URL", "PUBLIC_URL"])
      expect(message).toContain(name);
    expect(message).not.toContain("hunter2");
  });

  it("refuses an unsafe production start, naming each variable and what to set", () => {
    let message = "";
    try {
      loadConfig({ NODE_ENV: "production", DEMO_ENABLED: "true", ...EPP, SANDBOX_CARD: "true" });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    expect(message).toMatch(
      /DEMO_ENABLED: .*never on in production; unset DEMO_ENABLED or set it to false/,
    );
    expect(message).toMatch(
      /SECRETS_KEY: required when NODE_ENV=production.*openssl rand -base64 32/,
    );
    const safe = loadConfig({ NODE_ENV: "production", SECRETS_KEY: KEY, ...EPP });
    expect(safe).toMatchObject({ production: true, demoEnabled: false });
  });

  it("shows the demo in development; the sandbox card (test mode's) is on unless turned off", () => {
    expect(loadConfig({})).toMatchObject({ demoEnabled: true, sandboxCard: true });
    expect(loadConfig({ DEMO_ENABLED: "false" }).demoEnabled).toBe(false);
    // Beside a real registry too: it pays test-mode orders only (orders.ts, checkout.ts).
    expect(loadConfig({ ...EPP }).sandboxCard).toBe(true);
    expect(loadConfig({ ...EPP, SANDBOX_CARD: "true" }).sandboxCard).toBe(true);
    expect(loadConfig({ SANDBOX_CARD: "false" }).sandboxCard).toBe(false);
  });

  it("drops a trailing slash of PUBLIC_URL", () => {
    expect(loadConfig({ PUBLIC_URL: "https://domains.example.com/" }).publicUrl).toBe(
      "https://domains.example.com",
    );
  });
});

describe("logger", () => {
  it("redacts secret-looking fields at any depth", () => {
    const lines: string[] = [];
    createLogger("info", (l) => lines.push(l)).info("x", {
      body: { password: "hunter2", nested: { api_key: "rk_x", ok: 1 } },
      authorization: "Bearer rat_y",
    });
    expect(lines[0]).not.toMatch(/hunter2|rk_x|rat_y/);
    expect(JSON.parse(lines[0]!)).toMatchObject({ body: { nested: { ok: 1 } } });
  });

  it("respects the level", () => {
    const lines: string[] = [];
    const log = createLogger("warn", (l) => lines.push(l));
    log.info("hidden");
    log.warn("shown");
    expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual(["shown"]);
  });
});

describe("docs/configuration.md", () => {
  it("lists exactly the variables the service reads", () => {
    const doc = readFileSync(new URL("../../docs/configuration.md", import.meta.url), "utf8");
    const documented = doc
      .split("\n")
      .filter((line) => line.startsWith("| `"))
      .flatMap((line) =>
        [...line.split("|")[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]),
      );
    expect([...new Set(documented)].sort()).toEqual(Object.keys(Env.shape).sort());
  });
});

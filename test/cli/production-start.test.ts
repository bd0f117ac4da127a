import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, preparedDataDir, runCommand, startService } from "../helpers/processes";

// What `NODE_ENV=production npm start` accepts: an unsafe configuration (the demo on, the
// sandbox card beside a real registry, no SECRETS_KEY) stops it before anything is opened,
// with one message naming each variable and what to set; a safe one starts without the demo.

const root = mkdtempSync(join(tmpdir(), "registrar-production-start-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const KEY = Buffer.alloc(32, 7).toString("base64");

describe("a production start", { timeout: 180_000 }, () => {
  it("refuses an unsafe configuration, saying exactly what to change", async () => {
    const dataDir = join(root, "refused");
    const { code, stdout, stderr } = await runCommand(["src/server/main.ts"], {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      SECRETS_KEY: "",
      DEMO_ENABLED: "true",
      REGISTRAR: "epp",
      SANDBOX_CARD: "true",
      EPP_HOST: "epp.registry.test",
      EPP_CLIENT_ID: "registrar1",
      EPP_PASSWORD_FILE: join(root, "epp-password"),
      EPP_CERT: join(root, "epp.crt"),
      EPP_KEY: join(root, "epp.key"),
      EPP_SUFFIXES: "com",
    });
    expect(code).toBe(2);
    expect(stdout).not.toContain("Registrar service running");
    expect(stderr).toContain("SECRETS_KEY: required when NODE_ENV=production");
    expect(stderr).toContain("openssl rand -base64 32");
    expect(stderr).toContain("DEMO_ENABLED: ");
    expect(stderr).toContain("unset DEMO_ENABLED or set it to false");
    // (The sandbox card beside a real registry is no longer refused: it pays test-mode orders only.)
    // Nothing was created: no database, no demo organization whose key nobody would see.
    expect(existsSync(dataDir)).toBe(false);
  });

  it("starts with SECRETS_KEY, without the demo, saying card orders are refused and where mail goes", async () => {
    const port = await freePort();
    const service = await startService({
      NODE_ENV: "production",
      SECRETS_KEY: KEY,
      SANDBOX_CARD: "false",
      // Never connected to at start: the pool connects on the first message.
      SMTP_URL: "smtp://mailer:s3cret-pass@127.0.0.1:2525",
      DATA_DIR: preparedDataDir(root, "safe"),
      PORT: String(port),
    });
    try {
      const out = service.output();
      expect(out).not.toContain(KEY);
      expect(out).not.toContain("Partner demo:");
      expect(out).toMatch(/Card orders: +refused; .*orders are paid by wire/);
      expect(out).toMatch(/Mail: +SMTP at 127\.0\.0\.1:2525/);
      expect(out).toMatch(/Escrow: +off \(ESCROW_DIR unset\)/);
      expect(out).not.toContain("s3cret-pass");
      expect((await fetch(`http://127.0.0.1:${port}/demo`)).status).toBe(404);
    } finally {
      await service.stop();
    }
  });
});

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startEppTestRegistry, TEST_CERTS } from "../helpers/epp-test-registry";
import { freePort, preparedDataDir, runCommand } from "../helpers/processes";

// A registry without usable pricing (no fee extension version the adapter speaks) stops the
// service at start, with a message naming the registry's extensions, instead of 500s later.

const root = mkdtempSync(join(tmpdir(), "registrar-epp-start-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("starting with REGISTRAR=epp", { timeout: 180_000 }, () => {
  it("refuses a registry whose greeting offers no fee extension, naming its extensions", async () => {
    const registry = await startEppTestRegistry({ fee: false });
    try {
      writeFileSync(join(root, "ca.pem"), TEST_CERTS.ca);
      writeFileSync(join(root, "client.pem"), TEST_CERTS.clientCert);
      writeFileSync(join(root, "client.key"), TEST_CERTS.clientKey, { mode: 0o600 });
      writeFileSync(join(root, "epp-password"), `${registry.password}\n`, { mode: 0o600 });
      const { code, stdout, stderr } = await runCommand(["src/server/main.ts"], {
        DATA_DIR: preparedDataDir(root, "no-fee"),
        PORT: String(await freePort()),
        REGISTRAR: "epp",
        EPP_HOST: registry.host,
        EPP_PORT: String(registry.port),
        EPP_CLIENT_ID: registry.clientId,
        EPP_PASSWORD_FILE: join(root, "epp-password"),
        EPP_CERT: join(root, "client.pem"),
        EPP_KEY: join(root, "client.key"),
        EPP_CA: join(root, "ca.pem"),
        EPP_SUFFIXES: "com",
      });
      expect(code).toBe(2);
      expect(stdout).not.toContain("Registrar service running");
      expect(stderr).toContain("REGISTRAR=epp: the registry offers no fee extension version");
      expect(stderr).toContain("its greeting's extensions: urn:ietf:params:xml:ns:rgp-1.0.");
    } finally {
      await registry.close();
    }
  });
});

import { createSocket } from "node:dgram";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, preparedDataDir, runCommand, startService } from "../helpers/processes";

// A busy DNS port at start: said plainly, and no demo organization is created whose key would
// be shown to no one (the next start, with the port free, shows it).

const root = mkdtempSync(join(tmpdir(), "registrar-dns-port-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("DNS_PORT taken at start", { timeout: 240_000 }, () => {
  it("exits 1 with a plain message and creates nothing; the next start shows the demo key", async () => {
    const dir = preparedDataDir(root);
    const holder = createSocket("udp4");
    await new Promise<void>((r) => holder.bind(0, "127.0.0.1", r));
    const dnsPort = holder.address().port;
    const env = { DATA_DIR: dir, HOST: "127.0.0.1", DNS_PORT: String(dnsPort) };
    try {
      const r = await runCommand(["src/server/main.ts"], {
        ...env,
        PORT: String(await freePort()),
        LOG_LEVEL: "warn",
      });
      expect(r.code).toBe(1);
      expect(r.stderr.trim()).toBe(
        `DNS port ${dnsPort} is in use (127.0.0.1:${dnsPort}, UDP or TCP); set DNS_PORT=… to another port or stop the other process.`,
      );
      expect(r.stdout).not.toContain("rk_");
    } finally {
      await new Promise<void>((r) => holder.close(() => r()));
    }
    const service = await startService({ ...env, PORT: String(await freePort()) });
    try {
      expect(service.output()).toMatch(/shown only this once:\n\s+rk_\S+/);
    } finally {
      await service.stop();
    }
  });
});

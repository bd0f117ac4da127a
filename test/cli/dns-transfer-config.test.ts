import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dig } from "../helpers/dns-tools";
import { freePort, preparedDataDir, startService } from "../helpers/processes";

// The service started with DNS_SECONDARIES and DNS_TSIG_KEY: its DNS server checks and signs
// with the key, and the secret is in none of its output.

const root = mkdtempSync(join(tmpdir(), "registrar-dns-transfer-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SECRET = Buffer.alloc(32, 3).toString("base64");

describe("zone transfer settings at start", { timeout: 240_000 }, () => {
  it("answers transfers signed with DNS_TSIG_KEY, signed, and never prints the secret", async () => {
    const dnsPort = await freePort();
    const service = await startService({
      DATA_DIR: preparedDataDir(root),
      HOST: "127.0.0.1",
      PORT: String(await freePort()),
      DNS_PORT: String(dnsPort),
      DNS_SECONDARIES: "127.0.0.1",
      DNS_TSIG_KEY: `start-key:hmac-sha256:${SECRET}`,
      LOG_LEVEL: "debug",
    });
    try {
      const at = ["@127.0.0.1", "-p", String(dnsPort)];
      // No such zone here: a signed NOTAUTH proves the key (an unknown key is BADKEY, and an
      // unlisted address would be an unsigned REFUSED).
      const signed = await dig([
        ...at,
        "-y",
        `hmac-sha256:start-key:${SECRET}`,
        "no-zone.com",
        "AXFR",
      ]);
      expect(signed).toMatch(
        /start-key\.\s+0\s+ANY\s+TSIG\s+hmac-sha256\.\s+\d+ 300 32 \S+ \d+ NOERROR 0/,
      );
      const other = await dig([
        ...at,
        "-y",
        `hmac-sha256:other-key:${SECRET}`,
        "no-zone.com",
        "AXFR",
      ]);
      expect(other).toMatch(/BADKEY/);
      expect(service.output()).toContain("dns listening");
      expect(service.output()).not.toContain(SECRET);
    } finally {
      await service.stop();
    }
  });
});

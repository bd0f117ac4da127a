import { inspect } from "node:util";
import dnsPacket from "dns-packet";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";
import {
  parseTsigKey,
  readTsig,
  signMessages,
  TSIG_ERROR,
  verifyRequest,
} from "../../src/server/dns/tsig";

// Known vectors: queries for example.com SOA signed by BIND's dig (hmac-sha256) and Knot's
// kdig (hmac-sha512) with the key `vector-key`, the secret 32 bytes of 0x05, captured as sent.
const SECRET = Buffer.alloc(32, 5).toString("base64");
const VECTORS = [
  {
    key: `vector-key:hmac-sha256:${SECRET}`,
    signedAt: 1795833626,
    hex: "000601200001000000000001076578616d706c6503636f6d00000600010a766563746f722d6b65790000fa00ff00000000003d0b686d61632d7368613235360000006b0a3f1a012c0020a50a9a2f5bc4c20a1f84a270632681c6b5161a6d1893e94f48cb45ef0fadb22c000600000000",
  },
  {
    key: `vector-key:hmac-sha512:${SECRET}`,
    signedAt: 1795833629,
    hex: "567301200001000000000001076578616d706c6503636f6d00000600010a766563746f722d6b65790000fa00ff00000000005d0b686d61632d7368613531320000006b0a3f1d012c004027a08e765fb8a7d75b241db940f38e3a18b87d3eac26361c11f1d56c0cc83f5b6e5a21b1d58d1ea4bcaa7de8b5d091825ce1c22de88e16b051d9e1f688662ff3567300000000",
  },
];

describe("TSIG (RFC 8945)", () => {
  it.each(VECTORS)(
    "verifies a request signed by a real client ($key)",
    ({ key, signedAt, hex }) => {
      const msg = Buffer.from(hex, "hex");
      const tsig = readTsig(msg)!;
      expect(tsig).toMatchObject({ keyName: "vector-key", timeSigned: signedAt, fudge: 300 });
      const k = parseTsigKey(key)!;
      expect(verifyRequest(tsig, k, signedAt + 10).error).toBe(TSIG_ERROR.NOERROR);
      // One changed bit of the message, another secret, another key name, out of the fudge.
      const flipped = Buffer.from(msg);
      flipped.writeUInt8(flipped.readUInt8(13) ^ 1, 13);
      expect(verifyRequest(readTsig(flipped)!, k, signedAt).error).toBe(TSIG_ERROR.BADSIG);
      const other = parseTsigKey(key.replace(SECRET, Buffer.alloc(32, 6).toString("base64")))!;
      expect(verifyRequest(tsig, other, signedAt).error).toBe(TSIG_ERROR.BADSIG);
      const renamed = parseTsigKey(key.replace("vector-key", "other-key"))!;
      expect(verifyRequest(tsig, renamed, signedAt).error).toBe(TSIG_ERROR.BADKEY);
      expect(verifyRequest(tsig, k, signedAt + 301).error).toBe(TSIG_ERROR.BADTIME);
      expect(verifyRequest(tsig, k, signedAt - 301).error).toBe(TSIG_ERROR.BADTIME);
    },
  );

  it("signs what it verifies, and finds no TSIG in an unsigned message", () => {
    const key = parseTsigKey(VECTORS[0]!.key)!;
    const query = dnsPacket.encode({
      type: "query",
      id: 42,
      questions: [{ type: "SOA", name: "example.com" }],
    });
    expect(readTsig(query)).toBeUndefined();
    const [signed] = signMessages([query], key, { nowSeconds: 1_800_000_000 });
    const tsig = readTsig(signed!)!;
    expect(tsig.unsigned.equals(query)).toBe(true);
    expect(verifyRequest(tsig, key, 1_800_000_000).error).toBe(TSIG_ERROR.NOERROR);
  });

  it("reads keys in dig's -y order of name:algorithm:secret, and refuses others", () => {
    expect(parseTsigKey(`Key.Example.:HMAC-SHA512:${SECRET}`)).toMatchObject({
      name: "key.example",
      algorithm: "hmac-sha512",
    });
    for (const bad of [
      `k:hmac-md5:${SECRET}`,
      `k:hmac-sha256:${Buffer.alloc(8).toString("base64")}`,
      `k:hmac-sha256:not base64!`,
      `hmac-sha256:k`,
      `k:hmac-sha256:${SECRET}:extra`,
    ])
      expect(parseTsigKey(bad), bad).toBeUndefined();
  });

  it("never shows the secret: JSON, inspect, configuration errors", () => {
    const key = parseTsigKey(VECTORS[0]!.key)!;
    const config = loadConfig({ DNS_TSIG_KEY: VECTORS[0]!.key, DNS_SECONDARIES: "192.0.2.53" });
    expect(config.dnsTransfer.key?.name).toBe("vector-key");
    expect(config.dnsTransfer.secondaries).toEqual([{ address: "192.0.2.53", port: 53 }]);
    for (const shown of [
      JSON.stringify(config),
      inspect(config, { depth: 9 }),
      inspect(key),
      JSON.stringify(key),
    ]) {
      expect(shown).not.toContain(SECRET);
      expect(shown).not.toContain(Buffer.alloc(32, 5).toString("hex"));
    }
    const bad = `vector-key:hmac-md5:${SECRET}`;
    expect(() => loadConfig({ DNS_TSIG_KEY: bad })).toThrow(ConfigError);
    try {
      loadConfig({ DNS_TSIG_KEY: bad });
    } catch (err) {
      expect((err as Error).message).toContain("DNS_TSIG_KEY");
      expect((err as Error).message).not.toContain(SECRET);
    }
  });
});

describe("DNS_SECONDARIES", () => {
  it("reads addresses with and without ports, IPv4 and IPv6; none by default", () => {
    expect(loadConfig({}).dnsTransfer).toEqual({ secondaries: [], key: undefined });
    expect(
      loadConfig({ DNS_SECONDARIES: "192.0.2.1, 192.0.2.2:5353,2001:db8::53,[2001:db8::54]:5300" })
        .dnsTransfer.secondaries,
    ).toEqual([
      { address: "192.0.2.1", port: 53 },
      { address: "192.0.2.2", port: 5353 },
      { address: "2001:db8::53", port: 53 },
      { address: "2001:db8::54", port: 5300 },
    ]);
    for (const bad of ["ns1.example.net", "192.0.2.1:99999", "192.0.2.1:x", "[2001:db8::1]:"])
      expect(() => loadConfig({ DNS_SECONDARIES: bad }), bad).toThrow(/DNS_SECONDARIES/);
  });
});

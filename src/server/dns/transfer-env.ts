import net from "node:net";
import { optionalText } from "../env-fields";
import { parseTsigKey, type TsigKey } from "./tsig";
import type { Secondary } from "./zone-transfer";

/** `address`, `address:port`, `[ipv6]:port` or a bare IPv6 address; port 53 by default. */
function parseSecondary(text: string): Secondary | undefined {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  const [address, port] = bracketed
    ? [bracketed[1]!, bracketed[2]]
    : net.isIPv6(text)
      ? [text, undefined]
      : text.split(":");
  if (!address || !net.isIP(address)) return undefined;
  const n = port === undefined ? 53 : Number(port);
  if (!Number.isInteger(n) || n < 1 || n > 65535 || (port !== undefined && !/^\d+$/.test(port)))
    return undefined;
  return { address, port: n };
}

/** The zone transfer part of the environment (docs/configuration.md, "DNS"). */
export const DNS_TRANSFER_ENV = {
  DNS_SECONDARIES: optionalText
    .transform((s) =>
      (s ?? "")
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean)
        .map(parseSecondary),
    )
    .refine((list) => list.every((s) => s !== undefined), {
      message:
        "comma-separated secondaries' addresses, each `address` or `address:port` (IPv6 with a port: `[2001:db8::53]:5353`)",
    })
    .transform((list) => list as Secondary[]),
  DNS_TSIG_KEY: optionalText
    .transform((s) => (s === undefined ? undefined : (parseTsigKey(s) ?? null)))
    .refine((k) => k !== null, {
      message:
        "name:algorithm:base64secret, the algorithm hmac-sha256 or hmac-sha512, the secret at least 16 bytes (tsig-keygen or keymgr -t makes one)",
    })
    .transform((k) => k as TsigKey | undefined),
};

/** `config.dnsTransfer`: who may transfer zones and is sent NOTIFY, and the TSIG key. */
export type DnsTransferConfig = { secondaries: Secondary[]; key: TsigKey | undefined };

export const dnsTransferFrom = (e: {
  DNS_SECONDARIES: Secondary[];
  DNS_TSIG_KEY: TsigKey | undefined;
}): DnsTransferConfig => ({ secondaries: e.DNS_SECONDARIES, key: e.DNS_TSIG_KEY });

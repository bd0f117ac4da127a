import net from "node:net";

/** A secondary: may transfer the zones, and is sent NOTIFY at `port` when one changes. */
export type Secondary = { address: string; port: number };

/** `address`, `address:port`, `[ipv6]:port` or a bare IPv6 address; port 53 by default. */
export function parseSecondary(text: string): Secondary | undefined {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  const [address, port] = bracketed
    ? [bracketed[1]!, bracketed[2]]
    : net.isIPv6(text)
      ? [text, undefined]
      : text.split(":");
  if (!address || !net.isIP(address)) return undefined;
  if (port !== undefined && !/^\d+$/.test(port)) return undefined;
  const n = port === undefined ? 53 : Number(port);
  if (n < 1 || n > 65535) return undefined;
  return { address, port: n };
}

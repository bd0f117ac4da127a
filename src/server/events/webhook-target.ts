import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { LOCAL_HOSTS } from "../../contract/local-hosts";

/** Resolves a host name to all its addresses (injectable so tests can play DNS). */
export type ResolveHost = (host: string) => Promise<{ address: string; family: number }[]>;

const resolveHost: ResolveHost = (host) => lookup(host, { all: true, verbatim: true });

/** Host names that mean this machine; only these may reach a loopback address. */
const LOOPBACK_NAMES = new Set([...LOCAL_HOSTS, "::1"]);

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** Everything a webhook may not reach: private, link-local, CGNAT, ULA, multicast, … */
const refused = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8], // "this network", incl. the unspecified 0.0.0.0
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["169.254.0.0", 16], // link-local, incl. the cloud metadata service 169.254.169.254
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast (deprecated)
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, incl. broadcast
] as const) {
  refused.addSubnet(net, bits, "ipv4");
}
for (const [net, bits] of [
  ["::", 96], // unspecified, and IPv4-compatible (deprecated, wraps an IPv4 address)
  ["64:ff9b:1::", 48], // local-use NAT64
  ["2001::", 32], // Teredo (wraps an IPv4 address)
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4 (wraps an IPv4 address)
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  refused.addSubnet(net, bits, "ipv6");
}

/** The IPv4 address inside an IPv4-mapped (`::ffff:a.b.c.d`) or NAT64 (`64:ff9b::/96`) one. */
function embeddedIpv4(address: string): string | undefined {
  const bytes = ipv6Bytes(address);
  if (!bytes) return undefined;
  const prefix = bytes.subarray(0, 12);
  const mapped = prefix.every((b, i) => (i < 10 ? b === 0 : b === 0xff));
  const nat64 = [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0].every((b, i) => prefix[i] === b);
  return mapped || nat64 ? [...bytes.subarray(12)].join(".") : undefined;
}

function ipv6Bytes(address: string): Uint8Array | undefined {
  let s = address.toLowerCase();
  const out = new Uint8Array(16);
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (dotted) {
    const v4 = dotted[1]!.split(".").map(Number);
    s =
      s.slice(0, -dotted[1]!.length) +
      `${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const [head, tail] = s.split("::") as [string, string | undefined];
  const h = head ? head.split(":") : [];
  const t = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? h : [...h, ...Array<string>(8 - h.length - t.length).fill("0"), ...t];
  if (groups.length !== 8) return undefined;
  groups.forEach((g, i) => {
    const n = parseInt(g, 16);
    out[2 * i] = n >> 8;
    out[2 * i + 1] = n & 0xff;
  });
  return out;
}

/**
 * Whether webhooks may reach this machine (`WEBHOOK_ALLOW_LOOPBACK`): for development and
 * tests; a production service refuses it, or any partner could probe its own ports.
 */
export type TargetPolicy = { allowLoopback: boolean };
const DEV: TargetPolicy = { allowLoopback: true };

/**
 * Why a webhook may not go to `address` (an IP) reached through `host`, or null when it may.
 * Loopback is allowed only when the policy allows it and the URL names it explicitly
 * (`localhost`, `127.0.0.1`, `[::1]`): a public name that resolves to this machine is refused
 * like a private address.
 */
function refusedAddress(host: string, address: string, policy: TargetPolicy = DEV): string | null {
  const family = isIP(address);
  if (family === 0) return `${address} is not an IP address`;
  const type = family === 4 ? "ipv4" : "ipv6";
  const v4 = family === 6 ? embeddedIpv4(address) : undefined;
  if (v4 !== undefined) return refusedAddress(host, v4, policy);
  if (loopback.check(address, type)) {
    if (!policy.allowLoopback) return `${host} is this service's own host (${address})`;
    return LOOPBACK_NAMES.has(host)
      ? null
      : `${host} is a loopback address (${address}) but the URL does not name localhost`;
  }
  if (refused.check(address, type)) {
    return `${host} is a private, link-local or reserved address (${address})`;
  }
  return null;
}

/** A checked destination: the address to connect to and its family. */
export type Target = { address: string; family: 4 | 6 };

/**
 * Resolves a webhook URL's host and checks every address it has; the first one is where the
 * request must go (the caller pins the connection to it, so DNS cannot change its answer
 * between the check and the connection). Throws an Error saying why when refused.
 */
export async function checkTarget(
  url: URL,
  resolve: ResolveHost = resolveHost,
  policy: TargetPolicy = DEV,
): Promise<Target> {
  const host = url.hostname;
  const bare = host.startsWith("[") ? host.slice(1, -1) : host;
  const literal = isIP(bare);
  const addresses = literal
    ? [{ address: bare, family: literal }]
    : await resolve(host).catch((err: unknown) => {
        throw new Error(
          `cannot resolve ${host}: ${(err as NodeJS.ErrnoException).code ?? "error"}`,
        );
      });
  if (addresses.length === 0) throw new Error(`cannot resolve ${host}: no address`);
  for (const a of addresses) {
    const why = refusedAddress(host, a.address, policy);
    if (why) throw new Error(`refused: ${why}`);
  }
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/**
 * The creation-time check of an endpoint URL: null when acceptable, else why not. A name that
 * does not resolve (no such name, no address, or no answer in `timeoutMs`) is refused with the
 * resolver's reason: an endpoint nothing can be delivered to is a mistake to say at once. Every
 * delivery checks again after resolving.
 */
export async function urlRefusal(
  url: string,
  resolve: ResolveHost = resolveHost,
  policy: TargetPolicy = DEV,
  timeoutMs = 3000,
): Promise<string | null> {
  const host = new URL(url).hostname;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`cannot resolve ${host}: no answer in ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    timer.unref();
  });
  try {
    await Promise.race([checkTarget(new URL(url), resolve, policy), timeout]);
    return null;
  } catch (err) {
    const message = (err as Error).message;
    return message.startsWith("refused: ") ? message.slice("refused: ".length) : message;
  } finally {
    clearTimeout(timer);
  }
}

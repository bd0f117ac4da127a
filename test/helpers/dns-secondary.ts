import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { dig } from "./dns-tools";
import { freePort } from "./processes";

/** The Debian package of each secondary's binary (CI installs them; a test fails without). */
const BINARIES = {
  knot: { bin: "/usr/sbin/knotd", pkg: "knot" },
  nsd: { bin: "/usr/sbin/nsd", pkg: "nsd" },
} as const;

type SecondaryEngine = keyof typeof BINARIES;

export type DnsSecondary = {
  engine: SecondaryEngine;
  /** UDP and TCP port on 127.0.0.1. */
  port: number;
  /** What the secondary has written to stdout and stderr so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
};

export type SecondaryOptions = {
  engine: SecondaryEngine;
  /** The primary (the service's DNS server) on 127.0.0.1: its TCP port for transfers. */
  primaryPort: number;
  zones: string[];
  /** `name`, `algorithm` (hmac-sha256 / hmac-sha512), base64 `secret`: transfers and NOTIFY signed. */
  key?: { name: string; algorithm: string; secret: string };
  /** Its port on 127.0.0.1 (see {@link freePort}); a free one when unset. */
  port?: number;
};

function knotConfig(dir: string, port: number, o: SecondaryOptions): string {
  const key = o.key
    ? `key:\n  - id: ${o.key.name}\n    algorithm: ${o.key.algorithm}\n    secret: ${o.key.secret}\n`
    : "";
  const keyRef = o.key ? `\n    key: ${o.key.name}` : "";
  return `server:
    rundir: "${dir}"
    listen: 127.0.0.1@${port}
    udp-workers: 1
    tcp-workers: 1
    background-workers: 1
log:
  - target: stderr
    any: info
database:
    storage: "${dir}"
${key}remote:
  - id: primary
    address: 127.0.0.1@${o.primaryPort}${keyRef}
acl:
  - id: notify_from_primary
    address: 127.0.0.1
    action: notify${keyRef}
template:
  - id: default
    storage: "${dir}"
    zonefile-sync: -1
    zonefile-load: none
    journal-content: none
    master: primary
    acl: notify_from_primary
zone:
${o.zones.map((z) => `  - domain: ${z}`).join("\n")}
`;
}

function nsdConfig(dir: string, port: number, o: SecondaryOptions): string {
  const keyName = o.key ? o.key.name : "NOKEY";
  const key = o.key
    ? `key:\n    name: "${o.key.name}"\n    algorithm: ${o.key.algorithm}\n    secret: "${o.key.secret}"\n`
    : "";
  return `server:
    ip-address: 127.0.0.1@${port}
    port: ${port}
    username: ""
    chroot: ""
    zonesdir: "${dir}"
    database: ""
    zonelistfile: "${dir}/zone.list"
    xfrdfile: "${dir}/xfrd.state"
    xfrdir: "${dir}"
    pidfile: "${dir}/nsd.pid"
    server-count: 1
    verbosity: 2
remote-control:
    control-enable: no
${key}${o.zones
    .map(
      (z) => `zone:
    name: "${z}"
    zonefile: "${dir}/${z}.zone"
    allow-notify: 127.0.0.1 ${keyName}
    request-xfr: AXFR 127.0.0.1@${o.primaryPort} ${keyName}
`,
    )
    .join("")}`;
}

/**
 * Starts Knot DNS (`knotd`) or NSD as a secondary of the service's DNS server on 127.0.0.1, in
 * the foreground with a throwaway directory under the OS temp dir; `stop()` ends it by its pid
 * and removes the directory. Fails, naming the Debian package, when the binary is missing.
 * @example
 * const secondary = await startDnsSecondary({ engine: "knot", primaryPort: dns.tcpPort, zones });
 * // dig @127.0.0.1 -p ${secondary.port} example.com SOA
 * await secondary.stop();
 */
export async function startDnsSecondary(o: SecondaryOptions): Promise<DnsSecondary> {
  const { bin, pkg } = BINARIES[o.engine];
  if (!existsSync(bin))
    throw new Error(
      `${bin} is missing: install the Debian package ${pkg} (apt-get install ${pkg})`,
    );
  const dir = await mkdtemp(path.join(tmpdir(), `dns-secondary-${o.engine}-`));
  const port = o.port ?? (await freePort());
  const conf = path.join(dir, `${o.engine}.conf`);
  await writeFile(conf, o.engine === "knot" ? knotConfig(dir, port, o) : nsdConfig(dir, port, o));
  const args = o.engine === "knot" ? ["-c", conf] : ["-d", "-c", conf];
  const child: ChildProcess = spawn(bin, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  const stop = async () => {
    if (running && child.pid) process.kill(child.pid, "SIGTERM");
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  // Ready when it answers on its port (REFUSED or SERVFAIL until it has the zone is fine).
  for (let i = 0; i < 100; i++) {
    if (!running) break;
    const r = await dig([
      "@127.0.0.1",
      "-p",
      `${port}`,
      o.zones[0] ?? ".",
      "SOA",
      "+tries=1",
      "+time=1",
    ]);
    if (/status: /.test(r)) return { engine: o.engine, port, output: () => output, stop };
  }
  await stop();
  throw new Error(`${o.engine} did not start:\n${output}`);
}

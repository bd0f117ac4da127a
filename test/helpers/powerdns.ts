import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PowerDnsSettings } from "../../src/server/dns/settings";
import { freePort } from "./processes";

/** The Debian packages the test engine needs: the server and its LMDB backend. */
const POWERDNS_PACKAGES = "pdns-server pdns-backend-lmdb";

const PDNS_SERVER = "/usr/sbin/pdns_server";
/** `dig`, from Debian's `bind9-dnsutils`. */
const DIG = "/usr/bin/dig";
/** Where Debian puts the LMDB backend: under the machine's multiarch directory. */
const LMDB_BACKEND = `/usr/lib/${process.arch === "arm64" ? "aarch64" : "x86_64"}-linux-gnu/pdns/liblmdbbackend.so`;

export type PowerDnsOptions = {
  /** A data directory a previous engine used (restart on the same data); a new one by default. */
  dir?: string;
  dnsPort?: number;
  apiPort?: number;
  /** Secondaries (`address:port`) the engine NOTIFYs of changes to its zones. */
  alsoNotify?: string[];
  /** Addresses allowed to transfer zones (AXFR); none by default. */
  allowAxfrIps?: string[];
  /** The engine's nameservers in the settings handed to the service. */
  nameservers?: string[];
};

export type PowerDns = {
  dir: string;
  dnsPort: number;
  apiPort: number;
  /** The HTTP API's base (`http://127.0.0.1:<port>`). */
  apiUrl: string;
  apiKey: string;
  apiKeyFile: string;
  /** What `config.dns.powerdns` holds for this engine. */
  settings: PowerDnsSettings;
  /** Stops the engine (by its pid) and keeps its data directory. */
  stop(): Promise<void>;
  /** Stops the engine and removes its data directory. */
  close(): Promise<void>;
};

function requireBinary(path: string, what: string) {
  const found = spawnSync("test", ["-e", path]).status === 0;
  if (!found) {
    throw new Error(
      `${what} (${path}) is missing: install the Debian packages ${POWERDNS_PACKAGES} ` +
        `(apt-get install ${POWERDNS_PACKAGES})`,
    );
  }
}

/**
 * Starts PowerDNS Authoritative with the LMDB backend on 127.0.0.1 (free ports for DNS and the
 * HTTP API, a throwaway directory under the OS temp dir), waits until its API answers and
 * returns it; `stop()`/`close()` end it by its pid. Fails with the packages to install when the
 * engine is missing. Pass `dir`, `dnsPort` and `apiPort` of a stopped engine to start it again.
 */
export async function startPowerDns(options: PowerDnsOptions = {}): Promise<PowerDns> {
  requireBinary(PDNS_SERVER, "pdns_server");
  requireBinary(LMDB_BACKEND, "PowerDNS's LMDB backend");
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), "registrar-pdns-"));
  const dnsPort = options.dnsPort ?? (await freePort());
  let apiPort = options.apiPort ?? (await freePort());
  while (apiPort === dnsPort) apiPort = await freePort();
  const apiKeyFile = join(dir, "api-key");
  let apiKey: string;
  if (options.dir) {
    apiKey = spawnSync("cat", [apiKeyFile]).stdout.toString().trim();
  } else {
    apiKey = randomBytes(18).toString("base64url");
    writeFileSync(apiKeyFile, `${apiKey}\n`, { mode: 0o600 });
  }
  const conf = [
    "launch=lmdb",
    `lmdb-filename=${join(dir, "pdns.lmdb")}`,
    "lmdb-shards=1",
    `socket-dir=${dir}`,
    "local-address=127.0.0.1",
    `local-port=${dnsPort}`,
    "api=yes",
    `api-key=${apiKey}`,
    "webserver=yes",
    "webserver-address=127.0.0.1",
    `webserver-port=${apiPort}`,
    "webserver-allow-from=127.0.0.1",
    "primary=yes",
    "guardian=no",
    "daemon=no",
    "disable-syslog=yes",
    "loglevel=4",
    "cache-ttl=0",
    "query-cache-ttl=0",
    "negquery-cache-ttl=0",
    "distributor-threads=1",
    "receiver-threads=1",
    "signing-threads=1",
    ...(options.alsoNotify?.length ? [`also-notify=${options.alsoNotify.join(",")}`] : []),
    `allow-axfr-ips=${(options.allowAxfrIps ?? []).join(",")}`,
    ...(options.allowAxfrIps?.length ? [] : ["disable-axfr=yes"]),
  ];
  writeFileSync(join(dir, "pdns.conf"), conf.join("\n") + "\n");
  const child: ChildProcess = spawn(PDNS_SERVER, [`--config-dir=${dir}`], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let exitedEarly = false;
  void exited.then(() => (exitedEarly = true));
  for (let attempt = 0; ; attempt++) {
    if (exitedEarly) throw new Error(`pdns_server exited while starting:\n${output}`);
    try {
      const res = await fetch(`${apiUrl}/api/v1/servers/localhost`, {
        headers: { "X-API-Key": apiKey },
        signal: AbortSignal.timeout(1000),
      });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 300) {
      child.kill("SIGKILL");
      throw new Error(`pdns_server did not answer on ${apiUrl}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.pid !== undefined) process.kill(child.pid, "SIGTERM");
    await exited;
  };
  return {
    dir,
    dnsPort,
    apiPort,
    apiUrl,
    apiKey,
    apiKeyFile,
    settings: {
      apiUrl,
      apiKeyFile,
      serverId: "localhost",
      nameservers: options.nameservers ?? ["ns1.engine.test", "ns2.engine.test"],
      dnssec: true,
    },
    stop,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Asks the engine with `dig` (Debian `bind9-dnsutils`): the answer's records, one a line. */
export function digShort(port: number, name: string, type: string): string[] {
  const r = spawnSync(DIG, [`@127.0.0.1`, "-p", String(port), "+short", "+norec", name, type], {
    encoding: "utf8",
  });
  if (r.error) throw new Error(`dig is missing: install the Debian package bind9-dnsutils`);
  return r.stdout.split("\n").filter((l) => l.length > 0);
}

/** The answer's status (`NOERROR`, `NXDOMAIN`, `REFUSED`, …) from `dig`. */
export function digStatus(port: number, name: string, type: string): string {
  const r = spawnSync(DIG, [`@127.0.0.1`, "-p", String(port), "+norec", name, type], {
    encoding: "utf8",
  });
  if (r.error) throw new Error(`dig is missing: install the Debian package bind9-dnsutils`);
  return /status: (\w+)/.exec(r.stdout)?.[1] ?? `no answer: ${r.stdout}`;
}

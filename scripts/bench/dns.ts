/**
 * `npm run bench:dns`: the same zone (20 records: A, AAAA, MX, TXT, CNAME, SRV, CAA) served by
 * the built-in DNS server on PGlite and on PostgreSQL (BENCH_DATABASE_URL, else a throwaway
 * cluster as `npm run bench` starts one, else that row is left out), and by NSD, Knot and
 * PowerDNS Authoritative (Debian `nsd`, `knot`, `pdns-server` with
 * `pdns-backend-lmdb`, the zone loaded with `pdnsutil load-zone`), each started here on loopback
 * with a throwaway configuration and zone file and stopped by its pid. `dnsperf` (Debian
 * `dnsperf`) sends a mixed query file (A, AAAA, MX, TXT, CNAME, NXDOMAIN) at 1 and at 50
 * queries in flight, in interleaved rounds. Prints each server's queries per second, average
 * latency and the ratio to NSD and Knot measured in the same run, with the load average.
 * Budget (docs/decisions/benchmarks.md): the built-in server on PGlite answers at least 20 % of
 * NSD's rate at 50 in flight (medians over the rounds); exits 1 otherwise.
 * DNS_BENCH_ROUNDS (default 4) and DNS_BENCH_SECONDS (per dnsperf run, default 5) shorten it;
 * DNS_BENCH_VERBOSE=1 prints dnsperf's own report of every run.
 */
import { spawn, execFile, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import type { DnsRecordData } from "../../src/contract/dns-record-check";
import { fromPglite, fromPostgres, type Database } from "../../src/server/db/database";
import { migrate } from "../../src/server/db/migrate";
import { toBindZone } from "../../src/server/dns/bind";
import { syncRecords, zoneSerial } from "../../src/server/dns/records";
import { startDnsServer } from "../../src/server/dns/server";
import { insertDomain } from "../../src/server/domains/domains";
import { createOrganization } from "../../src/server/orgs/organizations";
import { emptyPostgresDb } from "../../test/helpers/postgres-db";
import { freePort } from "../../test/helpers/processes";
import { benchPostgres } from "./postgres";

const run = promisify(execFile);
const ZONE = "bench-zone.com";
const NAMESERVERS = ["ns1.registrar.test", "ns2.registrar.test"];
const ROUNDS = Number(process.env.DNS_BENCH_ROUNDS ?? 4);
const SECONDS = Number(process.env.DNS_BENCH_SECONDS ?? 5);
const IN_FLIGHT = [1, 50] as const;
/** The built-in server on PGlite at 50 in flight, as a share of NSD's rate. */
const BUDGET_SHARE_OF_NSD = 0.2;

const rec = (
  type: DnsRecordData["type"],
  name: string,
  content: string,
  extra: Partial<DnsRecordData> = {},
): DnsRecordData => ({
  type,
  name,
  content,
  ttl: 300,
  priority: null,
  weight: null,
  port: null,
  flags: null,
  tag: null,
  ...extra,
});

/** The zone every server answers: 20 records. */
const RECORDS: DnsRecordData[] = [
  rec("A", "@", "192.0.2.1"),
  rec("AAAA", "@", "2001:db8::1"),
  rec("A", "www", "192.0.2.2"),
  rec("AAAA", "www", "2001:db8::2"),
  rec("A", "mail", "192.0.2.3"),
  rec("A", "mail2", "192.0.2.4"),
  rec("MX", "@", `mail.${ZONE}`, { priority: 10 }),
  rec("MX", "@", `mail2.${ZONE}`, { priority: 20 }),
  rec("TXT", "@", "v=spf1 mx -all"),
  rec("TXT", "_dmarc", "v=DMARC1; p=reject; rua=mailto:dmarc@bench-zone.com"),
  rec("TXT", "@", "site-verification=0123456789abcdef"),
  rec("CNAME", "blog", `www.${ZONE}`),
  rec("CNAME", "shop", `www.${ZONE}`),
  rec("A", "api", "192.0.2.5"),
  rec("A", "api", "192.0.2.6"),
  rec("AAAA", "api", "2001:db8::5"),
  rec("A", "cdn", "192.0.2.7"),
  rec("A", "ftp", "192.0.2.8"),
  rec("SRV", "_sip._tcp", `sip.${ZONE}`, { priority: 10, weight: 5, port: 5060 }),
  rec("CAA", "@", "letsencrypt.org", { flags: 0, tag: "issue" }),
];

/** The mixed query file: A, AAAA, MX, TXT, CNAME-chased and NXDOMAIN names. */
const QUERIES = [
  `www.${ZONE} A`,
  `${ZONE} AAAA`,
  `${ZONE} MX`,
  `${ZONE} TXT`,
  `api.${ZONE} A`,
  `nothing-here.${ZONE} A`,
  `www.${ZONE} AAAA`,
  `blog.${ZONE} A`,
  `_dmarc.${ZONE} TXT`,
  `missing.${ZONE} AAAA`,
];

type Sample = { qps: number; latencyMs: number; lost: number };
type Target = { name: string; port: number; stop(): Promise<void> };

function need(binary: string, pkg: string) {
  if (!existsSync(binary)) throw new Error(`${binary} is missing: apt-get install ${pkg}`);
}

/** A child started with its output in `log`, stopped by its pid. */
function daemon(cmd: string, args: string[], log: string): ChildProcess {
  const out = openSync(log, "a");
  const child = spawn(cmd, args, { stdio: ["ignore", out, out] });
  return child;
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((r) => child.once("exit", r));
  process.kill(child.pid, "SIGTERM");
  await exited;
}

/** Waits until the server at `port` answers the zone's SOA (dig), or gives up after 10 s. */
async function answering(port: number, name: string, child?: ChildProcess) {
  for (let i = 0; i < 100; i++) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode})`);
    const { stdout } = await run("dig", [
      "+short",
      "+tries=1",
      "+time=1",
      "-p",
      String(port),
      "@127.0.0.1",
      ZONE,
      "SOA",
    ]).catch(() => ({ stdout: "" }));
    if (stdout.trim()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not answer on 127.0.0.1:${port}`);
}

async function seed(database: Database) {
  await migrate(database.sql, { existingLivemode: true });
  const org = await createOrganization(database.db, { name: "DNS bench" });
  const domain = await insertDomain(database.db, {
    organizationId: org.organizationId,
    livemode: false,
    name: ZONE,
    registeredAt: new Date("2026-01-01T00:00:00Z"),
    expiresAt: new Date("2036-01-01T00:00:00Z"),
    autoRenew: true,
    privacy: true,
    nameservers: NAMESERVERS,
  });
  await syncRecords(database.db, domain, RECORDS);
  return domain;
}

async function builtIn(name: string, database: Database, close: () => Promise<void>) {
  await seed(database);
  const dns = await startDnsServer({
    db: database.db,
    host: "127.0.0.1",
    port: 0,
    nameservers: NAMESERVERS,
    notifications: database.notifications,
  });
  await answering(dns.udpPort, name);
  return {
    name,
    port: dns.udpPort,
    stop: async () => {
      await dns.close();
      await close();
    },
  };
}

async function nsd(dir: string, zoneFile: string): Promise<Target> {
  need("/usr/sbin/nsd", "nsd");
  const port = await freePort();
  const conf = join(dir, "nsd.conf");
  writeFileSync(
    conf,
    [
      "server:",
      `  ip-address: 127.0.0.1@${port}`,
      '  username: ""',
      '  chroot: ""',
      `  zonesdir: "${dir}"`,
      `  pidfile: "${join(dir, "nsd.pid")}"`,
      `  xfrdfile: "${join(dir, "xfrd.state")}"`,
      `  zonelistfile: "${join(dir, "zone.list")}"`,
      '  database: ""',
      "  server-count: 1",
      "  verbosity: 0",
      // NSD limits responses per source by default (RRL); the other servers do not.
      "  rrl-ratelimit: 0",
      "remote-control:",
      "  control-enable: no",
      "zone:",
      `  name: ${ZONE}`,
      `  zonefile: "${zoneFile}"`,
      "",
    ].join("\n"),
  );
  const child = daemon("/usr/sbin/nsd", ["-d", "-c", conf], join(dir, "nsd.log"));
  await answering(port, "NSD", child);
  return { name: "NSD", port, stop: () => stopChild(child) };
}

async function knot(dir: string, zoneFile: string): Promise<Target> {
  need("/usr/sbin/knotd", "knot");
  const port = await freePort();
  const conf = join(dir, "knot.conf");
  writeFileSync(
    conf,
    [
      "server:",
      `  rundir: "${dir}"`,
      `  listen: 127.0.0.1@${port}`,
      "  background-workers: 1",
      "  udp-workers: 1",
      "  tcp-workers: 1",
      "database:",
      `  storage: "${join(dir, "knot-db")}"`,
      "log:",
      "  - target: stderr",
      "    any: warning",
      "zone:",
      `  - domain: ${ZONE}`,
      `    file: "${zoneFile}"`,
      "    zonefile-sync: -1",
      "    journal-content: none",
      "",
    ].join("\n"),
  );
  const child = daemon("/usr/sbin/knotd", ["-c", conf], join(dir, "knot.log"));
  await answering(port, "Knot", child);
  return { name: "Knot", port, stop: () => stopChild(child) };
}

async function powerdns(dir: string, zoneFile: string): Promise<Target> {
  need("/usr/sbin/pdns_server", "pdns-server");
  need("/usr/lib/x86_64-linux-gnu/pdns/liblmdbbackend.so", "pdns-backend-lmdb");
  const port = await freePort();
  const confDir = mkdtempSync(join(dir, "pdns-"));
  writeFileSync(
    join(confDir, "pdns.conf"),
    [
      "launch=lmdb",
      `lmdb-filename=${join(confDir, "pdns.lmdb")}`,
      "local-address=127.0.0.1",
      `local-port=${port}`,
      `socket-dir=${confDir}`,
      "daemon=no",
      "guardian=no",
      "write-pid=no",
      "disable-syslog=yes",
      "loglevel=3",
      "receiver-threads=1",
      "distributor-threads=1",
      "",
    ].join("\n"),
  );
  await run("pdnsutil", [`--config-dir=${confDir}`, "load-zone", ZONE, zoneFile]);
  const child = daemon("/usr/sbin/pdns_server", [`--config-dir=${confDir}`], join(dir, "pdns.log"));
  await answering(port, "PowerDNS", child);
  return { name: "PowerDNS", port, stop: () => stopChild(child) };
}

/** One dnsperf run against `port`. */
async function perf(port: number, queryFile: string, inFlight: number): Promise<Sample> {
  const { stdout } = await run(
    "dnsperf",
    [
      "-s",
      "127.0.0.1",
      "-p",
      String(port),
      "-d",
      queryFile,
      "-l",
      String(SECONDS),
      "-q",
      String(inFlight),
      "-t",
      "2",
    ],
    { maxBuffer: 1 << 20 },
  );
  if (process.env.DNS_BENCH_VERBOSE) console.log(stdout);
  const num = (re: RegExp) => Number(re.exec(stdout)?.[1] ?? NaN);
  return {
    qps: num(/Queries per second:\s+([\d.]+)/),
    latencyMs: num(/Average Latency \(s\):\s+([\d.]+)/) * 1000,
    lost: num(/Queries lost:\s+(\d+)/),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const fmt = (n: number) =>
  n >= 100 ? Math.round(n).toLocaleString("en-US") : n.toFixed(n >= 10 ? 1 : 2);
const range = (xs: number[]) =>
  `${fmt(median(xs))} (${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))})`;
const pct = (x: number) => `${(x * 100).toFixed(x < 0.1 ? 1 : 0)} %`;

async function main() {
  need("/usr/bin/dnsperf", "dnsperf");
  need("/usr/bin/dig", "bind9-dnsutils");
  const dir = mkdtempSync(join(tmpdir(), "registrar-bench-dns-"));
  const targets: Target[] = [];
  let pg: Awaited<ReturnType<typeof benchPostgres>> | undefined;
  // Interrupted: the servers started here are stopped all the same.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void Promise.all(targets.map((t) => t.stop().catch(() => {}))).finally(() => {
        if (pg && "url" in pg) pg.stop();
        rmSync(dir, { recursive: true, force: true });
        process.exit(130);
      });
    });
  }
  try {
    const pglite = fromPglite(await PGlite.create());
    targets.push(await builtIn("built-in, PGlite", pglite, () => pglite.close()));
    const serial = await zoneSerial(pglite.db, (await domainId(pglite))!);
    pg = await benchPostgres();
    if ("url" in pg) {
      const fresh = await emptyPostgresDb(pg.url, "registrar_bench");
      const database = fromPostgres(fresh.url);
      targets.push(
        await builtIn("built-in, PostgreSQL", database, async () => {
          await database.close();
          await fresh.drop();
        }),
      );
    } else console.log(`PostgreSQL row left out: ${pg.skipped}`);
    const zoneFile = join(dir, `${ZONE}.zone`);
    writeFileSync(zoneFile, toBindZone(ZONE, RECORDS, { serial, nameservers: NAMESERVERS }));
    targets.push(await nsd(dir, zoneFile));
    targets.push(await knot(dir, zoneFile));
    targets.push(await powerdns(dir, zoneFile));

    const queryFile = join(dir, "queries.txt");
    writeFileSync(queryFile, QUERIES.join("\n") + "\n");
    const samples = new Map<string, Sample[]>();
    const key = (t: string, q: number) => `${t}@${q}`;
    const loadBefore = loadavg();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const q of IN_FLIGHT) {
        // Interleaved: every server once per round and load, in a rotating order.
        const order = targets.map((_, i) => targets[(i + round) % targets.length]!);
        for (const t of order) {
          const s = await perf(t.port, queryFile, q);
          samples.set(key(t.name, q), [...(samples.get(key(t.name, q)) ?? []), s]);
          process.stdout.write(
            `round ${round}, ${q} in flight, ${t.name}: ${fmt(s.qps)} qps, ${fmt(s.latencyMs)} ms, ${s.lost} lost\n`,
          );
        }
      }
    }
    const loadAfter = loadavg();
    const qps = (t: string, q: number) => median(samples.get(key(t, q))!.map((s) => s.qps));
    const lines = [
      "",
      `DNS: ${ZONE} (${RECORDS.length} records), dnsperf ${QUERIES.length}-query mix, ${ROUNDS} interleaved rounds of ${SECONDS} s per server and load; median (min–max)`,
      `load average (1, 5, 15 min): before ${loadBefore.map((l) => l.toFixed(2)).join(", ")}; after ${loadAfter.map((l) => l.toFixed(2)).join(", ")}`,
      "",
      "| Server | qps, 1 in flight | qps, 50 in flight | avg latency at 50 (ms) | vs NSD at 50 | vs Knot at 50 |",
      "|---|---|---|---|---|---|",
      ...targets.map((t) => {
        const at1 = samples.get(key(t.name, 1))!;
        const at50 = samples.get(key(t.name, 50))!;
        return `| ${t.name} | ${range(at1.map((s) => s.qps))} | ${range(at50.map((s) => s.qps))} | ${range(at50.map((s) => s.latencyMs))} | ${pct(qps(t.name, 50) / qps("NSD", 50))} | ${pct(qps(t.name, 50) / qps("Knot", 50))} |`;
      }),
      "",
    ];
    console.log(lines.join("\n"));
    const share = qps("built-in, PGlite", 50) / qps("NSD", 50);
    if (share < BUDGET_SHARE_OF_NSD) {
      console.log(
        `over budget: the built-in server on PGlite answers ${pct(share)} of NSD's rate at 50 in flight (budget: at least ${pct(BUDGET_SHARE_OF_NSD)})`,
      );
      process.exitCode = 1;
    } else {
      console.log(
        `within budget: the built-in server on PGlite answers ${pct(share)} of NSD's rate at 50 in flight (at least ${pct(BUDGET_SHARE_OF_NSD)})`,
      );
    }
  } finally {
    for (const t of targets.reverse()) await t.stop().catch(() => {});
    if (pg && "url" in pg) pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bench zone's domain id (its SOA serial goes into the engines' zone file). */
async function domainId(database: Database): Promise<string | undefined> {
  const rows = await database.sql.query<{ id: string }>("SELECT id FROM domains WHERE name = $1", [
    ZONE,
  ]);
  return rows[0]?.id;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);

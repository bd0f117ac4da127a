/**
 * `npm run bench:memory`: the service's resident memory (RSS, from /proc) on PGlite, idle after
 * its first start (a new data directory) and after a restart on that directory, and with
 * PGlite's default `shared_buffers` for comparison; then, with BENCH_SOAK_MINUTES (default 0:
 * skipped), RSS every minute under mixed load (searches, orders, lists) to show it does not
 * grow. Fails when the idle figures pass the budget. Not run by CI (it takes minutes).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CONTACT } from "../../test/helpers/contact";
import { freePort, startService } from "../../test/helpers/processes";

/** Idle RSS after a first start and after a restart stays at or under this. */
export const BUDGET_MIB = 400;
const IDLE_MS = 10_000;
export const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 0);

const rssMiB = (pid: number) => {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Math.round(Number(kb) / 1024);
};
const idle = () => new Promise((r) => setTimeout(r, IDLE_MS));

async function startOn(dir: string, env: Record<string, string>) {
  const port = await freePort();
  const svc = await startService(
    { DATA_DIR: dir, PORT: String(port), LOG_LEVEL: "error", DNS_PORT: "", ...env },
    180_000,
  );
  return { ...svc, base: `http://127.0.0.1:${port}`, pid: svc.child.pid! };
}

/** Idle RSS after a first start and after a restart, with `env`. */
export async function idleRss(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "registrar-memory-"));
  try {
    const first = await startOn(dir, env);
    await idle();
    const afterFirst = rssMiB(first.pid);
    await first.stop();
    const second = await startOn(dir, env);
    await idle();
    const afterRestart = rssMiB(second.pid);
    await second.stop();
    return { afterFirst, afterRestart };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** RSS each minute under a steady mix of requests (one at a time, as fast as answered). */
export async function soak(minutes: number) {
  const dir = mkdtempSync(join(tmpdir(), "registrar-memory-"));
  const svc = await startOn(dir, {
    RATE_LIMIT_PER_MINUTE: "100000000",
    RATE_LIMIT_BURST: "100000000",
  });
  try {
    const apiKey = /shown only this once:\n\s+(rk_\S+)/.exec(svc.output())![1]!;
    const headers = { "x-api-key": apiKey, "content-type": "application/json" };
    const samples: number[] = [rssMiB(svc.pid)];
    const end = Date.now() + minutes * 60_000;
    let next = Date.now() + 60_000;
    for (let i = 0; Date.now() < end; i++) {
      await fetch(`${svc.base}/api/v1/registrar/suggestions?q=soak${i % 500}`, { headers });
      if (i % 10 === 0) {
        await fetch(`${svc.base}/api/v1/registrar/order`, {
          method: "POST",
          headers,
          body: JSON.stringify({
            domain: `soak-${i}.com`,
            payment_method: "wire",
            contact: CONTACT,
          }),
        });
        await fetch(`${svc.base}/api/v1/registrar/orders?limit=100`, { headers });
      }
      if (Date.now() >= next) {
        samples.push(rssMiB(svc.pid));
        next += 60_000;
      }
    }
    samples.push(rssMiB(svc.pid));
    return samples;
  } finally {
    await svc.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const tuned = await idleRss({});
  const pgliteDefault = await idleRss({ PGLITE_SHARED_BUFFERS: "128MB" });
  console.log(
    `| PGlite, idle (${IDLE_MS / 1000} s) | after a first start | after a restart | budget |`,
  );
  console.log("|---|---|---|---|");
  console.log(
    `| shared_buffers 32MB (the default) | ${tuned.afterFirst} MiB | ${tuned.afterRestart} MiB | ≤ ${BUDGET_MIB} MiB |`,
  );
  console.log(
    `| shared_buffers 128MB (PGlite's default) | ${pgliteDefault.afterFirst} MiB | ${pgliteDefault.afterRestart} MiB | — |`,
  );
  if (SOAK_MINUTES > 0) {
    const samples = await soak(SOAK_MINUTES);
    console.log(`\nRSS each minute under mixed load (MiB): ${samples.join(", ")}`);
  }
  if (Math.max(tuned.afterFirst, tuned.afterRestart) > BUDGET_MIB) {
    console.error(`idle RSS over the budget of ${BUDGET_MIB} MiB`);
    process.exit(1);
  }
}

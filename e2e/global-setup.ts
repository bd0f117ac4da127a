import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildServer } from "../scripts/build-server";
import { freePort, nodeArgs, runCommand, startService } from "../test/helpers/processes";
import { startSmtpSink } from "../test/helpers/smtp-sink";

const ROOT = new URL("..", import.meta.url).pathname;

/** Starts the standalone partner demo and waits for its banner. */
async function startDemo(env: Record<string, string>, args: string[]) {
  const child: ChildProcess = spawn(
    process.execPath,
    nodeArgs("src/server/demo/standalone.ts", ...args),
    { cwd: ROOT, env: { ...process.env, ...env } },
  );
  let out = "";
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`demo did not start:\n${out}`)), 30_000);
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.includes("Partner demo running at")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`demo exited with ${code}:\n${out}`));
    });
  });
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
}

/** An organization other than the demo one, and its admin, made with the admin CLI. */
async function mailOrganizationAdmin(dataDir: string) {
  const admin = async (...args: string[]) => {
    const run = await runCommand(["src/server/cli/admin.ts", ...args, "--json"], {
      DATA_DIR: dataDir,
    });
    if (run.code !== 0) throw new Error(`admin ${args.join(" ")}: ${run.stderr}`);
    return JSON.parse(run.stdout) as Record<string, unknown>;
  };
  const org = await admin("org", "create", "--name", "Mail test organization");
  const user = {
    email: "mail-admin@example.com",
    password: `e2e ${Math.random().toString(36).slice(2)} passphrase`,
  };
  await admin(
    "user",
    "create",
    "--org",
    String(org.organization_id),
    "--email",
    user.email,
    "--password",
    user.password,
  );
  return user;
}

/**
 * Builds (when dist/ is stale) and bundles the server's entries, then starts the service on its
 * own temporary data and free ports, and the standalone demo on a second origin. Tests read the
 * addresses from E2E_* vars.
 */
export default async function globalSetup() {
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { cwd: ROOT, stdio: "inherit" });
  const bundle = await buildServer();
  process.env.REGISTRAR_SERVER_BUNDLE = bundle;
  const dataDir = mkdtempSync(join(tmpdir(), "registrar-e2e-"));
  // A real SMTP server the service sends its mail to (invitations, password resets); each
  // message lands in a directory as JSON, where the specs, in other processes, read it.
  const mailDir = mkdtempSync(join(tmpdir(), "registrar-e2e-mail-"));
  let received = 0;
  const smtp = await startSmtpSink({
    onMail: ({ to, subject, text }) =>
      writeFileSync(
        join(mailDir, `${String(++received).padStart(5, "0")}.json`),
        JSON.stringify({ to, subject, text }),
      ),
  });
  const [port, dnsPort, demoPort] = [await freePort(), await freePort(), await freePort()];
  const service = await startService(
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      DNS_PORT: String(dnsPort),
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      ORDER_WORKER_INTERVAL_MS: "200",
      SANDBOX_SLOW_MS: "500",
      // A transferok- name comes in (and a transfer away is approved) 15 s after the request:
      // long enough for the dashboard spec to answer a request first, short for the widget's.
      SANDBOX_TRANSFER_SECONDS: "15",
      // No policy period: a domain bought here can be transferred away at once (dashboard spec).
      SANDBOX_TRANSFER_LOCK_DAYS: "0",
      // The lifecycle's `expiring-` test names: a lifecycle day lasts half a second, the worker
      // runs every half second, and the grace is 20 days (10 s: long enough for a renewal in the
      // widget on a loaded machine; 4 s was not).
      SANDBOX_DAY_SECONDS: "0.5",
      LIFECYCLE_WORKER_INTERVAL_MS: "500",
      EXPIRY_GRACE_DAYS: "20",
      RATE_LIMIT_PER_MINUTE: "100000",
      RATE_LIMIT_BURST: "10000",
      // The suites use the service's /demo (on by default in development only): said outright.
      DEMO_ENABLED: "true",
      DEMO_SESSIONS_PER_HOUR: "1000",
    },
    120_000,
  );
  const apiKey = /(rk_[A-Za-z0-9_-]+)/.exec(service.output())?.[1];
  if (!apiKey) throw new Error(`no demo API key in the service's banner:\n${service.output()}`);
  const admin = /email:\s+(\S+)\n\s+password:\s+(\S+)/.exec(service.output());
  if (!admin) throw new Error(`no demo admin in the service's banner:\n${service.output()}`);
  const serviceUrl = `http://127.0.0.1:${port}`;
  // The demo organization's mail is logged, never sent (a public demo must not mail addresses
  // strangers type): the mailed links' spec signs in as the admin of an organization of its own.
  const mailAdmin = await mailOrganizationAdmin(dataDir);
  const stopDemo = await startDemo({ DEMO_API_KEY: apiKey }, [
    "--port",
    String(demoPort),
    "--host",
    "127.0.0.1",
    "--service",
    serviceUrl,
  ]);
  Object.assign(process.env, {
    E2E_SERVICE_URL: serviceUrl,
    E2E_DEMO_URL: `http://127.0.0.1:${demoPort}`,
    // Same server, another host name: another origin, which no session allows.
    E2E_FOREIGN_URL: `http://localhost:${demoPort}`,
    E2E_API_KEY: apiKey,
    E2E_ADMIN_EMAIL: admin[1],
    E2E_ADMIN_PASSWORD: admin[2],
    E2E_DNS_PORT: String(dnsPort),
    E2E_MAIL_DIR: mailDir,
    E2E_MAIL_ADMIN_EMAIL: mailAdmin.email,
    E2E_MAIL_ADMIN_PASSWORD: mailAdmin.password,
  });
  return async () => {
    await stopDemo();
    await service.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(bundle, { recursive: true, force: true });
  };
}

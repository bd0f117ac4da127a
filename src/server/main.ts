import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { createApp } from "./app";
import { startingAnswer } from "./http/errors";
import { ConfigError, loadConfig, type Config } from "./config";
import { DataDirBusyError } from "./db/data-dir-lock";
import { capConnectionsPerAddress, serverOptions } from "./http/server-limits";
import { delegationRule } from "./dns/delegation";
import { startDnsServer, type DnsServer } from "./dns/server";
import { openDatabase } from "./db/open";
import type { Database } from "./db/database";
import { sql } from "drizzle-orm";
import { createLogger } from "./logger";
import { startAutoRenewer } from "./domains/auto-renewer";
import { startTransferWorker } from "./domains/transfer-worker";
import { startLifecycleWorker } from "./lifecycle/worker";
import { startZoneSyncWorker } from "./dns/zone-sync";
import { registrantVerifier } from "./lifecycle/verification";
import { orderReceipts } from "./mail/order-receipts";
import { createMailer, smtpWhere } from "./mail/mailer";
import { stripeGatewayFrom } from "./payments/stripe/gateway";
import { startPaymentsWorker } from "./payments/stripe/payments-worker";
import { startWebhookDispatcher } from "./events/dispatcher";
import { startOrderProcessor } from "./orders/processor";
import { startPollWorker } from "./registry-poll/poll-worker";
import { createOrganization, listOrganizations } from "./orgs/organizations";
import { createRegistrars } from "./registrar/select";
import { EppConfigurationError } from "./registrar/epp/epp-errors";
import { registryMirror } from "./registrar/registry-mirror";
import { createDemoAdmin } from "./demo/demo-admin";
import { serveAdminChannel } from "./cli/admin-channel";
import { DEMO_ORGANIZATION } from "./demo/demo-key";
import { EscrowConfigurationError, loadEscrowKeys } from "./escrow/escrow-keys";
import { startEscrowWorker } from "./escrow/schedule";

function fail(message: string, code = 2): never {
  process.stderr.write(message + "\n");
  process.exit(code);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
}

/**
 * Takes the HTTP port before anything else (the database, the demo organization), so a busy
 * port is said plainly and changes nothing; requests that arrive before the app is ready get
 * a 503. The port stays held from here on: no other process can take it in between.
 */
async function listen(config: Config) {
  let app: { fetch: (req: Request, env: unknown) => Response | Promise<Response> } | undefined;
  const server = serve({
    // `env` carries the socket (the client address the rate limits use).
    fetch: (req, env) => (app ? app.fetch(req, env) : startingAnswer()),
    port: config.port,
    hostname: config.host,
    serverOptions: serverOptions(config.http),
  });
  capConnectionsPerAddress(server, config.http.maxConnectionsPerAddress);
  const address = await new Promise<AddressInfo>((resolve, reject) => {
    server.once("listening", () => resolve(server.address() as AddressInfo));
    server.once("error", reject);
  }).catch((err: NodeJS.ErrnoException) => {
    const where = `${config.host}:${config.port}`;
    if (err.code === "EADDRINUSE") {
      fail(
        `Port ${config.port} is in use (${where}); set PORT=… to another port or stop the other process.`,
        1,
      );
    }
    if (err.code === "EACCES") fail(`Not allowed to listen on ${where}; set PORT=… above 1023.`, 1);
    if (err.code === "EADDRNOTAVAIL")
      fail(`HOST=${config.host} is not an address of this machine.`, 1);
    throw err;
  });
  return {
    server,
    address,
    serveApp(next: NonNullable<typeof app>) {
      app = next;
    },
  };
}

/** Any constant: the advisory lock under which a first start creates the demo organization. */
const FIRST_START_LOCK = 727_002;

/**
 * First start on an empty database: a demo organization whose key is shown this once, and an
 * admin user for the dashboard, whose password is shown this once too. Instances starting at
 * once on one PostgreSQL server take turns (an advisory lock): one of them creates it.
 */
async function firstStart(database: Database) {
  return database.db.transaction(async (tx) => {
    if (database.kind === "postgres") {
      await tx.execute(sql.raw(`SELECT pg_advisory_xact_lock(${FIRST_START_LOCK})`));
    }
    if ((await listOrganizations(tx)).length > 0) return {};
    // Marked as the demo's: the demo finds it by that mark, never by its name.
    const demo = await createOrganization(tx, { name: DEMO_ORGANIZATION, demo: true });
    return {
      demoKey: demo.apiKey,
      demoAdmin: await createDemoAdmin(tx, demo.organizationId),
    };
  });
}

async function main() {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const http = await listen(config);
  // Escrow's directory and keys are checked now: a deposit must not be the first to find them wrong.
  const escrowKeys = config.escrow
    ? await loadEscrowKeys(config.escrow).catch((err: unknown) => {
        if (err instanceof EscrowConfigurationError) fail(`Data escrow: ${err.message}`);
        throw err;
      })
    : undefined;
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    sharedBuffers: config.pgliteSharedBuffers,
    existingLivemode: config.registrar === "epp",
  }).catch((err: unknown) => {
    if (err instanceof DataDirBusyError) fail(err.message);
    throw err;
  });

  // Migration 0013 gave the keys and data made before modes existed one mode: say which.
  const upgradedKeys = database.migrated.includes("0013_modes")
    ? Number(
        (await database.sql.query<{ n: string }>("SELECT count(*)::text AS n FROM api_keys"))[0]!.n,
      )
    : 0;
  const existingMode = config.registrar === "epp" ? "live" : "test";
  if (upgradedKeys > 0) {
    logger.info("upgraded to live and test modes", {
      existing_mode: existingMode,
      api_keys: upgradedKeys,
    });
  }

  // The DNS ports before the demo organization too: a busy one is said plainly and nothing is
  // created whose credentials would be shown to no one.
  let dns: DnsServer | undefined;
  if (config.dns.port !== undefined) {
    dns = await startDnsServer({
      db: database.db,
      host: config.host,
      port: config.dns.port,
      nameservers: config.dns.nameservers,
      parkingIPv4: config.dns.parkingIPv4,
      notifications: database.notifications,
      logger,
      transfer: { ...config.dnsTransfer, notifications: database.notifications },
    }).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== "EADDRINUSE" && err.code !== "EACCES") throw err;
      await database.close();
      const where = `${config.host}:${config.dns.port}`;
      return fail(
        err.code === "EADDRINUSE"
          ? `DNS port ${config.dns.port} is in use (${where}, UDP or TCP); set DNS_PORT=… to another port or stop the other process.`
          : `Not allowed to listen on ${where}; set DNS_PORT=… above 1023.`,
        1,
      );
    });
  }

  const { demoKey, demoAdmin } = await firstStart(database);

  // PGlite is this process's alone: its registry's names can live in memory.
  const mirror =
    database.kind === "pglite" ? registryMirror(database.db, database.notifications) : undefined;
  const registrars = createRegistrars(config, {
    db: database.db,
    logger,
    ...(mirror && { mirror }),
  });
  // A registry without usable pricing (no fee extension version spoken here) is refused now.
  await registrars.verify().catch(async (err: unknown) => {
    if (!(err instanceof EppConfigurationError)) throw err;
    await registrars.close().catch(() => {});
    fail(`REGISTRAR=epp: ${err.message}. Ask the registry to enable the fee extension (RFC 8748).`);
  });
  /** Aborted on SIGTERM/SIGINT: webhook requests in flight stop at once. */
  const stopWork = new AbortController();
  const processorDeps = {
    db: database.db,
    registrars,
    now: () => new Date(),
    logger,
    dns: config.dns,
    leaseMs: config.orderProcessingLeaseMs,
    secretsKey: config.secretsKey,
    // Registrations and transfers in ask for the registrant's verification.
    verification: registrantVerifier({
      db: database.db,
      registrars,
      now: () => new Date(),
      secretsKey: config.secretsKey,
    }),
    // Completed orders send the registrant a receipt.
    receipts: orderReceipts(config.secretsKey),
  };
  const processor = startOrderProcessor(processorDeps, config.orderWorkerIntervalMs, {
    recoverAllAtStart: database.kind === "pglite",
  });
  // Live mode's registry poll queue (the sandbox has none): one instance polls at a time.
  const pollQueue = registrars.live?.pollQueue;
  const poller =
    pollQueue && config.epp
      ? startPollWorker(
          {
            db: database.db,
            queue: pollQueue,
            now: () => new Date(),
            logger,
            processor: processorDeps,
            leaseMs: 3 * config.epp.pollIntervalMs,
          },
          config.epp.pollIntervalMs,
        )
      : undefined;
  const dispatcher = startWebhookDispatcher(
    {
      db: database.db,
      now: () => new Date(),
      logger,
      retentionMs: config.eventRetentionMs,
      secretsKey: config.secretsKey,
      allowLoopback: config.webhookAllowLoopback,
      signal: stopWork.signal,
    },
    config.webhookWorkerIntervalMs,
  );
  const renewer = startAutoRenewer(
    {
      db: database.db,
      registrars,
      now: () => new Date(),
      logger,
      daysBefore: config.autoRenewDaysBefore,
      // A renewal in grace puts the delegation back: a signed zone's DS records follow.
      delegation: delegationRule({ db: database.db, registrars, dns: config.dns, logger }),
    },
    config.renewalWorkerIntervalMs,
  );
  // Transfers away the sandbox registry approves by itself; transfer codes past their 14 days.
  const transferWorker = startTransferWorker(
    { db: database.db, registrars, now: () => new Date(), logger },
    config.orderWorkerIntervalMs,
  );
  // The registrant's lifecycle: verification, reminders, the phases after expiry, messages.
  const mailer = createMailer(config.mail, logger);
  const lifecycleWorker = startLifecycleWorker(
    {
      db: database.db,
      registrars,
      now: () => new Date(),
      logger,
      secretsKey: config.secretsKey,
      publicUrl: config.publicUrl,
      mailer,
      graceDays: config.lifecycle.graceDays,
      parkingNameservers: config.lifecycle.parkingNameservers,
      dnsNameservers: config.dns.nameservers,
      dns: config.dns,
      ...(config.dns.powerdns && { engineNameservers: config.dns.powerdns.nameservers }),
    },
    config.lifecycle.intervalMs,
  );
  // Registrar data escrow: a deposit a day at most, full weekly (docs/compliance.md).
  const escrowWorker =
    escrowKeys && config.escrow
      ? startEscrowWorker({ ...config.escrow, db: database.db, keys: escrowKeys, logger })
      : undefined;
  // Engine zones (DNS providers other than the built-in server): delivery and drift checks.
  const zoneSyncWorker = startZoneSyncWorker({
    db: database.db,
    logger,
    settings: config.dns,
    registrars,
    notifications: database.notifications,
  });
  // Live mode's card payments through Stripe (PAYMENT_PROVIDER=stripe): refunds and reconciliation.
  const stripe = stripeGatewayFrom(config.payments);
  const paymentsWorker =
    stripe && config.payments.provider === "stripe"
      ? startPaymentsWorker(
          { db: database.db, now: () => new Date(), logger, stripe, kickOrders: processor.kick },
          {
            intervalMs: config.orderWorkerIntervalMs,
            reconcileIntervalMs: config.payments.reconcileIntervalMs,
          },
        )
      : undefined;
  const app = createApp({
    config,
    logger,
    database,
    registrar: registrars.test,
    liveRegistrar: registrars.live,
    kickOrders: processor.kick,
    ...(stripe && { stripe }),
    ...(paymentsWorker && { kickPayments: paymentsWorker.kick }),
  });
  // The admin CLI's way in while the service holds the embedded database's files.
  // Without it the service still serves; the CLI then says the socket does not answer.
  const adminChannel =
    database.kind === "pglite"
      ? await serveAdminChannel({ dataDir: config.dataDir, database, config, logger }).catch(
          (err: unknown) => {
            logger.warn(
              "the admin socket could not be opened; the admin CLI cannot reach the service",
              {
                error: err,
              },
            );
            return undefined;
          },
        )
      : undefined;
  http.serveApp(app);
  logger.info("listening", {
    host: http.address.address,
    port: http.address.port,
    database: database.kind,
  });
  const lines = [
    "",
    `Registrar service running at ${config.publicUrl}`,
    `  Dashboard:    ${config.publicUrl}/dashboard`,
    `  API:          ${config.publicUrl}/api/v1/`,
    `  API docs:     ${config.publicUrl}/api/v1/docs`,
    `  OpenAPI:      ${config.publicUrl}/api/v1/openapi.json`,
    `  Health:       ${config.publicUrl}/healthz (liveness), ${config.publicUrl}/readyz (database)`,
    ...(config.demoEnabled ? [`  Partner demo: ${config.publicUrl}/demo`] : []),
    ...(dns
      ? [`  DNS:          dig @${config.host} -p ${dns.udpPort} <domain> (UDP and TCP)`]
      : []),
    `  Database:     ${database.kind === "pglite" ? `embedded PGlite in ${config.dataDir}/` : "PostgreSQL (DATABASE_URL)"}`,
    config.mail.smtpUrl
      ? `  Mail:         SMTP at ${smtpWhere(config.mail.smtpUrl)} (messages to registrants and dashboard users)`
      : "  Mail:         none configured (SMTP_URL): messages to registrants and dashboard users are written to the log (password-reset and invitation links whole)",
    config.registrar === "epp"
      ? `  Modes:        live (the registry at ${config.epp?.host ?? "?"}) and test (the sandbox): rk_live_ and rk_test_ keys`
      : "  Modes:        test only (the sandbox registrar; REGISTRAR=epp adds live mode)",
    escrowKeys && config.escrow
      ? `  Escrow:       deposits signed and encrypted to the agent's key in ${config.escrow.dir}`
      : "  Escrow:       off (ESCROW_DIR unset): no registrar data escrow deposits",
    ...(config.sandboxCard
      ? []
      : [
          "  Card orders:  refused; the sandbox card checkout is off (SANDBOX_CARD=false): orders are paid by wire",
        ]),
    ...(upgradedKeys > 0
      ? [
          "",
          `Upgraded to live and test modes: the ${upgradedKeys} API key(s) and all data made before are ${existingMode} mode (REGISTRAR=${config.registrar}). See docs/modes.md.`,
        ]
      : []),
  ];
  if (demoKey) {
    lines.push(
      "",
      "Created a demo organization. Its API key, shown only this once:",
      `  ${demoKey}`,
      "  (a test key: the sandbox registrar, nothing real is bought; docs/modes.md)",
      `Try: curl -H "X-API-Key: ${demoKey}" ${config.publicUrl}/api/v1/organization`,
    );
  }
  if (demoAdmin) {
    lines.push(
      "",
      `Dashboard admin, shown only this once (sign in at ${config.publicUrl}/dashboard):`,
      `  email:    ${demoAdmin.email}`,
      `  password: ${demoAdmin.password}`,
    );
  }
  process.stdout.write(lines.join("\n") + "\n\n");

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info("stopping", { signal, timeout_ms: config.shutdownTimeoutMs });
    // A hard bound: whatever still runs then (a registrar call, a slow client) is cut off;
    // orders and deliveries it held are recovered or retried by the next start.
    setTimeout(() => {
      logger.warn("shutdown timed out; exiting with work still in flight", {
        timeout_ms: config.shutdownTimeoutMs,
      });
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    stopWork.abort();
    const httpClosed = new Promise<void>((resolve) => http.server.close(() => resolve()));
    void Promise.all([
      httpClosed,
      dns?.close(),
      processor.stop(),
      dispatcher.stop(),
      renewer.stop(),
      transferWorker.stop(),
      lifecycleWorker.stop().then(() => mailer.close()),
      paymentsWorker?.stop(),
      poller?.stop(),
      zoneSyncWorker.stop(),
      escrowWorker?.stop(),
    ])
      .then(() => registrars.close())
      .then(() => mirror?.close())
      .then(() => adminChannel?.close())
      .then(() => app.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error("shutdown failed", { error: err });
          process.exit(1);
        },
      );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

void main();

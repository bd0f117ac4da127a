import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { ConfigError, loadConfig, type Config } from "./config";
import { DataDirBusyError } from "./db/data-dir-lock";
import { startDnsServer, type DnsServer } from "./dns/server";
import { openDatabase } from "./db/open";
import { createLogger } from "./logger";
import { startAutoRenewer } from "./domains/auto-renewer";
import { startWebhookDispatcher } from "./events/dispatcher";
import { startOrderProcessor } from "./orders/processor";
import { createOrganization, listOrganizations } from "./orgs/organizations";
import { createSandboxProvider } from "./registrar/sandbox-provider";
import { createDemoAdmin } from "./demo/demo-admin";

function fail(message: string): never {
  process.stderr.write(message + "\n");
  process.exit(2);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
}

async function main() {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    serveSocket: true,
  }).catch((err: unknown) => {
    if (err instanceof DataDirBusyError) fail(err.message);
    throw err;
  });

  // First start on an empty database: a demo organization whose key is shown this once.
  // And an admin user for the dashboard, whose password is shown this once too.
  let demoKey: string | undefined;
  let demoAdmin: { email: string; password: string } | undefined;
  if ((await listOrganizations(database.db)).length === 0) {
    const demo = await createOrganization(database.db, { name: "Demo organization" });
    demoKey = demo.apiKey;
    demoAdmin = await createDemoAdmin(database.db, demo.organizationId);
  }

  const registrar = createSandboxProvider(database.db, { delayMs: config.sandboxSlowMs });
  const processor = startOrderProcessor(
    {
      db: database.db,
      registrar,
      now: () => new Date(),
      logger,
      dns: config.dns,
      leaseMs: config.orderProcessingLeaseMs,
    },
    config.orderWorkerIntervalMs,
    { recoverAllAtStart: database.kind === "pglite" },
  );
  const dispatcher = startWebhookDispatcher(
    {
      db: database.db,
      now: () => new Date(),
      logger,
      retentionMs: config.eventRetentionMs,
      secretsKey: config.secretsKey,
      allowLoopback: config.webhookAllowLoopback,
    },
    config.webhookWorkerIntervalMs,
  );
  const renewer = startAutoRenewer(
    {
      db: database.db,
      registrar,
      now: () => new Date(),
      logger,
      daysBefore: config.autoRenewDaysBefore,
    },
    config.renewalWorkerIntervalMs,
  );
  const app = createApp({ config, logger, database, registrar, kickOrders: processor.kick });
  let dns: DnsServer | undefined;
  if (config.dns.port !== undefined) {
    dns = await startDnsServer({
      db: database.db,
      host: config.host,
      port: config.dns.port,
      nameservers: config.dns.nameservers,
      logger,
    });
  }
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info("listening", { host: info.address, port: info.port, database: database.kind });
    const lines = [
      "",
      `Registrar service running at ${config.publicUrl}`,
      `  Dashboard:    ${config.publicUrl}/dashboard`,
      `  API:          ${config.publicUrl}/api/v1/`,
      `  OpenAPI:      ${config.publicUrl}/api/v1/openapi.json`,
      `  Health:       ${config.publicUrl}/healthz`,
      ...(config.demoEnabled ? [`  Partner demo: ${config.publicUrl}/demo`] : []),
      ...(dns
        ? [`  DNS:          dig @${config.host} -p ${dns.udpPort} <domain> (UDP and TCP)`]
        : []),
      `  Database:     ${database.kind === "pglite" ? `embedded PGlite in ${config.dataDir}/` : "PostgreSQL (DATABASE_URL)"}`,
    ];
    if (demoKey) {
      lines.push(
        "",
        "Created a demo organization. Its API key, shown only this once:",
        `  ${demoKey}`,
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
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close();
    void (dns?.close() ?? Promise.resolve())
      .then(() => Promise.all([processor.stop(), dispatcher.stop(), renewer.stop()]))
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

void main();

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { liveKeyFor, liveRegistry } from "../test/helpers/live-registry";
import { freePort, startService } from "../test/helpers/processes";
import { startStripeStandIn } from "../test/helpers/stripe-stand-in";

/**
 * A live-mode world of its own for `checkout-stripe.spec.ts` (the run's global service is in
 * test mode): the EPP test registry as the live registry, the Stripe stand-in (its checkout
 * page on its own origin, its webhooks sent to the service over HTTP), the service as a process
 * with `PAYMENT_PROVIDER=stripe`, a live key, and a partner's page on another origin that loads
 * the service's loader (`/embed.js`), as partners embed the widget.
 */
export async function startStripeWorld() {
  const dir = mkdtempSync(join(tmpdir(), "registrar-e2e-stripe-"));
  const stops: (() => Promise<void> | void)[] = [
    () => rmSync(dir, { recursive: true, force: true }),
  ];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
  };
  try {
    const { registry, eppEnv } = await liveRegistry(dir);
    stops.push(() => registry.close());
    const standIn = await startStripeStandIn();
    stops.push(() => standIn.close());
    writeFileSync(join(dir, "stripe-key"), `${standIn.secretKey}\n`, { mode: 0o600 });
    writeFileSync(join(dir, "stripe-webhook"), `${standIn.webhookSecret}\n`, { mode: 0o600 });
    const dataDir = join(dir, "data");
    const port = await freePort();
    const service = await startService(
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DNS_PORT: "",
        ORDER_WORKER_INTERVAL_MS: "200",
        RATE_LIMIT_PER_MINUTE: "100000",
        RATE_LIMIT_BURST: "10000",
        ...eppEnv,
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY_FILE: join(dir, "stripe-key"),
        STRIPE_WEBHOOK_SECRET_FILE: join(dir, "stripe-webhook"),
        STRIPE_API_URL: standIn.apiUrl,
        // A lost webhook is made good within this.
        STRIPE_RECONCILE_INTERVAL_MS: "1000",
      },
      120_000,
    );
    stops.push(() => service.stop());
    const base = `http://127.0.0.1:${port}`;
    standIn.setWebhook(`${base}/api/v1/payments/stripe/webhook`);

    const testKey = /(rk_test_[A-Za-z0-9_-]+)/.exec(service.output())?.[1];
    if (!testKey) throw new Error(`no API key in the service's banner:\n${service.output()}`);
    const org = await fetch(`${base}/api/v1/organization`, { headers: { "x-api-key": testKey } });
    const { id } = (await org.json()) as { id: string };
    const liveKey = await liveKeyFor(id, { ...eppEnv, DATA_DIR: dataDir });

    const partner = await partnerPage(base);
    stops.push(() => new Promise<void>((r) => partner.server.close(() => r())));
    return { base, registry, standIn, liveKey, partnerOrigin: partner.origin, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

export type StripeWorld = Awaited<ReturnType<typeof startStripeWorld>>;

/** A partner's shop page on its own origin, with the service's loader script and a place for it. */
async function partnerPage(serviceBase: string) {
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner shop</title>
<script src="${serviceBase}/embed.js"></script></head>
<body><main><h1>Partner shop</h1><div id="widget"></div></main></body></html>`;
  const server: Server = createServer((req, res) => {
    if (req.url !== "/") return res.writeHead(404).end();
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

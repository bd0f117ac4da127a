import { errorBody } from "../contract/error-codes";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { Logger } from "./logger";
import { authenticate, type AuthDeps, type ClientTokenResolver } from "./auth/authenticate";
import { CredentialCache } from "./auth/credential-cache";
import { secondFactorRoutes } from "./users/second-factor-routes";
import { passkeyRoutes } from "./users/passkey-routes";
import { relyingPartyOf } from "./users/passkeys";
import { secondFactorPolicyRoutes } from "./users/second-factor-policy-routes";
import { authRoutes } from "./users/auth-routes";
import { sessionRoutes } from "./users/session-routes";
import { passwordResetRoutes } from "./accounts/password-reset-routes";
import { invitationRoutes } from "./accounts/invitation-routes";
import { invitationAcceptRoutes } from "./accounts/invitation-accept-routes";
import { dnsRoutes } from "./dns/dns-routes";
import { zoneSync } from "./dns/zone-sync";
import { delegationRule } from "./dns/delegation";
import { defineDnsZoneRoutes } from "./dns/zone-operations";
import { offerDnsProvider } from "./dns/provider";
import { bodyLimit } from "./http/body-limit";
import { onError } from "./http/errors";
import { pendingReleases } from "./http/idempotency";
import type { RateLimiter } from "./http/rate-limiter";
import { createSharedRateLimiter, type RateLimitStore } from "./http/shared-rate-limiter";
import type { AppEnv } from "./http/app-env";
import { requestContext } from "./http/request-context";
import { allowedMethods, mount, type RouteDeps } from "./http/route";
import { serveDocument } from "./http/openapi";
import { apiReference } from "./http/api-reference";
import { organizationRoutes } from "./orgs/organization-routes";
import { organizationsRoutes } from "./orgs/organizations-routes";
import { hostedSessionRoutes } from "./hosted/sessions-routes";
import { hostedSessionInfoRoutes } from "./hosted/client-api/session-routes";
import { hostedSearchRoutes } from "./hosted/client-api/search-routes";
import { hostedOrderRoutes } from "./hosted/client-api/orders-routes";
import { hostedTransferRoutes } from "./hosted/client-api/transfers-routes";
import { hostedDomainRoutes } from "./hosted/client-api/domains-routes";
import { widgetPages } from "./hosted/pages";
import { compression } from "./http/compression";
import { checkoutBrandOf, clientTokenResolver, type CachedClientToken } from "./hosted/sessions";
import { orderRoutes } from "./orders/orders-routes";
import { transferRoutes } from "./orders/transfers-routes";
import { registryRoutes } from "./orders/registry-routes";
import { checkoutRoutes } from "./payments/checkout";
import { refundRoutes } from "./payments/refunds-routes";
import { topUpRoutes } from "./payments/top-ups-routes";
import type { StripeGateway } from "./payments/stripe/gateway";
import { stripeWebhookRoutes } from "./payments/stripe/stripe-webhook-routes";
import { paymentRoutes } from "./payments/payments-routes";
import { domainRoutes } from "./domains/domains-routes";
import { chargeRoutes } from "./domains/renewal-charges-routes";
import { sandboxRoutes } from "./domains/sandbox-routes";
import { webhookEndpointRoutes } from "./events/webhook-endpoints-routes";
import { eventRoutes } from "./events/events-routes";
import { registerWebhookDocs } from "./events/webhook-document";
import type { ResolveHost } from "./events/webhook-target";
import { availabilityRoutes } from "./registrar/availability-routes";
import { suggestionRoutes } from "./registrar/suggestions-routes";
import {
  hasLiveMode,
  offerRegistrar,
  type RegistrarProvider,
  type Registrars,
} from "./registrar/provider";
import { createSandboxProvider } from "./registrar/sandbox-provider";
import { registryMirror } from "./registrar/registry-mirror";
import { ANONYMOUS_DEMO_ACTIONS, demoRoutes } from "./demo/pages";
import { clientIp } from "./auth/authenticate";
import { demoApiKey, inAppCaller } from "./demo/demo-key";
import { apiKeyRoutes } from "./api-keys/api-keys-routes";
import { userRoutes } from "./users/users-routes";
import { auditRoutes } from "./audit/audit-log-routes";
import { exportRoutes } from "./exports/exports-routes";
import { overviewRoutes } from "./overview/overview-routes";
import { settingsRoutes } from "./settings/settings-routes";
import { balanceRoutes } from "./balances/balance-routes";
import { registrantMessageRoutes } from "./mail/messages-routes";
import { dashboardPages } from "./dashboard/pages";
import { rootPage } from "./http/root-page";
import { registrantVerificationRoutes } from "./lifecycle/registrant-verifications-routes";
import { registrantVerifier } from "./lifecycle/verification";
import { orderReceipts } from "./mail/order-receipts";
import { verifyPage } from "./lifecycle/verify-page";
import { rdapService } from "./rdap/rdap-service";
import { abuseReportRoutes } from "./abuse/abuse-reports-routes";

export type AppDeps = {
  config: Config;
  logger: Logger;
  database: Database;
  /** The clock, injectable so tests can move time. */
  now?: () => Date;
  limiter?: RateLimiter;
  loginLimiter?: RateLimiter;
  /** The password-reset routes' limiters (tests give their own). */
  resetLimiters?: { perAddress: RateLimiter; perEmail: RateLimiter };
  resolveClientToken?: ClientTokenResolver;
  /** Test mode's registrar: the deterministic sandbox (tests may give their own). */
  registrar?: RegistrarProvider;
  /**
   * Live mode's registrar, the configured registry (`REGISTRAR=epp`); without it the
   * deployment has test mode only.
   */
  liveRegistrar?: RegistrarProvider;
  /** DNS for webhook URLs' host names; the system resolver by default (tests play DNS). */
  resolveHost?: ResolveHost;
  /** Wakes the order processor after a payment; tests run it by hand instead. */
  kickOrders?: () => void;
  /** Stripe, live mode's card payments (`PAYMENT_PROVIDER=stripe`); none: live card orders are refused. */
  stripe?: StripeGateway;
  /** Wakes the payments worker (refunds) after a payment its order could not take. */
  kickPayments?: () => void;
};

/** Builds the HTTP application with its dependencies; `main.ts` alone listens. */
export function createApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const { rateLimit } = deps.config;
  // Shared by every instance on a PostgreSQL server; in memory with the embedded database.
  const store: RateLimitStore = deps.database.pool
    ? { kind: "postgres", pool: deps.database.pool }
    : { kind: "memory" };
  const limiter =
    deps.limiter ??
    createSharedRateLimiter({
      perMinute: rateLimit.perMinute,
      capacity: rateLimit.burst,
      store,
      keyPrefix: "api",
      logger: deps.logger,
    });
  const loginLimiter =
    deps.loginLimiter ??
    createSharedRateLimiter({
      perMinute: rateLimit.loginPerMinute,
      capacity: rateLimit.loginPerMinute,
      store,
      keyPrefix: "login",
      logger: deps.logger,
    });
  // "Forgot password?" requests: a few an hour per email address (the mails one inbox gets),
  // more per client address (docs/security.md "Password reset and invitations").
  const resetLimiters = deps.resetLimiters ?? {
    perEmail: createSharedRateLimiter({
      perMinute: 5 / 60,
      capacity: 5,
      store,
      keyPrefix: "reset-email",
      logger: deps.logger,
    }),
    perAddress: createSharedRateLimiter({
      perMinute: 30 / 60,
      capacity: 30,
      store,
      keyPrefix: "reset-address",
      logger: deps.logger,
    }),
  };
  // Each cache holds a subscription to the credentials channel: closed with the app.
  const credentials = new CredentialCache(deps.database.notifications);
  const clientTokens = deps.resolveClientToken
    ? undefined
    : new CredentialCache<CachedClientToken>(deps.database.notifications);
  const auth: AuthDeps = {
    db: deps.database.db,
    limiter,
    now,
    resolveClientToken:
      deps.resolveClientToken ?? clientTokenResolver(deps.database.db, clientTokens),
    secretsKey: deps.config.secretsKey,
    credentials,
  };
  // Idempotency-Keys whose release (or response) the database did not take: retried until it answers.
  const releases = pendingReleases();
  const routes: RouteDeps = {
    db: auth.db,
    now,
    secretsKey: deps.config.secretsKey,
    releases,
    authenticate: (accept) => authenticate(auth, accept),
  };

  // PGlite is this process's alone: the sandbox registry's names live in memory (closed with the app).
  const mirror =
    !deps.registrar && deps.database.kind === "pglite"
      ? registryMirror(deps.database.db, deps.database.notifications)
      : undefined;
  const registrars: Registrars = {
    test: deps.registrar ?? createSandboxProvider(deps.database.db, { ...(mirror && { mirror }) }),
    live: deps.liveRegistrar,
  };
  // An order may name the registrars this app runs (the sandbox's name always validates).
  const withdrawNames = [registrars.test, ...(registrars.live ? [registrars.live] : [])].map((r) =>
    offerRegistrar(r.name),
  );
  const db = deps.database.db;
  const kick = deps.kickOrders ?? (() => {});
  const verification = registrantVerifier({
    db,
    registrars,
    now,
    secretsKey: deps.config.secretsKey,
  });
  // An engine provider with settings may be named by orders while this app lives.
  const withdrawDnsProvider = deps.config.dns.powerdns ? offerDnsProvider("powerdns") : () => {};
  // A domain's zone and its drift check (engine zones: `dns/zone-sync.ts`).
  const dnsZoneDeps = {
    db,
    settings: deps.config.dns,
    sync: zoneSync({ db, logger: deps.logger, settings: deps.config.dns, registrars }),
  };

  // Around every nameserver change: a signed zone's DS records follow the delegation.
  const delegation = delegationRule({
    db,
    registrars,
    dns: deps.config.dns,
    logger: deps.logger,
    now,
  });
  const orderDeps = {
    db,
    registrars,
    now,
    logger: deps.logger,
    config: deps.config,
    dns: deps.config.dns,
    // A purchase registers inline and keeps its order's lease as the worker does.
    leaseMs: deps.config.orderProcessingLeaseMs,
    delegation,
    kick,
    // Registrations, transfers in and registrant changes ask for the registrant's verification.
    verification,
    // Completed orders send the registrant a receipt.
    receipts: orderReceipts(deps.config.secretsKey),
    dnsZones: dnsZoneDeps,
  };

  const app = new OpenAPIHono<AppEnv>();
  app.use("*", requestContext({ logger: deps.logger }));
  app.use("*", bodyLimit(deps.config.maxBodyBytes));
  app.use("*", compression());
  app.onError(onError);
  app.notFound((c) => {
    const allow = allowedMethods(app, c.req.path);
    if (allow.length > 0) {
      return c.json(errorBody("method_not_allowed", "Method Not Allowed"), 405, {
        Allow: allow.join(", "),
      });
    }
    return c.json(errorBody("not_found", "Not Found"), 404);
  });

  // Liveness: the process answers (it never asks the database, so a load balancer or an
  // orchestrator does not restart a healthy process for the database's sake).
  app.get("/healthz", (c) => c.json({ status: "ok", database: deps.database.kind }));
  // Readiness: whether the database answers now (a 503 with Retry-After otherwise).
  app.get("/readyz", async (c) => {
    await deps.database.sql.query("SELECT 1");
    return c.json({ status: "ready", database: deps.database.kind });
  });

  rootPage(app, { demo: deps.config.demoEnabled });
  dashboardPages(app);
  // RDAP (docs/rdap.md): on once the registrar's IANA id is configured.
  if (deps.config.rdap.ianaId !== undefined) {
    rdapService(app, {
      db,
      now,
      settings: deps.config.rdap,
      publicUrl: deps.config.publicUrl,
      clientIp,
      limiter: createSharedRateLimiter({
        perMinute: deps.config.rdap.perMinute,
        capacity: deps.config.rdap.perMinute,
        store,
        keyPrefix: "rdap",
        logger: deps.logger,
      }),
    });
  }
  mount(
    app,
    authRoutes({
      ...routes,
      limiter,
      loginLimiter,
      ttlMinutes: deps.config.accessTokenTtlMinutes,
      liveModeAvailable: hasLiveMode(registrars),
      rp: relyingPartyOf(deps.config.publicUrl),
    }),
    sessionRoutes({
      ...routes,
      limiter,
      ttlMinutes: deps.config.accessTokenTtlMinutes,
      serviceOrigin: new URL(deps.config.publicUrl).origin,
    }),
    passwordResetRoutes({ ...routes, resetLimiters, secretsKey: deps.config.secretsKey }),
    invitationAcceptRoutes({ ...routes, perAddress: resetLimiters.perAddress }),
    invitationRoutes({ ...routes, secretsKey: deps.config.secretsKey }),
    organizationRoutes(routes),
    organizationsRoutes(routes),
    apiKeyRoutes(routes),
    userRoutes(routes),
    secondFactorRoutes(routes),
    passkeyRoutes({ ...routes, rp: relyingPartyOf(deps.config.publicUrl) }),
    secondFactorPolicyRoutes(routes),
    auditRoutes(routes),
    exportRoutes(routes, { db, logger: deps.logger, now }),
    overviewRoutes(routes, { db, now }),
    settingsRoutes(routes),
    orderRoutes(routes, orderDeps),
    transferRoutes(routes, orderDeps),
    registryRoutes(routes),
    paymentRoutes(routes, orderDeps),
    refundRoutes(routes, { ...orderDeps, kickPayments: deps.kickPayments ?? (() => {}) }),
    topUpRoutes(routes, {
      stripe: deps.stripe,
      publicUrl: deps.config.publicUrl,
      logger: deps.logger,
    }),
    ...(deps.stripe
      ? [
          stripeWebhookRoutes(routes, {
            db,
            now,
            logger: deps.logger,
            stripe: deps.stripe,
            kickOrders: kick,
            kickPayments: deps.kickPayments ?? (() => {}),
          }),
        ]
      : []),
    hostedSessionRoutes(routes, { db, now, publicUrl: deps.config.publicUrl, config: deps.config }),
  );
  checkoutRoutes(app, {
    db,
    now,
    publicUrl: deps.config.publicUrl,
    kick,
    sandboxCard: deps.config.sandboxCard,
    stripe: deps.stripe,
    logger: deps.logger,
    brandOf: checkoutBrandOf(db),
  });
  // The API the widget talks to, authorised by a session's client token alone (hosted/client-api/).
  // Every route names the session actions it needs (`sessionActions`, checked by `defineRoute`)
  // and checks that the order or domain belongs to the session's organization and end-user
  // account (403 otherwise).
  mount(
    app,
    hostedSessionInfoRoutes(routes, orderDeps),
    hostedSearchRoutes(routes, orderDeps),
    hostedOrderRoutes(routes, orderDeps),
    hostedTransferRoutes(routes, orderDeps),
    hostedDomainRoutes(routes, orderDeps),
  );
  widgetPages(app, { db, now });
  // Registrant verification: the page a message's link opens, and its confirmation.
  verifyPage(app);
  mount(
    app,
    availabilityRoutes(routes, registrars),
    suggestionRoutes(routes, registrars),
    domainRoutes(routes, {
      db: deps.database.db,
      registrars,
      now,
      verification,
      delegation,
      logger: deps.logger,
      moreRoutes: [(api) => defineDnsZoneRoutes(api, dnsZoneDeps)],
    }),
    // The sandbox's test calls: another registrar asking for a domain (test mode only).
    sandboxRoutes(routes, {
      db,
      registrars,
      now,
      logger: deps.logger,
      sandboxTransferMs: deps.config.sandboxTransferMs,
    }),
    chargeRoutes(routes, { db }),
    dnsRoutes({ ...routes, settings: deps.config.dns }),
    webhookEndpointRoutes(routes, {
      db,
      now,
      secretOverlapMs: deps.config.webhookSecretOverlapMs,
      secretsKey: deps.config.secretsKey,
      allowLoopback: deps.config.webhookAllowLoopback,
      ...(deps.resolveHost && { resolve: deps.resolveHost }),
    }),
    eventRoutes(routes, { db, now }),
    balanceRoutes(routes),
    registrantVerificationRoutes(routes, { db, registrars, now, logger: deps.logger, limiter }),
    registrantMessageRoutes(routes),
    abuseReportRoutes(routes, { limiter }),
  );
  if (deps.config.demoEnabled) {
    // Anonymous visitors: search and purchase only, a few sessions per address an hour.
    const perHour = deps.config.demoSessionsPerHour;
    demoRoutes(app, {
      serviceOrigin: new URL(deps.config.publicUrl).origin,
      callService: inAppCaller((req) => app.fetch(req), deps.config.publicUrl, demoApiKey(db)),
      allowedActions: ANONYMOUS_DEMO_ACTIONS,
      mintLimit: {
        limiter: createSharedRateLimiter({
          perMinute: perHour / 60,
          capacity: perHour,
          store,
          keyPrefix: "demo",
          logger: deps.logger,
        }),
        address: (c) => clientIp(c as Parameters<typeof clientIp>[0]),
      },
    });
  }

  app.openAPIRegistry.registerComponent("securitySchemes", "ApiKey", {
    type: "apiKey",
    in: "header",
    name: "X-API-Key",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "Bearer", {
    type: "http",
    scheme: "bearer",
  });
  registerWebhookDocs(app.openAPIRegistry);
  serveDocument(app, "/api/v1/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Domain Registrar Service",
      version: "0.1.1",
      description: "Domain search, orders, renewal, DNS and hosted sessions.",
    },
    servers: [{ url: deps.config.publicUrl }],
  });
  apiReference(app, {
    path: "/api/v1/docs",
    documentPath: "/api/v1/openapi.json",
    title: "Domain Registrar Service: API reference",
  });
  return Object.assign(app, {
    /** Closes what the app holds beyond the database's life: its caches' and the registry mirror's subscriptions. */
    close() {
      for (const withdraw of withdrawNames) withdraw();
      withdrawDnsProvider();
      credentials.close();
      clientTokens?.close();
      mirror?.close();
      releases.close();
    },
  });
}

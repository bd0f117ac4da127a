import { z } from "zod";
import type { BankDetails } from "../contract/bank-details";
import { LOCAL_HOSTS } from "../contract/local-hosts";
import { DNS_ENV, checkDnsEnv, dnsSettingsFrom, type DnsConfig } from "./dns/dns-env";
import {
  ESCROW_ENV,
  checkEscrowEnv,
  escrowSettingsFrom,
  type EscrowSettings,
} from "./escrow/escrow-env";
import { parseSecondary, type Secondary } from "./dns/secondaries";
import { parseTsigKey, type TsigKey } from "./dns/tsig";
import { HOSTNAME, optionalText } from "./env-fields";
import { DEFAULT_MAX_BODY_BYTES } from "./http/body-limit";
import type { ServerLimits } from "./http/server-limits";

/** The registry profiles EPP_PROFILE names (their rules: registrar/epp/profiles.ts). */
export const EPP_PROFILES = ["generic", "verisign", "identity-digital"] as const;

const LogLevel = z.enum(["fatal", "error", "warn", "info", "debug", "silent"]);

/** An optional variable where an empty value means unset. */

/** A comma-separated list of host names or suffixes (lowercase, no trailing dot). */
const hostList = (message: string) =>
  z
    .string()
    .optional()
    .transform((s) =>
      s === undefined || s.trim() === ""
        ? undefined
        : s.split(",").map((n) =>
            n
              .trim()
              .toLowerCase()
              .replace(/^\.|\.$/g, ""),
          ),
    )
    .refine(
      (list) => list === undefined || list.every((n) => HOSTNAME.test(n) || /^[a-z0-9-]+$/.test(n)),
      {
        message,
      },
    );

/** The environment variables the service reads (docs/configuration.md lists each one). */
export const Env = z
  .object({
    /** `production` marks a production start (unsafe settings refuse it); else development. */
    NODE_ENV: optionalText,
    PORT: z.coerce.number().int().min(0).max(65535).default(8787),
    HOST: z.string().min(1).default("127.0.0.1"),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default(".data"),
    PGLITE_SHARED_BUFFERS: z
      .string()
      .regex(/^[1-9][0-9]*(kB|MB|GB)$/, "a size such as 32MB")
      .default("32MB"),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/ })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    LOG_LEVEL: LogLevel.default("info"),
    ACCESS_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    RATE_LIMIT_BURST: z.coerce.number().int().min(1).default(120),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    BANK_NAME: z.string().min(1).default("Sandbox Bank"),
    BANK_ACCOUNT_NAME: z.string().min(1).default("Registrar Sandbox Ltd"),
    BANK_ACCOUNT_NUMBER: z.string().min(1).default("000123456789"),
    BANK_ROUTING_NUMBER: z.string().min(1).default("110000000"),
    /** International wires: the account's IBAN and the bank's BIC (SWIFT code). */
    BANK_IBAN: z.string().min(1).default("XX00 SAND BOX0 0012 3456 789"),
    BANK_BIC: z.string().min(8).max(11).default("SANDXX00XXX"),
    /** The registration agreement end users accept when they pay; unset: the widget shows none. */
    REGISTRATION_AGREEMENT_URL: z.url({ protocol: /^https?$/ }).optional(),
    ORDER_WORKER_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
    ORDER_PROCESSING_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    SANDBOX_SLOW_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    /** How long the sandbox's other registrar takes to answer a transfer (in: `transferok-`; away). */
    SANDBOX_TRANSFER_SECONDS: z.coerce.number().int().min(0).max(432_000).default(10),
    /** The sandbox's transfer policy period (days) after a registration, transfer in or registrant change. */
    SANDBOX_TRANSFER_LOCK_DAYS: z.coerce.number().int().min(0).max(60).default(60),
    /**
     * How long a sandbox "day" lasts for the lifecycle's test names (`expiring-`): their
     * verification deadline, expiry, grace and redemption run on this clock (docs/lifecycle.md).
     */
    SANDBOX_DAY_SECONDS: z.coerce.number().min(0.05).max(86_400).default(2),
    /** SMTP server for messages to registrants (`smtp://user:pass@host:587`); unset: logged. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** The messages' sender address. */
    MAIL_FROM: z.string().min(3).max(320).default("Domains <no-reply@localhost>"),
    /** The registrar's IANA id (RDAP's registrar entity); unset: no RDAP service (docs/rdap.md). */
    REGISTRAR_IANA_ID: z
      .string()
      .regex(/^[0-9]{1,10}$/, "must be the registrar's numeric IANA id")
      .optional(),
    /** The registrar's name as RDAP shows it. */
    REGISTRAR_NAME: z.string().min(1).max(255).default("Registrar"),
    /** The registrar's abuse contact, published in RDAP (docs/rdap.md). */
    ABUSE_EMAIL: z
      .string()
      .regex(/^[^@\s]+@[^@\s]+$/, "must be an email address")
      .default("abuse@localhost"),
    ABUSE_PHONE: z
      .string()
      .regex(/^\+[0-9]{1,3}\.[0-9]{4,14}$/, "must be an E.164a number, e.g. +1.4155550100")
      .default("+1.0000000000"),
    /** Where RDAP's "Terms of Use" notice links; unset: the service's /rdap/help. */
    RDAP_TERMS_URL: z.url({ protocol: /^https?$/ }).optional(),
    RDAP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    /** How often the lifecycle worker runs (verification deadlines, reminders, expiry phases). */
    LIFECYCLE_WORKER_INTERVAL_MS: z.coerce.number().int().min(50).default(60_000),
    /** Days after expiry the service deletes an unrenewed domain (inside the registry's 45-day grace). */
    EXPIRY_GRACE_DAYS: z.coerce.number().int().min(8).max(40).default(30),
    /** Nameservers an expired domain on outside nameservers is delegated to while parked. */
    PARKING_NAMESERVERS: z
      .string()
      .optional()
      .transform((s) => s?.split(",").map((n) => n.trim().toLowerCase().replace(/\.$/, "")))
      .refine(
        (list) => list === undefined || (list.length >= 2 && list.every((n) => HOSTNAME.test(n))),
        {
          message:
            "at least two comma-separated host names, such as ns1.example.net,ns2.example.net",
        },
      ),
    WEBHOOK_WORKER_INTERVAL_MS: z.coerce.number().int().min(50).default(2000),
    AUTO_RENEW_DAYS_BEFORE: z.coerce.number().int().min(1).max(365).default(30),
    WEBHOOK_SECRET_OVERLAP_HOURS: z.coerce.number().min(0).max(720).default(24),
    WEBHOOK_ALLOW_LOOPBACK: z.enum(["true", "false"]).optional(),
    SECRETS_KEY: z
      .string()
      .refine((v) => v === "" || Buffer.from(v, "base64").length === 32, {
        message: "must be 32 bytes in base64 (openssl rand -base64 32)",
      })
      .optional(),
    EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    RENEWAL_WORKER_INTERVAL_MS: z.coerce.number().int().min(50).default(60_000),
    ...DNS_ENV,
    ...ESCROW_ENV,
    // Zone transfer to secondaries (docs/dns.md): who may transfer and is sent NOTIFY, and the
    // TSIG key (its secret is never shown: not in an error, not in the parsed configuration).
    DNS_SECONDARIES: optionalText
      .transform((s) =>
        (s ?? "")
          .split(",")
          .map((p) => p.trim())
          .filter(Boolean)
          .map(parseSecondary),
      )
      .refine((list) => list.every((s) => s !== undefined), {
        message:
          "comma-separated secondaries' addresses, each `address` or `address:port` (IPv6 with a port: `[2001:db8::53]:5353`)",
      })
      .transform((list) => list as Secondary[]),
    DNS_TSIG_KEY: optionalText
      .transform((s) => (s === undefined ? undefined : (parseTsigKey(s) ?? null)))
      .refine((k) => k !== null, {
        message:
          "name:algorithm:base64secret, the algorithm hmac-sha256 or hmac-sha512, the secret at least 16 bytes (tsig-keygen or keymgr -t makes one)",
      })
      .transform((k) => k as TsigKey | undefined),
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(5000),
    HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(256),
    MAX_BODY_BYTES: z.coerce
      .number()
      .int()
      .min(1024, { message: "must be at least 1024 (bytes)" })
      .max(104_857_600, { message: "must be at most 104857600 (100 MiB)" })
      .default(DEFAULT_MAX_BODY_BYTES),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /** Unset: on in development, off in production (where `true` is refused). */
    DEMO_ENABLED: z
      .enum(["true", "false", "1", "0"])
      .optional()
      .or(z.literal("").transform(() => undefined))
      .transform((v) => (v === undefined ? undefined : v === "true" || v === "1")),
    DEMO_SESSIONS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(5),
    /**
     * The sandbox card checkout of test-mode card orders: on unless `false` (it never pays a
     * live-mode order, so it is safe beside a real registry).
     */
    SANDBOX_CARD: z
      .enum(["true", "false"])
      .optional()
      .or(z.literal("").transform(() => undefined))
      .transform((v) => (v === undefined ? undefined : v === "true")),
    REGISTRAR: z.enum(["sandbox", "epp"]).default("sandbox"),
    /** Who takes live-mode card payments: none (`sandbox`: live card orders are refused) or Stripe. */
    PAYMENT_PROVIDER: z.enum(["sandbox", "stripe"]).default("sandbox"),
    STRIPE_SECRET_KEY_FILE: optionalText,
    STRIPE_WEBHOOK_SECRET_FILE: optionalText,
    /** Stripe's API address; only a test stand-in sets it. */
    STRIPE_API_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/]+\/?$/.test(v), {
      message: "an origin such as https://api.stripe.com",
    }),
    STRIPE_CHECKOUT_MINUTES: z.coerce
      .number()
      .int()
      .min(31, {
        message:
          "must be at least 31 (Stripe's shortest Checkout Session is 30 minutes, and sessions start on the minute)",
      })
      .max(1440, { message: "must be at most 1440 (Stripe's longest Checkout Session, 24 hours)" })
      .default(60),
    STRIPE_RECONCILE_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .max(86_400_000)
      .default(300_000),
    EPP_HOST: optionalText,
    EPP_PORT: z.coerce.number().int().min(1).max(65535).default(700),
    EPP_CLIENT_ID: optionalText.refine((v) => v === undefined || /^\S{3,16}$/.test(v), {
      message: "3 to 16 characters without spaces (the registrar's EPP client id)",
    }),
    EPP_PASSWORD_FILE: optionalText,
    EPP_CERT: optionalText,
    EPP_KEY: optionalText,
    EPP_CA: optionalText,
    EPP_SUFFIXES: hostList("a comma-separated list of suffixes, such as com,net,co.uk"),
    EPP_CURRENCY: z
      .string()
      .regex(/^[A-Z]{3}$/, { message: "an ISO 4217 code such as USD" })
      .default("USD"),
    EPP_POOL_SIZE: z.coerce.number().int().min(1).max(32).default(2),
    EPP_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    EPP_NAMESERVERS: hostList("a comma-separated list of host names"),
    /** Names per domain:check at most: the registry's limit (10 is within every one we know). */
    EPP_CHECK_BATCH: z.coerce.number().int().min(1).max(100).default(10),
    /** How long a search may reuse a registry's check answer, shared by all instances (0: never). */
    EPP_CHECK_CACHE_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(60, { message: "must be at most 60 (prices and availability change)" })
      .default(30),
    /** A transform's answer showing the account's funds (balance + credit limit) below this logs a warning. */
    EPP_LOW_BALANCE: z
      .string()
      .regex(/^\d+(\.\d{1,2})?$/, { message: "a decimal amount such as 500.00" })
      .default("500.00"),
    // EPP sessions (docs/configuration.md, EPP section).
    /** A file with a new EPP password, set at the next login (`<newPW>`); see registries.md. */
    EPP_NEW_PASSWORD_FILE: optionalText,
    /** Idle EPP sessions say `<hello>` after this long (0: never). */
    EPP_KEEPALIVE_MS: z.coerce.number().int().min(0).max(86_400_000).default(300_000),
    /** The registry's session limit across all instances (needs the shared database). */
    EPP_SESSION_LIMIT: z.coerce.number().int().min(1).max(1000).optional(),
    // The registry's profile: its extensions, contact rules and limits (epp/profiles.ts).
    EPP_PROFILE: z.enum(EPP_PROFILES).default("generic"),
    /** Days of the transfer policy's lock instead of the profile's (60; 30 under its update). */
    EPP_TRANSFER_LOCK_DAYS: z.coerce.number().int().min(1).max(365).optional(),

    // The registry poll worker (docs/registries.md "Poll queue"): how often it drains the
    // registry's message queue when no answer says messages wait (one instance polls at a time).
    EPP_POLL_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(300_000),
  })
  .superRefine((e, ctx) => {
    checkDnsEnv(e, ctx);
    checkEscrowEnv(e, ctx);
    if (e.NODE_ENV === "production") {
      if (e.DEMO_ENABLED === true) {
        ctx.addIssue({
          code: "custom",
          path: ["DEMO_ENABLED"],
          message:
            "the partner demo hands anonymous visitors sessions of the demo organization and is never on in production; unset DEMO_ENABLED or set it to false",
        });
      }
      if (!e.SECRETS_KEY) {
        ctx.addIssue({
          code: "custom",
          path: ["SECRETS_KEY"],
          message:
            "required when NODE_ENV=production (webhook signing secrets and stored Idempotency-Key replies would rest in clear in the database); set it to 32 bytes in base64 (openssl rand -base64 32)",
        });
      }
    }
    if (e.PAYMENT_PROVIDER === "stripe") {
      if (e.REGISTRAR !== "epp") {
        ctx.addIssue({
          code: "custom",
          path: ["PAYMENT_PROVIDER"],
          message:
            "stripe takes live-mode payments, and live mode needs a real registry: set REGISTRAR=epp, or leave PAYMENT_PROVIDER unset (test mode pays with the sandbox card)",
        });
      }
      for (const key of ["STRIPE_SECRET_KEY_FILE", "STRIPE_WEBHOOK_SECRET_FILE"] as const) {
        if (e[key] === undefined) {
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: "required when PAYMENT_PROVIDER=stripe",
          });
        }
      }
    }
    if (e.REGISTRAR !== "epp") return;
    const required = [
      "EPP_HOST",
      "EPP_CLIENT_ID",
      "EPP_PASSWORD_FILE",
      "EPP_CERT",
      "EPP_KEY",
      "EPP_SUFFIXES",
    ] as const;
    for (const key of required) {
      if (e[key] === undefined) {
        ctx.addIssue({ code: "custom", path: [key], message: "required when REGISTRAR=epp" });
      }
    }
  })
  .superRefine((e, ctx) => {
    if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["HTTP_HEADERS_TIMEOUT_MS"],
        message: "must not be above HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request)",
      });
    }
  });

/** The EPP registrar's settings (REGISTRAR=epp): files are read when the adapter starts. */
export type EppSettings = {
  host: string;
  port: number;
  clientId: string;
  /** Paths: the password file, the client certificate and key, an optional CA bundle. */
  passwordFile: string;
  certFile: string;
  keyFile: string;
  caFile: string | undefined;
  suffixes: string[];
  currency: string;
  poolSize: number;
  timeoutMs: number;
  /** Nameservers for orders that name none (DNS_NAMESERVERS unless EPP_NAMESERVERS). */
  nameservers: string[];
  /** Names per domain:check at most. */
  checkBatch: number;
  /** Seconds a search may reuse a check answer (0: no cache). */
  checkCacheSeconds: number;
  /** Funds below which a transform's answer logs a warning. */
  lowBalance: string;
  /** A file with a new password to set at login (EPP_NEW_PASSWORD_FILE). */
  newPasswordFile?: string;
  /** Idle sessions say `<hello>` after this long; 0: never (EPP_KEEPALIVE_MS). */
  keepAliveMs?: number;
  /** Sessions open at once across all instances (EPP_SESSION_LIMIT); unset: no shared limit. */
  sessionLimit?: number;
  /** The registry's profile (EPP_PROFILE). */
  profile: (typeof EPP_PROFILES)[number];
  /** The transfer policy's lock in days, instead of the profile's (EPP_TRANSFER_LOCK_DAYS). */
  transferLockDays?: number;

  /** How often the poll worker drains the registry's message queue (EPP_POLL_INTERVAL_MS). */
  pollIntervalMs: number;
};

/** The registrar's public identity and abuse contact, as RDAP and the abuse reports use them. */
export type RdapSettings = {
  ianaId: string | undefined;
  registrarName: string;
  abuseEmail: string;
  abusePhone: string;
  termsUrl: string;
  perMinute: number;
};

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** The embedded database's `shared_buffers` (`PGLITE_SHARED_BUFFERS`). */
  pgliteSharedBuffers: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof LogLevel>;
  accessTokenTtlMinutes: number;
  rateLimit: { perMinute: number; burst: number; loginPerMinute: number };
  bank: Required<BankDetails>;
  /** The registration agreement the widget links to before payment (undefined: none). */
  registrationAgreementUrl: string | undefined;
  orderWorkerIntervalMs: number;
  /** How long an order may stay `processing` before it counts as interrupted. */
  orderProcessingLeaseMs: number;
  /** How long the sandbox registrar takes for `slow-` names. */
  sandboxSlowMs: number;
  /** How long the sandbox's other registrar takes to answer a transfer, in ms. */
  sandboxTransferMs: number;
  /** The sandbox's transfer policy period, in days (60 unless shortened for tests). */
  sandboxTransferLockDays: number;
  /** How long a sandbox "day" lasts for the lifecycle's test names, in ms. */
  sandboxDayMs: number;
  /** Messages to registrants: SMTP (undefined: written to the log) and the sender address. */
  mail: { smtpUrl: string | undefined; from: string };
  /** RDAP (`rdap/`): off while the registrar's IANA id is unset. */
  rdap: RdapSettings;
  /** The lifecycle worker: its interval, the service's grace period, the parking delegation. */
  lifecycle: { intervalMs: number; graceDays: number; parkingNameservers: string[] };
  /** How often the webhook dispatcher looks for due deliveries. */
  webhookWorkerIntervalMs: number;
  /** Auto-renew domains this many days before they expire. */
  autoRenewDaysBefore: number;
  /** After a secret rotation, how long the previous secret also signs deliveries. */
  webhookSecretOverlapMs: number;
  /** Whether webhook endpoints may point at this machine (loopback). */
  webhookAllowLoopback: boolean;
  /** NODE_ENV=production: the demo, the sandbox card beside a registry and no SECRETS_KEY are refused. */
  production: boolean;
  /** Seals webhook signing secrets at rest (AES-256-GCM); undefined: stored as they are. */
  secretsKey: Buffer | undefined;
  /** Delivered events (and their deliveries) older than this are pruned. */
  eventRetentionMs: number;
  /** How often the auto-renewal worker runs (it also sends `domain.expiring`). */
  renewalWorkerIntervalMs: number;
  /** The authoritative DNS server (off when `port` is undefined) and the built-in provider. */
  dns: DnsConfig;
  /** Zone transfer to secondaries and their NOTIFY (DNS_SECONDARIES, DNS_TSIG_KEY). */
  dnsTransfer: { secondaries: Secondary[]; key: TsigKey | undefined };
  /** Serves the partner demo at `/demo`: DEMO_ENABLED, else on in development only. */
  demoEnabled: boolean;
  /** How many demo sessions one client address may mint an hour (`DEMO_SESSIONS_PER_HOUR`). */
  demoSessionsPerHour: number;
  /** Whether the sandbox card checkout pays test-mode card orders: SANDBOX_CARD, else on. */
  sandboxCard: boolean;
  /** Request bodies above this many bytes are refused with 413 (`MAX_BODY_BYTES`). */
  maxBodyBytes: number;
  /** How long `SIGTERM`/`SIGINT` waits for in-flight work before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** The HTTP server's timeouts and per-address connection cap. */
  http: ServerLimits;
  /** The registrar: the sandbox (default) or a registry over EPP. */
  registrar: "sandbox" | "epp";
  /** Set when `registrar` is `epp`. */
  epp: EppSettings | undefined;
  /** Live mode's card payments: Stripe, or none. */
  payments: PaymentSettings;
  /** Registrar data escrow (`escrow/`): off while ESCROW_DIR is unset. */
  escrow: EscrowSettings | undefined;
};

/** Who takes live-mode card payments (test mode always pays with the sandbox card). */
export type PaymentSettings =
  | { provider: "sandbox" }
  | {
      provider: "stripe";
      secretKeyFile: string;
      webhookSecretFile: string;
      /** Stripe's API origin (a test stand-in's); undefined for Stripe itself. */
      apiUrl: string | undefined;
      /** How long a Checkout Session stays open (Stripe allows 30 minutes to 24 hours). */
      checkoutMinutes: number;
      /** How often the payments worker looks for sessions and refunds whose webhook never came. */
      reconcileIntervalMs: number;
    };

/** Thrown by {@link loadConfig}; its message names every bad variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Reads the service's configuration from environment variables, failing with one message
 * that names every bad variable (never echoing values: DATABASE_URL may hold a password).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const shownHost = e.HOST === "0.0.0.0" || e.HOST === "::" ? "127.0.0.1" : e.HOST;
  const hostForUrl = shownHost.includes(":") ? `[${shownHost}]` : shownHost;
  const publicUrl = (e.PUBLIC_URL ?? `http://${hostForUrl}:${e.PORT}`).replace(/\/+$/, "");
  // By default webhooks may reach this machine only when the service itself is local.
  const localService = LOCAL_HOSTS.has(new URL(publicUrl).hostname);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: e.DATA_DIR,
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    accessTokenTtlMinutes: e.ACCESS_TOKEN_TTL_MINUTES,
    rateLimit: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      burst: e.RATE_LIMIT_BURST,
      loginPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    },
    bank: {
      bank_name: e.BANK_NAME,
      account_name: e.BANK_ACCOUNT_NAME,
      account_number: e.BANK_ACCOUNT_NUMBER,
      routing_number: e.BANK_ROUTING_NUMBER,
      iban: e.BANK_IBAN,
      bic: e.BANK_BIC,
    },
    registrationAgreementUrl: e.REGISTRATION_AGREEMENT_URL,
    orderWorkerIntervalMs: e.ORDER_WORKER_INTERVAL_MS,
    orderProcessingLeaseMs: e.ORDER_PROCESSING_LEASE_MS,
    sandboxSlowMs: e.SANDBOX_SLOW_MS,
    sandboxTransferMs: e.SANDBOX_TRANSFER_SECONDS * 1000,
    sandboxTransferLockDays: e.SANDBOX_TRANSFER_LOCK_DAYS,
    sandboxDayMs: Math.round(e.SANDBOX_DAY_SECONDS * 1000),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    rdap: {
      ianaId: e.REGISTRAR_IANA_ID,
      registrarName: e.REGISTRAR_NAME,
      abuseEmail: e.ABUSE_EMAIL,
      abusePhone: e.ABUSE_PHONE,
      termsUrl: e.RDAP_TERMS_URL ?? `${publicUrl}/rdap/help`,
      perMinute: e.RDAP_RATE_LIMIT_PER_MINUTE,
    },
    lifecycle: {
      intervalMs: e.LIFECYCLE_WORKER_INTERVAL_MS,
      graceDays: e.EXPIRY_GRACE_DAYS,
      parkingNameservers: e.PARKING_NAMESERVERS ?? e.DNS_NAMESERVERS,
    },
    webhookWorkerIntervalMs: e.WEBHOOK_WORKER_INTERVAL_MS,
    autoRenewDaysBefore: e.AUTO_RENEW_DAYS_BEFORE,
    webhookSecretOverlapMs: Math.round(e.WEBHOOK_SECRET_OVERLAP_HOURS * 3_600_000),
    production: e.NODE_ENV === "production",
    secretsKey: e.SECRETS_KEY ? Buffer.from(e.SECRETS_KEY, "base64") : undefined,
    webhookAllowLoopback: e.WEBHOOK_ALLOW_LOOPBACK
      ? e.WEBHOOK_ALLOW_LOOPBACK === "true"
      : localService,
    eventRetentionMs: e.EVENT_RETENTION_DAYS * 24 * 3_600_000,
    renewalWorkerIntervalMs: e.RENEWAL_WORKER_INTERVAL_MS,
    dns: dnsSettingsFrom(e),
    dnsTransfer: { secondaries: e.DNS_SECONDARIES, key: e.DNS_TSIG_KEY },
    demoEnabled: e.DEMO_ENABLED ?? e.NODE_ENV !== "production",
    demoSessionsPerHour: e.DEMO_SESSIONS_PER_HOUR,
    sandboxCard: e.SANDBOX_CARD ?? true,
    maxBodyBytes: e.MAX_BODY_BYTES,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnectionsPerAddress: e.HTTP_MAX_CONNECTIONS_PER_ADDRESS,
    },
    registrar: e.REGISTRAR,
    epp:
      e.REGISTRAR === "epp"
        ? {
            host: e.EPP_HOST!,
            port: e.EPP_PORT,
            clientId: e.EPP_CLIENT_ID!,
            passwordFile: e.EPP_PASSWORD_FILE!,
            certFile: e.EPP_CERT!,
            keyFile: e.EPP_KEY!,
            caFile: e.EPP_CA,
            suffixes: e.EPP_SUFFIXES!,
            currency: e.EPP_CURRENCY,
            poolSize: e.EPP_POOL_SIZE,
            timeoutMs: e.EPP_TIMEOUT_MS,
            nameservers: e.EPP_NAMESERVERS ?? e.DNS_NAMESERVERS,
            checkBatch: e.EPP_CHECK_BATCH,
            checkCacheSeconds: e.EPP_CHECK_CACHE_SECONDS,
            lowBalance: e.EPP_LOW_BALANCE,
            newPasswordFile: e.EPP_NEW_PASSWORD_FILE,
            keepAliveMs: e.EPP_KEEPALIVE_MS,
            sessionLimit: e.EPP_SESSION_LIMIT,
            profile: e.EPP_PROFILE,
            ...(e.EPP_TRANSFER_LOCK_DAYS !== undefined && {
              transferLockDays: e.EPP_TRANSFER_LOCK_DAYS,
            }),

            pollIntervalMs: e.EPP_POLL_INTERVAL_MS,
          }
        : undefined,
    payments:
      e.PAYMENT_PROVIDER === "stripe"
        ? {
            provider: "stripe",
            secretKeyFile: e.STRIPE_SECRET_KEY_FILE!,
            webhookSecretFile: e.STRIPE_WEBHOOK_SECRET_FILE!,
            apiUrl: e.STRIPE_API_URL,
            checkoutMinutes: e.STRIPE_CHECKOUT_MINUTES,
            reconcileIntervalMs: e.STRIPE_RECONCILE_INTERVAL_MS,
          }
        : { provider: "sandbox" },
    escrow: escrowSettingsFrom(e),
  };
}

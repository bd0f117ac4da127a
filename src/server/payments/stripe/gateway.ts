import { readFileSync } from "node:fs";
import Stripe from "stripe";
import type { PaymentSettings } from "../../config";

/** The Stripe API version this code and its tests are written against (the package's own). */
const STRIPE_API_VERSION = "2025-09-30.clover";

/** Stripe as the service uses it: the API client and the webhook signing secret. */
export type StripeGateway = {
  client: Stripe;
  webhookSecret: string;
  /** How long a Checkout Session stays open. */
  checkoutMinutes: number;
};

/**
 * A Stripe client through the official package. `apiUrl` points it at another origin (the
 * test suite's stand-in); Stripe itself otherwise. Requests are retried by the package with
 * their idempotency keys, so a retried create never makes a second object.
 */
export function createStripeGateway(input: {
  secretKey: string;
  webhookSecret: string;
  apiUrl?: string | undefined;
  checkoutMinutes?: number;
}): StripeGateway {
  const api = input.apiUrl ? new URL(input.apiUrl) : undefined;
  const client = new Stripe(input.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "registrar" },
    ...(api && {
      host: api.hostname,
      port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
      protocol: api.protocol === "https:" ? "https" : "http",
    }),
  });
  return {
    client,
    webhookSecret: input.webhookSecret,
    checkoutMinutes: input.checkoutMinutes ?? 60,
  };
}

const secretOf = (file: string) => readFileSync(file, "utf8").trim();

/** The configured gateway (its secrets read from their files), or none. */
export function stripeGatewayFrom(settings: PaymentSettings): StripeGateway | undefined {
  if (settings.provider !== "stripe") return undefined;
  return createStripeGateway({
    secretKey: secretOf(settings.secretKeyFile),
    webhookSecret: secretOf(settings.webhookSecretFile),
    apiUrl: settings.apiUrl,
    checkoutMinutes: settings.checkoutMinutes,
  });
}

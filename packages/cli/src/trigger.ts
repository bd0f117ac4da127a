import { randomBytes } from "node:crypto";
import { api, must, type Api } from "./api.js";
import { parse, type Io } from "./args.js";
import { configPath, readConfig, resolveCredentials } from "./config.js";
import { ApiFailure, UsageError } from "./errors.js";

/** What was made, one object per line of output. */
type Made = { object: string; id: string; [k: string]: unknown };

/** A sandbox contact (the sandbox registrar registers any name with it). */
const CONTACT = {
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  phone: "+44.2071234567",
  address1: "12 St James's Square",
  city: "London",
  state: "London",
  postal_code: "SW1Y 4JH",
  country: "GB",
};

/** A new name each run; the sandbox's first label picks its behaviour (`renewfail-…`). */
const freshName = (prefix = "") =>
  `${prefix}registrar-cli-${Date.now().toString(36)}${randomBytes(3).toString("hex")}.com`;

async function placeOrder({ client, base }: Api): Promise<Made> {
  const domain = freshName();
  const order = await must(
    base,
    `placing an order for ${domain}`,
    client.POST("/api/v1/registrar/order", { body: { domain, contact: CONTACT } }),
  );
  return { object: "order", id: order.order_id, domain, status: order.status };
}

async function purchase({ client, base }: Api, prefix = ""): Promise<Made> {
  const domain = freshName(prefix);
  const bought = await must(
    base,
    `buying ${domain}`,
    client.POST("/api/v1/registrar/purchase", { body: { domain, contact: CONTACT } }),
  );
  if (!bought.success) throw new ApiFailure(`buying ${domain}: ${bought.error_message}`);
  return {
    object: "domain",
    id: domain,
    order_id: bought.order_id,
    status: bought.status,
    expires_at: bought.expires_at,
  };
}

async function renew(a: Api, domain: string): Promise<Made> {
  const renewed = await must(
    a.base,
    `renewing ${domain}`,
    a.client.POST("/api/v1/registrar/domains/{domain}/renew", {
      params: { path: { domain } },
      body: { years: 1 },
    }),
  );
  return renewed.success
    ? { object: "renewal", id: domain, new_expiry_date: renewed.new_expiry_date }
    : { object: "renewal", id: domain, failed: renewed.error_message };
}

/**
 * Each event type the CLI can produce, and how: objects made through the public API, on the
 * sandbox registrar (test names: `renewfail-…` never renews).
 */
const RECIPES: Record<string, { how: string; make: (a: Api) => Promise<Made[]> }> = {
  "order.created": {
    how: "places an order (pending payment)",
    make: async (a) => [await placeOrder(a)],
  },
  "order.updated": {
    how: "places an order and cancels it",
    make: async (a) => {
      const order = await placeOrder(a);
      const cancelled = await must(
        a.base,
        `cancelling order ${order.id}`,
        a.client.POST("/api/v1/registrar/orders/{order_id}/cancel", {
          params: { path: { order_id: order.id } },
        }),
      );
      return [{ ...order, status: cancelled.status }];
    },
  },
  "domain.registered": { how: "buys a domain", make: async (a) => [await purchase(a)] },
  "domain.renewed": {
    how: "buys a domain and renews it for a year",
    make: async (a) => {
      const domain = await purchase(a);
      return [domain, await renew(a, domain.id)];
    },
  },
  "domain.renewal_failed": {
    how: "buys a renewfail-… domain and tries to renew it",
    make: async (a) => {
      const domain = await purchase(a, "renewfail-");
      return [domain, await renew(a, domain.id)];
    },
  },
  "dns.changed": {
    how: "buys a domain and adds a TXT record",
    make: async (a) => {
      const domain = await purchase(a);
      const record = await must(
        a.base,
        `adding a record to ${domain.id}`,
        a.client.POST("/api/v1/registrar/dns/{domain_name}/records", {
          params: { path: { domain_name: domain.id } },
          body: { type: "TXT", name: "_registrar-cli", content: "made by registrar trigger" },
        }),
      );
      return [domain, { object: "dns_record", id: record.id, domain: domain.id, type: "TXT" }];
    },
  },
  "hosted_session.created": {
    how: "mints a hosted session",
    make: async ({ client, base }) => {
      const s = await must(
        base,
        "creating a hosted session",
        client.POST("/api/v1/hosted/sessions", {
          body: { allowed_actions: ["domain_search"], external_account_id: "cli_test" },
        }),
      );
      return [{ object: "hosted_session", id: s.session_id, hosted_url: s.hosted_url }];
    },
  },
  "webhook.ping": {
    how: "sends the test event of the first enabled webhook endpoint",
    make: async ({ client, base }) => {
      const endpoints = await must(
        base,
        "listing webhook endpoints",
        client.GET("/api/v1/webhooks/endpoints"),
      );
      const endpoint = endpoints.items.find((e) => e.enabled);
      if (!endpoint)
        throw new ApiFailure(
          "webhook.ping goes to a webhook endpoint, and this organization has no enabled one: add one (POST /api/v1/webhooks/endpoints) first",
        );
      const sent = await must(
        base,
        `sending a test event to ${endpoint.url}`,
        client.POST("/api/v1/webhooks/endpoints/{endpoint_id}/test", {
          params: { path: { endpoint_id: endpoint.id } },
        }),
      );
      return [{ object: "event", id: sent.event_id, endpoint: endpoint.url }];
    },
  },
};

const recipeList = () =>
  Object.entries(RECIPES)
    .map(([type, r]) => `  ${type.padEnd(24)}${r.how}`)
    .join("\n");

const TRIGGER_HELP = `Usage: registrar trigger <event type> [--json]

Makes, through the API, the objects that produce the event on the sandbox registrar, and
prints what it made (run registrar listen in another terminal to receive the events). Use it
with a sandbox service: it buys and renews domains.

Event types:
${recipeList()}

Options:
  --api-key, --api-base   instead of the stored login (see registrar login --help)
  --json                  print what was made as JSON`;

export async function trigger(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(argv, {}, 1);
  if (values.help) {
    io.out(TRIGGER_HELP);
    return 0;
  }
  const type = positionals[0];
  const recipe = type ? RECIPES[type] : undefined;
  if (!type || !recipe)
    throw new UsageError(
      `${type ? `cannot trigger ${type}` : "trigger needs an event type"}; it can trigger:\n${recipeList()}`,
    );
  const a = api(resolveCredentials(values, io.env, readConfig(configPath(io.env))), io.fetch);
  const made = await recipe.make(a);
  if (values.json) io.out(JSON.stringify({ event_type: type, made }));
  else {
    for (const { object, id, ...rest } of made) {
      const more = Object.entries(rest)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(" ");
      io.out(`made ${object} ${id}${more ? ` (${more})` : ""}`);
    }
    io.out(`Triggered ${type}.`);
  }
  return 0;
}

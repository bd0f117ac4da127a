/**
 * Run in the partner project against a running service (`node out/client.js <url> <api key>`):
 * the embed module imported on a server, then availability, error answers as typed errors, a purchase (an order), a hosted session, pagination, and the verification of a
 * real webhook delivery received on 127.0.0.1. Prints what it saw as JSON; exits 1 on a failure.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  RegistrarAuthenticationError,
  RegistrarConflictError,
  collect,
  constructWebhookEvent,
  createRegistrarClient,
  unwrap,
} from "@registrar/node";
import type { WebhookEvent } from "@registrar/node";

const [baseUrl, apiKey] = process.argv.slice(2);
if (!baseUrl || !apiKey) throw new Error("usage: node out/client.js <service url> <api key>");

function check(ok: boolean, what: string): asserts ok {
  if (!ok) throw new Error(`failed: ${what}`);
}

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

type Received = { body: Buffer; signature: string | undefined };
const received: Received[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const signature = req.headers["registrar-signature"];
    received.push({ body: Buffer.concat(chunks), signature: signature?.toString() });
    res.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

try {
  // The embed package is safe to import on a server: nothing global, no DOM touched.
  const embed = await import("@registrar/embed");
  check(typeof embed.mount === "function", "@registrar/embed exports mount");
  check(!("RegistrarWidget" in globalThis), "@registrar/embed defines no global on import");

  const registrar = createRegistrarClient({ baseUrl, apiKey, userAgent: "pack-test/1" });

  const hook = await registrar.POST("/api/v1/webhooks/endpoints", {
    body: { url: hookUrl, event_types: ["order.created"] },
  });
  check(hook.response.status === 201 && !!hook.data, `webhook endpoint: ${hook.response.status}`);
  const secret = hook.data.secret;

  const domain = `pack-test-${Date.now().toString(36)}.com`;
  const availability = await registrar.GET("/api/v1/registrar/availability/{domain}", {
    params: { path: { domain } },
  });
  check(availability.data?.available === true, `availability of ${domain}`);

  // Error answers as typed errors with the catalogue's code.
  const taken = await unwrap(
    registrar.GET("/api/v1/registrar/availability/{domain}", {
      params: { path: { domain: "taken-pack-test.com" } },
    }),
  );
  check(taken.available === false, "unwrap returns data");
  const refused = await unwrap(
    createRegistrarClient({ baseUrl, apiKey: "rk_not_a_key" }).GET("/api/v1/organization"),
  ).catch((e: unknown) => e);
  check(
    refused instanceof RegistrarAuthenticationError && refused.code === "invalid_credentials",
    `a wrong key: ${String(refused)}`,
  );
  const unavailable = await unwrap(
    registrar.POST("/api/v1/registrar/order", {
      body: { domain: "taken-pack-test.com", contact: CONTACT },
    }),
  ).catch((e: unknown) => e);
  check(
    unavailable instanceof RegistrarConflictError && unavailable.code === "domain_unavailable",
    `a taken name: ${String(unavailable)}`,
  );

  const bought = await registrar.POST("/api/v1/registrar/purchase", {
    body: {
      domain,
      contact: CONTACT,
    },
  });
  check(bought.data?.success === true, `purchase: ${JSON.stringify(bought.error ?? bought.data)}`);
  const orderId = bought.data.order_id;

  const orders = await collect((page) =>
    registrar.GET("/api/v1/registrar/orders", { params: { query: { ...page, limit: 1 } } }),
  );
  check(
    orders.some((o) => o.order_id === orderId),
    "the order in the paged list",
  );

  const session = await registrar.POST("/api/v1/hosted/sessions", {
    body: {
      external_account_id: "acct_pack_test",
      allowed_actions: ["domain_search", "domain_purchase"],
    },
  });
  check(!!session.data, `hosted session: ${session.response.status}`);

  // The worker delivers within seconds; the signature is checked on the raw body as received.
  let event: WebhookEvent | undefined;
  for (let i = 0; i < 150 && !event; i++) {
    const delivery = received.find((r) => r.body.toString("utf8").includes(orderId));
    if (delivery) event = constructWebhookEvent(delivery.body, delivery.signature, secret);
    else await new Promise((r) => setTimeout(r, 200));
  }
  check(event?.type === "order.created", "a verified order.created delivery");
  // Narrowed by its type: the order's data, typed.
  check(
    event.data.order_id === orderId && event.data.hosted_session_id === null,
    `order.created data: ${JSON.stringify(event.data)}`,
  );
  let forged = false;
  try {
    constructWebhookEvent(received[0]!.body, received[0]!.signature, "whsec_not_it");
  } catch {
    forged = true;
  }
  check(forged, "a wrong secret is refused");

  console.log(
    JSON.stringify({
      domain,
      order_id: orderId,
      orders_listed: orders.length,
      embed_url: session.data.embed_url,
      event: { id: event.id, type: event.type },
    }),
  );
} finally {
  receiver.close();
}

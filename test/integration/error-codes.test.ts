/**
 * Every code of the error catalogue, provoked through the API: each answer has the catalogue's
 * status and `{detail, code}` (checked against the OpenAPI document by the test app, like every
 * answer a test gets), and `@registrar/node` reads that code. `PROVOKE` is typed by the catalogue, so a code added without a way to
 * provoke it here is a type error, and a code never produced fails its test.
 */
import { randomUUID } from "node:crypto";
import { toRegistrarError } from "@registrar/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES, ERROR_CODE_NAMES, type ErrorCode } from "../../src/contract/error-codes";
import { fromPostgres, type Database } from "../../src/server/db/database";
import { startingAnswer } from "../../src/server/http/errors";
import { createSharedRateLimiter } from "../../src/server/http/shared-rate-limiter";
import { createUser } from "../../src/server/orgs/organizations";
import { RegistryUnavailableError } from "../../src/server/registrar/epp/epp-provider";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { sandboxRegistry } from "../../src/server/registrar/schema";
import { insertDomain } from "../../src/server/domains/domains";
import { domains } from "../../src/server/domains/schema";
import { dnsZones } from "../../src/server/dns/schema";
import { eq } from "drizzle-orm";
import { createStripeGateway } from "../../src/server/payments/stripe/gateway";
import { SANDBOX_TRANSFER_CODE } from "../../src/server/registrar/sandbox/transfers-in";
import { CONTACT } from "../helpers/orders";
import { freePort } from "../helpers/processes";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";
import { enrolTotp } from "../helpers/second-factor";

let database: Database;
let t: TestApp;
/** An app whose rate limits are small enough to meet. */
let limited: TestApp;
let acme: Awaited<ReturnType<TestApp["org"]>>;
let globex: Awaited<ReturnType<TestApp["org"]>>;
/**
 * Holds `check` of `gate-` names until opened (a request still in flight); `atGate` is told
 * when one arrives (its Idempotency-Key is claimed by then).
 */
let gate: Promise<void> | undefined;
let atGate: (() => void) | undefined;

beforeAll(async () => {
  database = await openTestDb();
  const sandbox = createSandboxProvider(database.db);
  // Without `orderCheck`, so an order asks `check` (the sandbox's statement would not).
  const { orderCheck: _inStatement, ...withoutOrderCheck } = sandbox;
  t = await makeTestApp(database, {
    // Stripe as live mode's payment provider: its webhook endpoint checks signatures offline.
    stripe: createStripeGateway({
      secretKey: "sk_test_catalogue",
      webhookSecret: "whsec_catalogue",
    }),
    registrar: {
      ...withoutOrderCheck,
      check: async (domain) => {
        if (domain.name.startsWith("outage-")) {
          throw new RegistryUnavailableError(new Error("connection refused"));
        }
        if (domain.name.startsWith("crash-")) throw new Error("an unexpected failure");
        if (domain.name.startsWith("gate-")) {
          atGate?.();
          await gate;
        }
        return sandbox.check(domain);
      },
      register: async (input) => {
        if (input.domain.name.startsWith("noanswer-")) throw new Error("registrar timed out");
        return sandbox.register(input);
      },
    },
  });
  limited = await makeTestApp(database, {
    env: { RATE_LIMIT_PER_MINUTE: "1", RATE_LIMIT_BURST: "3" },
  });
  acme = await t.org("Acme");
  globex = await t.org("Globex");
});
afterAll(async () => {
  t.app.close();
  limited.app.close();
  await database.close();
});

const key = (apiKey = acme.apiKey) => ({ "x-api-key": apiKey });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (path: string, headers: Record<string, string>) => t.request(path, { headers });
const post = (path: string, body: unknown, headers: Record<string, string> = key()) =>
  t.request(path, json("POST", body, headers));
const order = (domain: string, extra: Record<string, unknown> = {}, apiKey = acme.apiKey) =>
  post("/api/v1/registrar/order", { domain, contact: CONTACT, ...extra }, key(apiKey));
async function accessToken(app: TestApp, username: string, password: string) {
  const res = await app.request("/api/v1/auth/token", json("POST", { username, password }));
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}
/** A new user of Acme with a confirmed authenticator app. */
async function userWithTotp() {
  const email = `totp-${randomUUID()}@example.com`;
  const password = "another horse battery staple";
  await createUser(database.db, {
    organizationId: acme.organizationId,
    email,
    password,
    role: "member",
  });
  await enrolTotp(t, await accessToken(t, email, password));
  return { email, password };
}
async function clientToken(actions: string[]) {
  const res = await post("/api/v1/hosted/sessions", {
    allowed_actions: actions,
    external_account_id: "acct_1",
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { session_id: string; client_token: string };
}
async function pendingOrder(domain: string, apiKey = acme.apiKey) {
  const res = await order(domain, {}, apiKey);
  expect(res.status).toBe(201);
  return ((await res.json()) as { order_id: string }).order_id;
}
/** The last of `n` calls of `send`. */
async function lastOf(n: number, send: () => Response | Promise<Response>) {
  let res!: Response;
  for (let i = 0; i < n; i++) res = await send();
  return res;
}

/** A domain of Acme's at the sandbox registry, registered 90 days ago (past the policy's lock). */
async function heldPastLock(name: string) {
  const registeredAt = new Date(t.now().getTime() - 90 * 86_400_000);
  const expiresAt = new Date(registeredAt.getTime() + 365 * 86_400_000);
  await database.db
    .insert(sandboxRegistry)
    .values({ name, registeredAt, expiresAt, nameservers: [] });
  await insertDomain(database.db, {
    organizationId: acme.organizationId,
    livemode: false,
    name,
    registeredAt,
    expiresAt,
    autoRenew: true,
    privacy: true,
    nameservers: [],
  });
  return `/api/v1/registrar/domains/${name}`;
}
/** Gives the domain `name` a zone on the PowerDNS provider that the engine once held. */
async function engineZone(name: string, set: { syncLeaseUntil: Date | null }) {
  const [row] = await database.db.select().from(domains).where(eq(domains.name, name));
  await database.db.insert(dnsZones).values({
    domainId: row!.id,
    provider: "powerdns",
    engineCreatedAt: new Date(),
    appliedSerial: 1,
    ...set,
  });
}
const lock = (path: string) =>
  t.request(`${path}/transfer-lock`, json("PUT", { locked: true }, key()));

const PROVOKE: Record<ErrorCode, () => Response | Promise<Response>> = {
  authentication_required: () => get("/api/v1/organization", {}),
  invalid_credentials: () => get("/api/v1/organization", key("rk_not_a_key")),
  access_token_expired: async () => {
    const token = await accessToken(t, acme.email, acme.password);
    t.advance((t.config.accessTokenTtlMinutes + 1) * 60_000);
    return get("/api/v1/organization", bearer(token));
  },
  session_expired: async () => {
    const { session_id, client_token } = await clientToken(["domain_search"]);
    const revoked = await t.request(`/api/v1/hosted/sessions/${session_id}`, {
      method: "DELETE",
      headers: key(),
    });
    expect(revoked.status).toBe(204);
    return get("/api/v1/hosted/session", bearer(client_token));
  },
  dashboard_session_ended: () =>
    t.request("/api/v1/dashboard/session/refresh", {
      method: "POST",
      headers: { origin: "http://127.0.0.1:8787", "x-registrar-dashboard": "1" },
    }),
  cross_site_request: () =>
    t.request("/api/v1/dashboard/session/refresh", {
      method: "POST",
      headers: { origin: "https://evil.example", "x-registrar-dashboard": "1" },
    }),
  second_factor_required: async () => {
    const { email, password } = await userWithTotp();
    return post("/api/v1/auth/token", { username: email, password }, {});
  },
  invalid_second_factor: async () => {
    const { email, password } = await userWithTotp();
    return post("/api/v1/auth/token", { username: email, password, otp: "zzzzz-zzzzz" }, {});
  },
  second_factor_missing: async () => {
    const email = `enrol-${randomUUID()}@example.com`;
    const password = "another horse battery staple";
    const org = await t.org(`Policy ${randomUUID()}`);
    await createUser(database.db, {
      organizationId: org.organizationId,
      email,
      password,
      role: "member",
    });
    const admin = await accessToken(t, org.email, org.password);
    await enrolTotp(t, admin);
    const policy = await t.request(
      "/api/v1/organization/second-factor-policy",
      json("PUT", { required: true }, bearer(admin)),
    );
    expect(policy.status).toBe(200);
    return get("/api/v1/registrar/orders", bearer(await accessToken(t, email, password)));
  },
  credential_not_accepted: async () => {
    const { client_token } = await clientToken(["domain_search"]);
    return get("/api/v1/organization", bearer(client_token));
  },
  insufficient_role: async () => {
    const email = `member-${randomUUID()}@example.com`;
    const password = "another horse battery staple";
    await createUser(database.db, {
      organizationId: acme.organizationId,
      email,
      password,
      role: "member",
    });
    return get("/api/v1/api-keys", bearer(await accessToken(t, email, password)));
  },
  forbidden: async () => {
    const id = await pendingOrder("globex-owns-this.com", globex.apiKey);
    return get(`/api/v1/registrar/orders/${id}`, key());
  },
  action_not_allowed: async () => {
    const { client_token } = await clientToken(["domain_search"]);
    return get("/api/v1/hosted/domains/acme-site.com/nameservers", bearer(client_token));
  },
  not_found: () => get(`/api/v1/registrar/orders/${randomUUID()}`, key()),
  exists_in_other_mode: async () => {
    // Acme's order, moved to live mode in the database (this deployment makes no live key).
    const id = await pendingOrder("acme-live-order.com");
    await database.sql.query("UPDATE orders SET livemode = true WHERE id = $1", [id]);
    return get(`/api/v1/registrar/orders/${id}`, key());
  },
  live_mode_unavailable: async () =>
    post(
      "/api/v1/auth/mode",
      { livemode: true },
      bearer(await accessToken(t, acme.email, acme.password)),
    ),
  live_mode_only: () => get("/api/v1/balance", key()),
  // `limited` runs without Stripe: live mode there takes no card payment.
  card_payments_unavailable: async () => {
    const live = await limited.org("Card-less", { livemode: true });
    return limited.request(
      "/api/v1/balance/top-ups",
      json("POST", { amount: "10.00" }, { "x-api-key": live.apiKey }),
    );
  },
  method_not_allowed: () => t.request("/api/v1/organization", { method: "DELETE", headers: key() }),
  stripe_signature_invalid: () =>
    t.request("/api/v1/payments/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      body: JSON.stringify({ id: "evt_forged", type: "checkout.session.completed" }),
    }),
  request_body_unreadable: () =>
    // An upload that breaks off (outside the documented API: the body is read before routing).
    t.request("/not-an-api-path", {
      method: "POST",
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("{"));
          controller.error(new Error("the client went away"));
        },
      }),
      duplex: "half",
    } as RequestInit),
  request_too_large: () =>
    post("/api/v1/registrar/order", { domain: "x".repeat(t.config.maxBodyBytes) }),
  idempotency_key_in_use: async () => {
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    const arrived = new Promise<void>((r) => (atGate = r));
    const headers = { ...key(), "idempotency-key": randomUUID() };
    const body = { domain: "gate-in-flight.com", contact: CONTACT };
    const first = post("/api/v1/registrar/order", body, headers);
    // Once the first is at the registrar (its key claimed), the repeat is answered 409.
    await arrived;
    atGate = undefined;
    const repeat = await post("/api/v1/registrar/order", body, headers);
    open();
    gate = undefined;
    expect((await first).status).toBe(201);
    return repeat;
  },
  domain_unavailable: () => order("taken-by-someone.com"),
  price_mismatch: () => order("price-quoted.com", { expected_price: "1.00" }),
  transfer_locked: async () => {
    const path = await heldPastLock("acme-locked-code.com");
    expect((await lock(path)).status).toBe(200);
    return post(`${path}/transfer-code`, {});
  },
  // A registered domain (not deleted after a grace period) cannot be restored.
  not_in_redemption: async () =>
    get(`${await heldPastLock("acme-not-deleted.com")}/restore`, key()),
  transfer_not_pending: async () =>
    post(`${await heldPastLock("acme-nothing-pending.com")}/transfer/approve`, {}),
  order_in_progress: async () => {
    await pendingOrder("ordered-twice.com");
    return order("ordered-twice.com");
  },
  invalid_state: async () => {
    const id = await pendingOrder("cancelled-twice.com");
    const cancel = () => post(`/api/v1/registrar/orders/${id}/cancel`, {});
    expect((await cancel()).status).toBe(200);
    return cancel();
  },
  allocation_refused: async () => {
    const id = await pendingOrder("paid-too-little.com");
    const payment = await post("/api/v1/registrar/payments", {
      amount: "1.00",
      currency: "USD",
      method: "wire",
    });
    expect(payment.status).toBe(201);
    const { payment_id } = (await payment.json()) as { payment_id: string };
    return post(`/api/v1/registrar/payments/${payment_id}/allocations`, {
      order_id: id,
      amount: "5.00",
    });
  },
  already_exists: async () => {
    const token = await accessToken(t, acme.email, acme.password);
    return post("/api/v1/users", { email: acme.email, role: "member" }, bearer(token));
  },
  registration_pending: () =>
    post("/api/v1/registrar/purchase", { domain: "noanswer-registrar.com", contact: CONTACT }),
  rate_limited: () => lastOf(4, () => limited.request("/api/v1/organization", { headers: key() })),
  too_many_failed_logins: async () => {
    // Limiters of its own, in memory: on PostgreSQL the limits' buckets are kept in the
    // database, where `rate_limited` has already used up this address's requests.
    const own = (keyPrefix: string, perMinute: number, capacity: number) =>
      createSharedRateLimiter({ perMinute, capacity, store: { kind: "memory" }, keyPrefix });
    const app = await makeTestApp(database, {
      limiter: own("api", 6000, 1000),
      loginLimiter: own("login", 1, 1),
    });
    try {
      return await lastOf(2, () =>
        app.request(
          "/api/v1/auth/token",
          json("POST", { username: acme.email, password: "not the password" }),
        ),
      );
    } finally {
      app.app.close();
    }
  },
  internal_error: () => order("crash-the-check.com"),
  database_unavailable: async () => {
    // Nothing listens there: every connection is refused.
    const down = fromPostgres(`postgres://postgres@127.0.0.1:${await freePort()}/none`);
    const app = await makeTestApp(down);
    try {
      return await app.request("/api/v1/organization", { headers: key() });
    } finally {
      app.app.close();
      await down.close();
    }
  },
  registry_unavailable: () => get("/api/v1/registrar/availability/outage-registry.com", key()),
  // A zone on the PowerDNS provider, which this app has no engine for (POWERDNS_API_URL unset).
  dns_engine_unavailable: async () => {
    const path = await heldPastLock("engine-down-codes.com");
    await engineZone("engine-down-codes.com", { syncLeaseUntil: null });
    return post(`${path}/dns/drift-check`, {});
  },
  // The same zone while another instance holds its delivery lease.
  dns_zone_busy: async () => {
    const path = await heldPastLock("engine-busy-codes.com");
    await engineZone("engine-busy-codes.com", { syncLeaseUntil: new Date(Date.now() + 3_600_000) });
    return post(`${path}/dns/drift-check`, {});
  },
  // Answered by main.ts's listener before the app exists, so not through the test app.
  service_starting: () => startingAnswer(),
  // Transfer in (transfers-in.test.ts has the rest).
  transfer_not_possible: () =>
    post("/api/v1/registrar/transfers", {
      domain: "transferlocked-codes.com",
      auth_code: SANDBOX_TRANSFER_CODE,
      contact: CONTACT,
    }),
  verification_not_pending: async () =>
    post(`${await heldPastLock("verified-none.com")}/verification`, {}),
  verification_link_invalid: () =>
    post("/api/v1/registrant-verifications", { token: "no-such-token" }, {}),
  transfer_code_invalid: () =>
    post("/api/v1/registrar/transfers", {
      domain: "transferok-codes.com",
      auth_code: "not-the-code",
      contact: CONTACT,
    }),
};

describe("the error catalogue", () => {
  for (const code of ERROR_CODE_NAMES) {
    it(`${code}: answered ${ERROR_CODES[code].status} with its code`, async () => {
      const provoke = PROVOKE[code] as (() => Response | Promise<Response>) | undefined;
      expect(provoke, `no way to provoke ${code}`).toBeDefined();
      const res = await provoke!();
      const body = (await res.json()) as { code?: unknown; detail?: unknown };
      expect({ status: res.status, code: body.code }).toEqual({
        status: ERROR_CODES[code].status,
        code,
      });
      expect(body.detail).toEqual(expect.stringMatching(/\S/));
      // @registrar/node reads the same code from the answer.
      expect(toRegistrarError({ error: body, response: res }).code).toBe(code);
      if ([429, 503].includes(res.status)) expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    });
  }
});

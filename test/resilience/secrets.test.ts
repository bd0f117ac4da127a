/**
 * Runs a representative flow (organization, access token, hosted session, orders, payment,
 * purchase, DNS) and scans every response body and every log line for credentials: API keys
 * (`rk_`), access tokens (`rat_`), client tokens (`rct_`) and passwords. A secret may appear
 * only in the response that creates it (shown once).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { insertDomain } from "../../src/server/domains/domains";
import { CONTACT } from "../helpers/orders";
import { openTestDb } from "../helpers/test-db";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";

// A secret has 43 characters after its prefix; a key's listed label (`rk_test_` and six: 11) is not one.
const SECRET = /\b(?:rk|rat|rct)_[A-Za-z0-9_-]{12,}/g;
const WRONG_PASSWORD = "wrong-password-do-not-log-7f3a";

type Exchange = { label: string; status: number; body: string; createsSecret: boolean };

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
const exchanges: Exchange[] = [];
const secrets = new Set<string>();

async function call(
  label: string,
  path: string,
  init: RequestInit = {},
  createsSecret = false,
): Promise<Record<string, unknown>> {
  const res = await t.request(path, init);
  const body = await res.text();
  exchanges.push({ label, status: res.status, body, createsSecret });
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return {};
  }
}

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Secretive");
  secrets.add(org.apiKey).add(org.password);
  const key = { "x-api-key": org.apiKey };
  await insertDomain(database.db, {
    organizationId: org.organizationId,
    livemode: false,
    name: "secret-owned.com",
    registeredAt: new Date("2026-01-01T00:00:00Z"),
    expiresAt: new Date("2027-01-01T00:00:00Z"),
    autoRenew: true,
    privacy: true,
    nameservers: [],
    externalAccountId: "acct_s",
  });

  // Access token: form and JSON; a wrong password; a malformed body holding a password.
  const tok = await call(
    "token (form)",
    "/api/v1/auth/token",
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: org.email, password: org.password }).toString(),
    },
    true,
  );
  const accessToken = tok.access_token as string;
  secrets.add(accessToken);
  await call(
    "token (wrong password)",
    "/api/v1/auth/token",
    json("POST", { username: org.email, password: WRONG_PASSWORD }),
  );
  await call(
    "token (bad username type)",
    "/api/v1/auth/token",
    json("POST", { username: 42, password: WRONG_PASSWORD }),
  );
  const bearer = { authorization: `Bearer ${accessToken}` };

  // Wrong credentials of every kind (the presented value must not be logged either).
  await call("bad api key", "/api/v1/organization", {
    headers: { "x-api-key": "rk_notAKey123456789" },
  });
  await call("bad bearer", "/api/v1/organization", {
    headers: { authorization: "Bearer rat_notAToken123456789" },
  });
  await call("organization (key)", "/api/v1/organization", { headers: key });
  await call("organization (bearer)", "/api/v1/organization", { headers: bearer });
  await call("api keys", "/api/v1/api-keys", { headers: key });

  // Hosted session: create (shown once), read, refresh (shown once), client calls.
  const session = await call(
    "session create",
    "/api/v1/hosted/sessions",
    json(
      "POST",
      {
        allowed_actions: ["domain_search", "domain_purchase", "dns_manage", "renew"],
        external_account_id: "acct_s",
      },
      key,
    ),
    true,
  );
  secrets.add(session.client_token as string);
  const id = session.session_id as string;
  await call("session get", `/api/v1/hosted/sessions/${id}`, { headers: key });
  const refreshed = await call(
    "session refresh",
    `/api/v1/hosted/sessions/${id}/refresh`,
    { method: "POST", headers: key },
    true,
  );
  const clientToken = refreshed.client_token as string;
  secrets.add(clientToken);
  const client = { authorization: `Bearer ${clientToken}` };
  await call("old client token", "/api/v1/hosted/session", {
    headers: { authorization: `Bearer ${session.client_token as string}` },
  });
  await call("hosted session", "/api/v1/hosted/session", { headers: client });
  await call("hosted availability", "/api/v1/hosted/availability/secret-new.com", {
    headers: client,
  });
  await call("hosted suggestions", "/api/v1/hosted/suggestions?q=secret", { headers: client });
  await call(
    "hosted order",
    "/api/v1/hosted/orders",
    json("POST", { domain: "secret-hosted.com", contact: CONTACT, payment_method: "card" }, client),
  );
  await call("hosted orders", "/api/v1/hosted/orders", { headers: client });
  await call("hosted domains", "/api/v1/hosted/domains", { headers: client });
  await call(
    "hosted record",
    "/api/v1/hosted/domains/secret-owned.com/records",
    json("POST", { type: "TXT", name: "@", content: "v=spf1 -all" }, client),
  );

  // Orders, payment, allocation, purchase, DNS.
  const order = await call(
    "order",
    "/api/v1/registrar/order",
    json("POST", { domain: "secret-order.com", contact: CONTACT, payment_method: "wire" }, key),
  );
  const payment = await call(
    "payment",
    "/api/v1/registrar/payments",
    json("POST", { amount: order.price, method: "wire" }, key),
  );
  await call(
    "allocation",
    `/api/v1/registrar/payments/${payment.payment_id as string}/allocations`,
    json("POST", { order_id: order.order_id }, key),
  );
  await call("order get", `/api/v1/registrar/orders/${order.order_id as string}`, { headers: key });
  await call("orders", "/api/v1/registrar/orders", { headers: bearer });
  await call(
    "purchase",
    "/api/v1/registrar/purchase",
    json(
      "POST",
      { domain: "secret-bought.com", contact: CONTACT },
      { ...key, "idempotency-key": "k1" },
    ),
  );
  await call(
    "purchase (repeat)",
    "/api/v1/registrar/purchase",
    json(
      "POST",
      { domain: "secret-bought.com", contact: CONTACT },
      { ...key, "idempotency-key": "k1" },
    ),
  );
  await call(
    "dns record",
    "/api/v1/registrar/dns/secret-owned.com/records",
    json("POST", { type: "A", name: "www", content: "192.0.2.1" }, key),
  );
  await call("dns list", "/api/v1/registrar/dns/secret-owned.com/records", { headers: bearer });
  await call("session revoke", `/api/v1/hosted/sessions/${id}`, { method: "DELETE", headers: key });
  await call("revoked client token", "/api/v1/hosted/session", { headers: client });
});
afterAll(async () => {
  await database?.close();
});

function leaks(text: string): string[] {
  const found = [...text.matchAll(SECRET)].map((m) => m[0]);
  for (const s of [...secrets, WRONG_PASSWORD]) if (text.includes(s)) found.push(s);
  return found;
}

describe("no secret in responses or logs", () => {
  it("ran the flow", () => {
    expect(exchanges.length).toBeGreaterThan(25);
    expect(exchanges.filter((e) => e.status >= 500)).toEqual([]);
    expect(t.logs.length).toBeGreaterThan(0);
    const status = Object.fromEntries(exchanges.map((e) => [e.label, e.status]));
    expect(status).toMatchObject({
      "token (form)": 200,
      "token (wrong password)": 401,
      "token (bad username type)": 422,
      "bad api key": 401,
      "session create": 200,
      "session refresh": 200,
      "hosted order": 201,
      order: 201,
      payment: 201,
      purchase: 200,
      "purchase (repeat)": 200,
      "dns record": 201,
      "revoked client token": 401,
    });
  });

  it("returns a secret only in the response that creates it", () => {
    const found = exchanges
      .filter((e) => !e.createsSecret)
      .map((e) => ({ label: e.label, leaks: leaks(e.body) }))
      .filter((e) => e.leaks.length > 0);
    expect(found).toEqual([]);
  });

  it("creation responses hold only the secret they create", () => {
    for (const e of exchanges.filter((x) => x.createsSecret)) {
      const distinct = new Set([...e.body.matchAll(SECRET)].map((m) => m[0]));
      expect(distinct.size, e.label).toBe(1);
      expect(e.body).not.toContain(org.password);
    }
  });

  it("never logs a credential or a password", () => {
    const found = t.logs.map((line) => leaks(line)).filter((l) => l.length > 0);
    expect(found).toEqual([]);
  });
});

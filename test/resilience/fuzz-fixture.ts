import type { Database } from "../../src/server/db/database";
import { insertDomain } from "../../src/server/domains/domains";
import { CONTACT } from "../helpers/orders";
import { json, type TestApp } from "../helpers/test-app";

/** The tables whose row counts must not move when a request is rejected. */
const MAIN_TABLES = [
  "organizations",
  "users",
  "api_keys",
  "access_tokens",
  "domains",
  "orders",
  "order_transitions",
  "payments",
  "payment_allocations",
  "idempotency_keys",
  "dns_zones",
  "hosted_sessions",
  "dns_records",
  "domain_transfers_away",
  "domain_registrants",
];

const countQueries = new WeakMap<Database, string>();

export async function rowCounts(database: Database): Promise<Record<string, number>> {
  let query = countQueries.get(database);
  if (!query) {
    // The tables present are the migrations' (none is made or dropped while the suite runs):
    // looked up once per database, the count is then one query per call.
    const present = await database.sql.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public'",
    );
    const names = new Set(present.map((p) => p.tablename));
    const tables = MAIN_TABLES.filter((t) => names.has(t));
    query = `SELECT ${tables.map((t) => `(SELECT count(*) FROM "${t}")::int AS "${t}"`).join(", ")}`;
    countQueries.set(database, query);
  }
  const rows = await database.sql.query<Record<string, number | string>>(query);
  return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
}

export type Fixture = {
  apiKey: string;
  /** A signed-in user's bearer token (an admin), for the routes that take only that. */
  accessToken: string;
  clientToken: string;
  valid: Record<string, string>;
  bodies: Record<string, Record<string, unknown>>;
};

/** An organization with a domain, a DNS record, an order, a payment and a hosted session. */
export async function makeFixture(t: TestApp): Promise<Fixture> {
  const org = await t.org("Fuzz");
  const key = { "x-api-key": org.apiKey };
  for (const name of ["fuzz-owned.com", "fuzz-hosted.com"])
    await insertDomain(t.database.db, {
      organizationId: org.organizationId,
      livemode: false,
      name,
      registeredAt: new Date("2026-01-01T00:00:00Z"),
      expiresAt: new Date("2027-01-01T00:00:00Z"),
      autoRenew: true,
      privacy: true,
      nameservers: [],
      externalAccountId: name === "fuzz-hosted.com" ? "acct_fuzz" : null,
    });
  const post = async (path: string, body: unknown, headers: Record<string, string> = key) => {
    const res = await t.request(path, json("POST", body, headers));
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, string>;
  };
  const record = await post("/api/v1/registrar/dns/fuzz-owned.com/records", {
    type: "A",
    name: "www",
    content: "192.0.2.1",
  });
  const order = await post("/api/v1/registrar/order", {
    domain: "fuzz-order.com",
    contact: CONTACT,
    payment_method: "wire",
  });
  const payment = await post("/api/v1/registrar/payments", { amount: "1.00", method: "wire" });
  const session = await post("/api/v1/hosted/sessions", {
    allowed_actions: ["domain_search", "domain_purchase", "dns_manage", "renew"],
    external_account_id: "acct_fuzz",
  });
  // The session the partner routes fuzz (revoked, refreshed): not the one the client routes use.
  const partnerSession = await post("/api/v1/hosted/sessions", {
    allowed_actions: ["domain_search"],
    external_account_id: "acct_partner",
  });
  const hostedRecord = await post(
    "/api/v1/hosted/domains/fuzz-hosted.com/records",
    { type: "TXT", name: "@", content: "hello" },
    { authorization: `Bearer ${session.client_token}` },
  );
  const recordBody = { type: "A", name: "api", content: "192.0.2.7", ttl: 300 };
  const orderBody = { domain: "fuzz-new.com", contact: CONTACT, payment_method: "wire" };
  const transferBody = {
    domain: "transferok-fuzz.com",
    auth_code: "Fuzz-Code-0001",
    contact: CONTACT,
    payment_method: "wire",
  };
  const token = await post(
    "/api/v1/auth/token",
    { username: org.email, password: org.password },
    {},
  );
  return {
    apiKey: org.apiKey,
    accessToken: token.access_token!,
    clientToken: session.client_token!,
    valid: {
      organization_id: org.organizationId,
      order_id: order.order_id!,
      payment_id: payment.payment_id!,
      session_id: partnerSession.session_id!,
      domain: "fuzz-owned.com",
      domain_name: "fuzz-owned.com",
      hosted_domain: "fuzz-hosted.com",
      record_id: record.id!,
      hosted_record_id: hostedRecord.id!,
    },
    bodies: {
      "POST /api/v1/auth/token": { username: org.email, password: "wrong password" },
      "POST /api/v1/registrar/order": orderBody,
      "POST /api/v1/registrar/purchase": orderBody,
      "POST /registrar/purchase": orderBody,
      "POST /api/v1/registrar/payments": { amount: "10.00", currency: "USD", method: "wire" },
      "POST /api/v1/registrar/payments/{payment_id}/allocations": { order_id: order.order_id! },
      "POST /api/v1/hosted/sessions": {
        allowed_actions: ["domain_search"],
        external_account_id: "acct_other",
        theme_config: { primary_color: "#0a66c2", brand_name: "Fuzz" },
      },
      "POST /api/v1/hosted/orders": orderBody,
      "POST /api/v1/hosted/domains/{domain}/renew": { years: 1 },
      "PUT /api/v1/hosted/domains/{domain}/nameservers": {
        nameservers: ["ns1.example.net", "ns2.example.net"],
      },
      "POST /api/v1/hosted/domains/{domain}/records": recordBody,
      "PUT /api/v1/hosted/domains/{domain}/records/{record_id}": recordBody,
      "PATCH /api/v1/registrar/domains/{domain}": { auto_renew: false },
      "POST /api/v1/registrar/domains/{domain}/renew": { years: 1 },
      "PUT /api/v1/registrar/domains/{domain}/nameservers": {
        nameservers: ["ns1.example.net", "ns2.example.net"],
      },
      "POST /api/v1/registrar/dns/{domain_name}/records": recordBody,
      "POST /api/v1/registrar/dns/{domain_name}/records/sync": {
        records: [{ type: "A", name: "www", content: "192.0.2.1" }],
        dry_run: true,
      },
      "PUT /api/v1/registrar/dns/{domain_name}/records/{record_id}": recordBody,
      "PATCH /api/v1/registrar/dns/{domain_name}/records/{record_id}": { ttl: 600 },
      "POST /api/v1/registrar/transfers": transferBody,
      "POST /api/v1/hosted/transfers": transferBody,
      "PUT /api/v1/registrar/domains/{domain}/transfer-lock": { locked: true },
      "PUT /api/v1/registrar/domains/{domain}/registrant": { contact: CONTACT },
      "PUT /api/v1/hosted/domains/{domain}/registrant": { contact: CONTACT },
      "POST /api/v1/sandbox/transfer-requests": {
        domain: "fuzz-owned.com",
        auth_code: "Fuzz-Code-0001",
      },
    },
  };
}

/**
 * The credential × mode matrix over every operation of the OpenAPI document: a credential of one
 * mode (API key, bearer token, hosted session's client token) aimed at each operation with the
 * ids and names of the other mode's objects of its own organization reads nothing of them (no
 * 2xx on an operation that names one; no other-mode id or name in any answer) and changes
 * nothing of them (their rows are the same afterwards). Both ways: test credentials on live data,
 * live credentials on test data. Another organization's objects stay 403 (auth.test.ts and
 * the spec-conformance suite check that).
 */
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { createApiKey, issueAccessToken } from "../../src/server/orgs/organizations";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { makeFixture, type Fixture } from "../resilience/fuzz-fixture";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

type Operation = { security?: unknown[]; parameters?: { name: string; in: string }[] };
type Doc = { paths: Record<string, Record<string, Operation>> };
const HTTP_METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/** Operations that end the credential they are called with: sent last, or not at all. */
const ENDS_CREDENTIAL = new Set(["DELETE /api/v1/auth/token", "POST /api/v1/auth/mode"]);
/** Path parameters that name no object of a mode (organizations and users are shared). */
const MODELESS = new Set(["organization_id", "user_id"]);

/** The tables whose rows belong to a mode, and how a row's mode and organization are found. */
const MODE_ROWS = [
  "SELECT o.*::text AS r FROM orders o WHERE o.organization_id = $1 AND o.livemode = $2",
  "SELECT p.*::text AS r FROM payments p WHERE p.organization_id = $1 AND p.livemode = $2",
  "SELECT d.*::text AS r FROM domains d WHERE d.organization_id = $1 AND d.livemode = $2",
  "SELECT s.*::text AS r FROM hosted_sessions s WHERE s.organization_id = $1 AND s.livemode = $2",
  "SELECT e.*::text AS r FROM webhook_endpoints e WHERE e.organization_id = $1 AND e.livemode = $2",
  "SELECT c.*::text AS r FROM renewal_charges c WHERE c.organization_id = $1 AND c.livemode = $2",
  "SELECT k.*::text AS r FROM api_keys k WHERE k.organization_id = $1 AND k.livemode = $2",
  `SELECT x.*::text AS r FROM dns_records x JOIN domains d ON d.id = x.domain_id
     WHERE d.organization_id = $1 AND d.livemode = $2`,
  `SELECT t.*::text AS r FROM order_transitions t JOIN orders o ON o.id = t.order_id
     WHERE o.organization_id = $1 AND o.livemode = $2`,
  `SELECT a.*::text AS r FROM payment_allocations a JOIN payments p ON p.id = a.payment_id
     WHERE p.organization_id = $1 AND p.livemode = $2`,
];

let database: Database;
let t: TestApp;
let doc: Doc;

/** A deployment with both modes on a database of its own (each direction reuses the names). */
async function openDeployment() {
  database = await openTestDb();
  // A deployment with both modes: a second sandbox plays the live registry.
  t = await makeTestApp(database, {
    liveRegistrar: createSandboxProvider(database.db),
    env: {
      RATE_LIMIT_PER_MINUTE: "100000000",
      RATE_LIMIT_BURST: "100000000",
      LOGIN_RATE_LIMIT_PER_MINUTE: "100000000",
    },
  });
  doc = (await (await t.request("/api/v1/openapi.json")).json()) as Doc;
}
afterEach(async () => {
  t.app.close();
  await database.close();
});

async function snapshot(organizationId: string, livemode: boolean): Promise<string[]> {
  const rows: string[] = [];
  for (const q of MODE_ROWS) {
    const got = await database.sql.query<{ r: string }>(`${q} ORDER BY 1`, [
      organizationId,
      livemode,
    ]);
    rows.push(...got.map((g) => g.r));
  }
  return rows;
}

/** Credentials of `livemode` for the fixture's organization and end-user account. */
async function credentialsOf(f: Fixture, livemode: boolean) {
  const organizationId = f.valid.organization_id!;
  const { apiKey } = await createApiKey(database.db, { organizationId, livemode });
  const [user] = await database.sql.query<{ id: string }>(
    "SELECT id FROM users WHERE organization_id = $1 LIMIT 1",
    [organizationId],
  );
  const accessToken = (await issueAccessToken(database.db, {
    userId: user!.id,
    organizationId,
    livemode,
    ttlSeconds: 3600,
    now: t.now(),
  }))!;
  const res = await t.request(
    "/api/v1/hosted/sessions",
    json(
      "POST",
      {
        allowed_actions: ["domain_search", "domain_purchase", "dns_manage", "renew"],
        external_account_id: "acct_fuzz",
      },
      { "x-api-key": apiKey },
    ),
  );
  expect(res.status).toBe(200);
  const clientToken = ((await res.json()) as { client_token: string }).client_token;
  return { apiKey, accessToken, clientToken };
}

/** Every id and name of the fixture's objects, with those the fixture leaves out. */
async function objectIds(f: Fixture): Promise<Record<string, string>> {
  const key = { "x-api-key": f.apiKey };
  const endpoint = await t.request(
    "/api/v1/webhooks/endpoints",
    json("POST", { url: "https://hooks.example.com/modes", event_types: ["*"] }, key),
  );
  expect(endpoint.status).toBe(201);
  const events = (await (await t.request("/api/v1/events", { headers: key })).json()) as {
    items: { id: string }[];
  };
  const [apiKey] = await database.sql.query<{ id: string }>(
    "SELECT id FROM api_keys WHERE organization_id = $1 ORDER BY created_at LIMIT 1",
    [f.valid.organization_id],
  );
  return {
    ...(f.valid as Record<string, string>),
    endpoint_id: ((await endpoint.json()) as { id: string }).id,
    event_id: events.items[0]!.id,
    key_id: apiKey!.id,
  };
}

async function probeEveryOperation(dataLivemode: boolean) {
  await openDeployment();
  const f = await makeFixture(t);
  const ids = await objectIds(f);
  const organizationId = f.valid.organization_id!;
  if (dataLivemode) {
    // The fixture's objects (and the credentials that made them) become live mode.
    for (const table of [
      "orders",
      "payments",
      "domains",
      "hosted_sessions",
      "webhook_endpoints",
      "renewal_charges",
      "events",
      "api_keys",
      "access_tokens",
    ]) {
      await database.sql.query(`UPDATE ${table} SET livemode = true WHERE organization_id = $1`, [
        organizationId,
      ]);
    }
  }
  const other = await credentialsOf(f, !dataLivemode);
  const before = await snapshot(organizationId, dataLivemode);
  expect(before.length).toBeGreaterThan(10);
  // What must never appear in an answer to the other mode's credential.
  const secrets = Object.entries(ids)
    .filter(([k]) => !MODELESS.has(k))
    .map(([, v]) => v);

  const isHostedClient = (path: string) =>
    path.startsWith("/api/v1/hosted/") && !path.startsWith("/api/v1/hosted/sessions");
  const results: { op: string; status: number; code?: string }[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      if (!HTTP_METHODS.has(m)) continue;
      const method = m.toUpperCase();
      const name = `${method} ${path}`;
      if (ENDS_CREDENTIAL.has(name) || !op.security?.length) continue;
      const headers: Record<string, string> = isHostedClient(path)
        ? { authorization: `Bearer ${other.clientToken}` }
        : op.security.some((s) => "ApiKey" in (s as object))
          ? { "x-api-key": other.apiKey }
          : { authorization: `Bearer ${other.accessToken}` };
      const pathParams = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      let url = path;
      const sent: string[] = [];
      for (const p of pathParams) {
        const value =
          isHostedClient(path) && p === "domain"
            ? ids.hosted_domain
            : isHostedClient(path) && p === "record_id"
              ? ids.hosted_record_id
              : ids[p];
        if (value) sent.push(value);
        url = url.replace(`{${p}}`, encodeURIComponent(value ?? randomUUID()));
      }
      const body = f.bodies[name] ?? {};
      const res = await t.request(
        url,
        method === "GET" || method === "DELETE"
          ? { method, headers }
          : json(method, body, { ...headers, "idempotency-key": randomUUID() }),
      );
      const text = await res.text();
      const namesObject = pathParams.some(
        (p) => !MODELESS.has(p) && !path.includes("availability"),
      );
      results.push({
        op: name,
        status: res.status,
        ...(res.status === 404 && { code: (JSON.parse(text) as { code?: string }).code }),
      });
      // Reads: never an object of the other mode, whatever the answer (a name the request
      // sent may be echoed: a search answers for the name asked).
      expect(
        secrets.filter((s) => !sent.includes(s) && text.includes(s)),
        `${name} → ${res.status}`,
      ).toEqual([]);
      // An operation on one named object of the other mode is refused.
      if (namesObject)
        expect(res.status, `${name} → ${res.status}: ${text}`).toBeGreaterThanOrEqual(400);
    }
  }
  // Writes: the other mode's objects are as they were.
  expect(await snapshot(organizationId, dataLivemode)).toEqual(before);
  return results;
}

/** Operations whose answer says where the object is (404 exists_in_other_mode), as Stripe's do. */
const SAYS_OTHER_MODE = [
  "GET /api/v1/registrar/orders/{order_id}",
  "GET /api/v1/registrar/payments/{payment_id}",
  "GET /api/v1/registrar/domains/{domain}",
  "GET /api/v1/registrar/dns/{domain_name}/records",
  "GET /api/v1/hosted/sessions/{session_id}",
  "GET /api/v1/webhooks/endpoints/{endpoint_id}",
  "GET /api/v1/events/{event_id}",
  "DELETE /api/v1/api-keys/{key_id}",
];

describe("credential × mode matrix over every operation", () => {
  for (const [name, dataLivemode] of [
    ["test credentials never read or change live objects", true],
    ["live credentials never read or change test objects", false],
  ] as const) {
    it(name, async () => {
      const results = await probeEveryOperation(dataLivemode);
      expect(results.length).toBeGreaterThan(40);
      const told = results.filter((r) => r.code === "exists_in_other_mode").map((r) => r.op);
      expect(told).toEqual(expect.arrayContaining(SAYS_OTHER_MODE));
    });
  }
});

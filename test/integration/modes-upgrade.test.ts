/**
 * Upgrading a database made by the previous release (before modes) in both configurations:
 * migration 0013 makes its keys and data test mode on a sandbox-only deployment and live mode on
 * one running a real registrar (REGISTRAR=epp), so each keeps working as before: the old `rk_…`
 * keys open the same orders, domains, records, sessions, endpoints and events, an
 * Idempotency-Key still replays, and a key of the other mode sees none of it. On PGlite; on
 * PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { EPP_ENV } from "../helpers/epp-env";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { fromPglite, fromPostgres, type Database } from "../../src/server/db/database";
import { migrate } from "../../src/server/db/migrate";
import { createApiKey } from "../../src/server/orgs/organizations";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { emptyPostgresDb } from "../helpers/postgres-db";
import { loadPreviousRelease, previousReleaseFixture } from "../helpers/previous-release";
import { json, makeTestApp } from "../helpers/test-app";

const fixture = previousReleaseFixture();

const MODE_TABLES = [
  "api_keys",
  "access_tokens",
  "hosted_sessions",
  "orders",
  "payments",
  "domains",
  "renewal_charges",
  "events",
  "webhook_endpoints",
  "idempotency_keys",
];

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const engines: [string, () => Promise<Database>][] = [
  ["PGlite", async () => fromPglite(await PGlite.create())],
];
if (process.env.TEST_DATABASE_URL) {
  engines.push([
    "PostgreSQL",
    async () => {
      const empty = await emptyPostgresDb(process.env.TEST_DATABASE_URL!, "modes_upgrade");
      cleanups.push(() => empty.drop());
      return fromPostgres(empty.url, { max: 2 });
    },
  ]);
}

describe.each(engines)("upgrading the previous release's database (%s)", (_engine, open) => {
  it.each([
    ["sandbox only: everything becomes test mode", false],
    ["REGISTRAR=epp: everything becomes live mode", true],
  ] as const)(
    "%s",
    async (_name, live) => {
      const database = await open();
      cleanups.push(() => database.close());
      await loadPreviousRelease(database.sql);
      // 0013 and every migration after it (later ones add tables of their own).
      expect((await migrate(database.sql, { existingLivemode: live }))[0]).toBe("0013_modes");

      // Every row of every table with a mode, in the one mode the configuration says.
      for (const table of MODE_TABLES) {
        const modes = await database.sql.query<{ livemode: boolean }>(
          `SELECT DISTINCT livemode FROM ${table}`,
        );
        expect(
          modes.map((m) => m.livemode),
          table,
        ).toEqual(
          (await database.sql.query(`SELECT 1 FROM ${table} LIMIT 1`)).length ? [live] : [],
        );
      }

      const t = await makeTestApp(database, {
        env: { SECRETS_KEY: fixture.configuration.SECRETS_KEY, ...(live && EPP_ENV) },
        // The registry the live data was registered at (a sandbox stands in for it here).
        ...(live && { liveRegistrar: createSandboxProvider(database.db) }),
      });
      cleanups.push(async () => t.app.close());
      const demo = fixture.demo;
      const key = { "x-api-key": demo.api_key };
      const get = async (path: string, headers: Record<string, string> = key) => {
        const res = await t.request(path, { headers });
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      };

      // The old key opens what it made, in its mode.
      const order = await get(`/api/v1/registrar/orders/${demo.order.order_id}`);
      expect(order).toMatchObject({ status: 200, body: { status: "completed", livemode: live } });
      const domain = await get(`/api/v1/registrar/domains/${demo.dns_record.domain}`);
      expect(domain).toMatchObject({ status: 200, body: { livemode: live } });
      const records = await get(`/api/v1/registrar/dns/${demo.dns_record.domain}/records`);
      expect(JSON.stringify(records.body)).toContain(demo.dns_record.record_id);
      const session = await get(`/api/v1/hosted/sessions/${demo.hosted_session.session_id}`);
      expect(session.body).toMatchObject({ livemode: live });
      const endpoint = await get(`/api/v1/webhooks/endpoints/${demo.webhook_endpoint.endpoint_id}`);
      expect(endpoint.body).toMatchObject({ livemode: live });
      const events = (await get("/api/v1/events?limit=100")).body as { items: { id: string }[] };
      expect(events.items.map((e) => e.id).sort()).toEqual(demo.events.map((e) => e.id).sort());
      // The old client token still opens its session, in that mode.
      const info = await get("/api/v1/hosted/session", {
        authorization: `Bearer ${demo.hosted_session.client_token}`,
      });
      expect(info).toMatchObject({ status: 200, body: { livemode: live } });

      // An Idempotency-Key stored before the upgrade still answers its request: with the first
      // answer byte for byte, which predates `livemode` (so `fetch`, not the document-checking
      // `request`: for 24 hours after an upgrade such replays lack the new field).
      const r = demo.idempotent_request;
      const replay = await t.app.fetch(
        new Request(
          `http://127.0.0.1:8787${r.path}`,
          json(r.method, r.body, { ...key, "idempotency-key": r.idempotency_key }),
        ),
      );
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(replay.status).toBe(r.status);
      expect(((await replay.json()) as { order_id: string }).order_id).toBe(r.order_id);

      // A key of the other mode (the only kind a sandbox-only deployment makes anew, or a
      // test key beside the registry) sees none of it.
      const other = await createApiKey(database.db, {
        organizationId: demo.organization_id,
        livemode: !live,
      });
      const otherKey = { "x-api-key": other.apiKey };
      expect((await get("/api/v1/registrar/orders", otherKey)).body).toMatchObject({ items: [] });
      expect((await get("/api/v1/events", otherKey)).body).toMatchObject({ items: [] });
      const hidden = await get(`/api/v1/registrar/orders/${demo.order.order_id}`, otherKey);
      expect(hidden).toMatchObject({ status: 404, body: { code: "exists_in_other_mode" } });
      // A fresh PGlite runs initdb, then every migration: over 30 s on a loaded 2-core machine
      // (a bound, not a speed).
    },
    120_000,
  );
});

/**
 * The audit log of webhook endpoint changes: each change a signed-in user makes shows once in
 * the dashboard's audit list, committed with the change itself; a change that fails leaves no
 * entry, and an entry that cannot be written undoes its change.
 */
import { afterEach, describe, expect, it } from "vitest";
import { acme, adminToken, bearer, call, database, setUpDashboardApi } from "./dashboard-api-setup";

setUpDashboardApi();

const ENDPOINTS = "/api/v1/webhooks/endpoints";
const NEW = { url: "https://hooks.acme.example/audit", event_types: ["domain.registered"] };

/** The audit list's entries about one endpoint, oldest first. */
async function entriesFor(id: string) {
  const log = await call("GET", "/api/v1/audit-log?limit=100", bearer(adminToken));
  expect(log.status).toBe(200);
  return (log.body.items as Record<string, unknown>[])
    .filter((e) => e.target_id === id)
    .reverse()
    .map(({ action, actor, target_type, details }) => ({ action, actor, target_type, details }));
}

async function create(headers: Record<string, string> = bearer(adminToken)) {
  const r = await call("POST", ENDPOINTS, headers, NEW);
  expect(r.status).toBe(201);
  return r.body.id as string;
}

/** Makes every write to `table` fail, until the test ends. */
async function failWritesTo(table: string) {
  await database.sql.exec(`
    CREATE FUNCTION refuse_write() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$;
    CREATE TRIGGER refuse_write BEFORE INSERT OR UPDATE OR DELETE ON ${table}
      FOR EACH ROW EXECUTE FUNCTION refuse_write();`);
  return table;
}
let refused: string | undefined;
afterEach(async () => {
  if (refused) await database.sql.exec(`DROP TRIGGER refuse_write ON ${refused}`);
  await database.sql.exec("DROP FUNCTION IF EXISTS refuse_write()");
  refused = undefined;
});

describe("audit log of webhook endpoint changes", () => {
  it("shows each change by a signed-in user once, with the endpoint as it became", async () => {
    const me = await call("GET", "/api/v1/users/me", bearer(adminToken));
    const actor = { user_id: me.body.id, email: acme.email };
    const id = await create();
    const patch = { enabled: false, description: "paused", unknown_field: 1 };
    expect((await call("PATCH", `${ENDPOINTS}/${id}`, bearer(adminToken), patch)).status).toBe(200);
    const rotate = await call("POST", `${ENDPOINTS}/${id}/rotate-secret`, bearer(adminToken));
    expect(rotate.status).toBe(200);
    expect((await call("DELETE", `${ENDPOINTS}/${id}`, bearer(adminToken))).status).toBe(204);

    const target_type = "webhook_endpoint";
    const endpoint = { url: NEW.url, event_types: NEW.event_types };
    expect(await entriesFor(id)).toEqual([
      {
        action: "webhook_endpoint.created",
        actor,
        target_type,
        details: { ...endpoint, enabled: true },
      },
      {
        action: "webhook_endpoint.updated",
        actor,
        target_type,
        // the fields as the request sent them, in its order
        details: { ...endpoint, enabled: false, changed: Object.keys(patch) },
      },
      {
        action: "webhook_endpoint.secret_rotated",
        actor,
        target_type,
        details: { ...endpoint, enabled: false },
      },
      { action: "webhook_endpoint.deleted", actor, target_type, details: {} },
    ]);
  });

  it("records a creation replayed with its Idempotency-Key once", async () => {
    const headers = { ...bearer(adminToken), "idempotency-key": "audit-replay-1" };
    const first = await create(headers);
    const replay = await call("POST", ENDPOINTS, headers, NEW);
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(first);
    expect((await entriesFor(first)).map((e) => e.action)).toEqual(["webhook_endpoint.created"]);
  });

  it("records nothing of a change made with an API key", async () => {
    const id = await create({ "x-api-key": acme.apiKey });
    const key = { "x-api-key": acme.apiKey };
    expect((await call("PATCH", `${ENDPOINTS}/${id}`, key, { enabled: false })).status).toBe(200);
    expect((await call("DELETE", `${ENDPOINTS}/${id}`, key)).status).toBe(204);
    expect(await entriesFor(id)).toEqual([]);
  });

  it("records nothing of a change that fails", async () => {
    const id = await create();
    refused = await failWritesTo("webhook_endpoints");
    for (const [method, path, body] of [
      ["PATCH", `${ENDPOINTS}/${id}`, { enabled: false }],
      ["POST", `${ENDPOINTS}/${id}/rotate-secret`, undefined],
      ["DELETE", `${ENDPOINTS}/${id}`, undefined],
    ] as const) {
      expect((await call(method, path, bearer(adminToken), body)).status).toBe(500);
    }
    expect((await entriesFor(id)).map((e) => e.action)).toEqual(["webhook_endpoint.created"]);
  });

  it("undoes a change whose audit entry cannot be written", async () => {
    const id = await create();
    const before = await call("GET", `${ENDPOINTS}/${id}`, bearer(adminToken));
    const listed = await call("GET", ENDPOINTS, bearer(adminToken));
    refused = await failWritesTo("audit_log");
    expect((await call("POST", ENDPOINTS, bearer(adminToken), NEW)).status).toBe(500);
    for (const [method, path, body] of [
      ["PATCH", `${ENDPOINTS}/${id}`, { enabled: false }],
      ["POST", `${ENDPOINTS}/${id}/rotate-secret`, undefined],
      ["DELETE", `${ENDPOINTS}/${id}`, undefined],
    ] as const) {
      expect((await call(method, path, bearer(adminToken), body)).status).toBe(500);
    }
    expect(await call("GET", ENDPOINTS, bearer(adminToken))).toEqual(listed);
    expect(await call("GET", `${ENDPOINTS}/${id}`, bearer(adminToken))).toEqual(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
beforeAll(async () => {
  database = await openTestDb();
});
afterAll(async () => {
  await database.close();
});

/** What the widget learns of a new session on a service started with `env`. */
async function widgetSession(t: TestApp) {
  const org = await t.org("Partner");
  const minted = await t.request(
    "/api/v1/hosted/sessions",
    json(
      "POST",
      { allowed_actions: ["domain_purchase"], external_account_id: "acct_1" },
      { "x-api-key": org.apiKey },
    ),
  );
  const { client_token } = (await minted.json()) as { client_token: string };
  const res = await t.request("/api/v1/hosted/session", {
    headers: { authorization: `Bearer ${client_token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

describe("the registration agreement a widget links to before payment", () => {
  it("is the service's REGISTRATION_AGREEMENT_URL", async () => {
    const t = await makeTestApp(database, {
      env: { REGISTRATION_AGREEMENT_URL: "https://registrar.example/legal/agreement" },
    });
    expect((await widgetSession(t)).registration_agreement_url).toBe(
      "https://registrar.example/legal/agreement",
    );
  });

  it("is null when the service publishes none (the widget then claims no agreement)", async () => {
    const t = await makeTestApp(database);
    expect((await widgetSession(t)).registration_agreement_url).toBeNull();
  });
});

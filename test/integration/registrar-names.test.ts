/**
 * The registrar names an order may give are those of the apps alive in the process: an app
 * with a live registry (`epp`) offers its name while it lives, and once closed leaves only the
 * sandbox's for the next app (one process builds many apps in the tests).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { CONTACT } from "../helpers/orders";
import { EPP_ENV } from "../helpers/epp-env";
import { json, makeTestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
beforeAll(async () => {
  database = await openTestDb();
});
afterAll(async () => {
  await database.close();
});

/** The 422 message of an order naming a registrar no app runs. */
async function refusal(t: Awaited<ReturnType<typeof makeTestApp>>) {
  const org = await t.org("Names");
  const res = await t.request(
    "/api/v1/registrar/order",
    json(
      "POST",
      { domain: "names.com", contact: CONTACT, registrar: "acme" },
      { "x-api-key": org.apiKey },
    ),
  );
  expect(res.status).toBe(422);
  return ((await res.json()) as { detail: { msg: string }[] }).detail[0]!.msg;
}

describe("registrar names", () => {
  it("are offered while the app that runs them lives, and withdrawn when it closes", async () => {
    const live = await makeTestApp(database, {
      env: EPP_ENV,
      liveRegistrar: { ...createSandboxProvider(database.db), name: "epp" },
    });
    expect(await refusal(live)).toBe(
      'Value error, only the registrar "sandbox", "epp" is supported',
    );
    live.app.close();
    const sandboxOnly = await makeTestApp(database);
    try {
      expect(await refusal(sandboxOnly)).toBe(
        'Value error, only the registrar "sandbox" is supported',
      );
      const doc = (await (await sandboxOnly.request("/api/v1/openapi.json")).json()) as {
        components: { schemas: { DomainOrderRequest: { properties: { registrar: unknown } } } };
      };
      expect(
        JSON.stringify(doc.components.schemas.DomainOrderRequest.properties.registrar),
      ).not.toContain('"epp"');
    } finally {
      sandboxOnly.app.close();
    }
  });
});

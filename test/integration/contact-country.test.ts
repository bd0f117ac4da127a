/**
 * A contact's country through the API: an assigned ISO 3166-1 alpha-2 code, in any case, is
 * stored and sent to the registry in capitals; any other two characters are a 422 value_error.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import type { RegistrarProvider } from "../../src/server/registrar/provider";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { createLogger } from "../../src/server/logger";
import { processReadyOrders } from "../../src/server/orders/processor";
import { CONTACT, payOrder, postOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
let registrar: RegistrarProvider;
/** The contacts' countries the registry was given, in order. */
const registered: string[] = [];

beforeAll(async () => {
  database = await openTestDb();
  const sandbox = createSandboxProvider(database.db);
  registrar = {
    ...sandbox,
    register(input) {
      registered.push(input.contact.country);
      return sandbox.register(input);
    },
  };
  t = await makeTestApp(database, { registrar });
  org = await t.org("Countries Inc");
});
afterAll(async () => {
  await database.close();
});

const unassigned = (input: string, error: string) => ({
  detail: [
    {
      type: "value_error",
      loc: ["body", "contact", "country"],
      msg: `Value error, ${error}`,
      input,
      ctx: { error },
    },
  ],
});
const GENERIC = "country must be an assigned ISO 3166-1 alpha-2 code, such as US, GB or DE";

describe("contact.country", () => {
  it.each([
    ["XX", GENERIC],
    ["zz", GENERIC],
    ["12", GENERIC],
    ["UK", "country must be an assigned ISO 3166-1 alpha-2 code: use GB, not UK"],
    ["el", "country must be an assigned ISO 3166-1 alpha-2 code: use GR, not EL"],
  ])("%j is a 422 value_error naming ISO 3166-1 alpha-2", async (country, error) => {
    const { res, body } = await postOrder(t, org.apiKey, {
      domain: "country-refused.com",
      contact: { ...CONTACT, country },
    });
    expect(res.status).toBe(422);
    expect(body).toEqual(unassigned(country, error));
  });

  it.each([
    ["G", "string_too_short"],
    ["GBR", "string_too_long"],
  ])("%j keeps pydantic's %s", async (country, type) => {
    const { res, body } = await postOrder(t, org.apiKey, {
      domain: "country-length.com",
      contact: { ...CONTACT, country },
    });
    expect(res.status).toBe(422);
    expect(body.detail).toEqual([
      expect.objectContaining({ type, loc: ["body", "contact", "country"] }),
    ]);
  });

  it("takes a lowercase code and gives the registry its capitals", async () => {
    const { res, body } = await postOrder(t, org.apiKey, {
      domain: "country-order.com",
      payment_method: "wire",
      contact: { ...CONTACT, country: "gb" },
    });
    expect(res.status).toBe(201);
    expect((await payOrder(t, org.apiKey, body.order_id, body.price)).res.status).toBe(201);
    const processed = await processReadyOrders({
      db: database.db,
      registrars: { test: registrar },
      now: t.now,
      logger: createLogger("silent"),
    });
    expect(processed).toBeGreaterThan(0);
    expect(registered).toEqual(["GB"]);
    const bought = await t.request(
      "/api/v1/registrar/purchase",
      json(
        "POST",
        { domain: "country-lower.com", contact: { ...CONTACT, country: "de" } },
        { "x-api-key": org.apiKey },
      ),
    );
    expect(bought.status).toBe(200);
    expect(registered).toEqual(["GB", "DE"]);
  });
});

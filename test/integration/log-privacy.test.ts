/**
 * No personal data in any log line, errors included. A database failure that nothing checks
 * beforehand (here a constraint and a trigger the test adds) carries the registrant contact
 * everywhere: PostgreSQL's message and its "Failing row contains (...)" detail, drizzle's
 * message with the query parameters, the stacks that start with those messages. The logged
 * error keeps only its class, code, constraint and stack frames.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { createLogger } from "../../src/server/logger";
import { startOrderProcessor } from "../../src/server/orders/processor";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { CONTACT } from "../helpers/contact";
import { payOrder, postOrder } from "../helpers/orders";
import { makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

/** A contact whose every value is distinctive, so any trace of it in a log line is found. */
const PERSON = {
  ...CONTACT,
  first_name: "Zelda",
  last_name: "Quixote-Marlowe",
  email: "zelda.quixote@example.org",
  phone: "+1.5550001234",
  address1: "742 Evergreen Terrace",
  address2: "Flat 9 Zed",
  city: "Springfieldshire",
  state: "Zedland",
  postal_code: "ZZ9 9ZZ",
  organization: "Quixote Holdings",
};
const TRACES = Object.entries(PERSON)
  .filter(([k]) => k !== "country")
  .flatMap(([, v]) => [v, JSON.stringify(v).slice(1, -1)]);

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Private");
  // Failures nothing checks before the database: a CHECK constraint (its detail quotes the
  // whole row) and triggers whose messages quote the contact.
  await database.sql.exec(`
    ALTER TABLE orders ADD CONSTRAINT orders_test_refuses CHECK (domain_name <> 'check-refused.com');
    CREATE FUNCTION test_refuse_order() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.domain_name = 'trigger-refused.com'
        OR (TG_OP = 'UPDATE' AND NEW.status = 'processing' AND NEW.domain_name = 'worker-refused.com')
      THEN
        RAISE EXCEPTION 'refused order for %', NEW.contact USING DETAIL = NEW.contact::text;
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER orders_test_refuse BEFORE INSERT OR UPDATE ON orders
      FOR EACH ROW EXECUTE FUNCTION test_refuse_order();
  `);
});
afterAll(async () => {
  await database?.close();
});

const leaks = (lines: string[]) =>
  lines.flatMap((line) => TRACES.filter((v) => line.includes(v)).map((v) => ({ v, line })));

describe("error log lines carry no personal data", () => {
  it.each([
    ["a CHECK constraint (Failing row contains ...)", "check-refused.com", "23514"],
    ["a trigger whose message quotes the contact", "trigger-refused.com", "P0001"],
  ])("a request failing on %s: 500, one safe log line", async (_label, domain, sqlstate) => {
    const { res, body } = await postOrder(t, org.apiKey, { domain, contact: PERSON });
    expect(res.status).toBe(500);
    const requestId = body.request_id as string;
    expect(JSON.stringify(body)).not.toContain("Zelda");

    const lines = t.logs.filter((l) => l.includes(requestId) && l.includes("unhandled error"));
    expect(lines).toHaveLength(1);
    const logged = JSON.parse(lines[0]!) as { error: Record<string, unknown> };
    // Enough to find the failure: the class, SQLSTATE and constraint (at the cause), frames.
    const text = JSON.stringify(logged.error);
    expect(text).toContain(`"code":"${sqlstate}"`);
    if (sqlstate === "23514") expect(text).toContain('"constraint":"orders_test_refuses"');
    expect(text).toMatch(/"stack":"at /);
    expect(leaks(t.logs)).toEqual([]);
  });

  it("a background pass failing the same way logs no personal data either", async () => {
    const created = await postOrder(t, org.apiKey, {
      domain: "worker-refused.com",
      contact: PERSON,
      payment_method: "wire",
    });
    expect(created.res.status).toBe(201);
    await payOrder(t, org.apiKey, created.body.order_id, created.body.price);
    const lines: string[] = [];
    const processor = startOrderProcessor(
      {
        db: database.db,
        registrars: { test: createSandboxProvider(database.db) },
        now: t.now,
        logger: createLogger("debug", (l) => lines.push(l)),
        dns: t.config.dns,
        leaseMs: 60_000,
      },
      3_600_000,
    );
    await processor.stop();
    const failed = lines.filter((l) => l.includes("order processor pass failed"));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toContain('"code":"P0001"');
    expect(leaks(lines)).toEqual([]);
    expect(leaks(t.logs)).toEqual([]);
  });
});

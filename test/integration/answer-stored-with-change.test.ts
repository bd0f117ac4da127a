/**
 * A write's Idempotency-Key answer is stored in the write's own transaction: when the process
 * dies after the write commits and before it writes anything else, the client's retry with the
 * same key (on the restarted service, once the dead attempt's claim has lapsed) is given the
 * first answer, and the write happened once, not twice. Renewals (the partner API's and the
 * hosted session's: renewed and charged once), payment allocations and webhook endpoints.
 * (Orders, payments and DNS records: the fault suite, `npm run test:faults`.)
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../src/server/db/database";
import { findDomain } from "../../src/server/domains/domains";
import { domains, renewalCharges } from "../../src/server/domains/schema";
import { webhookEndpoints } from "../../src/server/events/schema";
import { paymentAllocations } from "../../src/server/orders/schema";
import { idempotencyKeys } from "../../src/server/http/schema";
import { CONTACT, postOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
beforeAll(async () => {
  database = await openTestDb();
});
afterAll(async () => {
  await database.close();
});

/**
 * The database as a process sees it that dies as soon as a request's handler has returned:
 * nothing it would write about a key afterwards (its answer, or the claim's release) arrives.
 */
function diesAfterHandler(db: Db): Db {
  const died = () => Promise.reject(new Error("the process died"));
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key === "update") {
        return (table: unknown) =>
          table === idempotencyKeys
            ? { set: () => ({ where: died }) }
            : target.update(table as typeof idempotencyKeys);
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  }) as Db;
}

/**
 * Sends a request on a service that dies after it, then again with the same key on the
 * restarted one 6 min later; checks the retry is the first answer, replayed.
 */
async function acrossACrash(
  send: (t: TestApp, key: string) => Response | Promise<Response>,
  status: number,
) {
  const first = await makeTestApp({ ...database, db: diesAfterHandler(database.db) });
  const key = randomUUID();
  const answered = await send(first, key);
  expect(answered.status).toBe(status);
  const answer = await answered.text();
  first.app.close();

  const restarted = await makeTestApp(database);
  restarted.advance(6 * 60 * 1000);
  const retried = await send(restarted, key);
  restarted.app.close();
  expect(retried.status).toBe(status);
  expect(retried.headers.get("idempotent-replayed")).toBe("true");
  expect(await retried.text()).toBe(answer);
  return JSON.parse(answer) as Record<string, unknown>;
}

/** Runs `renew` across a crash; the domain before and after, and its renewal charges. */
async function renewTwiceAcrossACrash(
  renew: (t: TestApp, key: string) => Response | Promise<Response>,
  setUp: (t: TestApp) => Promise<{ domain: string }>,
) {
  const setup = await makeTestApp(database);
  const { domain } = await setUp(setup);
  setup.app.close();
  const before = (await findDomain(database.db, domain, false))!;
  const answer = await acrossACrash(renew, 200);
  const after = (await findDomain(database.db, domain, false))!;
  const charges = await database.db
    .select()
    .from(renewalCharges)
    .where(eq(renewalCharges.domainId, after.id));
  return { answer, before, after, charges };
}

describe("a renewal whose process dies after it commits", () => {
  it("partner API: the retry is given the renewal's answer; renewed and charged once", async () => {
    let headers: Record<string, string> = {};
    const r = await renewTwiceAcrossACrash(
      (t, key) =>
        t.request(
          "/api/v1/registrar/domains/renewed-once.com/renew",
          json("POST", { years: 1 }, { ...headers, "idempotency-key": key }),
        ),
      async (t) => {
        const org = await t.org("Renews");
        headers = { "x-api-key": org.apiKey };
        const bought = await t.request(
          "/api/v1/registrar/purchase",
          json("POST", { domain: "renewed-once.com", contact: CONTACT }, headers),
        );
        expect(bought.status).toBe(200);
        return { domain: "renewed-once.com" };
      },
    );
    expect(r.answer).toMatchObject({ success: true, years_renewed: 1 });
    expect(r.after.expiresAt.getUTCFullYear()).toBe(r.before.expiresAt.getUTCFullYear() + 1);
    expect(r.charges).toHaveLength(1);
  });

  it("hosted session: the retry is given the renewal's answer; renewed and charged once", async () => {
    let token = "";
    const r = await renewTwiceAcrossACrash(
      (t, key) =>
        t.request(
          "/api/v1/hosted/domains/hosted-once.com/renew",
          json("POST", { years: 1 }, { authorization: `Bearer ${token}`, "idempotency-key": key }),
        ),
      async (t) => {
        const org = await t.org("Hosted renews");
        const headers = { "x-api-key": org.apiKey };
        const session = await t.request(
          "/api/v1/hosted/sessions",
          json("POST", { allowed_actions: ["renew"], external_account_id: "acct_renews" }, headers),
        );
        expect(session.status).toBe(200);
        token = ((await session.json()) as { client_token: string }).client_token;
        const bought = await t.request(
          "/api/v1/registrar/purchase",
          json("POST", { domain: "hosted-once.com", contact: CONTACT }, headers),
        );
        expect(bought.status).toBe(200);
        // The end user's domain (as one they ordered in the widget would be).
        await database.db
          .update(domains)
          .set({ externalAccountId: "acct_renews" })
          .where(eq(domains.name, "hosted-once.com"));
        return { domain: "hosted-once.com" };
      },
    );
    expect(r.answer).toMatchObject({ success: true, years_renewed: 1 });
    expect(r.after.expiresAt.getUTCFullYear()).toBe(r.before.expiresAt.getUTCFullYear() + 1);
    expect(r.charges).toHaveLength(1);
  });

  it("payment allocation: the retry is given the allocation; allocated once", async () => {
    const setup = await makeTestApp(database);
    const org = await setup.org("Allocates");
    const headers = { "x-api-key": org.apiKey };
    const order = await postOrder(setup, org.apiKey, {
      domain: "allocated-once.com",
      payment_method: "wire",
    });
    expect(order.res.status).toBe(201);
    const paid = await setup.request(
      "/api/v1/registrar/payments",
      json("POST", { amount: "100.00", currency: "USD", method: "wire" }, headers),
    );
    const { payment_id } = (await paid.json()) as { payment_id: string };
    setup.app.close();
    const answer = await acrossACrash(
      (t, key) =>
        t.request(
          `/api/v1/registrar/payments/${payment_id}/allocations`,
          json(
            "POST",
            { order_id: order.body.order_id, amount: "1.00" },
            { ...headers, "idempotency-key": key },
          ),
        ),
      201,
    );
    expect(answer).toMatchObject({ payment_id, amount: "1.00" });
    const allocations = await database.db
      .select()
      .from(paymentAllocations)
      .where(eq(paymentAllocations.paymentId, payment_id));
    expect(allocations).toHaveLength(1);
  });

  it("webhook endpoint: the retry is given the endpoint and its secret; created once", async () => {
    const setup = await makeTestApp(database);
    const org = await setup.org("Listens");
    setup.app.close();
    const answer = await acrossACrash(
      (t, key) =>
        t.request(
          "/api/v1/webhooks/endpoints",
          json(
            "POST",
            { url: "https://hooks.example.com/registrar", event_types: ["*"] },
            { "x-api-key": org.apiKey, "idempotency-key": key },
          ),
        ),
      201,
    );
    expect(answer).toMatchObject({ secret: expect.stringMatching(/^whsec_/) });
    const endpoints = await database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.organizationId, org.organizationId));
    expect(endpoints).toHaveLength(1);
  });
});

/**
 * A renewal's answer is stored in the renewal's own transaction: when the process dies after
 * the renewal commits and before it writes anything else, the client's retry with the same
 * Idempotency-Key (on the restarted service, once the dead attempt's claim has lapsed) is given
 * the renewal's answer, and the domain is renewed and charged once, not twice. Both renewal
 * routes: the partner API's and the hosted session's.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../src/server/db/database";
import { findDomain } from "../../src/server/domains/domains";
import { domains, renewalCharges } from "../../src/server/domains/schema";
import { idempotencyKeys } from "../../src/server/http/schema";
import { CONTACT } from "../helpers/orders";
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

/** Runs `renew` on a service that dies after it, then again on the restarted one 6 min later. */
async function renewTwiceAcrossACrash(
  renew: (t: TestApp, key: string) => Response | Promise<Response>,
  setUp: (t: TestApp) => Promise<{ domain: string }>,
) {
  const first = await makeTestApp({ ...database, db: diesAfterHandler(database.db) });
  const { domain } = await setUp(first);
  const key = randomUUID();
  const before = (await findDomain(database.db, domain))!;
  const answered = await renew(first, key);
  const answer = await answered.text();
  first.app.close();

  const restarted = await makeTestApp(database);
  restarted.advance(6 * 60 * 1000);
  const retried = await renew(restarted, key);
  const after = (await findDomain(database.db, domain))!;
  const charges = await database.db
    .select()
    .from(renewalCharges)
    .where(eq(renewalCharges.domainId, after.id));
  restarted.app.close();
  return { answered, answer, retried, before, after, charges };
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
    expect(r.answered.status).toBe(200);
    expect(JSON.parse(r.answer)).toMatchObject({ success: true, years_renewed: 1 });
    expect(r.retried.status).toBe(200);
    expect(r.retried.headers.get("idempotent-replayed")).toBe("true");
    expect(await r.retried.text()).toBe(r.answer);
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
    expect(r.answered.status).toBe(200);
    expect(JSON.parse(r.answer)).toMatchObject({ success: true, years_renewed: 1 });
    expect(r.retried.status).toBe(200);
    expect(r.retried.headers.get("idempotent-replayed")).toBe("true");
    expect(await r.retried.text()).toBe(r.answer);
    expect(r.after.expiresAt.getUTCFullYear()).toBe(r.before.expiresAt.getUTCFullYear() + 1);
    expect(r.charges).toHaveLength(1);
  });
});

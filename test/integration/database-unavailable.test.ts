/**
 * The database not answering: every request gets a 503 with Retry-After (the API's error
 * shape) at once, never a 500 or a hang; /healthz (liveness) stays 200 and /readyz says the
 * database does not answer; a connection cut under a checked-out client ends no process; a
 * claimed Idempotency-Key whose release the database missed is freed once it answers again.
 * The fault suite (`npm run test:faults`) does the same against a real server it stops.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { fromPostgres, type Database, type Db } from "../../src/server/db/database";
import { pendingReleases, runIdempotent } from "../../src/server/http/idempotency";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";
import { CONTACT } from "../helpers/orders";
import { freePort } from "../helpers/processes";

describe("a database that does not answer", () => {
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens there: every connection is refused.
    database = fromPostgres(`postgres://postgres@127.0.0.1:${await freePort()}/none`);
    t = await makeTestApp(database);
  });
  afterAll(async () => {
    t.app.close();
    await database.close();
  });

  it("answers every request 503 with Retry-After, quickly", async () => {
    const started = Date.now();
    const answers = await Promise.all([
      t.request("/api/v1/organization", { headers: { "x-api-key": "rk_whatever" } }),
      t.request(
        "/api/v1/registrar/order",
        json(
          "POST",
          { domain: "down.com", contact: CONTACT },
          { "x-api-key": "rk_whatever", "idempotency-key": randomUUID() },
        ),
      ),
      t.request(
        "/api/v1/auth/token",
        json("POST", { username: "a@example.com", password: "not this one" }),
      ),
    ]);
    expect(Date.now() - started).toBeLessThan(5_000);
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toMatch(/^[1-9][0-9]*$/);
      expect(await res.json()).toEqual({
        detail: "The database is not answering; retry after the seconds in Retry-After.",
        code: "database_unavailable",
      });
    }
  });

  it("keeps /healthz (liveness) 200 while /readyz is 503", async () => {
    expect((await t.request("/healthz")).status).toBe(200);
    const ready = await t.request("/readyz");
    expect(ready.status).toBe(503);
    expect(ready.headers.get("retry-after")).toBeTruthy();
  });
});

describe("a database that answers", () => {
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    database = await openTestDb();
    t = await makeTestApp(database);
  });
  afterAll(async () => {
    t.app.close();
    await database.close();
  });

  it("is ready", async () => {
    const res = await t.request("/readyz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", database: database.kind });
  });

  it("frees a claimed key whose release it missed as soon as it answers again", async () => {
    const org = await t.org("Releases");
    // The database stops answering deletes for a while: the claim's release fails.
    let down = true;
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    const flaky = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key === "delete" && down) return () => ({ where: () => Promise.reject(refused) });
        return Reflect.get(target, key, receiver) as unknown;
      },
    }) as Db;
    const releases = pendingReleases({ retryMs: 50 });
    const deps = { db: flaky, now: () => new Date(), releases };
    const req = {
      organizationId: org.organizationId,
      livemode: false,
      key: randomUUID(),
      method: "post",
      route: "/x {}",
      hash: "h",
    };
    await expect(runIdempotent(deps, req, () => Promise.reject(refused))).rejects.toBe(refused);
    // Meanwhile a retry is told the first attempt is still running.
    const during = await runIdempotent(deps, req, () =>
      Promise.resolve(Response.json({ ran: true }, { status: 201 })),
    ).catch((err: { status?: number }) => err.status);
    expect(during).toBe(409);
    down = false;
    // Back: the key is free within a moment (not after the abandoned-claim timeout).
    await vi.waitFor(
      async () => {
        const res = await runIdempotent(deps, req, () =>
          Promise.resolve(Response.json({ ran: true }, { status: 201 })),
        );
        expect(res.status).toBe(201);
      },
      { timeout: 2_000, interval: 100 },
    );
    releases.close();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "PostgreSQL: a backend terminated under a transaction's client fails that transaction, and no process",
    async () => {
      const uncaught = vi.fn();
      process.on("uncaughtException", uncaught);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const tx = database.db.transaction(async (tx) => {
          const result = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as {
            rows: { pid: number }[];
          };
          const row = result.rows[0];
          await admin.query("SELECT pg_terminate_backend($1)", [row!.pid]);
          await new Promise((r) => setTimeout(r, 200));
          await tx.execute(sql`SELECT 1`);
        });
        await expect(tx).rejects.toThrow();
        await new Promise((r) => setTimeout(r, 100));
        expect(uncaught).not.toHaveBeenCalled();
        // The pool carries on with new connections.
        expect((await t.request("/readyz")).status).toBe(200);
      } finally {
        process.off("uncaughtException", uncaught);
        await admin.end();
      }
    },
  );
});

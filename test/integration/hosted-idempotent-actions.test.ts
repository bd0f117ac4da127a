import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { CONTACT } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

// An end user's Idempotency-Keys are theirs across sessions (the key space is the account), so
// a repeat sent with another session of the same account must still be allowed by that
// session: a replay never answers what the session could not have asked.

let database: Database;
let t: TestApp;
let apiKey: string;

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  apiKey = (await t.org("Partner")).apiKey;
});
afterAll(async () => {
  await database.close();
});

async function session(actions: string[]) {
  const res = await t.request(
    "/api/v1/hosted/sessions",
    json(
      "POST",
      { allowed_actions: actions, external_account_id: "acct_alice" },
      { "x-api-key": apiKey },
    ),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { client_token: string }).client_token;
}

const order = (token: string) =>
  t.request(
    "/api/v1/hosted/orders",
    json(
      "POST",
      { domain: "replay-scope.com", contact: CONTACT },
      { authorization: `Bearer ${token}`, "idempotency-key": "attempt-1" },
    ),
  );

describe("idempotent replays and the session's actions", () => {
  it("a session without domain_purchase gets 403 for a key another session used, not the order", async () => {
    const buyer = await session(["domain_purchase"]);
    const first = await order(buyer);
    expect(first.status).toBe(201);
    const { order_id } = (await first.json()) as { order_id: string };

    const searchOnly = await session(["domain_search"]);
    const replay = await order(searchOnly);
    expect(replay.status).toBe(403);
    expect(replay.headers.get("idempotent-replayed")).toBeNull();
    expect(JSON.stringify(await replay.json())).not.toContain(order_id);

    // A session that may purchase gets the replay.
    const again = await order(await session(["domain_purchase"]));
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(((await again.json()) as { order_id: string }).order_id).toBe(order_id);
  });
});

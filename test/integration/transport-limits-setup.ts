/** The transport suites' shared state (an app and an organization) and helpers. */
import { afterAll, beforeAll, expect } from "vitest";
import type { Database } from "../../src/server/db/database";
import { openTestDb } from "../helpers/test-db";
import { makeTestApp, type TestApp } from "../helpers/test-app";

export const MB = 1_048_576;

export let database: Database;
export let t: TestApp;
export let acme: Awaited<ReturnType<TestApp["org"]>>;

export const key = () => ({ "x-api-key": acme.apiKey });
export const TOO_LARGE = {
  detail: `Request body too large: at most ${MB} bytes are accepted.`,
  code: "request_too_large",
};

/** A JSON object of exactly `size` bytes: `{"username":"xxx…"}`. */
export const bodyOfSize = (size: number) => `{"username":"${"x".repeat(size - 15)}"}`;

export async function orderCount() {
  const res = await t.request("/api/v1/registrar/orders", { headers: key() });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: unknown[] }).items.length;
}

/** Registers this suite's hooks: call it once at the top of each of its files. */
export function setUpTransport() {
  beforeAll(async () => {
    database = await openTestDb();
    t = await makeTestApp(database);
    acme = await t.org("Acme");
  });
  afterAll(async () => {
    await database.close();
  });
}

/** The dashboard API suite's shared state (an app, two organizations, signed-in users) and helpers. */
import { afterAll, beforeAll, expect } from "vitest";
import { type Database } from "../../src/server/db/database";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

export let database: Database;
export let t: TestApp;
export let acme: Awaited<ReturnType<TestApp["org"]>>;
export let globex: Awaited<ReturnType<TestApp["org"]>>;
export let adminToken: string;
export let memberToken: string;
export let memberId: string;
export let globexToken: string;

export const UNKNOWN = "00000000-0000-4000-8000-000000000000";
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function signIn(email: string, password: string): Promise<string> {
  const res = await t.request("/api/v1/auth/token", json("POST", { username: email, password }));
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function call(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await t.request(
    path,
    body === undefined ? { method, headers } : json(method, body, headers),
  );
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export async function addUser(token: string, email: string, role: "admin" | "member") {
  const r = await call("POST", "/api/v1/users", bearer(token), { email, role });
  expect(r.status).toBe(201);
  return r.body as { id: string; email: string; role: string; initial_password: string };
}

/**
 * Registers this suite's hooks: call it once at the top of each of its files (`env` is the
 * app's configuration beyond the defaults).
 */
export function setUpDashboardApi(env: Record<string, string> = {}) {
  beforeAll(async () => {
    database = await openTestDb();
    t = await makeTestApp(database, { env });
    acme = await t.org("Acme");
    globex = await t.org("Globex");
    adminToken = await signIn(acme.email, acme.password);
    globexToken = await signIn(globex.email, globex.password);
    const member = await addUser(adminToken, "member@acme.example", "member");
    memberId = member.id;
    memberToken = await signIn(member.email, member.initial_password);
  });
  afterAll(async () => {
    await database.close();
  });
}

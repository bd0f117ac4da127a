/**
 * Shared set-up of the spec-conformance files: the app and its fixtures, request helpers, and
 * the spec's response shapes.
 */
import { afterAll, beforeAll } from "vitest";
import { z } from "zod";
import type { Database } from "../../../src/server/db/database";
import { sandboxRegistry } from "../../../src/server/registrar/schema";
import { insertDomain } from "../../../src/server/domains/domains";
import { json, makeTestApp, type TestApp } from "../../helpers/test-app";
import { openTestDb } from "../../helpers/test-db";

export let database: Database;
export let t: TestApp;
export let acme: Awaited<ReturnType<TestApp["org"]>>;
export let globex: Awaited<ReturnType<TestApp["org"]>>;
let acmeBearer: string;
export let recordId: string;

const EXPIRES = new Date("2027-11-21T12:00:00.000Z");

async function holds(org: { organizationId: string }, name: string) {
  await insertDomain(database.db, {
    organizationId: org.organizationId,
    livemode: false,
    name,
    registeredAt: t.now(),
    expiresAt: EXPIRES,
    autoRenew: true,
    privacy: true,
    nameservers: ["ns1.sandbox-registrar.test", "ns2.sandbox-registrar.test"],
  });
  await database.db
    .insert(sandboxRegistry)
    .values({ name, registeredAt: t.now(), expiresAt: EXPIRES });
}

export async function tokenOf(org: { email: string; password: string }) {
  const res = await t.request(
    "/api/v1/auth/token",
    json("POST", { username: org.email, password: org.password }),
  );
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * Opens the database and the app, two organizations with their domains, a bearer token and a
 * DNS record, before the file's tests; closes them after.
 */
export function useSpecApp() {
  beforeAll(async () => {
    database = await openTestDb();
    t = await makeTestApp(database);
    acme = await t.org("Acme");
    globex = await t.org("Globex");
    for (const name of ["acme-one.com", "acme-two.com", "acme-ns.com", "renewfail-acme.com"]) {
      await holds(acme, name);
    }
    await holds(globex, "globex-one.com");
    acmeBearer = await tokenOf(acme);
    const rec = await t.request(
      "/api/v1/registrar/dns/acme-one.com/records",
      json("POST", { type: "TXT", name: "spec", content: "v=1" }, { "x-api-key": acme.apiKey }),
    );
    recordId = ((await rec.json()) as { id: string }).id;
  });
  afterAll(async () => {
    await database.close();
  });
}

type Body = Record<string, unknown> & { detail?: unknown };
export async function call(path: string, init: RequestInit = {}) {
  const res = await t.request(path, init);
  const text = await res.text();
  return { res, status: res.status, text, body: (text ? JSON.parse(text) : null) as Body };
}
export const key = () => ({ "x-api-key": acme.apiKey });
export const bearer = () => ({ authorization: `Bearer ${acmeBearer}` });
export const order = (body: unknown, headers: Record<string, string> = key()) =>
  call("/api/v1/registrar/order", json("POST", body, headers));
export const nameservers = (
  domain: string,
  body: unknown,
  headers: Record<string, string> = key(),
) => call(`/api/v1/registrar/domains/${domain}/nameservers`, json("PUT", body, headers));
export const renew = (domain: string, body: unknown, headers: Record<string, string> = key()) =>
  call(`/api/v1/registrar/domains/${domain}/renew`, json("POST", body, headers));
export const session = (body: unknown, headers: Record<string, string> = key()) =>
  call("/api/v1/hosted/sessions", json("POST", body, headers));
export const deleteRecord = (
  id: string,
  headers: Record<string, string> = key(),
  d = "acme-one.com",
) => call(`/api/v1/registrar/dns/${d}/records/${id}`, { method: "DELETE", headers });

export const x = (n: number) => "x".repeat(n);
export const tooShort = (loc: (string | number)[], min: number, input: unknown) => ({
  type: "string_too_short",
  loc,
  msg: `String should have at least ${min} character${min === 1 ? "" : "s"}`,
  input,
  ctx: { min_length: min },
});
export const tooLong = (loc: (string | number)[], max: number, input: unknown) => ({
  type: "string_too_long",
  loc,
  msg: `String should have at most ${max} character${max === 1 ? "" : "s"}`,
  input,
  ctx: { max_length: max },
});
export const ge = (loc: (string | number)[], n: number, input: unknown) => ({
  type: "greater_than_equal",
  loc,
  msg: `Input should be greater than or equal to ${n}`,
  input,
  ctx: { ge: n },
});
/** A field validator's refusal, as pydantic words a `ValueError` raised with `error`. */
export const valueErrorItem = (loc: (string | number)[], input: unknown, error: string) => ({
  type: "value_error",
  loc,
  msg: `Value error, ${error}`,
  input,
  ctx: { error },
});
export const le = (loc: (string | number)[], n: number, input: unknown) => ({
  type: "less_than_equal",
  loc,
  msg: `Input should be less than or equal to ${n}`,
  input,
  ctx: { le: n },
});

/** The spec's tables, as a client typed against them would read the responses. */
const DECIMAL = /^[+-]?\d+(?:\.\d*)?$/;
const ISO_DATE_TIME = z.iso.datetime({ offset: true });
export const BankDetails = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  routing_number: z.string(),
});
export const DomainOrderResponse = z.object({
  order_id: z.uuid(),
  domain_name: z.string(),
  years: z.number().int(),
  price: z.string().regex(DECIMAL),
  currency: z.string(),
  status: z.enum([
    "pending",
    "ready_to_process",
    "price_changed",
    "processing",
    "completed",
    "failed",
    "cancelled",
    "refunded",
  ]),
  checkout_url: z.string().nullable().optional(),
  banking_details: BankDetails.nullable().optional(),
});
export const NameserverUpdateResponse = z.object({
  success: z.boolean(),
  domain: z.string(),
  nameservers: z.array(z.string()),
  message: z.string(),
});
export const RenewSuccess = z.object({
  success: z.literal(true),
  domain: z.string(),
  new_expiry_date: ISO_DATE_TIME,
  years_renewed: z.number().int(),
});
export const ActionFailure = z.object({
  success: z.literal(false),
  domain: z.string(),
  error_message: z.string(),
});
export const HostedSessionResponse = z.object({
  session_id: z.uuid(),
  hosted_url: z.string(),
  embed_url: z.string(),
  client_token: z.string(),
  expires_at: ISO_DATE_TIME,
});
export const ErrorDetail = z.object({ detail: z.string().min(1) });

/**
 * `GET …/domains/{domain}/dns`, its drift check and the hosted twin, for a zone the built-in
 * server answers (engine zones: dns-engine.test.ts): who may read it, and what it says.
 */
import { describe, expect, it } from "vitest";
import { json } from "../helpers/test-app";
import { asClient, org, other, session, setUpHosted, t } from "./hosted-setup";

setUpHosted();

const zonePath = (d: string) => `/api/v1/registrar/domains/${d}/dns`;
const key = (k = org.apiKey) => ({ "x-api-key": k });

describe("GET /api/v1/registrar/domains/{domain}/dns", () => {
  it("shows a built-in zone: applied at its serial, delegated only to the service's servers", async () => {
    const res = await t.request(zonePath("alice-site.com"), { headers: key() });
    expect(res.status).toBe(200);
    const zone = (await res.json()) as Record<string, unknown>;
    expect(zone).toMatchObject({
      domain: "alice-site.com",
      provider: "builtin",
      nameservers: ["ns1.registrar.test", "ns2.registrar.test"],
      // Held at the sandbox's nameservers, not the service's.
      delegated: false,
      status: "applied",
      last_error: null,
      dnssec: { status: "off", ds_records: [], published: false },
    });
    expect(zone.applied_serial).toBe(zone.serial);

    await t.request(
      "/api/v1/registrar/domains/alice-site.com/nameservers",
      json("PUT", { nameservers: ["NS2.registrar.test", "ns1.registrar.test."] }, key()),
    );
    const after = await t.request(zonePath("alice-site.com"), { headers: key() });
    expect(((await after.json()) as { delegated: boolean }).delegated).toBe(true);
  });

  it("is 404 for a domain the service does not have and 403 for another organization's", async () => {
    expect((await t.request(zonePath("nowhere-here.com"), { headers: key() })).status).toBe(404);
    const theirs = await t.request(zonePath("alice-site.com"), { headers: key(other.apiKey) });
    expect(theirs.status).toBe(403);
  });
});

describe("POST …/dns/drift-check", () => {
  it("finds a built-in zone in sync, repairing nothing", async () => {
    const res = await t.request(`${zonePath("alice-site.com")}/drift-check`, {
      method: "POST",
      headers: key(),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      domain: "alice-site.com",
      in_sync: true,
      repaired: [],
    });
    const theirs = await t.request(`${zonePath("alice-site.com")}/drift-check`, {
      method: "POST",
      headers: key(other.apiKey),
    });
    expect(theirs.status).toBe(403);
  });
});

describe("GET /api/v1/hosted/domains/{domain}/dns", () => {
  const hosted = (d: string) => `/api/v1/hosted/domains/${d}/dns`;

  it("shows the end user's own domain's zone to a dns_manage session", async () => {
    const { client_token } = await session(["dns_manage"]);
    const res = await asClient(client_token!, hosted("alice-site.com"));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ domain: "alice-site.com", provider: "builtin" });
  });

  it("refuses another account's domain and a session without dns_manage", async () => {
    const { client_token } = await session(["dns_manage"]);
    expect((await asClient(client_token!, hosted("bob-site.com"))).status).toBe(403);
    const renewOnly = await session(["renew"]);
    expect((await asClient(renewOnly.client_token!, hosted("alice-site.com"))).status).toBe(403);
  });
});

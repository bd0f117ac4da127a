/**
 * The spec: DNS record writes accept an API key only, "even in a session-based context". A
 * hosted session's `dns_manage` writes records, so only an API key may grant it: a bearer
 * access token asking for it (at creation, or by refreshing a session that has it) is 403.
 * The whole credential × actions matrix of session creation, then refresh.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { insertDomain } from "../../src/server/domains/domains";
import { rowCounts } from "../resilience/fuzz-fixture";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

const ACTIONS = ["domain_search", "domain_purchase", "dns_manage", "renew"] as const;
/** Every non-empty combination of the actions (15). */
const COMBOS = Array.from({ length: 2 ** ACTIONS.length - 1 }, (_, i) =>
  ACTIONS.filter((_, bit) => ((i + 1) >> bit) & 1),
);
const DENIED =
  "A session with dns_manage can be created and refreshed with an API key (X-API-Key) only, " +
  "since DNS record writes accept an API key only; a bearer access token was sent.";

let database: Database;
let t: TestApp;
let creds: { api_key: Record<string, string>; access_token: Record<string, string> };

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database, {
    env: { RATE_LIMIT_PER_MINUTE: "100000", RATE_LIMIT_BURST: "100000" },
  });
  const org = await t.org("Partner");
  const tok = await t.request(
    "/api/v1/auth/token",
    json("POST", { username: org.email, password: org.password }),
  );
  const { access_token } = (await tok.json()) as { access_token: string };
  creds = {
    api_key: { "x-api-key": org.apiKey },
    access_token: { authorization: `Bearer ${access_token}` },
  };
  await insertDomain(database.db, {
    organizationId: org.organizationId,
    livemode: false,
    name: "acct-site.com",
    registeredAt: t.now(),
    expiresAt: new Date("2027-11-21T12:00:00Z"),
    autoRenew: true,
    privacy: true,
    nameservers: [],
    externalAccountId: "acct_1",
  });
});
afterAll(async () => {
  await database.close();
});

const mint = async (
  kind: keyof typeof creds,
  actions: readonly string[],
  headers: Record<string, string> = {},
) => {
  const res = await t.request(
    "/api/v1/hosted/sessions",
    json(
      "POST",
      { allowed_actions: actions, external_account_id: "acct_1" },
      { ...creds[kind], ...headers },
    ),
  );
  return { status: res.status, body: (await res.json()) as Record<string, string> };
};
const refresh = (kind: keyof typeof creds, id: string) =>
  t.request(`/api/v1/hosted/sessions/${id}/refresh`, { method: "POST", headers: creds[kind] });
const writeRecord = (clientToken: string, content: string) =>
  t.request(
    "/api/v1/hosted/domains/acct-site.com/records",
    json("POST", { type: "TXT", name: "@", content }, { authorization: `Bearer ${clientToken}` }),
  );

describe("creating a hosted session: credential × allowed_actions", () => {
  it("covers every combination", () => {
    expect(COMBOS).toHaveLength(15);
  });

  for (const actions of COMBOS) {
    const keyOnly = actions.includes("dns_manage");
    it(`[${actions.join(", ")}]: API key 200, access token ${keyOnly ? "403" : "200"}`, async () => {
      const byKey = await mint("api_key", actions);
      expect(byKey.status).toBe(200);
      const before = await rowCounts(database);
      const byToken = await mint("access_token", actions);
      if (keyOnly) {
        expect(byToken).toEqual({
          status: 403,
          body: { detail: DENIED, code: "credential_not_accepted" },
        });
        expect(await rowCounts(database)).toEqual(before);
      } else {
        expect(byToken.status).toBe(200);
        expect(byToken.body.client_token).toMatch(/^rct_/);
      }
    });
  }

  it("a repeated dns_manage is refused the same way, and the 403 does not use up the key", async () => {
    const refused = await mint("access_token", ["dns_manage", "dns_manage"], {
      "idempotency-key": "mint-once",
    });
    expect(refused.status).toBe(403);
    const retried = await mint("access_token", ["domain_search"], {
      "idempotency-key": "mint-once",
    });
    expect(retried.status).toBe(200);
  });
});

describe("refreshing and using a session with dns_manage", () => {
  it("a session an API key created with dns_manage writes records", async () => {
    const s = await mint("api_key", ["dns_manage"]);
    const res = await writeRecord(s.body.client_token!, "made-by-api-key-session");
    expect(res.status).toBe(201);
  });

  it("an access token cannot refresh it (that would hand it a dns_manage token); an API key can", async () => {
    const s = await mint("api_key", ["domain_search", "dns_manage"]);
    const denied = await refresh("access_token", s.body.session_id!);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ detail: DENIED, code: "credential_not_accepted" });
    // The refused refresh changed nothing: the session's token still works.
    expect((await writeRecord(s.body.client_token!, "still-valid")).status).toBe(201);

    const allowed = await refresh("api_key", s.body.session_id!);
    expect(allowed.status).toBe(200);
    const { client_token } = (await allowed.json()) as { client_token: string };
    expect((await writeRecord(client_token, "after-refresh")).status).toBe(201);
    expect((await writeRecord(s.body.client_token!, "old-token")).status).toBe(401);
  });

  it("an access token still reads, refreshes and revokes sessions without dns_manage", async () => {
    const s = await mint("access_token", ["domain_search", "renew"]);
    const id = s.body.session_id!;
    expect((await refresh("access_token", id)).status).toBe(200);
    const keyMade = await mint("api_key", ["dns_manage"]);
    const read = await t.request(`/api/v1/hosted/sessions/${keyMade.body.session_id}`, {
      headers: creds.access_token,
    });
    expect(read.status).toBe(200);
    const revoke = await t.request(`/api/v1/hosted/sessions/${keyMade.body.session_id}`, {
      method: "DELETE",
      headers: creds.access_token,
    });
    expect(revoke.status).toBe(204);
  });

  it("a session an access token created cannot write records", async () => {
    const s = await mint("access_token", ["domain_search", "domain_purchase", "renew"]);
    const res = await writeRecord(s.body.client_token!, "never");
    expect(res.status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { abuseReports } from "../../src/server/abuse/schema";
import { insertDomain } from "../../src/server/domains/domains";
import { openTestDb } from "../helpers/test-db";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";

let database: Database;
let t: TestApp;
let acme: Awaited<ReturnType<TestApp["org"]>>;
let globex: Awaited<ReturnType<TestApp["org"]>>;

const REPORT = {
  domain: "acme-rockets.com",
  category: "phishing",
  description: "A login page imitating a bank at https://acme-rockets.com/login",
  reporter_email: "analyst@cert.example",
};

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  acme = await t.org("Acme");
  globex = await t.org("Globex");
  await insertDomain(database.db, {
    organizationId: acme.organizationId,
    livemode: false,
    name: "acme-rockets.com",
    registeredAt: new Date("2025-03-01T00:00:00Z"),
    expiresAt: new Date("2027-03-01T00:00:00Z"),
    autoRenew: true,
    privacy: true,
    nameservers: [],
  });
});
afterAll(async () => {
  t.app.close();
  await database.close();
});

type Receipt = {
  id: string;
  domain: string;
  received_at: string;
  law_enforcement: boolean;
  review_by: string | null;
};

async function report(body: unknown) {
  const res = await t.request("/api/v1/abuse-reports", json("POST", body));
  return { res, body: (await res.json()) as Receipt & { detail?: { loc: string[] }[] } };
}

async function listOf(apiKey: string) {
  const res = await t.request("/api/v1/abuse-reports", { headers: { "x-api-key": apiKey } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: (Receipt & { category: string })[] }).items;
}

async function eventsOf(apiKey: string) {
  const res = await t.request("/api/v1/events?type=domain.abuse_reported", {
    headers: { "x-api-key": apiKey },
  });
  return ((await res.json()) as { items: { data: Record<string, unknown> }[] }).items;
}

describe("POST /api/v1/abuse-reports", () => {
  it("answers anyone with a receipt at once and tells the organization holding the domain", async () => {
    const { res, body } = await report(REPORT);
    expect(res.status).toBe(201);
    expect(body).toEqual({
      id: expect.any(String),
      domain: "acme-rockets.com",
      received_at: "2026-11-21T12:00:00.000Z",
      law_enforcement: false,
      review_by: null,
    });
    const listed = await listOf(acme.apiKey);
    expect(listed.map((r) => [r.id, r.category])).toEqual([[body.id, "phishing"]]);
    expect(await listOf(globex.apiKey)).toEqual([]);
    const events = await eventsOf(acme.apiKey);
    expect(events.map((e) => e.data)).toContainEqual(
      expect.objectContaining({
        report_id: body.id,
        domain: "acme-rockets.com",
        law_enforcement: false,
      }),
    );
    expect(await eventsOf(globex.apiKey)).toEqual([]);
  });

  it("flags a law-enforcement report for review within 24 hours", async () => {
    const { res, body } = await report({
      ...REPORT,
      domain: "ACME-Rockets.com.",
      law_enforcement: true,
    });
    expect(res.status).toBe(201);
    expect(body.domain).toBe("acme-rockets.com");
    expect(body.review_by).toBe("2026-11-22T12:00:00.000Z");
    const listed = await listOf(acme.apiKey);
    expect(listed.find((r) => r.id === body.id)?.review_by).toBe("2026-11-22T12:00:00.000Z");
  });

  it("keeps a report about a name nobody here holds, telling no organization", async () => {
    const { res, body } = await report({ ...REPORT, domain: "elsewhere.org" });
    expect(res.status).toBe(201);
    expect(body.domain).toBe("elsewhere.org");
    expect((await listOf(acme.apiKey)).map((r) => r.domain)).not.toContain("elsewhere.org");
  });

  it("is 422 with every failing field at once", async () => {
    const { res, body } = await report({ domain: "x.com", category: "rude", reporter_email: "no" });
    expect(res.status).toBe(422);
    expect(body.detail!.map((d) => d.loc.join("."))).toEqual(
      expect.arrayContaining(["body.category", "body.description", "body.reporter_email"]),
    );
  });

  it("is rate limited per client address", async () => {
    // An app of its own: its requests come from an address of their own (test-app.ts).
    const own = await makeTestApp(database, {
      env: { RATE_LIMIT_PER_MINUTE: "2", RATE_LIMIT_BURST: "2" },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await own.request("/api/v1/abuse-reports", json("POST", REPORT))).status);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      own.app.close();
    }
  });

  it("lists only for the organization's credentials", async () => {
    const res = await t.request("/api/v1/abuse-reports");
    expect(res.status).toBe(401);
  });
});

describe("GET /api/v1/abuse-reports", () => {
  it("pages the organization's reports newest first with a cursor", async () => {
    // Rows inserted directly: the list is what this test is about, not the report form.
    const ids = ["1", "2", "3"].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
    await database.db.insert(abuseReports).values(
      ids.map((id, i) => ({
        id,
        domain: "acme-rockets.com",
        organizationId: globex.organizationId,
        livemode: false,
        category: "spam",
        description: `report ${i}`,
        reporterEmail: "someone@example.org",
        receivedAt: new Date(Date.UTC(2026, 10, 1 + (i === 2 ? 0 : 1))),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const query: string = cursor ? `&cursor=${cursor}` : "";
      const res = await t.request(`/api/v1/abuse-reports?limit=2${query}`, {
        headers: { "x-api-key": globex.apiKey },
      });
      expect(res.status).toBe(200);
      const page = (await res.json()) as { items: { id: string }[]; next_cursor: string | null };
      seen.push(...page.items.map((r) => r.id));
      cursor = page.next_cursor;
    }
    // Newest first; the two received at the same instant by id, descending.
    expect(seen).toEqual([ids[1], ids[0], ids[2]]);
  });

  it("is 422 for a cursor it did not give", async () => {
    const res = await t.request("/api/v1/abuse-reports?cursor=bm9wZQ", {
      headers: { "x-api-key": globex.apiKey },
    });
    expect(res.status).toBe(422);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Partner");
});
afterAll(async () => {
  await database.close();
});

async function mint(extra: Record<string, unknown>) {
  const res = await t.request(
    "/api/v1/hosted/sessions",
    json(
      "POST",
      { allowed_actions: ["domain_search"], external_account_id: "acct_1", ...extra },
      { "x-api-key": org.apiKey },
    ),
  );
  return { res, body: (await res.json()) as Record<string, unknown> };
}

async function sessionOf(clientToken: string) {
  const res = await t.request("/api/v1/hosted/session", {
    headers: { authorization: `Bearer ${clientToken}` },
  });
  return (await res.json()) as Record<string, unknown>;
}

describe("a hosted session's locale", () => {
  it("is stored in its canonical spelling and given to the widget and the partner", async () => {
    const { res, body } = await mint({ locale: "DE-at" });
    expect(res.status).toBe(200);
    expect((await sessionOf(body.client_token as string)).locale).toBe("de-AT");
    const status = await t.request(`/api/v1/hosted/sessions/${body.session_id as string}`, {
      headers: { "x-api-key": org.apiKey },
    });
    expect(((await status.json()) as Record<string, unknown>).locale).toBe("de-AT");
  });

  it("is null when the partner gives none (the widget follows the browser)", async () => {
    const { body } = await mint({});
    expect((await sessionOf(body.client_token as string)).locale).toBeNull();
  });

  it("accepts a well-formed tag of a language the widget lacks (it falls back)", async () => {
    const { res, body } = await mint({ locale: "xx" });
    expect(res.status).toBe(200);
    expect((await sessionOf(body.client_token as string)).locale).toBe("xx");
  });

  it("refuses a tag that is not BCP 47 with a 422 item like any other field's", async () => {
    for (const bad of ["en_US", "not a locale", "", "e", 42]) {
      const { res, body } = await mint({ locale: bad, expires_in_minutes: 1 });
      expect(res.status).toBe(422);
      const items = body.detail as { loc: unknown[]; type: string; msg: string; input: unknown }[];
      expect(items.map((i) => [i.loc.join("."), i.type])).toEqual([
        ["body.locale", typeof bad === "string" ? "value_error" : "string_type"],
        ["body.expires_in_minutes", "greater_than_equal"],
      ]);
      expect(items[0]!.input).toBe(bad);
      if (typeof bad === "string") {
        expect(items[0]!.msg).toBe(
          "Value error, locale must be a BCP 47 language tag, such as en, de-AT or pt-BR",
        );
      }
    }
  });
});

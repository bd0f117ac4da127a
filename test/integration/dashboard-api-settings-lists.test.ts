/**
 * The dashboard's API: settings and the default theme, the hosted session and payment lists,
 * and migration 0007 (existing users become admins).
 */
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { fromPglite } from "../../src/server/db/database";
import { loadMigrations, migrate } from "../../src/server/db/migrate";
import { CONTACT } from "../helpers/contact";
import {
  t,
  acme,
  globex,
  adminToken,
  memberToken,
  globexToken,
  UNKNOWN,
  bearer,
  signIn,
  call,
  setUpDashboardApi,
} from "./dashboard-api-setup";

setUpDashboardApi();

describe("settings", () => {
  it("admins change name, origins and default theme; bad values are 422", async () => {
    const r = await call("PATCH", "/api/v1/organization/settings", bearer(adminToken), {
      name: "Acme Domains",
      allowed_origins: ["https://shop.acme.example"],
      default_theme: { primary_color: "#0a66c2" },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      name: "Acme Domains",
      allowed_origins: ["https://shop.acme.example"],
      default_theme: { primary_color: "#0a66c2" },
    });
    const bad = await call("PATCH", "/api/v1/organization/settings", bearer(adminToken), {
      allowed_origins: ["https://x.example/path"],
      default_theme: { primary_color: "blue" },
    });
    expect(bad.status).toBe(422);
    expect((bad.body.detail as { loc: unknown[] }[]).map((d) => d.loc)).toEqual([
      ["body", "allowed_origins", 0],
      ["body", "default_theme", "primary_color"],
    ]);
    const log = await call("GET", "/api/v1/audit-log?limit=1", bearer(adminToken));
    expect((log.body.items as Record<string, unknown>[])[0]).toMatchObject({
      action: "organization.updated",
    });
  });
});

describe("default theme", () => {
  it("is the theme of sessions created without one", async () => {
    const org = await t.org("Themed");
    const token = await signIn(org.email, org.password);
    const set = await call("PATCH", "/api/v1/organization/settings", bearer(token), {
      default_theme: { primary_color: "#123456", brand_name: "Themed Domains" },
    });
    expect(set.status).toBe(200);
    const session = async (body: Record<string, unknown>) => {
      const made = await call(
        "POST",
        "/api/v1/hosted/sessions",
        { "x-api-key": org.apiKey },
        {
          allowed_actions: ["domain_search"],
          external_account_id: "acct",
          ...body,
        },
      );
      const read = await call("GET", `/api/v1/hosted/sessions/${made.body.session_id as string}`, {
        "x-api-key": org.apiKey,
      });
      return read.body.theme_config;
    };
    expect(await session({})).toEqual({ primary_color: "#123456", brand_name: "Themed Domains" });
    expect(await session({ theme_config: { primary_color: "#abcdef" } })).toEqual({
      primary_color: "#abcdef",
    });
  });
});

describe("hosted session list", () => {
  it("lists the organization's sessions newest first, filtered by status", async () => {
    for (const account of ["a1", "a2"]) {
      const r = await call(
        "POST",
        "/api/v1/hosted/sessions",
        { "x-api-key": acme.apiKey },
        {
          allowed_actions: ["domain_search"],
          external_account_id: account,
        },
      );
      expect(r.status).toBe(200);
      t.advance(1000);
    }
    const r = await call(
      "GET",
      "/api/v1/hosted/sessions?status=active&limit=1",
      bearer(memberToken),
    );
    expect(r.status).toBe(200);
    expect((r.body.items as { external_account_id: string }[])[0]!.external_account_id).toBe("a2");
    const next = await call(
      "GET",
      `/api/v1/hosted/sessions?status=active&limit=1&cursor=${r.body.next_cursor as string}`,
      bearer(memberToken),
    );
    expect((next.body.items as { external_account_id: string }[])[0]!.external_account_id).toBe(
      "a1",
    );
    const other = await call("GET", "/api/v1/hosted/sessions", bearer(globexToken));
    expect(other.body.items).toEqual([]);
    expect(
      (await call("GET", "/api/v1/hosted/sessions?status=gone", bearer(adminToken))).status,
    ).toBe(422);
  });
});

describe("payment list", () => {
  it("lists payments newest first, pages, and filters those with money left", async () => {
    const org = await t.org("Payer");
    const key = { "x-api-key": org.apiKey };
    const order = await call("POST", "/api/v1/registrar/order", key, {
      domain: "payer-list.com",
      contact: CONTACT,
      payment_method: "wire",
    });
    const ids: string[] = [];
    for (const amount of ["10.00", order.body.price as string, "30.00"]) {
      const p = await call("POST", "/api/v1/registrar/payments", key, { amount, currency: "USD" });
      expect(p.status).toBe(201);
      ids.push(p.body.payment_id as string);
    }
    const alloc = await call("POST", `/api/v1/registrar/payments/${ids[1]!}/allocations`, key, {
      order_id: order.body.order_id,
    });
    expect(alloc.status).toBe(201);
    const first = await call("GET", "/api/v1/registrar/payments?limit=2", key);
    const second = await call(
      "GET",
      `/api/v1/registrar/payments?limit=2&cursor=${first.body.next_cursor as string}`,
      key,
    );
    const seen = [
      ...(first.body.items as { payment_id: string }[]),
      ...(second.body.items as { payment_id: string }[]),
    ];
    expect(seen.map((p) => p.payment_id)).toEqual([...ids].reverse());
    expect(second.body.next_cursor).toBeNull();
    const left = await call(
      "GET",
      "/api/v1/registrar/payments?unallocated=true",
      bearer(await signIn(org.email, org.password)),
    );
    expect(
      (left.body.items as { payment_id: string; unallocated: string }[]).map((p) => [
        p.payment_id,
        p.unallocated,
      ]),
    ).toEqual([
      [ids[2], "30.00"],
      [ids[0], "10.00"],
    ]);
    expect((await call("GET", "/api/v1/registrar/payments?unallocated=maybe", key)).status).toBe(
      422,
    );
    const other = await call("GET", "/api/v1/registrar/payments", { "x-api-key": globex.apiKey });
    expect(JSON.stringify(other.body)).not.toContain(ids[0]!);
  });
});

describe("migration 0007", () => {
  it("makes every existing user an admin", async () => {
    const client = await PGlite.create();
    const db = fromPglite(client);
    try {
      const all = loadMigrations();
      await migrate(
        db.sql,
        { existingLivemode: false },
        all.filter((m) => m.version < 7),
      );
      await db.sql.exec(`INSERT INTO organizations (id, name) VALUES ('${UNKNOWN}', 'Old');
        INSERT INTO users (id, organization_id, email, password_hash)
        VALUES ('${UNKNOWN.replace(/0$/, "1")}', '${UNKNOWN}', 'old@old.example', 'x')`);
      await migrate(db.sql, { existingLivemode: false }, all);
      const rows = await db.sql.query<{ role: string }>("SELECT role FROM users");
      expect(rows).toEqual([{ role: "admin" }]);
    } finally {
      await db.close();
    }
    // A database from initdb (no snapshot: the migrations stop at 0006), slow on a busy machine.
  }, 120_000);
});

/**
 * The dashboard's API: API keys, users and roles, own password, sign-out, audit log and
 * settings. Roles × routes: what a member, an admin, an API key and nobody get on each route.
 */
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromPglite, type Database } from "../../src/server/db/database";
import { loadMigrations, migrate } from "../../src/server/db/migrate";
import { ADMIN_ONLY } from "../../src/server/auth/roles";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";
import { CONTACT } from "../helpers/contact";

let database: Database;
let t: TestApp;
let acme: Awaited<ReturnType<TestApp["org"]>>;
let globex: Awaited<ReturnType<TestApp["org"]>>;
let adminToken: string;
let memberToken: string;
let memberId: string;
let globexToken: string;

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(email: string, password: string): Promise<string> {
  const res = await t.request("/api/v1/auth/token", json("POST", { username: email, password }));
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function call(
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

async function addUser(token: string, email: string, role: "admin" | "member") {
  const r = await call("POST", "/api/v1/users", bearer(token), { email, role });
  expect(r.status).toBe(201);
  return r.body as { id: string; email: string; role: string; initial_password: string };
}

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
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

describe("roles × routes", () => {
  // [method, path, body, who may: "admin" = admins only, "user" = any signed-in user]
  const routes: [string, string, unknown, "admin" | "user", number][] = [
    ["GET", "/api/v1/users", undefined, "admin", 200],
    ["GET", "/api/v1/audit-log", undefined, "admin", 200],
    ["PATCH", "/api/v1/organization/settings", { name: "Acme" }, "admin", 200],
    ["GET", "/api/v1/users/me", undefined, "user", 200],
    ["GET", "/api/v1/organization/settings", undefined, "user", 200],
    ["GET", "/api/v1/hosted/sessions", undefined, "user", 200],
    ["GET", "/api/v1/webhooks/endpoints", undefined, "user", 200],
    ["GET", "/api/v1/registrar/orders", undefined, "user", 200],
    ["POST", "/api/v1/api-keys", { name: "matrix" }, "admin", 201],
    ["GET", "/api/v1/api-keys", undefined, "admin", 200],
  ];

  it.each(routes)("%s %s: 401 without credentials", async (method, path, body) => {
    const r = await call(method, path, {}, body);
    expect(r.status).toBe(401);
  });

  it.each(routes)("%s %s: members %s", async (method, path, body, who, ok) => {
    const r = await call(method, path, bearer(memberToken), body);
    if (who === "admin") {
      expect(r.status).toBe(403);
      expect(r.body.detail).toMatch(/Only an organization admin may .*; your role is member/);
    } else {
      expect(r.status).toBe(ok);
    }
  });

  it.each(routes)("%s %s: admins may", async (method, path, body, _who, ok) => {
    expect((await call(method, path, bearer(adminToken), body)).status).toBe(ok);
  });

  it("members may not create, change or rotate webhook endpoints, admins may", async () => {
    const body = { url: "https://hooks.acme.example/in", event_types: ["*"] };
    const m = await call("POST", "/api/v1/webhooks/endpoints", bearer(memberToken), body);
    expect(m.status).toBe(403);
    expect(m.body.detail).toMatch(/change webhook endpoints/);
    const a = await call("POST", "/api/v1/webhooks/endpoints", bearer(adminToken), body);
    expect(a.status).toBe(201);
    const id = a.body.id as string;
    for (const [method, path, b] of [
      ["PATCH", `/api/v1/webhooks/endpoints/${id}`, { enabled: false }],
      ["POST", `/api/v1/webhooks/endpoints/${id}/rotate-secret`, undefined],
      ["DELETE", `/api/v1/webhooks/endpoints/${id}`, undefined],
    ] as const) {
      expect((await call(method, path, bearer(memberToken), b)).status).toBe(403);
    }
    expect(
      (
        await call("PATCH", `/api/v1/webhooks/endpoints/${id}`, bearer(adminToken), {
          enabled: false,
        })
      ).status,
    ).toBe(200);
    const log = await call("GET", "/api/v1/audit-log", bearer(adminToken));
    const actions = (log.body.items as { action: string; target_id: string }[])
      .filter((e) => e.target_id === id)
      .map((e) => e.action);
    expect(actions).toEqual(["webhook_endpoint.updated", "webhook_endpoint.created"]);
  });

  it("every admin-only rule is documented with what it protects", () => {
    for (const rule of ADMIN_ONLY) expect(rule.what).not.toBe("");
  });
});

describe("access-token-only routes", () => {
  it.each([
    ["POST", "/api/v1/api-keys", { name: "by a key" }],
    ["DELETE", `/api/v1/api-keys/${UNKNOWN}`, undefined],
    ["GET", "/api/v1/users", undefined],
    ["POST", "/api/v1/users", { email: "x@acme.example", role: "member" }],
    ["GET", "/api/v1/users/me", undefined],
    ["GET", "/api/v1/audit-log", undefined],
    ["PATCH", "/api/v1/organization/settings", { name: "x" }],
    ["DELETE", "/api/v1/auth/token", undefined],
  ])("%s %s: an API key is 403 saying a bearer token is wanted", async (method, path, body) => {
    const r = await call(method, path, { "x-api-key": acme.apiKey }, body);
    expect(r.status).toBe(403);
    expect(r.body.detail).toMatch(/accepts a bearer access token only; an API key/);
  });
});

describe("API keys", () => {
  it("creates a key shown once, lists it with who made it, and revocation is immediate", async () => {
    const made = await call("POST", "/api/v1/api-keys", bearer(adminToken), { name: "checkout" });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: "checkout",
      prefix: expect.stringMatching(/^rk_/),
      created_by: acme.email,
      last_used_at: null,
      revoked_at: null,
      api_key: expect.stringMatching(/^rk_/),
    });
    const secret = made.body.api_key as string;
    const id = made.body.id as string;
    expect(secret.startsWith(made.body.prefix as string)).toBe(true);

    expect((await call("GET", "/api/v1/organization", { "x-api-key": secret })).status).toBe(200);
    const list = await call("GET", "/api/v1/api-keys", bearer(adminToken));
    const item = (list.body.items as Record<string, unknown>[]).find((k) => k.id === id)!;
    expect(item.last_used_at).toBe(t.now().toISOString());
    expect(item).not.toHaveProperty("api_key");
    expect(JSON.stringify(list.body)).not.toContain(secret);

    const del = await call("DELETE", `/api/v1/api-keys/${id}`, bearer(adminToken));
    expect(del.status).toBe(204);
    expect((await call("GET", "/api/v1/organization", { "x-api-key": secret })).status).toBe(401);
    // Revoking again changes nothing.
    expect((await call("DELETE", `/api/v1/api-keys/${id}`, bearer(adminToken))).status).toBe(204);

    const log = await call("GET", "/api/v1/audit-log", bearer(adminToken));
    const mine = (log.body.items as Record<string, unknown>[]).filter((e) => e.target_id === id);
    expect(mine.map((e) => e.action)).toEqual(["api_key.revoked", "api_key.created"]);
    expect(mine[0]!.actor).toEqual({ user_id: acme.userId, email: acme.email });
  });

  it("a key other than the caller's is 403, an unknown one 404, a bad id 422", async () => {
    const theirs = await call("POST", "/api/v1/api-keys", bearer(globexToken), { name: "g" });
    const r = await call(
      "DELETE",
      `/api/v1/api-keys/${theirs.body.id as string}`,
      bearer(adminToken),
    );
    expect(r.status).toBe(403);
    expect(
      (await call("GET", "/api/v1/organization", { "x-api-key": theirs.body.api_key as string }))
        .status,
    ).toBe(200);
    expect((await call("DELETE", `/api/v1/api-keys/${UNKNOWN}`, bearer(adminToken))).status).toBe(
      404,
    );
    const bad = await call("DELETE", "/api/v1/api-keys/nope", bearer(adminToken));
    expect(bad.status).toBe(422);
    expect((bad.body.detail as { loc: unknown[] }[])[0]!.loc).toEqual(["path", "key_id"]);
  });

  it("422 lists a missing or bad name", async () => {
    const r = await call("POST", "/api/v1/api-keys", bearer(adminToken), {});
    expect(r.status).toBe(422);
    expect((r.body.detail as { loc: unknown[]; type: string }[])[0]).toMatchObject({
      loc: ["body", "name"],
      type: "missing",
    });
    const long = await call("POST", "/api/v1/api-keys", bearer(adminToken), {
      name: "x".repeat(101),
    });
    expect(long.status).toBe(422);
  });

  it("the API-key listing still works with an API key", async () => {
    const r = await call("GET", "/api/v1/api-keys", { "x-api-key": acme.apiKey });
    expect(r.status).toBe(200);
    expect((r.body.items as { name: string; created_by: unknown }[])[0]).toMatchObject({
      name: "default",
      created_by: null,
    });
  });
});

describe("users and roles", () => {
  it("adds a user with an initial password that signs in, once", async () => {
    const u = await addUser(adminToken, "New.Person@acme.example", "member");
    expect(u).toMatchObject({ email: "New.Person@acme.example", role: "member" });
    expect(u.initial_password.length).toBeGreaterThanOrEqual(20);
    await signIn("new.person@acme.example", u.initial_password);
    const list = await call("GET", "/api/v1/users", bearer(adminToken));
    expect(JSON.stringify(list.body)).not.toContain(u.initial_password);
    const dup = await call("POST", "/api/v1/users", bearer(adminToken), {
      email: "new.person@ACME.example",
      role: "admin",
    });
    expect(dup.status).toBe(409);
  });

  it("422 lists every bad field at once", async () => {
    const r = await call("POST", "/api/v1/users", bearer(adminToken), {
      email: "nope",
      role: "owner",
    });
    expect(r.status).toBe(422);
    expect((r.body.detail as { loc: unknown[] }[]).map((d) => d.loc)).toEqual([
      ["body", "email"],
      ["body", "role"],
    ]);
    const p = await call("PATCH", `/api/v1/users/${memberId}`, bearer(adminToken), {
      role: "root",
    });
    expect(p.status).toBe(422);
  });

  it("changes a role (recorded), 404 for an unknown user, 403 for another organization's", async () => {
    const u = await addUser(adminToken, "promote@acme.example", "member");
    const r = await call("PATCH", `/api/v1/users/${u.id}`, bearer(adminToken), { role: "admin" });
    expect(r.status).toBe(200);
    expect(r.body.role).toBe("admin");
    expect(
      (await call("PATCH", `/api/v1/users/${UNKNOWN}`, bearer(adminToken), { role: "admin" }))
        .status,
    ).toBe(404);
    expect(
      (
        await call("PATCH", `/api/v1/users/${globex.userId}`, bearer(adminToken), {
          role: "member",
        })
      ).status,
    ).toBe(403);
    expect(
      (await call("DELETE", `/api/v1/users/${globex.userId}`, bearer(adminToken))).status,
    ).toBe(403);
    const log = await call("GET", "/api/v1/audit-log", bearer(adminToken));
    expect((log.body.items as Record<string, unknown>[])[0]).toMatchObject({
      action: "user.role_changed",
      target_id: u.id,
      details: { email: "promote@acme.example", from: "member", to: "admin" },
    });
  });

  it("removes a user and signs them out at once; keys they made still name them", async () => {
    const u = await addUser(adminToken, "leaving@acme.example", "admin");
    const token = await signIn(u.email, u.initial_password);
    const key = await call("POST", "/api/v1/api-keys", bearer(token), { name: "theirs" });
    expect((await call("GET", "/api/v1/users/me", bearer(token))).status).toBe(200);
    expect((await call("DELETE", `/api/v1/users/${u.id}`, bearer(adminToken))).status).toBe(204);
    expect((await call("GET", "/api/v1/users/me", bearer(token))).status).toBe(401);
    expect((await call("DELETE", `/api/v1/users/${u.id}`, bearer(adminToken))).status).toBe(404);
    const keys = await call("GET", "/api/v1/api-keys", bearer(adminToken));
    expect((keys.body.items as { id: string }[]).find((k) => k.id === key.body.id)).toMatchObject({
      created_by: "leaving@acme.example",
      revoked_at: null,
    });
  });
});

describe("the last admin", () => {
  it("cannot be demoted or removed; with a second admin it can", async () => {
    const solo = await t.org("Solo");
    const token = await signIn(solo.email, solo.password);
    const demote = await call("PATCH", `/api/v1/users/${solo.userId}`, bearer(token), {
      role: "member",
    });
    expect(demote.status).toBe(409);
    expect(demote.body.detail).toMatch(/last admin/);
    expect((await call("DELETE", `/api/v1/users/${solo.userId}`, bearer(token))).status).toBe(409);
    expect((await call("GET", "/api/v1/users/me", bearer(token))).body.role).toBe("admin");
  });

  it("two admins demoting each other at once: one succeeds, one admin remains", async () => {
    const duo = await t.org("Duo");
    const tokenA = await signIn(duo.email, duo.password);
    const b = await addUser(tokenA, "b@duo.example", "admin");
    const tokenB = await signIn(b.email, b.initial_password);
    const results = await Promise.all([
      call("PATCH", `/api/v1/users/${b.id}`, bearer(tokenA), { role: "member" }),
      call("PATCH", `/api/v1/users/${duo.userId}`, bearer(tokenB), { role: "member" }),
    ]);
    // The second may also be 403: its caller may have been demoted by then.
    expect(results.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
    const admins = await database.sql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE organization_id = $1 AND role = 'admin'",
      [duo.organizationId],
    );
    expect(admins[0]!.n).toBe(1);
  });
});

describe("own account", () => {
  it("changes the password: wrong current is 422, others sessions end, this one stays", async () => {
    const u = await addUser(adminToken, "pw@acme.example", "member");
    const first = await signIn(u.email, u.initial_password);
    const second = await signIn(u.email, u.initial_password);
    const wrong = await call("PUT", "/api/v1/users/me/password", bearer(first), {
      current_password: "wrong password",
      new_password: "a new password",
    });
    expect(wrong.status).toBe(422);
    expect((wrong.body.detail as { loc: unknown[] }[])[0]!.loc).toEqual([
      "body",
      "current_password",
    ]);
    const short = await call("PUT", "/api/v1/users/me/password", bearer(first), {
      current_password: u.initial_password,
      new_password: "short",
    });
    expect(short.status).toBe(422);
    const ok = await call("PUT", "/api/v1/users/me/password", bearer(first), {
      current_password: u.initial_password,
      new_password: "a new password",
    });
    expect(ok.status).toBe(204);
    expect((await call("GET", "/api/v1/users/me", bearer(first))).status).toBe(200);
    expect((await call("GET", "/api/v1/users/me", bearer(second))).status).toBe(401);
    await signIn(u.email, "a new password");
  });

  it("signs out: the token is refused at once", async () => {
    const token = await signIn(acme.email, acme.password);
    expect((await call("DELETE", "/api/v1/auth/token", bearer(token))).status).toBe(204);
    expect((await call("GET", "/api/v1/users/me", bearer(token))).status).toBe(401);
    expect((await call("DELETE", "/api/v1/auth/token", bearer(token))).status).toBe(401);
  });
});

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

describe("audit log", () => {
  it("pages newest first with a cursor; a bad cursor is 422", async () => {
    const p1 = await call("GET", "/api/v1/audit-log?limit=2", bearer(adminToken));
    expect((p1.body.items as unknown[]).length).toBe(2);
    const p2 = await call(
      "GET",
      `/api/v1/audit-log?limit=2&cursor=${p1.body.next_cursor as string}`,
      bearer(adminToken),
    );
    const ids = [
      ...(p1.body.items as { id: string }[]),
      ...(p2.body.items as { id: string }[]),
    ].map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    expect((await call("GET", "/api/v1/audit-log?cursor=zzz", bearer(adminToken))).status).toBe(
      422,
    );
  });

  it("is per organization", async () => {
    const g = await call("GET", "/api/v1/audit-log", bearer(globexToken));
    for (const e of g.body.items as { actor: { email: string } }[]) {
      expect(e.actor.email).toBe(globex.email);
    }
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
        all.filter((m) => m.version < 7),
      );
      await db.sql.exec(`INSERT INTO organizations (id, name) VALUES ('${UNKNOWN}', 'Old');
        INSERT INTO users (id, organization_id, email, password_hash)
        VALUES ('${UNKNOWN.replace(/0$/, "1")}', '${UNKNOWN}', 'old@old.example', 'x')`);
      await migrate(db.sql, all);
      const rows = await db.sql.query<{ role: string }>("SELECT role FROM users");
      expect(rows).toEqual([{ role: "admin" }]);
    } finally {
      await db.close();
    }
  });
});

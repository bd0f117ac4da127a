/**
 * The dashboard's sessions as a browser meets them: a sign-in sets the refresh-token cookie, a
 * refresh rotates it, a reused one ends its session, sign-out, sign-out everywhere, an admin
 * ending a user's sessions, a password change ending the others, and the CSRF check of the
 * cookie routes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
let acme: Awaited<ReturnType<TestApp["org"]>>;
let globex: Awaited<ReturnType<TestApp["org"]>>;

const ORIGIN = "http://127.0.0.1:8787";
const DASHBOARD = { origin: ORIGIN, "x-registrar-dashboard": "1" };
const REFRESH = "/api/v1/dashboard/session/refresh";
const SIGN_OUT = "/api/v1/dashboard/session/sign-out";
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  acme = await t.org("Acme");
  globex = await t.org("Globex");
});
afterAll(async () => {
  await database.close();
});

/** The refresh token a response's `Set-Cookie` sets ("" when it clears it). */
function cookieOf(res: Response): { value: string; attributes: string } {
  const header = res.headers.getSetCookie().find((c) => c.startsWith("registrar_refresh="));
  expect(header, "a registrar_refresh cookie is set").toBeDefined();
  const [pair, ...attributes] = header!.split(/;\s*/);
  return { value: pair!.slice("registrar_refresh=".length), attributes: attributes.join("; ") };
}

type Browser = { cookie: string; accessToken: string };

/** A dashboard sign-in (the header asks for a session), as a browser keeps it. */
async function signIn(
  email: string,
  password: string,
  userAgent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130",
): Promise<Browser> {
  const res = await t.request(
    "/api/v1/auth/token",
    json("POST", { username: email, password }, { ...DASHBOARD, "user-agent": userAgent }),
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as { access_token: string };
  return { cookie: cookieOf(res).value, accessToken: body.access_token };
}

function refresh(cookie: string | undefined, headers: Record<string, string> = DASHBOARD) {
  return t.request(REFRESH, {
    method: "POST",
    headers: { ...headers, ...(cookie !== undefined && { cookie: `registrar_refresh=${cookie}` }) },
  });
}

/** Refreshes and keeps the rotated cookie and the new token, as the browser does. */
async function refreshed(b: Browser): Promise<Browser> {
  const res = await refresh(b.cookie);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { access_token: string };
  return { cookie: cookieOf(res).value, accessToken: body.access_token };
}

const me = (token: string) => t.request("/api/v1/users/me", { headers: bearer(token) });

async function auditActions(token: string): Promise<string[]> {
  const res = await t.request("/api/v1/audit-log", { headers: bearer(token) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: { action: string }[] }).items.map((e) => e.action);
}

describe("signing in from the dashboard", () => {
  it("sets an HttpOnly, Secure, SameSite=Strict cookie for the session routes only", async () => {
    const res = await t.request(
      "/api/v1/auth/token",
      json("POST", { username: acme.email, password: acme.password }, DASHBOARD),
    );
    expect(res.status).toBe(200);
    const { value, attributes } = cookieOf(res);
    expect(value).toMatch(/^rrt_/);
    expect(attributes).toContain("HttpOnly");
    expect(attributes).toContain("Secure");
    expect(attributes).toContain("SameSite=Strict");
    expect(attributes).toContain("Path=/api/v1/dashboard/session");
    expect(attributes).toMatch(/Max-Age=\d+/);
  });

  it("a password grant without the dashboard header sets no cookie (the spec's answer)", async () => {
    const res = await t.request(
      "/api/v1/auth/token",
      json("POST", { username: acme.email, password: acme.password }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe("refresh", () => {
  it("issues a working access token and rotates the cookie; the new one refreshes again", async () => {
    const first = await signIn(acme.email, acme.password);
    const second = await refreshed(first);
    expect(second.cookie).not.toBe(first.cookie);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect((await me(second.accessToken)).status).toBe(200);
    const third = await refreshed(second);
    expect((await me(third.accessToken)).status).toBe(200);
    // No refresh token reaches the logs.
    for (const b of [first, second, third]) expect(t.logs.join("\n")).not.toContain(b.cookie);
  });

  it("two refreshes with one token at once: one succeeds, the other is a reuse that ends the session", async () => {
    const b = await signIn(acme.email, acme.password);
    const answers = await Promise.all([refresh(b.cookie), refresh(b.cookie)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
    const won = answers.find((r) => r.status === 200)!;
    expect((await refresh(cookieOf(won).value)).status).toBe(401);
  });

  it("without a cookie, or with an unknown one, is 401 dashboard_session_ended", async () => {
    for (const cookie of [undefined, "rrt_unknown"]) {
      const res = await refresh(cookie);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: "dashboard_session_ended" });
    }
  });

  it("a refresh token used twice ends its session: the newer token and its access token fail too", async () => {
    const first = await signIn(acme.email, acme.password);
    const second = await refreshed(first);
    const reused = await refresh(first.cookie);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({ code: "dashboard_session_ended" });
    // The clearing cookie goes with the refusal.
    expect(cookieOf(reused).value).toBe("");
    const legit = await refresh(second.cookie);
    expect(legit.status).toBe(401);
    expect((await me(second.accessToken)).status).toBe(401);
    expect((await me(first.accessToken)).status).toBe(401);
    const admin = await signIn(acme.email, acme.password);
    expect(await auditActions(admin.accessToken)).toContain("session.refresh_token_reused");
  });

  it("expires after 7 idle days, and 30 days after the sign-in however active", async () => {
    const idle = await signIn(acme.email, acme.password);
    t.advance(7 * 24 * 3600 * 1000 + 1000);
    const late = await refresh(idle.cookie);
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({ code: "dashboard_session_ended" });

    let active = await signIn(acme.email, acme.password);
    for (let day = 0; day < 29; day++) {
      t.advance(24 * 3600 * 1000);
      active = await refreshed(active);
    }
    t.advance(24 * 3600 * 1000 + 1000);
    expect((await refresh(active.cookie)).status).toBe(401);
  });
});

describe("the CSRF check of the cookie routes", () => {
  it("refuses another origin, a missing header, and a request naming no origin", async () => {
    const b = await signIn(acme.email, acme.password);
    const refused: Record<string, string>[] = [
      { origin: "https://evil.example", "x-registrar-dashboard": "1" },
      { origin: "http://127.0.0.1:8788", "x-registrar-dashboard": "1" },
      { origin: ORIGIN },
      { origin: ORIGIN, "x-registrar-dashboard": "0" },
      { "x-registrar-dashboard": "1" },
      { "sec-fetch-site": "cross-site", "x-registrar-dashboard": "1" },
      { "sec-fetch-site": "same-site", "x-registrar-dashboard": "1" },
    ];
    for (const headers of refused) {
      for (const path of [REFRESH, SIGN_OUT]) {
        const res = await t.request(path, {
          method: "POST",
          headers: { ...headers, cookie: `registrar_refresh=${b.cookie}` },
        });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        const body = (await res.json()) as { detail: string; code: string };
        expect(body.code).toBe("cross_site_request");
        expect(typeof body.detail).toBe("string");
      }
    }
    // Nothing was used or ended: the session refreshes, also with Sec-Fetch-Site alone.
    const res = await refresh(b.cookie, {
      "sec-fetch-site": "same-origin",
      "x-registrar-dashboard": "1",
    });
    expect(res.status).toBe(200);
  });
});

describe("signing out", () => {
  it("ends this session (its refresh and access tokens) and clears the cookie; others stay", async () => {
    const here = await signIn(acme.email, acme.password);
    const elsewhere = await signIn(acme.email, acme.password);
    const res = await t.request(SIGN_OUT, {
      method: "POST",
      headers: { ...DASHBOARD, cookie: `registrar_refresh=${here.cookie}` },
    });
    expect(res.status).toBe(204);
    const cleared = cookieOf(res);
    expect(cleared.value).toBe("");
    expect(cleared.attributes).toContain("Path=/api/v1/dashboard/session");
    expect((await refresh(here.cookie)).status).toBe(401);
    expect((await me(here.accessToken)).status).toBe(401);
    expect((await me(elsewhere.accessToken)).status).toBe(200);
    const other = await refreshed(elsewhere);
    expect(await auditActions(other.accessToken)).toContain("session.signed_out");
    // Without a cookie: nothing to end, the cookie is cleared all the same.
    const none = await t.request(SIGN_OUT, { method: "POST", headers: DASHBOARD });
    expect(none.status).toBe(204);
  });

  it("everywhere ends every session and access token of the user, and lists none after", async () => {
    const user = await t.org("Initech");
    const a = await signIn(user.email, user.password, "Firefox on a laptop");
    const b = await signIn(user.email, user.password, "Chrome on a phone");
    const plain = await t.request(
      "/api/v1/auth/token",
      json("POST", { username: user.email, password: user.password }),
    );
    const grant = ((await plain.json()) as { access_token: string }).access_token;

    const list = await t.request("/api/v1/users/me/sessions", { headers: bearer(a.accessToken) });
    expect(list.status).toBe(200);
    const items = ((await list.json()) as { items: { user_agent: string; current: boolean }[] })
      .items;
    expect(items.map((s) => [s.user_agent, s.current]).sort()).toEqual([
      ["Chrome on a phone", false],
      ["Firefox on a laptop", true],
    ]);

    const res = await t.request("/api/v1/users/me/sessions", {
      method: "DELETE",
      headers: bearer(a.accessToken),
    });
    expect(res.status).toBe(204);
    for (const browser of [a, b]) {
      expect((await refresh(browser.cookie)).status).toBe(401);
      expect((await me(browser.accessToken)).status).toBe(401);
    }
    expect((await me(grant)).status).toBe(401);
    const again = await signIn(user.email, user.password);
    const after = await t.request("/api/v1/users/me/sessions", {
      headers: bearer(again.accessToken),
    });
    expect(((await after.json()) as { items: unknown[] }).items).toHaveLength(1);
    expect(await auditActions(again.accessToken)).toContain("session.signed_out_everywhere");
  });
});

describe("an admin ending a user's sessions", () => {
  it("signs the member out everywhere; a member may not, another organization's admin gets 403", async () => {
    const admin = await signIn(acme.email, acme.password);
    const added = await t.request(
      "/api/v1/users",
      json("POST", { email: "ops@acme.example", role: "member" }, bearer(admin.accessToken)),
    );
    const member = (await added.json()) as { id: string; email: string; initial_password: string };
    const session = await signIn(member.email, member.initial_password);

    const byMember = await t.request(`/api/v1/users/${acme.userId}/sessions`, {
      method: "DELETE",
      headers: bearer(session.accessToken),
    });
    expect(byMember.status).toBe(403);
    expect(await byMember.json()).toMatchObject({ code: "insufficient_role" });

    const theirs = await signIn(globex.email, globex.password);
    const byOther = await t.request(`/api/v1/users/${member.id}/sessions`, {
      method: "DELETE",
      headers: bearer(theirs.accessToken),
    });
    expect(byOther.status).toBe(403);
    expect(await byOther.json()).toMatchObject({ code: "forbidden" });
    expect((await me(session.accessToken)).status).toBe(200);

    const unknown = await t.request("/api/v1/users/00000000-0000-4000-8000-000000000000/sessions", {
      method: "DELETE",
      headers: bearer(admin.accessToken),
    });
    expect(unknown.status).toBe(404);

    const ended = await t.request(`/api/v1/users/${member.id}/sessions`, {
      method: "DELETE",
      headers: bearer(admin.accessToken),
    });
    expect(ended.status).toBe(204);
    expect((await me(session.accessToken)).status).toBe(401);
    expect((await refresh(session.cookie)).status).toBe(401);
    expect((await me(admin.accessToken)).status).toBe(200);
    expect(await auditActions(admin.accessToken)).toContain("session.ended_by_admin");

    // Removing a user who has sessions removes them with the user.
    const removed = await t.request(`/api/v1/users/${member.id}`, {
      method: "DELETE",
      headers: bearer(admin.accessToken),
    });
    expect(removed.status).toBe(204);
  });
});

describe("a password change", () => {
  it("ends every other session and their access tokens; this session keeps refreshing", async () => {
    const user = await t.org("Umbrella");
    const here = await signIn(user.email, user.password);
    const there = await signIn(user.email, user.password);
    const res = await t.request(
      "/api/v1/users/me/password",
      json(
        "PUT",
        { current_password: user.password, new_password: "a new and longer passphrase" },
        bearer(here.accessToken),
      ),
    );
    expect(res.status).toBe(204);
    expect((await refresh(there.cookie)).status).toBe(401);
    expect((await me(there.accessToken)).status).toBe(401);
    expect((await me(here.accessToken)).status).toBe(200);
    const next = await refreshed(here);
    expect((await me(next.accessToken)).status).toBe(200);
  });
});

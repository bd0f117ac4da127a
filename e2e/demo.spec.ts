import { expect, test, type Page } from "@playwright/test";
import { createSession, demoSettled, env, snap } from "./env";

/** The partner demo (in the service at /demo, and standalone on a second origin). */

type DemoWindow = {
  registrarDemo: {
    session?: { session_id: string; client_token: string; embed_url: string; hosted_url: string };
    events: { source: string; type: string }[];
  };
};

async function createFromDemo(
  page: Page,
  base: string,
  opts: { mode?: string; actions?: string[]; color?: string; brand?: string } = {},
) {
  await page.goto(`${base}/demo`);
  await demoSettled(page);
  if (opts.actions) {
    for (const box of await page.getByRole("checkbox").all()) {
      const value = await box.getAttribute("value");
      await box.setChecked(opts.actions.includes(value ?? ""));
    }
  }
  if (opts.mode) await page.locator(`input[name=mode][value=${opts.mode}]`).check();
  if (opts.color) await page.getByLabel("Primary color").fill(opts.color);
  if (opts.brand) await page.getByLabel("Brand name").fill(opts.brand);
  const current = () =>
    page.evaluate(() => (window as unknown as DemoWindow).registrarDemo.session?.session_id);
  const first = await current();
  await page.getByRole("button", { name: "Create session" }).click();
  // Another session than the one the page opened with, shown.
  await expect.poll(current).not.toBe(first);
  const session = await page.evaluate(
    () => (window as unknown as DemoWindow).registrarDemo.session!,
  );
  await expect(page.getByRole("status")).toContainText(`Session ${session.session_id}`);
  return session;
}

async function sessionInfo(page: Page, id: string) {
  const res = await page.request.get(`${env.service}/api/v1/hosted/sessions/${id}`, {
    headers: { "x-api-key": env.apiKey },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as {
    status: string;
    allowed_actions: string[];
    allowed_origins: string[];
    theme_config: Record<string, string>;
  };
}

test("the demo opens with a live widget: a session with its defaults, made without a click", async ({
  page,
}) => {
  await page.goto(`${env.demo}/demo`);
  const status = page.getByRole("status");
  await expect(status).toContainText("Session ");
  const s = await page.evaluate(() => (window as unknown as DemoWindow).registrarDemo.session!);
  await expect(status).toContainText(`Session ${s.session_id} (loader)`);
  // The widget itself, searchable, in the page's frame.
  const frame = page.frameLocator("#widget iframe");
  await expect(frame.getByRole("searchbox").first()).toBeVisible();
  const info = await sessionInfo(page, s.session_id);
  expect(info.allowed_origins).toEqual([env.demo]);
  expect(info.allowed_actions).toEqual(
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>("input[name=action]:checked")].map(
        (b) => b.value,
      ),
    ),
  );
});

test("the service's /demo mints a session for its own origin with the picked actions and theme", async ({
  page,
}) => {
  const s = await createFromDemo(page, env.service, {
    actions: ["domain_purchase"],
    color: "#aa3300",
    brand: "Acme Test",
  });
  const info = await sessionInfo(page, s.session_id);
  expect(info.allowed_origins).toEqual([env.service]);
  expect(info.allowed_actions).toEqual(["domain_purchase"]);
  // Anonymous visitors get search and purchase only: the other boxes are off and disabled.
  for (const action of ["dns_manage", "renew"]) {
    const box = page.locator(`input[name=action][value=${action}]`);
    await expect(box).toBeDisabled();
    await expect(box).not.toBeChecked();
  }
  expect(info.theme_config).toEqual({ primary_color: "#aa3300", brand_name: "Acme Test" });
  // Loader mode: the token goes by postMessage, never in the iframe's address.
  const iframe = page.locator("#widget iframe");
  await expect(iframe).toHaveAttribute("src", `${env.service}/embed/${s.session_id}`);
  await expect(page.locator("#event-log")).toContainText("session.created");
  await snap(page, "demo-loader");
});

test("the standalone demo on a second origin: the embed is allowed to frame there", async ({
  page,
}) => {
  const s = await createFromDemo(page, env.demo);
  const info = await sessionInfo(page, s.session_id);
  expect(info.allowed_origins).toEqual([env.demo]);
  await expect(page.locator("#widget iframe")).toHaveCount(1);
  // Looked up on each try: the frame's URL is about:blank until its navigation commits.
  const frame = () => page.frame({ url: (u) => u.pathname === `/embed/${s.session_id}` });
  await expect
    .poll(() => frame()?.evaluate(() => document.body.innerHTML.length))
    .toBeGreaterThan(0);
});

test("the demo shows each integration mode", async ({ page }) => {
  let s = await createFromDemo(page, env.demo, { mode: "iframe" });
  await expect(page.locator("#widget iframe.plain-embed")).toHaveAttribute("src", s.embed_url);
  s = await createFromDemo(page, env.demo, { mode: "hosted" });
  await expect(page.getByRole("link", { name: /Open the domain widget/ })).toHaveAttribute(
    "href",
    s.hosted_url,
  );
  s = await createFromDemo(page, env.demo, { mode: "dropin" });
  const dropIn = page.locator("#widget [data-registrar-session]");
  await expect(dropIn).toHaveAttribute("data-registrar-session", s.session_id);
  await expect(dropIn).toHaveAttribute("data-registrar-loaded", "true");
  await expect(page.locator("#widget iframe")).toHaveCount(1);
  await expect(page.locator("#snippet")).toContainText("data-registrar-session");
  await snap(page, "demo-drop-in");
});

test("the demo's backend keeps its API key and refuses other origins", async ({ page }) => {
  const bodies: string[] = [];
  page.on("response", async (r) => {
    if (r.url().startsWith(env.demo)) bodies.push(await r.text().catch(() => ""));
  });
  await createFromDemo(page, env.demo);
  expect(bodies.length).toBeGreaterThan(2);
  expect(bodies.join("\n")).not.toContain(env.apiKey);
  const res = await page.request.post(`${env.demo}/demo/api/session`, {
    headers: { origin: "http://evil.test" },
    data: { allowed_actions: ["domain_search"] },
  });
  expect(res.status()).toBe(403);
});

test("revoking from the demo revokes the session", async ({ page }) => {
  const s = await createFromDemo(page, env.demo);
  await page.getByRole("button", { name: "Revoke session" }).click();
  await expect(page.locator("#event-log")).toContainText("session.revoked");
  expect((await sessionInfo(page, s.session_id)).status).toBe("revoked");
});

test("an embed framed by an origin it does not allow is blocked by the browser", async ({
  page,
  request,
}) => {
  const s = await createSession(request, {
    allowed_actions: ["domain_search"],
    allowed_origins: [env.demo],
  });
  // Same server as the demo, other host name: another origin, not in allowed_origins.
  await page.goto(`${env.foreign}/demo`);
  await demoSettled(page);
  await page.waitForFunction(() => "RegistrarWidget" in window);
  const blocked: string[] = [];
  page.on("console", (m) => blocked.push(m.text()));
  // A plain iframe: the browser's own refusal (the loader asks the service first and shows
  // no frame at all on this origin: e2e/embed-events.spec.ts).
  await page.evaluate((url) => {
    const frame = document.createElement("iframe");
    frame.src = url;
    document.getElementById("widget")!.append(frame);
  }, s.embed_url);
  await expect
    .poll(() => blocked.join("\n"))
    .toMatch(/violates the following Content Security Policy directive: "frame-ancestors/);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  expect(frame?.url() ?? "").not.toContain(`/embed/${s.session_id}`);
});

test("the hosted page may not be framed at all; the embed only by its origins", async ({
  request,
}) => {
  const s = await createSession(request, {
    allowed_actions: ["domain_search"],
    allowed_origins: [env.demo],
  });
  const hosted = await request.get(s.hosted_url.split("#")[0]!);
  expect(hosted.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  const embed = await request.get(s.embed_url.split("#")[0]!);
  expect(embed.headers()["content-security-policy"]).toContain(`frame-ancestors ${env.demo}`);
  expect(embed.headers()["referrer-policy"]).toBe("no-referrer");
});

test("the client token never appears in a request URL or Referer header", async ({ page }) => {
  const seen: string[] = [];
  page.on("request", async (r) => {
    // A request still starting as the test ends has no headers to read any more (its page is
    // closing): the checks below ran on everything seen before.
    const headers = await r.allHeaders().catch(() => ({}) as Record<string, string>);
    seen.push(`${r.url().split("#")[0]} ${headers.referer ?? ""}`);
  });
  const tokens: string[] = [];
  // The widget's first API call, the one that carries the client token (`/hosted/session`).
  const sessionCalls = () => seen.filter((l) => /\/api\/v1\/hosted\/session /.test(l)).length;
  for (const mode of ["loader", "iframe", "dropin"]) {
    const before = sessionCalls();
    const s = await createFromDemo(page, env.demo, { mode });
    tokens.push(s.client_token);
    // Let the widget load and make its first API calls.
    const frame = () => page.frame({ url: (u) => u.pathname === `/embed/${s.session_id}` });
    await expect
      .poll(() =>
        frame()
          ?.evaluate(() => document.readyState)
          .catch(() => ""),
      )
      .toBe("complete");
    await expect.poll(sessionCalls).toBeGreaterThan(before);
    // And the search screen it then shows (its later calls go through the same client).
    await expect(frame()!.getByRole("searchbox").first()).toBeVisible();
  }
  expect(seen.length).toBeGreaterThan(5);
  for (const t of tokens) expect(seen.filter((l) => l.includes(t))).toEqual([]);
});

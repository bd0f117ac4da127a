import { expect, test, type Page } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { env } from "./env";
import { OTHER, PARTNER, WIDGET, fakeInfo, fakeOrigins, frameOf, partnerPage } from "./fake-widget";

/** The loader against a stand-in widget (e2e/fake-widget.ts): passes whatever the widget's state. */

type FakeWindow = {
  send(type: string, payload: unknown, extra?: Record<string, unknown>): void;
};

type TestWindow = {
  events: { type: string; payload: Record<string, unknown> }[];
  handle: { destroy(): void };
  messageListeners: Set<unknown>;
  tokenCalls: number;
  RegistrarWidget: {
    mount(el: Element, o: Record<string, unknown>): { destroy(): void };
    scan(): unknown[];
  };
};

async function mount(page: Page, options: Record<string, unknown>, refreshTo?: string) {
  await page.evaluate(
    ({ options, refreshTo }) => {
      const w = window as unknown as TestWindow;
      w.events = [];
      w.tokenCalls = 0;
      w.handle = w.RegistrarWidget.mount(document.getElementById("slot")!, {
        ...options,
        onEvent: (e: { type: string; payload: Record<string, unknown> }) => w.events.push(e),
        ...(refreshTo && {
          fetchClientToken: async () => {
            w.tokenCalls++;
            return refreshTo;
          },
        }),
      });
    },
    { options, refreshTo },
  );
  return frameOf(page, WIDGET);
}

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as TestWindow).events.map((e) => e.type));

test.beforeEach(async ({ context }) => {
  await fakeOrigins(context);
});

test("handshake: init to the widget's origin with the token, ready echoes the instance", async ({
  page,
}) => {
  await page.goto(`${PARTNER}/`);
  const frame = await mount(page, {
    sessionId: "s1",
    clientToken: "rct_secret",
    baseUrl: WIDGET,
  });
  await expect.poll(() => events(page)).toContain("ready");
  const info = await fakeInfo(frame);
  expect(info.href).toBe(`${WIDGET}/embed/s1`);
  expect(info.hostOrigin).toBe(PARTNER);
  const init = info.got.find((m) => m.data.type === "init")!;
  expect(init.data).toMatchObject({
    source: "registrar-widget",
    version: 1,
    instance: info.instance,
    payload: { mode: "embed", token: "rct_secret" },
  });
});

test("a token in the embed URL's fragment moves into init: the frame's address never holds it", async ({
  page,
}) => {
  await page.goto(`${PARTNER}/`);
  const frame = await mount(page, { url: `${WIDGET}/embed/s2#token=rct_frag` });
  await expect.poll(() => events(page)).toContain("ready");
  const init = (await fakeInfo(frame)).got.find((m) => m.data.type === "init")!;
  expect(init.data.payload).toEqual({ mode: "embed", token: "rct_frag" });
  expect(frame.url()).not.toContain("rct_frag");
});

test("auto-resize within minHeight and maxHeight", async ({ page }) => {
  await page.goto(`${PARTNER}/`);
  const frame = await mount(page, { url: `${WIDGET}/embed/s3`, minHeight: 200, maxHeight: 1000 });
  await expect.poll(() => events(page)).toContain("ready");
  const iframe = page.locator("#slot iframe");
  const send = (h: number) =>
    frame.evaluate((h) => (window as unknown as FakeWindow).send("resize", { height: h }), h);
  await send(640);
  await expect(iframe).toHaveCSS("height", "640px");
  await send(5000);
  await expect(iframe).toHaveCSS("height", "1000px");
  await send(10);
  await expect(iframe).toHaveCSS("height", "200px");
});

test("messages from other windows, origins, instances or versions are ignored", async ({
  page,
}) => {
  await page.goto(`${PARTNER}/`);
  const frame = await mount(page, { url: `${WIDGET}/embed/s4` });
  await expect.poll(() => events(page)).toContain("ready");
  const { instance } = await fakeInfo(frame);
  const forged = { source: "registrar-widget", version: 1, instance, type: "order.created" };

  // The partner page itself, and a frame of another origin, post a perfect envelope.
  await page.evaluate((m) => window.postMessage(m, "*"), forged);
  await page.evaluate((src) => {
    const f = document.createElement("iframe");
    f.src = src;
    document.body.appendChild(f);
  }, `${OTHER}/intruder`);
  const intruder = await frameOf(page, OTHER);
  await intruder.waitForFunction(() => "spoof" in window);
  await intruder.evaluate(
    (m) =>
      (window as unknown as { spoof(m: unknown): void }).spoof({ ...m, payload: { height: 9 } }),
    { ...forged, type: "resize" },
  );
  // The widget's own window, but another instance, an unknown type or a bad payload.
  await frame.evaluate(() => {
    const w = window as unknown as FakeWindow;
    w.send("order.updated", {}, { instance: "rw-other" });
    w.send("steal.token", {});
    w.send("order.updated", "not an object");
  });
  // A legitimate message after them proves they had time to arrive.
  await frame.evaluate(() => (window as unknown as FakeWindow).send("search", { q: 1 }));
  await expect.poll(() => events(page)).toContain("search");
  expect(await events(page)).toEqual(["ready", "search"]);
  await expect(page.locator("#slot iframe")).toHaveCSS("height", "420px");

  // A widget speaking another protocol version is reported, not obeyed.
  await frame.evaluate(() =>
    (window as unknown as FakeWindow).send("resize", { height: 999 }, { version: 2 }),
  );
  await expect.poll(() => events(page)).toContain("error");
  await expect(page.locator("#slot iframe")).toHaveCSS("height", "420px");
});

test("commands wait for ready; init repeats until the widget answers", async ({ page }) => {
  await page.goto(`${PARTNER}/`);
  const frame = await mount(page, { url: `${WIDGET}/embed/s5?silent`, minHeight: 200 });
  await expect
    .poll(async () => (await fakeInfo(frame)).got.filter((m) => m.data.type === "init").length)
    .toBeGreaterThan(2);
  expect(await events(page)).toEqual([]);
});

test("fetchClientToken renews the token after session.expired", async ({ page }) => {
  await page.goto(`${PARTNER}/`);
  const frame = await mount(page, { url: `${WIDGET}/embed/s6#token=old` }, "rct_new");
  await expect.poll(() => events(page)).toContain("ready");
  await frame.evaluate(() => (window as unknown as FakeWindow).send("session.expired", {}));
  await expect
    .poll(async () => (await fakeInfo(frame)).got.map((m) => m.data))
    .toContainEqual(expect.objectContaining({ type: "token", payload: { token: "rct_new" } }));
  expect(await page.evaluate(() => (window as unknown as TestWindow).tokenCalls)).toBe(1);
});

test("destroy() removes the iframe and every listener it added", async ({ page }) => {
  await page.goto(`${PARTNER}/`);
  const before = await page.evaluate(() => (window as unknown as TestWindow).messageListeners.size);
  await mount(page, { url: `${WIDGET}/embed/s7` });
  await expect.poll(() => events(page)).toContain("ready");
  expect(await page.evaluate(() => (window as unknown as TestWindow).messageListeners.size)).toBe(
    before + 1,
  );
  await page.evaluate(() => (window as unknown as TestWindow).handle.destroy());
  await expect(page.locator("#slot iframe")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as TestWindow).messageListeners.size)).toBe(
    before,
  );
});

test("the drop-in mounts once even when embed.js is included twice", async ({ context, page }) => {
  await context.unroute(`${PARTNER}/**`);
  await fakeOrigins(
    context,
    partnerPage(
      `<div id="a" data-registrar-url="${WIDGET}/embed/d1#token=t1" data-registrar-min-height="300"></div>`,
      2,
    ),
  );
  await page.addInitScript(() => {
    const w = window as unknown as { readyCount: number };
    w.readyCount = 0;
    document.addEventListener("registrar:ready", () => w.readyCount++);
  });
  await page.goto(`${PARTNER}/`);
  await expect(page.locator("#a iframe")).toHaveCount(1);
  await expect(page.locator("#a")).toHaveAttribute("data-registrar-loaded", "true");
  await page.evaluate(() => (window as unknown as TestWindow).RegistrarWidget.scan());
  await expect(page.locator("#a iframe")).toHaveCount(1);
  await expect(page.locator("#a iframe")).toHaveCSS("height", "300px");
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { readyCount: number }).readyCount))
    .toBe(1);
});

test("the loader is served with CORS and short caching, under 3 KB gzip", async ({ request }) => {
  const res = await request.get(`${env.service}/embed.js`);
  expect(res.ok()).toBe(true);
  expect(res.headers()["access-control-allow-origin"]).toBe("*");
  expect(res.headers()["cache-control"]).toBe("public, max-age=300");
  const body = await res.body();
  expect(body.toString()).toContain("registrar-widget");
  expect(gzipSync(body).length).toBeLessThan(3 * 1024);
});

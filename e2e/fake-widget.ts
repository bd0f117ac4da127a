import type { BrowserContext, Frame, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { env } from "./env";

/** Partner and widget stand-ins on origins of their own, served by request interception. */
export const PARTNER = "http://partner.test";
export const WIDGET = "http://widget.test";
export const OTHER = "http://other.test";

/**
 * A stand-in for the widget that speaks the loader's protocol, so the loader's handshake,
 * resize, origin checks and teardown are tested on their own, whatever the widget's state.
 */
const FAKE_WIDGET = `<!doctype html><html><head><title>fake widget</title></head><body>
<p>fake widget</p><script>
  window.got = [];
  let instance, hostOrigin;
  addEventListener("message", (e) => {
    if (e.source !== parent) return;
    got.push({ origin: e.origin, data: e.data });
    if (e.data && e.data.type === "init" && !instance) {
      instance = e.data.instance;
      hostOrigin = e.origin;
      if (!location.search.includes("silent")) send("ready", {});
    }
  });
  window.send = (type, payload, extra) =>
    parent.postMessage({ source: "registrar-widget", version: 1, instance, type, payload, ...extra }, hostOrigin);
  window.info = () => ({ instance, hostOrigin, got, href: location.href });
</script></body></html>`;

/** A page on another origin that replays a message with a stolen instance id to the partner. */
const INTRUDER = `<!doctype html><html><body><script>
  window.spoof = (msg) => parent.postMessage(msg, "*");
</script></body></html>`;

/** A partner page including the service's loader `times` times, with `body` as its body. */
export function partnerPage(body = `<div id="slot"></div>`, times = 1) {
  const script = `<script src="/embed.js"></script>`;
  return `<!doctype html><html lang="en"><head><title>partner</title>${script.repeat(times)}</head><body>${body}</body></html>`;
}

/** Serves the stand-ins and counts the partner window's `message` listeners. */
export async function fakeOrigins(context: BrowserContext, partnerHtml = partnerPage()) {
  const html = (body: string) => ({ status: 200, contentType: "text/html", body });
  await context.route(`${PARTNER}/**`, async (r) =>
    // The service's own /embed.js, relayed: Chromium's Private Network Access rules keep a
    // page of an unresolvable (so "public") origin from loading scripts from 127.0.0.1.
    new URL(r.request().url()).pathname === "/embed.js"
      ? r.fulfill({ response: await r.fetch({ url: `${env.service}/embed.js` }) })
      : r.fulfill(html(partnerHtml)),
  );
  await context.route(`${WIDGET}/**`, (r) => r.fulfill(html(FAKE_WIDGET)));
  await context.route(`${OTHER}/**`, (r) => r.fulfill(html(INTRUDER)));
  await context.addInitScript(() => {
    if (window.top !== window) return;
    const w = window as unknown as { messageListeners: Set<unknown> };
    w.messageListeners = new Set();
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    window.addEventListener = ((type: string, l: EventListener, o?: unknown) => {
      if (type === "message") w.messageListeners.add(l);
      return add(type, l, o as AddEventListenerOptions);
    }) as typeof window.addEventListener;
    window.removeEventListener = ((type: string, l: EventListener, o?: unknown) => {
      if (type === "message") w.messageListeners.delete(l);
      return remove(type, l, o as EventListenerOptions);
    }) as typeof window.removeEventListener;
  });
}

type FakeInfo = {
  instance?: string;
  hostOrigin?: string;
  got: { origin: string; data: { type: string; payload?: Record<string, unknown> } }[];
  href: string;
};

/** The frame whose URL starts with `prefix`, once it exists. */
export async function frameOf(page: Page, prefix: string): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(() => (found = page.frames().find((f) => f.url().startsWith(prefix))))
    .toBeTruthy();
  return found!;
}

/** The fake widget's view: the instance it was given and every message it received. */
export function fakeInfo(frame: Frame) {
  return frame.evaluate(() => (window as unknown as { info(): FakeInfo }).info());
}

/**
 * The hosted page's start-up in headless Chromium: from the navigation's start (the page's own
 * clock) to a search box a person can type into, and to the widget's own box, for a
 * search-only session (each sample a fresh browser context, so a cold cache), and the bytes on
 * the wire (what the server sent, compressed or not) by kind of response. Used by `npm run bench`;
 * `npx tsx scripts/bench/page-timing.ts [rounds]` runs it alone against a fresh service.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Response } from "@playwright/test";
import { freePort, startService } from "../../test/helpers/processes";
import { CHROMIUM_PATH, chromiumLaunch } from "../chromium";
import { searchSession } from "./session";

export type PageTiming = {
  /** Navigation to a search box a person can type into: enabled, styled, at a painted frame. */
  samples: number[];
  /**
   * Navigation to the widget's own search box (React mounted and the server-drawn form handed
   * over); the same moment as `samples` on a page without a server-drawn form.
   */
  widgetSamples?: number[];
  target: string;
  note?: string;
  /** Bytes on the wire (bodies as sent) of the last sample's responses, by kind. */
  wire?: { js: number; css: number; html: number; json: number; jsDecoded: number };
};

const SEARCH_BOX = 'input[type="search"]:enabled, [role="searchbox"]:enabled, input:enabled';

/**
 * In the page, run at each animation frame (a frame about to be painted) from the navigation's
 * commit on: notes the page's clock (ms since its navigation started) when a search box a
 * person can type into first shows (enabled, with a layout box, every stylesheet of the page
 * in, so drawn as the user sees it), and when the widget's own box does (the server-drawn form,
 * if any, handed over); returns both once the second is there. The server-drawn box
 * (src/server/hosted/first-paint.ts) counts as typeable: what is typed into it before the
 * widget runs is kept (src/widget/lib/host/prerendered.ts, e2e/widget-prerendered.spec.ts).
 */
const boxTimes = (selector: string): [number, number] | false => {
  const seen = window as unknown as { rwBox?: number; rwWidget?: number };
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  const box = document.querySelector<HTMLInputElement>(selector);
  if (links.some((l) => l.sheet === null) || !box || box.getClientRects().length === 0)
    return false;
  seen.rwBox ??= performance.now();
  if (document.querySelector("[data-rw-prerendered]") === null) seen.rwWidget ??= performance.now();
  return seen.rwWidget === undefined ? false : [seen.rwBox, seen.rwWidget];
};

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.floor((s.length - 1) / 2)]!;
};

/** Navigation to an enabled search input on the hosted page, `rounds` samples. */
export async function timeToInteractive(
  svc: { base: string; apiKey: string },
  rounds = 5,
): Promise<PageTiming> {
  if (!existsSync(CHROMIUM_PATH)) return { samples: [], target: "search box", note: "no chromium" };
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch(chromiumLaunch);
  const label = "an enabled search box a person can type into";
  try {
    const samples: number[] = [];
    const widgetSamples: number[] = [];
    let wire: PageTiming["wire"];
    for (let i = 0; i < rounds; i++) {
      const { hosted_url } = await searchSession(svc, `tti${i}`);
      const context = await browser.newContext();
      const page = await context.newPage();
      const responses: Response[] = [];
      page.on("response", (r) => responses.push(r));
      const t0 = performance.now();
      // Not waiting for "load": the box may be there well before the scripts are.
      await page.goto(hosted_url, { waitUntil: "commit" });
      const times = await page.waitForFunction(boxTimes, SEARCH_BOX, {
        polling: "raf",
        timeout: 15_000,
      });
      const [box, widget] = (await times.jsonValue()) as [number, number];
      samples.push(box);
      widgetSamples.push(widget);
      if (i === rounds - 1 && process.env.TRACE)
        for (const r of responses) {
          const t = r.request().timing();
          console.log(
            `${Math.round(t.startTime - performance.timeOrigin - t0)} ms +${Math.round(t.responseEnd)} ms ${r.url().replace(/^https?:\/\/[^/]+/, "")}`,
          );
        }
      if (i === rounds - 1) {
        wire = { js: 0, css: 0, html: 0, json: 0, jsDecoded: 0 };
        for (const r of responses) {
          const type = (await r.headerValue("content-type")) ?? "";
          const sizes = await r.request().sizes();
          const kind = type.includes("javascript")
            ? "js"
            : type.includes("css")
              ? "css"
              : type.includes("html")
                ? "html"
                : type.includes("json")
                  ? "json"
                  : null;
          if (!kind) continue;
          wire[kind] += sizes.responseBodySize;
          if (kind === "js") wire.jsDecoded += (await r.body().catch(() => Buffer.alloc(0))).length;
        }
      }
      await context.close();
    }
    return { samples, widgetSamples, target: label, wire };
  } catch (err) {
    return { samples: [], target: label, note: (err as Error).message.split("\n")[0] };
  } finally {
    await browser.close();
  }
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const rounds = Number(process.argv[2] ?? 9);
  const dir = mkdtempSync(join(tmpdir(), "registrar-tti-"));
  const port = await freePort();
  const svc = await startService(
    { DATA_DIR: dir, PORT: String(port), LOG_LEVEL: "error", DNS_PORT: "" },
    180_000,
  );
  try {
    const apiKey = /shown only this once:\n\s+(rk_\S+)/.exec(svc.output())?.[1] ?? "";
    const r = await timeToInteractive({ base: `http://127.0.0.1:${port}`, apiKey }, rounds);
    if (r.note) console.error(r.note);
    console.log(`samples ms: ${r.samples.map((s) => Math.round(s)).join(", ")}`);
    console.log(`median ms: ${Math.round(median(r.samples))}`);
    const widget = r.widgetSamples ?? [];
    console.log(`widget's own box, samples ms: ${widget.map((s) => Math.round(s)).join(", ")}`);
    console.log(`widget's own box, median ms: ${Math.round(median(widget))}`);
    console.log(`wire bytes: ${JSON.stringify(r.wire)}`);
  } finally {
    await svc.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The search form the server draws into a search-first session's page: the widget's own
 * markup and texts (in the page's language), no script, and a form that cannot navigate away.
 */
import { describe, expect, it } from "vitest";
import {
  firstPaintTexts,
  opensOnSearch,
  paintFirstScreen,
  searchFirstPaint,
} from "../../src/server/hosted/first-paint";
import de from "../../src/contract/i18n/catalogs/de.json";
import en from "../../src/contract/i18n/catalogs/en.json";

const BUILT = `<!doctype html>
<html lang="en">
  <head><title>Domains</title><script type="module" crossorigin src="/widget/assets/index-A.js"></script></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const draw = (over: Partial<Parameters<typeof searchFirstPaint>[0]> = {}) =>
  searchFirstPaint({
    mode: "hosted",
    allowedActions: ["domain_search"],
    brand: "Acme",
    logoUrl: null,
    scheme: "light",
    livemode: true,
    texts: firstPaintTexts(null, "en-US,en;q=0.9"),
    ...over,
  });

describe("the server-drawn search form", () => {
  it("has the widget's label, hint and button texts, and the search box's markup", () => {
    const html = draw();
    expect(html).toContain(`<label for="rw-search-box">${en["search.label"]}</label>`);
    expect(html).toContain(`>${en["search.hint"]}</p>`);
    expect(html).toContain(`<button type="submit">${en["search.submit"]}</button>`);
    expect(html).toContain(`<h2 tabindex="-1" class="rw-screen-title">${en["search.title"]}</h2>`);
    expect(html).toMatch(
      /<input type="search" id="rw-search-box" aria-describedby="rw-search-box-hint"[^>]*>/,
    );
    expect(html).not.toMatch(/disabled/);
    // Enter cannot navigate away before the widget runs.
    expect(html).toContain('<form role="search" method="dialog">');
    expect(html).toContain('<header class="rw-header rw-header-hosted"><h1 class="rw-brand">Acme');
    expect(html).toContain('<main class="rw-main">');
    // Nothing the page's CSP would refuse: no script, no inline style or event handler.
    expect(html).not.toContain("<script");
    expect(html).not.toMatch(/\s(style|on\w+)=/);
    // One screen: no tabs.
    expect(html).not.toContain("rw-tabs");
  });

  it("has the widget's Test mode badge after the brand in test mode, none in live mode", () => {
    const badge = `<p class="rw-test-mode">${en["session.testMode"]}</p>`;
    expect(draw()).not.toContain("rw-test-mode");
    expect(draw({ mode: "embed" })).not.toContain("rw-test-mode");
    expect(draw({ livemode: false })).toContain(
      `<header class="rw-header rw-header-hosted"><h1 class="rw-brand">Acme</h1>${badge}</header>`,
    );
    expect(draw({ livemode: false, mode: "embed" })).toContain(
      `<div class="rw-header rw-header-embed"><p class="rw-brand">Acme</p>${badge}</div>`,
    );
    const german = draw({ livemode: false, texts: firstPaintTexts("de-AT", "") });
    expect(german).toContain(`<p class="rw-test-mode">${de["session.testMode"]}</p>`);
  });

  it("speaks the session's language, else the request's", () => {
    const german = draw({ texts: firstPaintTexts("de-AT", "en-US") });
    expect(german).toContain(`>${de["search.label"]}</label>`);
    expect(german).toContain(`>${de["search.submit"]}</button>`);
    expect(draw({ texts: firstPaintTexts(null, "de-DE,de;q=0.9") })).toContain(de["search.hint"]);
    expect(draw({ texts: firstPaintTexts(null, "ja") })).toContain(en["search.hint"]);
  });

  it("draws the tabs of the allowed screens in the widget's order, search current, disabled until the widget runs", () => {
    const html = draw({ allowedActions: ["dns_manage", "domain_search", "renew"] });
    expect(html).toContain(
      `<nav aria-label="${en["nav.label"]}" class="rw-tabs"><button type="button" disabled aria-current="page">${en["nav.search"]}</button><button type="button" disabled>${en["nav.renew"]}</button><button type="button" disabled>${en["nav.dns"]}</button></nav>`,
    );
  });

  it("escapes the partner's brand and logo address; an embed has no page heading or main", () => {
    const html = draw({
      mode: "embed",
      brand: `<img src=x onerror="alert(1)">`,
      logoUrl: `https://x.test/a.png" onload="alert(1)`,
    });
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain('" onload="');
    expect(html).toContain(`alt="&#60;img src=x onerror=&#34;alert(1)&#34;&#62; logo"`);
    expect(html).toContain('<div class="rw-header rw-header-embed">');
    expect(html).toContain('height="24"');
    expect(html).not.toContain("<main");
    expect(html).not.toContain("<h1");
    expect(html).toContain(`<section class="rw-main" aria-label="${en.appTitle}">`);
  });

  it("goes into the page's root with the language's lang, dir and title", () => {
    const texts = firstPaintTexts("de-AT", "");
    const page = paintFirstScreen(BUILT, draw({ texts }), texts);
    expect(page).toContain('<html lang="de-AT" dir="ltr">');
    expect(page).toContain(`<title>${de.appTitle}</title>`);
    expect(page).toMatch(/<div id="root"><div class="rw-frame rw-hosted"[^>]*data-rw-prerendered>/);
    const rtl = firstPaintTexts("ar-XB", "");
    expect(paintFirstScreen(BUILT, draw({ texts: rtl }), rtl)).toContain(
      '<html lang="en" dir="rtl">',
    );
  });

  it("is drawn only for sessions that open on the search, not in their last five minutes", () => {
    const now = new Date("2026-01-01T12:00:00Z");
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    expect(
      opensOnSearch({ allowedActions: ["renew", "domain_search"], expiresAt: at(6) }, now),
    ).toBe(true);
    expect(
      opensOnSearch({ allowedActions: ["domain_purchase", "dns_manage"], expiresAt: at(60) }, now),
    ).toBe(false);
    // The widget will show its end-of-session warning above the form: no form to push down.
    expect(opensOnSearch({ allowedActions: ["domain_search"], expiresAt: at(5) }, now)).toBe(false);
  });
});

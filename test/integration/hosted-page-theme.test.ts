/**
 * The widget's pages carry the session's theme from their first byte: scheme and font on
 * `<html>`, the palette in an inline style the CSP allows by its hash (never 'unsafe-inline').
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { paletteOf } from "../../src/contract/theme-palette";
import { mint, org, setUpHosted, t } from "./hosted-setup";

setUpHosted();

const themed = async (theme_config: Record<string, unknown>) =>
  (await mint({ allowed_actions: ["domain_search"], external_account_id: "a", theme_config })).body;

/** The page's `<html>` attributes, its one inline style, and the CSP's style-src sources. */
async function page(path: string) {
  const res = await t.request(path);
  const html = await res.text();
  const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]!);
  const csp = res.headers.get("content-security-policy") ?? "";
  const styleSrc = csp
    .split("; ")
    .find((d) => d.startsWith("style-src "))!
    .split(" ")
    .slice(1);
  return { res, html, root: /<html\b[^>]*>/.exec(html)![0], styles, styleSrc };
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("widget pages paint the session's theme", () => {
  it("a dark session: dark scheme and font on <html>, the dark palette, allowed by its hash", async () => {
    const s = await themed({
      primary_color: "#1b1f5e",
      color_scheme: "dark",
      radius: 0,
      font_family: "serif",
    });
    for (const mode of ["hosted", "embed"]) {
      const p = await page(`/${mode}/${s.session_id}`);
      expect(p.res.status).toBe(200);
      expect(p.root).toContain('data-rw-scheme="dark"');
      expect(p.root).toContain('data-rw-font="serif"');
      expect(p.styles).toHaveLength(1);
      const css = p.styles[0]!;
      expect(css).toContain("color-scheme:dark");
      expect(css).toContain("--rw-primary:#1b1f5e");
      expect(css).toContain("--rw-radius:0px");
      // Dark navy text would be unreadable on the dark page: links and tabs get a light variant.
      const dark = paletteOf("#1b1f5e", "dark")["--rw-primary-text"];
      expect(dark).not.toBe("#1b1f5e");
      expect(css).toContain(`--rw-primary-text:${dark}`);
      expect(p.styleSrc).toEqual(["'self'", sha256(css)]);
      expect(p.styleSrc).not.toContain("'unsafe-inline'");
    }
  });

  it("a light session: readable text on a light brand color; auto adds the dark palette", async () => {
    const light = await page(`/hosted/${(await themed({ primary_color: "#ffdd00" })).session_id}`);
    expect(light.root).toContain('data-rw-scheme="light"');
    expect(light.root).toContain('data-rw-font="system"');
    // Yellow is too light for white text: the palette picks near-black.
    expect(light.styles[0]).toContain("--rw-on-primary:#111111");
    expect(light.styles[0]).toContain("color-scheme:light");
    expect(light.styles[0]).not.toContain("prefers-color-scheme");

    const auto = await page(
      `/hosted/${(await themed({ primary_color: "#1b1f5e", color_scheme: "auto" })).session_id}`,
    );
    expect(auto.root).toContain('data-rw-scheme="auto"');
    const [before, after] = auto.styles[0]!.split("@media (prefers-color-scheme:dark)");
    expect(before).toContain("--rw-primary-text:#1b1f5e");
    expect(after).toContain(
      `--rw-primary-text:${paletteOf("#1b1f5e", "dark")["--rw-primary-text"]}`,
    );
    expect(auto.styleSrc).toEqual(["'self'", sha256(auto.styles[0]!)]);

    const plain = await page(`/hosted/${(await themed({})).session_id}`);
    expect(plain.styles[0]).toContain(`--rw-primary:${paletteOf(null)["--rw-primary"]}`);
  });

  it("revoked and expired sessions keep the page as built, with no inline style allowed", async () => {
    const s = await themed({ primary_color: "#1b1f5e", color_scheme: "dark" });
    await t.request(`/api/v1/hosted/sessions/${s.session_id}`, {
      method: "DELETE",
      headers: { "x-api-key": org.apiKey },
    });
    const revoked = await page(`/hosted/${s.session_id}`);
    expect(revoked.res.status).toBe(200);
    expect(revoked.root).not.toContain("data-rw-scheme");
    expect(revoked.styles).toEqual([]);
    expect(revoked.styleSrc).toEqual(["'self'"]);

    const e = await themed({ color_scheme: "dark" });
    t.advance(61 * 60_000);
    try {
      const expired = await page(`/embed/${e.session_id}`);
      expect(expired.root).not.toContain("data-rw-scheme");
      expect(expired.styles).toEqual([]);
      expect(expired.styleSrc).toEqual(["'self'"]);
    } finally {
      t.advance(-61 * 60_000);
    }
  });
});

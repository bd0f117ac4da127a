import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The body of the first rule whose selector is exactly `selector` in tokens.css. */
function ruleBody(css: string, selector: string): string {
  const at = css.indexOf(`${selector} {`);
  expect(at).toBeGreaterThanOrEqual(0);
  const open = css.indexOf("{", at);
  return css
    .slice(open + 1, css.indexOf("}", open))
    .split(";")
    .map((d) => d.trim())
    .filter(Boolean)
    .join(";");
}

describe("tokens.css", () => {
  it("paints color_scheme auto with the dark tokens under prefers-color-scheme: dark", () => {
    const css = readFileSync(new URL("./tokens.css", import.meta.url), "utf8");
    const dark = ruleBody(css, ':root[data-rw-scheme="dark"]');
    const media = css.slice(css.indexOf("@media (prefers-color-scheme: dark)"));
    expect(dark).toContain("--rw-bg: #0f1115");
    expect(ruleBody(media, ':root[data-rw-scheme="auto"]')).toBe(dark);
  });
});

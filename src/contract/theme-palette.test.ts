import { describe, expect, it } from "vitest";
import { paletteOf, themeStyle } from "./theme-palette";

/** WCAG 2 relative luminance of `#rrggbb`, unrounded. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio, unrounded (as a checker measures the painted colors). */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((x) => x.toString(16).padStart(2, "0")).join("")}`;

describe("paletteOf", () => {
  it("keeps the brand color on buttons and picks readable text for it", () => {
    expect(paletteOf("#ffdd00")).toMatchObject({
      "--rw-primary": "#ffdd00",
      "--rw-on-primary": "#111111",
    });
    expect(paletteOf("#1b1f5e")).toMatchObject({
      "--rw-primary": "#1b1f5e",
      "--rw-on-primary": "#ffffff",
    });
  });

  it("a mid-tone where neither white nor near-black reaches AA gets black text", () => {
    // #0f8787: 4.34:1 with white, 4.36:1 with #111111; black gives 4.83:1.
    const p = paletteOf("#0f8787");
    expect(p["--rw-primary"]).toBe("#0f8787");
    expect(p["--rw-on-primary"]).toBe("#000000");
  });

  it("every pair of the palette keeps AA contrast (4.5:1, unrounded) for any primary color", () => {
    const failures: string[] = [];
    for (let r = 0; r < 256; r += 15) {
      for (let g = 0; g < 256; g += 15) {
        for (let b = 0; b < 256; b += 15) {
          const p = paletteOf(hex(r, g, b));
          const pairs: [string, number][] = [
            ["text on primary", contrast(p["--rw-primary"], p["--rw-on-primary"])],
            ["primary text on white", contrast(p["--rw-primary-text"], "#ffffff")],
            ["focus ring on white", contrast(p["--rw-focus"], "#ffffff")],
            ["ink on soft", contrast(p["--rw-primary-soft"], "#1a1a1a")],
          ];
          for (const [what, ratio] of pairs)
            if (ratio < 4.5) failures.push(`${hex(r, g, b)} ${what}: ${ratio.toFixed(3)}`);
        }
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it("in the dark scheme every pair keeps AA on the dark surfaces, buttons keep the brand color", () => {
    const failures: string[] = [];
    for (let r = 0; r < 256; r += 15) {
      for (let g = 0; g < 256; g += 15) {
        for (let b = 0; b < 256; b += 15) {
          const p = paletteOf(hex(r, g, b), "dark");
          if (p["--rw-primary"] !== hex(r, g, b)) failures.push(`${hex(r, g, b)} repainted`);
          // The page, the cards and the hover rows of styles.css's dark scheme.
          const pairs: [string, number][] = [
            ["text on primary", contrast(p["--rw-primary"], p["--rw-on-primary"])],
            ["primary text on the page", contrast(p["--rw-primary-text"], "#0f1115")],
            ["primary text on a card", contrast(p["--rw-primary-text"], "#181b21")],
            ["primary text on a raised row", contrast(p["--rw-primary-text"], "#222630")],
            ["focus ring on a card", contrast(p["--rw-focus"], "#181b21")],
            ["ink on soft", contrast(p["--rw-primary-soft"], "#e8eaed")],
          ];
          for (const [what, ratio] of pairs)
            if (ratio < 4.5) failures.push(`${hex(r, g, b)} ${what}: ${ratio.toFixed(3)}`);
        }
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it("a dark brand color gets a lighter variant for text in the dark scheme", () => {
    const dark = paletteOf("#1b1f5e", "dark");
    expect(contrast(dark["--rw-primary-text"], "#181b21")).toBeGreaterThanOrEqual(4.5);
    expect(dark["--rw-primary-text"]).not.toBe(paletteOf("#1b1f5e")["--rw-primary-text"]);
  });

  it("themeStyle adds the radius, bounded, to the scheme's palette", () => {
    expect(themeStyle({ primary_color: "#1b1f5e", radius: 0 }, "light")).toMatchObject({
      "--rw-primary": "#1b1f5e",
      "--rw-radius": "0px",
    });
    expect(themeStyle({}, "dark")["--rw-radius"]).toBe("8px");
    expect(themeStyle({ radius: 99 }, "light")["--rw-radius"]).toBe("24px");
  });

  it("falls back to the default color for an invalid one", () => {
    expect(paletteOf("not a color")["--rw-primary"]).toBe("#1f5fbf");
    expect(paletteOf(null)["--rw-primary"]).toBe("#1f5fbf");
  });
});

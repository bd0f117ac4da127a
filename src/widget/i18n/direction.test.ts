import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("the widget's CSS flips with the direction", () => {
  it("uses logical properties, never left or right", () => {
    const css = readFileSync(new URL("../styles.css", import.meta.url), "utf8").replace(
      /\/\*[\s\S]*?\*\//g,
      "",
    );
    const physical = css
      .split("\n")
      .filter((line) =>
        /(^|[\s;{-])(left|right)\b|-(left|right)\s*:|:\s*(left|right)\b/.test(line),
      );
    expect(physical).toEqual([]);
  });
});

import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ROOT } from "./import-graph";

/**
 * The repository stands alone: no code, comment, lint message or doc cites a design note, a
 * style guide or an interface spec kept outside it. What a reader needs from them is written
 * into docs/ (the order states in docs/api.md, the folder boundaries in docs/architecture.md).
 * The names are assembled so that this file does not cite them itself.
 */
const OUTSIDE = [
  ["DESIGN", "md"].join("."),
  ["STYLE", "md"].join("."),
  ["shared", "spec"].join("/"),
  ["registrar-interface", "md"].join("."),
  ["validation-errors", "md"].join("."),
];

/** `path:line: text` of every tracked or new (not ignored) file citing one of them. */
function citations(): string[] {
  try {
    const out = execFileSync(
      "git",
      ["grep", "--untracked", "-n", "-I", "-F", ...OUTSIDE.flatMap((s) => ["-e", s]), "--", "."],
      { cwd: ROOT, encoding: "utf8" },
    );
    return out.split("\n").filter(Boolean);
  } catch (err) {
    // git grep exits 1 when nothing matches.
    if ((err as { status?: number }).status === 1) return [];
    throw err;
  }
}

describe("the repository stands alone", () => {
  it("no file cites a document outside the repository", () => {
    expect(citations()).toEqual([]);
  });
});

import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./import-graph";

/**
 * Links between the repository's own files hold: a Markdown link to a file of the repository
 * finds it (and its heading, for `#anchor`), and a `docs/….md` path named in code, comments or
 * lint messages exists. Moving or splitting a page then fails here, not in a reader's hands.
 */
const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: ROOT,
  encoding: "utf8",
})
  .split("\n")
  .filter((f) => f && existsSync(join(ROOT, f)));

const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

/** GitHub's anchor of a heading: lowercase, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

const anchors = (file: string) =>
  new Set(
    read(file)
      .split("\n")
      .filter((l) => /^#{1,6} /.test(l))
      .map((l) => slug(l.replace(/^#+ /, ""))),
  );

describe("links between the repository's files", () => {
  it("every relative Markdown link finds its file and heading", () => {
    const broken = tracked
      .filter((f) => f.endsWith(".md"))
      .flatMap((file) =>
        [...read(file).matchAll(/\]\(([^)\s]+)\)/g)]
          .map((m) => m[1]!)
          .filter((target) => !/^([a-z]+:|#|\/)/.test(target))
          .flatMap((target) => {
            const [path, anchor] = target.split("#");
            const to = normalize(join(dirname(file), path!));
            if (!existsSync(join(ROOT, to))) return [`${file}: ${target}`];
            if (anchor && to.endsWith(".md") && !anchors(to).has(anchor)) {
              return [`${file}: ${target} (no such heading)`];
            }
            return [];
          }),
      );
    expect(broken).toEqual([]);
  });

  it("every docs/….md path named in a file exists", () => {
    const missing = tracked
      .filter((f) => /\.(ts|tsx|js|mjs|sql|md|json|ya?ml)$/.test(f))
      .flatMap((file) =>
        [...read(file).matchAll(/(?<![\w/.-])docs\/[\w/.-]*\.md\b/g)]
          .map((m) => m[0])
          .filter((path) => !existsSync(join(ROOT, path)))
          .map((path) => `${file}: ${path}`),
      );
    expect(missing).toEqual([]);
  });

  it("docs/decisions/README.md lists every topic file of docs/decisions/", () => {
    const index = read("docs/decisions/README.md");
    const unlisted = readdirSync(join(ROOT, "docs/decisions"))
      .filter((f) => f.endsWith(".md") && f !== "README.md")
      .filter((f) => !index.includes(`](${f})`));
    expect(unlisted, "add a line for each to docs/decisions/README.md").toEqual([]);
  });
});

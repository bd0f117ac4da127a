import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT } from "./import-graph";

/**
 * A top-level folder of `src/` uses another's files by importing them as modules, never by
 * reading them from disk by path: a read (`new URL("../../widget/…", import.meta.url)`,
 * `readFileSync("src/widget/…")`, `join(import.meta.dirname, "../…")`) escapes the import
 * rules (eslint.config.js, import-boundaries.test.ts), the bundlers and the type checker, and
 * breaks when the other folder moves. Reads inside a file's own folder (the migrations, the
 * demo's public files) and outside `src/` (the built `dist/`) are what reads are for.
 */

/** A path a source file names, relative to the repository (a template's literal head only). */
type NamedPath = { file: string; line: number; path: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The literal text of a string or the head of a template (`${language}.json` → ""). */
function literalHead(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  return undefined;
}

const isImportMeta = (node: ts.Node, name: string) =>
  ts.isPropertyAccessExpression(node) &&
  ts.isMetaProperty(node.expression) &&
  node.expression.keywordToken === ts.SyntaxKind.ImportKeyword &&
  node.name.text === name;

const READS = new Set([
  "readFileSync",
  "readFile",
  "readdirSync",
  "readdir",
  "createReadStream",
  "existsSync",
  "statSync",
  "stat",
]);

/**
 * The paths a file's code names for reading: `new URL(path, import.meta.url)`,
 * `join|resolve(import.meta.dirname|__dirname, path…)` (relative to the file), and a literal
 * path given to a read of `node:fs` (relative to the working directory, the repository's root).
 */
function namedPaths(file: string, text: string): NamedPath[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: NamedPath[] = [];
  const add = (node: ts.Node, base: string, parts: string[]) =>
    found.push({
      file: relative(ROOT, file),
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      path: relative(ROOT, resolve(base, ...parts)),
    });
  const visit = (node: ts.Node) => {
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "URL" &&
      node.arguments?.length === 2 &&
      isImportMeta(node.arguments[1]!, "url")
    ) {
      const head = literalHead(node.arguments[0]!);
      if (head !== undefined) add(node, dirname(file), [head]);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : "";
      const [first, ...rest] = node.arguments;
      const fromHere =
        first &&
        (isImportMeta(first, "dirname") || (ts.isIdentifier(first) && first.text === "__dirname"));
      if ((name === "join" || name === "resolve") && fromHere) {
        const heads = rest.map(literalHead);
        const literal = heads.findIndex((h) => h === undefined);
        const parts = (literal < 0 ? heads : heads.slice(0, literal)) as string[];
        add(node, dirname(file), parts);
      }
      if (READS.has(name) && first) {
        const head = literalHead(first);
        if (head !== undefined && /^\.{0,2}\/|^src\//.test(head)) add(node, ROOT, [head]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The top-level folder of `src/` a repository path lies in (`src/widget/…` → `widget`). */
const topOf = (path: string) => (path.startsWith(`src${sep}`) ? path.split(sep)[1] : undefined);

/** The named paths that reach into another top-level folder of `src/`. */
function crossFolderReads(paths: NamedPath[]): string[] {
  return paths.flatMap(({ file, line, path }) => {
    const target = topOf(path);
    return target && target !== topOf(file) ? [`${file}:${line} reads ${path}`] : [];
  });
}

const paths = sourceFiles(join(ROOT, "src")).flatMap((file) =>
  namedPaths(file, readFileSync(file, "utf8")),
);

describe("file reads in src/", () => {
  it("no top-level folder of src/ reads another's files by path (import them as modules)", () => {
    expect(crossFolderReads(paths)).toEqual([]);
  });

  it("sees the reads there are (a broken reader would pass everything)", () => {
    // The migrations, read beside their runner: inside their own folder, so allowed.
    expect(paths).toContainEqual(
      expect.objectContaining({
        file: "src/server/db/migrate.ts",
        path: "src/server/db/migrations",
      }),
    );
  });

  it("finds a read of another folder, in each form", () => {
    const file = join(ROOT, "src/server/hosted/example.ts");
    const code = [
      'const a = new URL("../../widget/i18n/catalogs/", import.meta.url);',
      "const b = readFileSync(new URL(`../../dashboard/${name}.json`, import.meta.url));",
      'const c = join(import.meta.dirname, "../../contract", "x.json");',
      'const d = await readFile("src/widget/index.html", "utf8");',
      'const e = new URL("./public/", import.meta.url);',
      'const f = readFileSync(`${DIST}widget/index.html`, "utf8");',
    ].join("\n");
    expect(crossFolderReads(namedPaths(file, code))).toEqual([
      "src/server/hosted/example.ts:1 reads src/widget/i18n/catalogs",
      "src/server/hosted/example.ts:2 reads src/dashboard",
      "src/server/hosted/example.ts:3 reads src/contract/x.json",
      "src/server/hosted/example.ts:4 reads src/widget/index.html",
    ]);
  });
});

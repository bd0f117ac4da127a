import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { builtinModules } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT } from "./import-graph";

/**
 * The published packages (packages/*) must install and work alone in a partner's project: a
 * package's source imports its own files, Node's built-ins, and by name only what its
 * package.json declares (dependencies or peers), never the service's code or another folder.
 */
const PACKAGES = join(ROOT, "packages");
const names = readdirSync(PACKAGES).filter((n) => existsSync(join(PACKAGES, n, "package.json")));

type Manifest = {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** `react/jsx-runtime` → `react`, `@scope/name/sub` → `@scope/name`. */
const packageName = (spec: string) =>
  spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!;

function violations(root: string): string[] {
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Manifest;
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  const src = join(root, "src");
  const wrong: string[] = [];
  for (const file of files(src)) {
    const text = readFileSync(file, "utf8");
    const specs = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
    // JSX compiles to imports of react/jsx-runtime.
    if (file.endsWith(".tsx")) specs.push("react/jsx-runtime");
    for (const spec of specs) {
      const where = `${relative(ROOT, file)} → ${spec}`;
      if (spec.startsWith(".")) {
        const target = resolve(dirname(file), spec);
        if (!target.startsWith(`${src}/`)) wrong.push(where);
      } else if (spec.startsWith("node:") || builtinModules.includes(spec)) {
        continue;
      } else if (!declared.has(packageName(spec))) wrong.push(`${where} (not in package.json)`);
    }
  }
  return wrong;
}

describe("package boundaries", () => {
  it("finds the four packages and their sources", () => {
    expect(names.sort()).toEqual(["cli", "embed", "node", "react"]);
    expect(names.flatMap((n) => files(join(PACKAGES, n, "src"))).length).toBeGreaterThan(10);
  });

  it.each(names)("packages/%s imports only its own files and its declared dependencies", (n) => {
    expect(violations(join(PACKAGES, n))).toEqual([]);
  });

  it("catches the service's code and an undeclared package (a broken check would pass all)", () => {
    const root = mkdtempSync(join(tmpdir(), "package-boundaries-"));
    try {
      mkdirSync(join(root, "src"));
      writeFileSync(join(root, "package.json"), JSON.stringify({ dependencies: { zod: "4" } }));
      writeFileSync(
        join(root, "src", "a.ts"),
        'import "./b.js";\nimport "zod/mini";\nimport "node:crypto";\n' +
          'import { createApp } from "../../src/server/app";\nimport type { X } from "react";\n',
      );
      expect(violations(root).map((v) => v.split(" → ")[1])).toEqual([
        "../../src/server/app",
        "react (not in package.json)",
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/** The repository's root. */
export const ROOT = resolve(dirname(new URL(import.meta.url).pathname), "../..");

/** One import of a source file: the file it names (resolved) and whether it is `import type`. */
export type Edge = { to: string; typeOnly: boolean };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith(".")) return undefined;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Whether the import declaration at `pos` is `import type` / `export type` (erased). */
function typeOnlyAt(text: string, pos: number): boolean {
  const start = Math.max(text.lastIndexOf("\nimport", pos), text.lastIndexOf("\nexport", pos));
  return /^\n(import|export)\s+type\s/.test(text.slice(start, pos));
}

/**
 * The import graph of the non-test source files under `src/` (paths relative to the root),
 * read with TypeScript's own pre-processor (no regular expressions over code).
 */
export function importGraph(): Map<string, Edge[]> {
  const graph = new Map<string, Edge[]>();
  for (const file of sourceFiles(join(ROOT, "src"))) {
    const text = readFileSync(file, "utf8");
    const info = ts.preProcessFile(text, true, true);
    const edges: Edge[] = [];
    for (const ref of info.importedFiles) {
      const to = resolveImport(file, ref.fileName);
      if (to) edges.push({ to: relative(ROOT, to), typeOnly: typeOnlyAt(text, ref.pos) });
    }
    graph.set(relative(ROOT, file), edges);
  }
  return graph;
}

/** The import cycles (strongly connected components of more than one file, or a self-import). */
export function importCycles(graph: Map<string, Edge[]>): string[][] {
  let index = 0;
  const indexes = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    indexes.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const { to } of graph.get(v) ?? []) {
      if (!indexes.has(to)) {
        visit(to);
        low.set(v, Math.min(low.get(v)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(v, Math.min(low.get(v)!, indexes.get(to)!));
    }
    if (low.get(v) === indexes.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      const selfLoop = (graph.get(v) ?? []).some((e) => e.to === v);
      if (component.length > 1 || selfLoop) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indexes.has(v)) visit(v);
  return cycles;
}

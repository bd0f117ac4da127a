// Bundles the service's three process entries (the service, the admin CLI, the standalone
// demo) with esbuild, once per test run, so tests that start a process run plain Node on
// JavaScript instead of compiling TypeScript through tsx at every start.
//
//   npx tsx scripts/build-server.ts [outDir]    # prints the directory it wrote
//
// The bundle is for this checkout only: each module's `import.meta.url` stays the URL of its
// source file, so what the service reads beside its sources (migrations, the demo's public
// files, the built widget in dist/) is read from where it lives. Packages stay external and
// resolve from this checkout's node_modules (the default directory lies inside it).
import { build, type Plugin } from "esbuild";
import { readFile } from "node:fs/promises";
import { mkdtempSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = new URL("..", import.meta.url).pathname;
const SERVER_ENTRIES = {
  main: "src/server/main.ts",
  admin: "src/server/cli/admin.ts",
  demo: "src/server/demo/standalone.ts",
};

/** Keeps every source module's own `import.meta.url` in the bundle. */
const sourceUrls: Plugin = {
  name: "source-import-meta-url",
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes("/node_modules/")) return undefined;
      const text = await readFile(args.path, "utf8");
      if (!text.includes("import.meta.url")) return undefined;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      const loader = /\.[cm]?tsx?$/.test(args.path) ? "ts" : "js";
      return { contents: text.replaceAll("import.meta.url", url), loader };
    });
  },
};

/** Bundles the entries into `outDir` (a new directory under node_modules/.cache by default). */
export async function buildServer(outDir?: string): Promise<string> {
  const cache = join(ROOT, "node_modules/.cache/registrar-server");
  mkdirSync(cache, { recursive: true });
  const dir = outDir ?? mkdtempSync(join(cache, "run-"));
  await build({
    absWorkingDir: ROOT,
    entryPoints: Object.entries(SERVER_ENTRIES).map(([out, inp]) => ({ in: inp, out })),
    outdir: dir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "inline",
    logLevel: "warning",
    plugins: [sourceUrls],
  });
  return dir;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(await buildServer(process.argv[2]));
}

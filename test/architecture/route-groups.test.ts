/**
 * One URL prefix, one route group, one file (docs/architecture.md, "The HTTP kernel"): every
 * API route is declared in the route group whose prefix is the longest one its path lies
 * under, no two groups share a prefix, and each group is the one `routeGroup` of a file named
 * `<resource>-routes.ts`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { fromPglite, type Database } from "../../src/server/db/database";
import { mountedGroups } from "../../src/server/http/route-group";
import { createLogger } from "../../src/server/logger";
import { ROOT } from "./import-graph";

let database: Database;
let groups: ReturnType<typeof mountedGroups>;
beforeAll(async () => {
  // Building the app queries nothing: an empty in-memory database will do.
  database = fromPglite(await PGlite.create());
  const app = createApp({
    config: loadConfig({ PUBLIC_URL: "http://127.0.0.1:8787", DEMO_ENABLED: "false" }),
    logger: createLogger("silent"),
    database,
  });
  groups = mountedGroups(app);
  app.close();
});
afterAll(async () => {
  await database.close();
});

/** Whether `path` is `prefix` or lies under it (whole segments: `/api/v1/organizations` is not under `/api/v1/organization`). */
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
const join_ = (prefix: string, path: string) => (path === "/" ? prefix : `${prefix}${path}`);

function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return serverFiles(path);
    return /\.ts$/.test(name) && !/\.test(-d)?\.ts$/.test(name) ? [path] : [];
  });
}

describe("route groups", () => {
  it("are mounted (the app serves its API through them)", () => {
    expect(groups.length).toBeGreaterThan(10);
  });

  it("each have a prefix of their own, below /api/v1", () => {
    const prefixes = groups.map((g) => g.prefix);
    const repeated = prefixes.filter((p, i) => prefixes.indexOf(p) !== i);
    expect(repeated).toEqual([]);
    expect(prefixes.filter((p) => !under(p, "/api/v1") || p === "/api/v1")).toEqual([]);
  });

  it("each declare every route under their prefix that no longer prefix claims", () => {
    const misplaced = groups.flatMap((g) =>
      g.routes.flatMap(({ method, path }) => {
        const full = join_(g.prefix, path);
        const owner = groups
          .filter((o) => under(full, o.prefix))
          .sort((a, b) => b.prefix.length - a.prefix.length)[0];
        return owner === g
          ? []
          : [
              `${method.toUpperCase()} ${full}: in a group on ${g.prefix}, belongs to another on ${owner?.prefix}`,
            ];
      }),
    );
    expect(misplaced).toEqual([]);
  });

  it("each live alone in a file named <resource>-routes.ts, and every such file holds one", () => {
    const server = join(ROOT, "src/server");
    const wrong = serverFiles(server).flatMap((file) => {
      const name = relative(ROOT, file);
      if (name.startsWith("src/server/http/")) return [];
      const count = (readFileSync(file, "utf8").match(/\brouteGroup\(/g) ?? []).length;
      const routeFile = /\/[a-z][a-z-]*-routes\.ts$/.test(name);
      // No other shape of a route file's name (`routes.ts`, `token-route.ts`, ...).
      const otherShape = !routeFile && /routes?\.ts$/.test(name);
      if (count === 0 && !routeFile && !otherShape) return [];
      return count === 1 && routeFile ? [] : [`${name}: ${count} routeGroup(…) calls`];
    });
    expect(wrong).toEqual([]);
  });
});

import { serve, type ServerType } from "@hono/node-server";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { negotiate } from "../../src/server/http/compression";
import { pageLanguages, preloadLinks, SCREEN_ORDER } from "../../src/server/hosted/pages";
import { SCREENS } from "../../src/widget/lib/session/screens";
import { openTestDb } from "../helpers/test-db";
import { makeTestApp, type TestApp } from "../helpers/test-app";

let database: Database;
let t: TestApp;
let server: ServerType;
let port: number;

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});

/** A raw HTTP GET over the socket: the bytes as sent, nothing decoded. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("response compression", () => {
  it("sends JSON answers over 1 KB with brotli or gzip, as Accept-Encoding asks", async () => {
    const plain = await rawGet("/api/v1/openapi.json");
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await rawGet("/api/v1/openapi.json", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gz = await rawGet("/api/v1/openapi.json", { "accept-encoding": "gzip;q=1, br;q=0" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);

    const none = await rawGet("/api/v1/openapi.json", { "accept-encoding": "identity" });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body.equals(plain.body)).toBe(true);
  });

  it("leaves small answers as they are, saying they vary by Accept-Encoding", async () => {
    const res = await rawGet("/api/v1/no-such-route", { "accept-encoding": "br, gzip" });
    expect(res.status).toBe(404);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(res.body.toString())).toEqual({ detail: "Not Found", code: "not_found" });
  });

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["*;q=0", null],
    ["identity", null],
    ["br;q=0, gzip;q=0", null],
    ["", null],
  ])("negotiates %j as %j", (header, expected) => {
    expect(negotiate(header)).toBe(expected);
  });
});

describe("widget page preloads", () => {
  const manifest = {
    "index.html": { file: "assets/index-A.js", isEntry: true, imports: ["_shared-E.js"] },
    "_shared-E.js": { file: "assets/shared-E.js" },
    "boot.tsx": { file: "assets/boot-G.js", imports: ["_shared-E.js", "_react-H.js"] },
    "_react-H.js": { file: "assets/react-H.js" },
    "lib/api/error-schemas.ts": { file: "assets/error-schemas-B.js", imports: ["_zod-C.js"] },
    "_zod-C.js": { file: "assets/zod-C.js" },
    "features/search/search-screen.tsx": {
      file: "assets/search-screen-D.js",
      imports: ["_zod-C.js", "_shared-E.js", "index.html"],
    },
    "features/dns/dns-screen.tsx": { file: "assets/dns-screen-F.js" },
  };
  const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

  it("name the app's and the first allowed screen's chunks, not the entry's nor the error schemas'", () => {
    expect(hrefs(preloadLinks(manifest, ["dns_manage", "domain_search"]))).toEqual([
      "/widget/assets/boot-G.js",
      "/widget/assets/react-H.js",
      "/widget/assets/search-screen-D.js",
      "/widget/assets/zod-C.js",
    ]);
    expect(hrefs(preloadLinks(manifest, ["dns_manage"]))).toEqual([
      "/widget/assets/boot-G.js",
      "/widget/assets/react-H.js",
      "/widget/assets/dns-screen-F.js",
    ]);
    expect(hrefs(preloadLinks(manifest, []))).toEqual([
      "/widget/assets/boot-G.js",
      "/widget/assets/react-H.js",
    ]);
    expect(preloadLinks({}, ["domain_search"])).toBe("");
  });

  it("name the start-up chunk the build groups `boot.tsx` in (its key is then its file)", () => {
    const grouped = {
      "index.html": { file: "assets/index-A.js", isEntry: true, name: "index" },
      "_boot-G.js": { file: "assets/boot-G.js", name: "boot", imports: ["_runtime-R.js"] },
      "_runtime-R.js": { file: "assets/runtime-R.js" },
    };
    expect(hrefs(preloadLinks(grouped, []))).toEqual([
      "/widget/assets/boot-G.js",
      "/widget/assets/runtime-R.js",
    ]);
  });

  it("keep the build's manifest private", async () => {
    expect((await t.request("/widget/.vite/manifest.json")).status).toBe(404);
  });

  it("follow the widget's own screen order", () => {
    expect(SCREEN_ORDER.map((s) => ({ ...s }))).toEqual(SCREENS.map((s) => ({ ...s })));
  });

  it("name the catalogs of the session's language and the browser's first, when built", () => {
    const catalog = "../../compiled-catalog:/build/src/contract/i18n/catalogs/";
    const withCatalogs = {
      ...manifest,
      [`${catalog}en-first`]: { file: "assets/en-first-I.js" },
      [`${catalog}de-first`]: { file: "assets/de-first-J.js" },
      [`${catalog}en-rest`]: { file: "assets/en-rest-K.js" },
      [`${catalog}de-rest`]: { file: "assets/de-rest-L.js" },
    };
    // The first screen's texts only, when it is search; the whole catalog for another screen.
    expect(
      hrefs(preloadLinks(withCatalogs, ["domain_search", "dns_manage"], ["de", "en"])).slice(-2),
    ).toEqual(["/widget/assets/de-first-J.js", "/widget/assets/en-first-I.js"]);
    expect(hrefs(preloadLinks(withCatalogs, ["domain_search"], ["de"]))).not.toContain(
      "/widget/assets/de-rest-L.js",
    );
    expect(hrefs(preloadLinks(withCatalogs, ["dns_manage"], ["de", "en"])).slice(-4)).toEqual([
      "/widget/assets/de-first-J.js",
      "/widget/assets/de-rest-L.js",
      "/widget/assets/en-first-I.js",
      "/widget/assets/en-rest-K.js",
    ]);
    expect(hrefs(preloadLinks(withCatalogs, ["dns_manage"], ["it"]))).not.toContain(
      expect.stringMatching(/-[IJKL]\.js$/),
    );
    expect(pageLanguages(null, "de-AT,de;q=0.9,en;q=0.8")).toEqual(["de"]);
    expect(pageLanguages(null, "fr;q=0.5, es")).toEqual(["es"]);
    expect(pageLanguages("de-CH", "en-US,en;q=0.9")).toEqual(["de", "en"]);
    expect(pageLanguages("en-GB", "en")).toEqual(["en"]);
    expect(pageLanguages(null, "")).toEqual([]);
    expect(pageLanguages(null, "*, de;q=0")).toEqual([]);
  });
});

import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { widgetAssets } from "../../src/server/hosted/widget-assets";

const dir = mkdtempSync(join(tmpdir(), "widget-assets-"));
const assets = join(dir, "widget", "assets");
const JS = `export const x = ${JSON.stringify("a".repeat(4000))};\n`;
const MODIFIED = new Date("2026-11-01T10:00:00Z");
function put(name: string, body: string | Buffer) {
  writeFileSync(join(assets, name), body);
  utimesSync(join(assets, name), MODIFIED, MODIFIED);
}
mkdirSync(assets, { recursive: true });
put("boot-AbC123.js", JS);
put("boot-AbC123.js.br", brotliCompressSync(JS));
put("boot-AbC123.js.gz", gzipSync(JS));
put("plain-Xy9.css", "body{color:red}");
put("boot-AbC123.js.map", "{}");

// As the service mounts it: from memory first, then the static files.
const app = new Hono();
app.use("/widget/assets/*", widgetAssets(assets));
app.use("/widget/*", serveStatic({ root: relative(process.cwd(), dir), precompressed: true }));
const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  app.request(path, { method, headers });

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the widget's built assets", () => {
  it("are sent in brotli when accepted, else gzip, else as built, the same bytes each time", async () => {
    for (let i = 0; i < 2; i++) {
      const br = await get("/widget/assets/boot-AbC123.js", { "accept-encoding": "gzip, br" });
      expect(br.status).toBe(200);
      expect(br.headers.get("content-encoding")).toBe("br");
      expect(Buffer.from(await br.arrayBuffer())).toEqual(brotliCompressSync(JS));
    }
    const gz = await get("/widget/assets/boot-AbC123.js", { "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(Buffer.from(await gz.arrayBuffer())).toEqual(gzipSync(JS));
    const refusesBr = await get("/widget/assets/boot-AbC123.js", {
      "accept-encoding": "br;q=0, gzip",
    });
    expect(refusesBr.headers.get("content-encoding")).toBe("gzip");
    const none = await get("/widget/assets/boot-AbC123.js");
    expect(none.headers.get("content-encoding")).toBeNull();
    expect(await none.text()).toBe(JS);
    expect(none.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(none.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("say they never change, with their length and date, and answer HEAD without a body", async () => {
    const res = await get("/widget/assets/plain-Xy9.css", { "accept-encoding": "br" });
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-length")).toBe("15");
    expect(res.headers.get("last-modified")).toBe(MODIFIED.toUTCString());
    // No precompressed file: sent as built, and nothing says it varies.
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe("body{color:red}");
    const head = await get("/widget/assets/plain-Xy9.css", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("15");
    expect(await head.text()).toBe("");
  });

  it("leave ranges, source maps and unknown names to the static files", async () => {
    const range = await get("/widget/assets/plain-Xy9.css", { range: "bytes=0-3" });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe("body");
    expect((await get("/widget/assets/boot-AbC123.js.map")).status).toBe(200);
    expect((await get("/widget/assets/missing-Q1.js")).status).toBe(404);
    expect((await get("/widget/assets/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
    // A file built after a miss is found then (a miss is not remembered).
    put("late-Z1.js", "late");
    expect(await (await get("/widget/assets/late-Z1.js")).text()).toBe("late");
  });
});

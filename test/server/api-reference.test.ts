import { OpenAPIHono } from "@hono/zod-openapi";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../src/server/http/app-env";
import { API_REFERENCE_CSP, apiReference } from "../../src/server/http/api-reference";

const app = new OpenAPIHono<AppEnv>();
apiReference(app, { path: "/api/v1/docs", documentPath: "/api/v1/openapi.json", title: "Ref" });

describe("the API reference at /api/v1/docs", () => {
  it("is a page whose scripts and styles all come from this service, under a strict CSP", async () => {
    const res = await app.request("/api/v1/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("Content-Security-Policy")).toBe(API_REFERENCE_CSP);
    expect(API_REFERENCE_CSP).toContain("script-src 'self';");
    expect(API_REFERENCE_CSP).not.toContain("unsafe");
    const html = await res.text();
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<script>(?!<)/);
    expect(html).toContain('data-document="/api/v1/openapi.json"');
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThanOrEqual(4);
    for (const src of sources) {
      const asset = await app.request(src);
      expect(asset.status, src).toBe(200);
      expect(asset.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
  });

  it("serves Swagger UI's bundle and the script that starts it on the document", async () => {
    const bundle = await app.request("/api/v1/docs/assets/swagger-ui-bundle.js");
    expect(bundle.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(await bundle.text()).toContain("SwaggerUIBundle");
    const init = await (await app.request("/api/v1/docs/assets/init.js")).text();
    expect(init).toContain("validatorUrl: null");
    const css = await app.request("/api/v1/docs/assets/swagger-ui.css");
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
    expect((await app.request("/api/v1/docs/assets/package.json")).status).toBe(404);
    expect((await app.request("/api/v1/docs/assets/..%2Fpackage.json")).status).toBe(404);
  });

  it("sends the bundle compressed as asked (brotli, gzip, or not), the same bytes each time", async () => {
    const get = (encoding?: string) =>
      app.request("/api/v1/docs/assets/swagger-ui-bundle.js", {
        headers: encoding ? { "Accept-Encoding": encoding } : {},
      });
    const plain = Buffer.from(await (await get()).arrayBuffer());
    for (const encoding of ["br", "gzip"] as const) {
      const res = await get(encoding);
      expect(res.headers.get("Content-Encoding")).toBe(encoding);
      expect(res.headers.get("Vary")).toBe("Accept-Encoding");
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.length).toBeLessThan(plain.length / 2);
      const inflate = encoding === "br" ? brotliDecompressSync : gunzipSync;
      expect(inflate(body).equals(plain)).toBe(true);
      const again = Buffer.from(await (await get(encoding)).arrayBuffer());
      expect(again.equals(body)).toBe(true);
    }
    // Brotli at its best quality over the 1.5 MB bundle: seconds of CPU on a busy machine.
  }, 120_000);
});

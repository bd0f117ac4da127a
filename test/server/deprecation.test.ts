import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { deprecated } from "../../src/server/http/deprecation";

function appWith(mw: ReturnType<typeof deprecated>) {
  const app = new Hono();
  app.use("/old/*", mw);
  app.get("/old/thing", (c) => c.json({ ok: true }));
  app.get("/old/missing", (c) => c.json({ detail: "Not Found" }, 404));
  app.get("/new/thing", (c) => c.json({ ok: true }));
  return app;
}

describe("deprecated() (Deprecation and Sunset headers)", () => {
  it("adds Deprecation (RFC 9745), Sunset (RFC 8594) and the Link relations to every answer", async () => {
    const app = appWith(
      deprecated({
        since: new Date("2027-01-01T00:00:00Z"),
        sunset: new Date("2027-07-01T00:00:00Z"),
        link: "https://registrar.example/docs/migrate",
      }),
    );
    for (const path of ["/old/thing", "/old/missing"]) {
      const res = await app.request(path);
      expect(res.headers.get("Deprecation")).toBe("@1798761600");
      expect(res.headers.get("Sunset")).toBe("Thu, 01 Jul 2027 00:00:00 GMT");
      expect(res.headers.get("Link")).toBe(
        '<https://registrar.example/docs/migrate>; rel="deprecation"; type="text/html", ' +
          '<https://registrar.example/docs/migrate>; rel="sunset"',
      );
    }
    const res = await app.request("/old/thing");
    expect(await res.json()).toEqual({ ok: true });
  });

  it("leaves other operations alone, and sends no Sunset or Link when none is given", async () => {
    const app = appWith(deprecated({ since: new Date("2026-06-01T12:00:00Z") }));
    const untouched = await app.request("/new/thing");
    expect(untouched.headers.has("Deprecation")).toBe(false);
    const res = await app.request("/old/thing");
    expect(res.headers.get("Deprecation")).toBe("@1780315200");
    expect(res.headers.has("Sunset")).toBe(false);
    expect(res.headers.has("Link")).toBe(false);
  });

  it("refuses a sunset before the deprecation", () => {
    expect(() =>
      deprecated({ since: new Date("2027-01-01"), sunset: new Date("2026-01-01") }),
    ).toThrow(RangeError);
  });
});

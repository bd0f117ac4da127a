import { describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { createLogger } from "../../src/server/logger";

describe("GET /healthz", () => {
  it("answers ok with a request id", async () => {
    const lines: string[] = [];
    const app = createApp({
      config: loadConfig({}),
      logger: createLogger("info", (l) => lines.push(l)),
    });
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: "request", status: 200, path: "/healthz" });
  });
});

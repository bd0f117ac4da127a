/** The OpenAPI document as the service serves it (`scripts/openapi.ts`, the client generator). */
import { PGlite } from "@electric-sql/pglite";
import { createApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { fromPglite } from "../src/server/db/database";
import { createLogger } from "../src/server/logger";

/** The document as the service serves it, pretty-printed. */
export async function openApiDocument(): Promise<string> {
  const database = fromPglite(await PGlite.create());
  try {
    const app = createApp({
      config: loadConfig({ PUBLIC_URL: "http://127.0.0.1:8787" }),
      logger: createLogger("silent"),
      database,
    });
    const res = await app.request("/api/v1/openapi.json");
    if (res.status !== 200) throw new Error(`GET /api/v1/openapi.json: HTTP ${res.status}`);
    return `${JSON.stringify(await res.json(), null, 2)}\n`;
  } finally {
    await database.close();
  }
}

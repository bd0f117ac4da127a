import { OpenAPIHono } from "@hono/zod-openapi";
import type { Config } from "./config";
import type { Logger } from "./logger";
import { requestContext, type AppEnv } from "./http/request-context";

export type AppDeps = {
  config: Config;
  logger: Logger;
  /** The clock, injectable so tests can move time. */
  now?: () => Date;
};

/** Builds the HTTP application with its dependencies; `main.ts` alone listens. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.use("*", requestContext({ logger: deps.logger }));
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  return app;
}

export type App = ReturnType<typeof createApp>;

import { createApp, type AppDeps } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import type { Database } from "../../src/server/db/database";
import { createLogger } from "../../src/server/logger";
import { createOrganization, createUser } from "../../src/server/orgs/organizations";
import { checkResponses } from "./openapi-check";
import { testDns } from "./test-dns";

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

/**
 * A real app over a real database, with a clock the test can move and every log line kept
 * (so tests can check that no secret was logged).
 */
export async function makeTestApp(
  database: Database,
  { env = {}, ...overrides }: Partial<AppDeps> & { env?: Record<string, string> } = {},
) {
  const logs: string[] = [];
  // The address its requests come from: one of its own per app, so that limits keyed by the
  // client's address (`ip:…`) are not shared with other files' apps on a shared PostgreSQL.
  const byte = () => Math.floor(Math.random() * 256);
  const remote = { incoming: { socket: { remoteAddress: `10.${byte()}.${byte()}.${byte()}` } } };
  let clock = new Date("2026-11-21T12:00:00Z").getTime();
  const config = loadConfig({ PUBLIC_URL: "http://127.0.0.1:8787", ...env });
  // Every response a test gets is checked against the OpenAPI document (openapi-check.ts).
  const app = checkResponses(
    createApp({
      config,
      logger: createLogger("debug", (l) => logs.push(l)),
      database,
      now: () => new Date(clock),
      // Webhook URLs' names resolve without the network (a test may bring its own DNS).
      resolveHost: testDns,
      ...overrides,
    }),
  );
  return {
    app,
    config,
    logs,
    database,
    advance(ms: number) {
      clock += ms;
    },
    now: () => new Date(clock),
    /**
     * A new organization with an API key (a test key; a live one with `livemode`) and a user
     * with a password.
     */
    async org(name = "Acme", { livemode = false }: { livemode?: boolean } = {}) {
      const org = await createOrganization(database.db, { name, livemode });
      const email = `user-${org.organizationId}@example.com`;
      const password = "correct horse battery staple";
      const user = await createUser(database.db, {
        organizationId: org.organizationId,
        email,
        password,
      });
      return { ...org, email, password, userId: user.userId };
    },
    request(path: string, init: RequestInit = {}) {
      return app.request(path, init, remote);
    },
  };
}

/** Request init for a JSON body with optional credentials. */
export function json(
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

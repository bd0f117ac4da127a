import type { Db } from "../db/database";
import { createApiKey, demoOrganizationId, listApiKeys, revokeApiKey } from "../orgs/organizations";
import type { ServiceCaller } from "./pages";

export const DEMO_ORGANIZATION = "Demo organization";
const KEY_NAME = "partner demo page";

/**
 * The in-process demo's credential: its own API key for the demo organization (the one
 * `main.ts` creates on first start, marked as the demo's: found by that mark, never by its
 * name), made on first use and kept in memory only. Keys left by earlier runs are revoked
 * first, so restarts do not pile up live keys.
 */
export function demoApiKey(db: Db): () => Promise<string | undefined> {
  let key: Promise<string | undefined> | undefined;
  const make = async () => {
    const orgId = await demoOrganizationId(db);
    if (!orgId) return undefined;
    for (const k of await listApiKeys(db, orgId)) {
      if (k.name === KEY_NAME && !k.revokedAt) await revokeApiKey(db, k.id);
    }
    // The demo is test mode only: the sandbox registrar and payment page, whatever the deployment runs.
    return (await createApiKey(db, { organizationId: orgId, livemode: false, name: KEY_NAME }))
      .apiKey;
  };
  return () => {
    key ??= make().catch((err: unknown) => {
      key = undefined;
      throw err;
    });
    return key;
  };
}

/** Calls the service's own app in process with the demo key (no network hop). */
export function inAppCaller(
  fetchApp: (req: Request) => Response | Promise<Response>,
  publicUrl: string,
  apiKey: () => Promise<string | undefined>,
): ServiceCaller {
  return async (method, path, body) => {
    const key = await apiKey();
    if (!key) {
      return Response.json(
        {
          detail:
            "This database has no demo organization (the first start on an empty database makes it); the demo needs it.",
        },
        { status: 503 },
      );
    }
    return fetchApp(
      new Request(`${publicUrl}${path}`, {
        method,
        headers: { "x-api-key": key, "content-type": "application/json" },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      }),
    );
  };
}

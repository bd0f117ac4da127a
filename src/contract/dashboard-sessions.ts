import { z } from "zod";

/**
 * One of the signed-in user's dashboard sessions (a sign-in in one browser): `current` is the
 * session of the access token asking. `user_agent` is the browser's, as it sent it.
 */
const DashboardSession = z
  .object({
    id: z.uuid(),
    user_agent: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
    last_used_at: z.iso.datetime({ offset: true }),
    expires_at: z.iso.datetime({ offset: true }),
    current: z.boolean(),
  })
  .meta({ id: "DashboardSession" });

export const DashboardSessionList = z
  .object({ items: z.array(DashboardSession) })
  .meta({ id: "DashboardSessionList" });
export type DashboardSessionList = z.infer<typeof DashboardSessionList>;

/** The header the dashboard sends on its session routes (a cross-site form cannot send it). */
export const DASHBOARD_HEADER = "X-Registrar-Dashboard";
/** The path of the refresh-token cookie: the session routes only. */
export const SESSION_COOKIE_PATH = "/api/v1/dashboard/session";

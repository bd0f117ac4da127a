import { randomBytes } from "node:crypto";
import type { Db } from "../db/database";
import { createUser } from "../orgs/organizations";

/** The demo admin's sign-in name (a reserved example domain: nobody's real address). */
const DEMO_ADMIN_EMAIL = "admin@demo.example";

/**
 * First start only: an admin user for the demo organization, so the dashboard can be tried at
 * once. The password is random, printed once with the demo API key, and stored hashed only.
 */
export async function createDemoAdmin(db: Db, organizationId: string) {
  const password = randomBytes(12).toString("base64url");
  await createUser(db, { organizationId, email: DEMO_ADMIN_EMAIL, password, role: "admin" });
  return { email: DEMO_ADMIN_EMAIL, password };
}

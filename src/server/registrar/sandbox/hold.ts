import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { RegistrarLifecycle } from "../lifecycle";
import { sandboxRegistry } from "../schema";

/**
 * The sandbox registry's hold (EPP clientHold): `on_hold` on the name's row (migration 0027);
 * the registry's state (`sandbox/expiry.ts`) reads it. Setting it twice is harmless. A name
 * the registry does not have for us (never registered, or gone to another registrar) is
 * `not_found`.
 */
export function sandboxHold(db: Db): Pick<RegistrarLifecycle, "setHold"> {
  return {
    async setHold(domain, held) {
      const rows = await db
        .update(sandboxRegistry)
        .set({ onHold: held })
        .where(and(eq(sandboxRegistry.name, domain.name), isNull(sandboxRegistry.sponsor)))
        .returning({ name: sandboxRegistry.name });
      if (rows.length === 0) {
        return {
          ok: false,
          code: "not_found",
          message: `The sandbox registry has no ${domain.name} of ours.`,
        };
      }
      return { ok: true };
    },
  };
}

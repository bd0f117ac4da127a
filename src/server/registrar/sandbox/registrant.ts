import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { RegistrarTransfers } from "../provider";
import { sandboxContacts, sandboxRegistry } from "../schema";

/**
 * The registry's id of the contact object a change creates: derived from the change's
 * `reference`, so asking again with the same reference makes no second object.
 */
const sandboxContactId = (reference: string) =>
  `SBX-${createHash("sha256").update(reference).digest("hex").slice(0, 12).toUpperCase()}`;

/**
 * The sandbox's registrant changes, as a registry makes them: a new contact object with its
 * own id, the domain pointed at it; the old object is left as it was.
 */
export function sandboxRegistrant(db: Db): Pick<RegistrarTransfers, "changeRegistrant"> {
  return {
    async changeRegistrant(domain, contact, reference) {
      const id = sandboxContactId(reference);
      return db.transaction(async (tx) => {
        const [held] = await tx
          .select({ name: sandboxRegistry.name })
          .from(sandboxRegistry)
          .where(eq(sandboxRegistry.name, domain.name))
          .for("update");
        if (!held) {
          return {
            ok: false as const,
            code: "not_found" as const,
            message: `${domain.name} is not registered here.`,
          };
        }
        await tx
          .insert(sandboxContacts)
          .values({ id, contact, createdAt: new Date() })
          .onConflictDoNothing();
        await tx
          .update(sandboxRegistry)
          .set({ registrantId: id })
          .where(eq(sandboxRegistry.name, domain.name));
        return { ok: true as const, registryContactId: id };
      });
    },
  };
}

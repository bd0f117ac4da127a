import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/database";
import { canonicalDs, dsRefusal, type RegistrarDnssec } from "../dnssec";
import { sandboxRegistry } from "../schema";

/**
 * The sandbox registry's DS records (`ds_records`, migration 0031): validated as a registry
 * validates them (`dsRefusal`: `rejected` with its reason, nothing changed), stored with their
 * digest in upper case, replaced whole by each call. A name the registry does not have for us
 * is `not_found`. `dsRecords` shows tests what the registry holds.
 */
export function sandboxDnssec(db: Db): RegistrarDnssec {
  return {
    async setDsRecords(domain, ds) {
      const refusal = dsRefusal(ds);
      if (refusal) return { ok: false, code: "rejected", message: refusal };
      const rows = await db
        .update(sandboxRegistry)
        .set({ dsRecords: ds.map(canonicalDs) })
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
    async dsRecords(domain) {
      const [row] = await db
        .select({ ds: sandboxRegistry.dsRecords })
        .from(sandboxRegistry)
        .where(eq(sandboxRegistry.name, domain.name));
      return row?.ds ?? [];
    },
  };
}

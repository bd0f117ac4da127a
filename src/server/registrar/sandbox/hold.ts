import type { Db } from "../../db/database";
import type { RegistrarLifecycle } from "../lifecycle";

/**
 * The sandbox registry's hold (EPP clientHold): a held domain is not published.
 * Ground for the verification work: not built yet.
 */
export function sandboxHold(_db: Db): Pick<RegistrarLifecycle, "setHold"> {
  return {
    setHold(domain) {
      return Promise.resolve({
        ok: false,
        code: "rejected",
        message: `The sandbox cannot hold ${domain.name} yet.`,
      });
    },
  };
}

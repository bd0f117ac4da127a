import type { RegistrarFailure } from "../provider";

/** A sandbox transfer capability not built yet: refused in words. */
export const notYet = async (what: string): Promise<RegistrarFailure> => ({
  ok: false,
  code: "rejected",
  message: `The sandbox registrar does not ${what} yet.`,
});

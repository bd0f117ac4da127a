import type { Db } from "../../db/database";
import type { RegistrarTransfers } from "../provider";
import { notYet } from "./not-yet";

/** The sandbox's gaining side: transfer quotes, requests and their progress (test names). */
export function sandboxTransfersIn(
  _db: Db,
  _opts: { transferMs: number },
): Pick<RegistrarTransfers, "quote" | "verifyCode" | "request" | "status" | "cancel"> {
  return {
    quote: async () => ({
      transferable: false,
      price: "0.00",
      currency: "USD",
      reason: "transfer_prohibited",
    }),
    request: () => notYet("transfer domains in"),
    status: async () => ({ status: "refused", reason: "not built yet" }),
    cancel: () => notYet("cancel transfers"),
  };
}

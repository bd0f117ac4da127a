import type { Db } from "../../db/database";
import type { RegistrarTransfers } from "../provider";
import { notYet } from "./not-yet";

/** The sandbox's losing side: locks, transfer codes (hashed) and answers to requests. */
export function sandboxTransfersOut(
  _db: Db,
  _opts: { transferMs: number },
): Pick<RegistrarTransfers, "answer" | "setLock" | "setAuthCode"> {
  return {
    answer: () => notYet("answer transfers"),
    setLock: () => notYet("lock domains"),
    setAuthCode: () => notYet("set transfer codes"),
  };
}

import type { Db } from "../../db/database";
import type { RegistrarTransfers } from "../provider";
import { notYet } from "./not-yet";

/** The sandbox's registrant changes: a new contact object, the domain pointed at it. */
export function sandboxRegistrant(_db: Db): Pick<RegistrarTransfers, "changeRegistrant"> {
  return { changeRegistrant: () => notYet("change registrants") };
}

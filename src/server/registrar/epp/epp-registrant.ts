import type { RegistrarTransfers } from "../provider";
import type { EppClient } from "./epp-client";
import { info } from "./epp-info";
import { contactProblem, ensureContact } from "./epp-registration";
import { profileOf } from "./profiles";
import { registrantIdFor } from "./references";
import { el, NS } from "./xml";

/**
 * The adapter's `changeRegistrant`: a new contact object (RFC 5733 `contact:create`, its id
 * made from `reference` as a registration's is from its order), then `domain:update` with
 * `<domain:chg><domain:registrant>`. The old contact object stays at the registry as it is
 * (the domain's history keeps it). The new one is created private (`disclose flag="0"`) where
 * the profile sends disclose at all: the change carries no privacy choice, and publishing is
 * the one that cannot be taken back. A thin registry (Verisign) holds no registrant: nothing to
 * change there.
 */
export function eppChangeRegistrant(client: EppClient): RegistrarTransfers["changeRegistrant"] {
  return async (domain, contact, reference) => {
    const profile = profileOf(client);
    const held = await info(client, domain, reference);
    if (!held || !held.ours) {
      return { ok: false, code: "not_found", message: `${domain.name} is not registered here.` };
    }
    if (profile.thin) return { ok: true };
    const unfit = contactProblem(contact);
    if (unfit) return { ok: false, code: "rejected", message: unfit };
    const id = registrantIdFor(`registrant-change:${reference}`);
    const made = await ensureContact(client, id, contact, true, reference);
    if (typeof made !== "string") return made;
    // Already the registrant (a retry after a lost answer): done.
    if ("registrant" in held && held.registrant === id) return { ok: true, registryContactId: id };
    const res = await client.send(
      "registrant",
      reference,
      el("update", {}, [
        el("domain:update", { "xmlns:domain": NS.domain }, [
          el("domain:name", domain.name),
          el("domain:chg", {}, [el("domain:registrant", id)]),
        ]),
      ]),
    );
    if (res.code === 1000 || res.code === 1001) return { ok: true, registryContactId: id };
    return client.failure(res, `the registrant change of ${domain.name}`, "rejected");
  };
}

import { createHash, randomUUID } from "node:crypto";
import { rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, count, eq, gt, inArray, isNull } from "drizzle-orm";
import * as openpgp from "openpgp";
import type { DbOrTx } from "../db/database";
import { held } from "../domains/domains";
import { domainRegistrants, domains } from "../domains/schema";
import type { EscrowContact, EscrowCount, EscrowFormat, EscrowSnapshot } from "./format";

/** The keys of a deposit: the agent's to encrypt to, the registrar's to sign with. */
export type EscrowKeys = { agentPublicKey: string; registrarPrivateKey: string };

/**
 * A registrant's contact id in a deposit: EPP's client identifiers are 3 to 16 characters, so
 * the last 16 hex digits of the registrant record's UUID (its random part: with a million
 * registrants, two share one with a chance of about one in ten million).
 */
const contactHandle = (id: string) => id.replace(/-/g, "").slice(-16);

/**
 * The registration data the registrar holds in live mode as of `at`: every held domain and its
 * current registrant (full), or only what changed after `since` with the names that left
 * (incremental). The header counts every TLD held, every TLD a name left, and `tlds` (those
 * offered), with zeros: RFC 8909's contents may not be empty, even before the first sale.
 */
export async function readSnapshot(
  db: DbOrTx,
  opts: { at: Date; registrarId: string; since?: Date; tlds?: string[] },
): Promise<EscrowSnapshot> {
  const live = eq(domains.livemode, true);
  const changed = opts.since ? [gt(domains.updatedAt, opts.since)] : [];
  const rows = await db
    .select()
    .from(domains)
    .where(and(live, held(), ...changed))
    .orderBy(domains.name);
  const ids = rows.map((r) => r.id);
  const registrants =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(domainRegistrants)
          .where(and(inArray(domainRegistrants.domainId, ids), isNull(domainRegistrants.validTo)));
  const byDomain = new Map(registrants.map((r) => [r.domainId, r]));
  const left = opts.since
    ? await db
        .select({ name: domains.name })
        .from(domains)
        .where(
          and(
            live,
            inArray(domains.status, ["transferred_away", "deleted"]),
            gt(domains.leftAt, opts.since),
          ),
        )
    : [];
  // The header's totals: every domain held at the watermark (one current registrant each).
  const totals = await db
    .select({ name: domains.name, registrants: count(domainRegistrants.id) })
    .from(domains)
    .leftJoin(
      domainRegistrants,
      and(eq(domainRegistrants.domainId, domains.id), isNull(domainRegistrants.validTo)),
    )
    .where(and(live, held()))
    .groupBy(domains.name);
  const tldOf = (name: string) => name.slice(name.lastIndexOf(".") + 1);
  const byTld = new Map<string, EscrowCount>();
  for (const tld of [...(opts.tlds ?? []), ...left.map((l) => tldOf(l.name))])
    byTld.set(tld, { tld, domains: 0, contacts: 0 });
  for (const h of totals) {
    const tld = tldOf(h.name);
    const c = byTld.get(tld) ?? { tld, domains: 0, contacts: 0 };
    c.domains += 1;
    c.contacts += Number(h.registrants);
    byTld.set(tld, c);
  }
  return {
    kind: opts.since ? "DIFF" : "FULL",
    watermark: opts.at,
    registrarId: opts.registrarId,
    domains: rows.map((d) => ({
      name: d.name,
      roid: d.id,
      status: [d.holdReason ? "clientHold" : "ok"],
      registrant: ((r) => (r ? contactHandle(r.id) : null))(byDomain.get(d.id)),
      nameservers: d.nameservers,
      createdAt: d.registeredAt,
      updatedAt: d.updatedAt,
      expiresAt: d.expiresAt,
    })),
    contacts: registrants.map((r): EscrowContact => ({
      id: contactHandle(r.id),
      name: `${r.contact.first_name} ${r.contact.last_name}`,
      org: r.contact.organization ?? null,
      street: [r.contact.address1, ...(r.contact.address2 ? [r.contact.address2] : [])],
      city: r.contact.city,
      sp: r.contact.state,
      pc: r.contact.postal_code,
      cc: r.contact.country,
      voice: r.contact.phone,
      email: r.contact.email,
      createdAt: r.validFrom,
    })),
    deletedDomains: left.map((l) => l.name).sort(),
    counts: [...byTld.values()].sort((a, b) => a.tld.localeCompare(b.tld)),
  };
}

/**
 * RFC 8909 §6-style file name with the registrar's IANA id in the TLD's place:
 * `{id}_RDE_{YYYY-MM-DD}_{full|inc}_S1_R0.{ext}.gpg`.
 */
function depositFileName(s: EscrowSnapshot, format: EscrowFormat): string {
  const day = s.watermark.toISOString().slice(0, 10);
  const type = s.kind === "FULL" ? "full" : "inc";
  return `${s.registrarId}_RDE_${day}_${type}_S1_R0.${format.extension}.gpg`;
}

/** Signs with the registrar's key and encrypts to the agent's (binary OpenPGP message). */
async function sealDeposit(text: string, keys: EscrowKeys): Promise<Uint8Array> {
  const [encryptionKeys, signingKeys] = await Promise.all([
    openpgp.readKey({ armoredKey: keys.agentPublicKey }),
    openpgp.readPrivateKey({ armoredKey: keys.registrarPrivateKey }),
  ]);
  return openpgp.encrypt({
    message: await openpgp.createMessage({ text }),
    encryptionKeys,
    signingKeys,
    format: "binary",
  });
}

/** Decrypts a deposit with the agent's private key; throws unless the registrar signed it. */
export async function openDeposit(
  sealed: Uint8Array,
  keys: { agentPrivateKey: string; registrarPublicKey: string },
): Promise<string> {
  const [decryptionKeys, verificationKeys] = await Promise.all([
    openpgp.readPrivateKey({ armoredKey: keys.agentPrivateKey }),
    openpgp.readKey({ armoredKey: keys.registrarPublicKey }),
  ]);
  const { data } = await openpgp.decrypt({
    message: await openpgp.readMessage({ binaryMessage: sealed }),
    decryptionKeys,
    verificationKeys,
    expectSigned: true,
  });
  return data as string;
}

/**
 * Writes one deposit into `dir` atomically (a temporary name, then a rename) and answers what
 * was written: its file name, SHA-256 digest and counts.
 */
export async function writeDeposit(
  dir: string,
  snapshot: EscrowSnapshot,
  format: EscrowFormat,
  keys: EscrowKeys,
) {
  const sealed = await sealDeposit(format.render(snapshot), keys);
  const fileName = depositFileName(snapshot, format);
  const temporary = join(dir, `.${fileName}.${randomUUID()}.part`);
  await writeFile(temporary, sealed, { flag: "wx" });
  await rename(temporary, join(dir, fileName));
  return {
    fileName,
    digest: createHash("sha256").update(sealed).digest("hex"),
    domains: snapshot.domains.length,
    contacts: snapshot.contacts.length,
    deletes: snapshot.deletedDomains.length,
  };
}

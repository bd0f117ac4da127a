import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import * as openpgp from "openpgp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { insertDomain } from "../../src/server/domains/domains";
import { domains } from "../../src/server/domains/schema";
import { openDeposit, readSnapshot, writeDeposit } from "../../src/server/escrow/deposit";
import type { EscrowSnapshot } from "../../src/server/escrow/format";
import { rfc9022Xml } from "../../src/server/escrow/rfc9022";
import { createOrganization } from "../../src/server/orgs/organizations";
import { CONTACT } from "../helpers/contact";
import { escrowSchemaErrors } from "../helpers/escrow-schemas";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let dir: string;
const agent = { privateKey: "", publicKey: "" };
const registrar = { privateKey: "", publicKey: "" };
const FULL_AT = new Date("2026-02-01T00:00:00Z");
const INC_AT = new Date("2026-02-02T00:00:00Z");

async function domain(organizationId: string, name: string, livemode = true, db = database.db) {
  const row = await insertDomain(db, {
    organizationId,
    livemode,
    name,
    registeredAt: new Date("2025-03-01T00:00:00Z"),
    expiresAt: new Date("2027-03-01T00:00:00Z"),
    autoRenew: true,
    privacy: true,
    nameservers: ["ns1.example.net", "ns2.example.net"],
    contact: { ...CONTACT, email: `owner@${name}` },
  });
  return row;
}

const at = (id: string, updatedAt: Date, extra: Partial<typeof domains.$inferInsert> = {}) =>
  database.db
    .update(domains)
    .set({ updatedAt, ...extra })
    .where(eq(domains.id, id));

/** Applies a deposit on top of what was restored so far (RFC 8909: a DIFF replaces and deletes). */
function apply(restored: Map<string, unknown>, s: EscrowSnapshot) {
  const contacts = new Map(s.contacts.map((c) => [c.id, c]));
  for (const name of s.deletedDomains) restored.delete(name);
  for (const d of s.domains) {
    restored.set(d.name, { ...d, registrant: d.registrant ? contacts.get(d.registrant) : null });
  }
  return restored;
}

async function open(fileName: string) {
  const text = await openDeposit(new Uint8Array(await readFile(join(dir, fileName))), {
    agentPrivateKey: agent.privateKey,
    registrarPublicKey: registrar.publicKey,
  });
  return { text, snapshot: rfc9022Xml.parse(text) };
}

beforeAll(async () => {
  database = await openTestDb();
  dir = await mkdtemp(join(tmpdir(), "escrow-"));
  for (const [keys, name] of [
    [agent, "Escrow agent"],
    [registrar, "Registrar"],
  ] as const) {
    const k = await openpgp.generateKey({ userIDs: [{ name }], format: "armored" });
    keys.privateKey = k.privateKey;
    keys.publicKey = k.publicKey;
  }
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe("registrar data escrow", () => {
  it("restores a full deposit and an incremental one on top to what the database holds", async () => {
    const org = await createOrganization(database.db, { name: "Acme" });
    const kept = await domain(org.organizationId, "kept.com");
    const changed = await domain(org.organizationId, "changed.com");
    const gone = await domain(org.organizationId, "gone.com");
    const sandbox = await domain(org.organizationId, "sandbox-only.com", false);
    for (const d of [kept, changed, gone, sandbox])
      await at(d.id, new Date("2026-01-15T00:00:00Z"));
    const keys = { agentPublicKey: agent.publicKey, registrarPrivateKey: registrar.privateKey };

    const full = await readSnapshot(database.db, { at: FULL_AT, registrarId: "9999" });
    const fullWritten = await writeDeposit(dir, full, rfc9022Xml, keys);
    expect(fullWritten).toMatchObject({
      fileName: "9999_RDE_2026-02-01_full_S1_R0.xml.gpg",
      domains: 3,
      contacts: 3,
      digest: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    // After the full deposit: one domain's delegation changes, one leaves, one arrives.
    const later = new Date("2026-02-01T12:00:00Z");
    await at(changed.id, later, { nameservers: ["ns.elsewhere.org"] });
    await at(gone.id, later, { status: "transferred_away", leftAt: later });
    const added = await domain(org.organizationId, "added.com");
    await at(added.id, later);

    const inc = await readSnapshot(database.db, {
      at: INC_AT,
      registrarId: "9999",
      since: FULL_AT,
    });
    const incWritten = await writeDeposit(dir, inc, rfc9022Xml, keys);
    expect(incWritten).toMatchObject({
      fileName: "9999_RDE_2026-02-02_inc_S1_R0.xml.gpg",
      domains: 2,
      deletes: 1,
    });
    // Only the two deposits: the temporary file was renamed into place.
    expect((await readdir(dir)).sort()).toEqual([fullWritten.fileName, incWritten.fileName]);

    const [fullDeposit, incDeposit] = [
      await open(fullWritten.fileName),
      await open(incWritten.fileName),
    ];
    // Both deposits are valid RFC 8909 deposits of RFC 9022 objects (the incremental one with its deletion).
    expect(escrowSchemaErrors(fullDeposit.text)).toEqual([]);
    expect(escrowSchemaErrors(incDeposit.text)).toEqual([]);
    expect(incDeposit.text).toContain("<rdeDom:name>gone.com</rdeDom:name>");
    const restored = apply(apply(new Map(), fullDeposit.snapshot), incDeposit.snapshot);
    const now = apply(
      new Map(),
      await readSnapshot(database.db, { at: INC_AT, registrarId: "9999" }),
    );
    expect([...restored.keys()].sort()).toEqual(["added.com", "changed.com", "kept.com"]);
    expect(restored).toEqual(now);
    expect(restored.get("changed.com")).toMatchObject({
      nameservers: ["ns.elsewhere.org"],
      expiresAt: new Date("2027-03-01T00:00:00Z"),
      registrant: { email: "owner@changed.com", cc: "GB", name: "Ada Lovelace" },
    });
  });

  it("is valid before the first sale and when the only change is a name that left", async () => {
    // Its own database: nothing held in live mode yet.
    const empty = await openTestDb();
    try {
      const keys = { agentPublicKey: agent.publicKey, registrarPrivateKey: registrar.privateKey };
      const first = await readSnapshot(empty.db, {
        at: new Date("2026-05-01T00:00:00Z"),
        registrarId: "9999",
        tlds: ["com", "net"],
      });
      const written = await writeDeposit(dir, first, rfc9022Xml, keys);
      const opened = await open(written.fileName);
      expect(escrowSchemaErrors(opened.text)).toEqual([]);
      expect(opened.snapshot.counts).toEqual([
        { tld: "com", domains: 0, contacts: 0 },
        { tld: "net", domains: 0, contacts: 0 },
      ]);
      // The one name held leaves; the next incremental deposit holds only its deletion, and
      // the header still counts its TLD (none is offered here).
      const org = await createOrganization(empty.db, { name: "Leaving" });
      const d = await domain(org.organizationId, "gone.org", true, empty.db);
      await empty.db
        .update(domains)
        .set({
          status: "transferred_away",
          leftAt: new Date("2026-05-02T12:00:00Z"),
          updatedAt: new Date("2026-05-02T12:00:00Z"),
        })
        .where(eq(domains.id, d.id));
      const diff = await readSnapshot(empty.db, {
        at: new Date("2026-05-03T00:00:00Z"),
        registrarId: "9999",
        since: new Date("2026-05-02T00:00:00Z"),
      });
      const inc = await writeDeposit(dir, diff, rfc9022Xml, keys);
      expect(inc).toMatchObject({ domains: 0, contacts: 0, deletes: 1 });
      const incOpened = await open(inc.fileName);
      expect(escrowSchemaErrors(incOpened.text)).toEqual([]);
      expect(incOpened.snapshot.deletedDomains).toEqual(["gone.org"]);
      expect(incOpened.snapshot.counts).toEqual([{ tld: "org", domains: 0, contacts: 0 }]);
    } finally {
      await empty.close();
    }
  });

  it("every deposit carries the totals held by TLD, so one with no change is still valid", async () => {
    const org = await createOrganization(database.db, { name: "Totals" });
    for (const name of ["one.net", "two.net", "three.org"]) {
      const d = await domain(org.organizationId, name);
      await at(d.id, new Date("2026-04-01T00:00:00Z"));
    }
    const keys = { agentPublicKey: agent.publicKey, registrarPrivateKey: registrar.privateKey };
    // Nothing changed after the 2nd: the incremental deposit holds no object, only the header.
    const quiet = await readSnapshot(database.db, {
      at: new Date("2026-04-03T00:00:00Z"),
      registrarId: "9999",
      since: new Date("2026-04-02T00:00:00Z"),
    });
    const written = await writeDeposit(dir, quiet, rfc9022Xml, keys);
    expect(written).toMatchObject({ domains: 0, contacts: 0, deletes: 0 });
    const { text, snapshot } = await open(written.fileName);
    expect(escrowSchemaErrors(text)).toEqual([]);
    expect(snapshot.domains).toEqual([]);
    // The earlier test's domains are held too (same database): the totals are all of them.
    expect(snapshot.counts).toEqual(quiet.counts);
    expect(snapshot.counts.find((c) => c.tld === "net")).toEqual({
      tld: "net",
      domains: 2,
      contacts: 2,
    });
    expect(snapshot.counts.find((c) => c.tld === "org")).toEqual({
      tld: "org",
      domains: 1,
      contacts: 1,
    });
  });

  it("refuses a deposit not signed by the registrar's key", async () => {
    const other = await openpgp.generateKey({
      userIDs: [{ name: "Someone else" }],
      format: "armored",
    });
    const snapshot = await readSnapshot(database.db, {
      at: new Date("2026-03-01T00:00:00Z"),
      registrarId: "1",
    });
    const { fileName } = await writeDeposit(dir, snapshot, rfc9022Xml, {
      agentPublicKey: agent.publicKey,
      registrarPrivateKey: other.privateKey,
    });
    await expect(open(fileName)).rejects.toThrow(/signing key/i);
  });
});

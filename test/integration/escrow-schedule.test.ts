import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as openpgp from "openpgp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { insertDomain } from "../../src/server/domains/domains";
import { escrowPass, type EscrowDeps } from "../../src/server/escrow/schedule";
import { escrowDeposits } from "../../src/server/escrow/schema";
import { createOrganization } from "../../src/server/orgs/organizations";
import { CONTACT } from "../helpers/contact";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let dir: string;
let deps: Omit<EscrowDeps, "now">;
const day = (d: string) => () => new Date(`${d}T03:00:00Z`);

beforeAll(async () => {
  database = await openTestDb();
  dir = await mkdtemp(join(tmpdir(), "escrow-schedule-"));
  const userIDs = [{ name: "Escrow" }];
  const [agent, registrar] = await Promise.all([
    openpgp.generateKey({ type: "ecc", curve: "curve25519Legacy", userIDs }),
    openpgp.generateKey({ type: "ecc", curve: "curve25519Legacy", userIDs }),
  ]);
  deps = {
    db: database.db,
    dir,
    registrarId: "9999",
    keys: { agentPublicKey: agent.publicKey, registrarPrivateKey: registrar.privateKey },
  };
  const org = await createOrganization(database.db, { name: "Escrow schedule" });
  await insertDomain(database.db, {
    organizationId: org.organizationId,
    livemode: true,
    name: "escrowed.com",
    registeredAt: new Date("2026-01-01T00:00:00Z"),
    expiresAt: new Date("2027-01-01T00:00:00Z"),
    autoRenew: true,
    privacy: true,
    nameservers: ["ns1.example.net", "ns2.example.net"],
    contact: CONTACT,
  });
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe("escrow schedule", () => {
  it("makes a full deposit first, an incremental the next day, one a day even with two passes at once, a full again after a week", async () => {
    const first = await escrowPass({ ...deps, now: day("2027-03-02") });
    expect(first).toMatchObject({ kind: "FULL", domains: 1, contacts: 1 });

    const [a, b] = await Promise.all([
      escrowPass({ ...deps, now: day("2027-03-03") }),
      escrowPass({ ...deps, now: day("2027-03-03") }),
    ]);
    expect([a, b].filter(Boolean)).toEqual([
      expect.objectContaining({ kind: "DIFF", domains: 0, contacts: 0 }),
    ]);
    expect(await escrowPass({ ...deps, now: day("2027-03-03") })).toBeUndefined();
    expect(await escrowPass({ ...deps, now: day("2027-03-09") })).toMatchObject({ kind: "FULL" });

    const rows = await database.db.select().from(escrowDeposits).orderBy(escrowDeposits.day);
    expect(rows.map((r) => [r.day, r.kind, r.fileName])).toEqual([
      ["2027-03-02", "FULL", "9999_RDE_2027-03-02_full_S1_R0.xml.gpg"],
      ["2027-03-03", "DIFF", "9999_RDE_2027-03-03_inc_S1_R0.xml.gpg"],
      ["2027-03-09", "FULL", "9999_RDE_2027-03-09_full_S1_R0.xml.gpg"],
    ]);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.digest))).toBe(true);
    expect((await readdir(dir)).sort()).toEqual(rows.map((r) => r.fileName));
  });
});

import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as openpgp from "openpgp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RefusalError } from "../../src/server/cli/command-result";
import { escrowVerify } from "../../src/server/cli/escrow-commands";
import { loadConfig } from "../../src/server/config";
import { openDatabase } from "../../src/server/db/open";
import { insertDomain } from "../../src/server/domains/domains";
import { openDeposit } from "../../src/server/escrow/deposit";
import { createOrganization } from "../../src/server/orgs/organizations";
import { CONTACT } from "../helpers/contact";
import { preparedDataDir, runCommand } from "../helpers/processes";

let root: string;
let env: Record<string, string>;
const keys = { agent: "", agentPublic: "", registrar: "", registrarPublic: "", other: "" };
const files = { agentKey: "", deposits: "" };
/** The verify command as the CLI runs it (in this process: its refusals are what the CLI prints). */
const verify = (file: string) =>
  escrowVerify(loadConfig(env), { "decryption-key-file": files.agentKey }, file);
const admin = (e: Record<string, string>, ...args: string[]) =>
  runCommand(["src/server/cli/admin.ts", ...args], e);

/** An OpenPGP message of `text` for the agent, signed with `signingKey`. */
async function seal(text: string, signingKey: string) {
  return openpgp.encrypt({
    message: await openpgp.createMessage({ text }),
    encryptionKeys: await openpgp.readKey({ armoredKey: keys.agentPublic }),
    signingKeys: await openpgp.readPrivateKey({ armoredKey: signingKey }),
    format: "binary",
  });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "admin-escrow-"));
  const dataDir = preparedDataDir(root);
  const userIDs = [{ name: "Escrow" }];
  const generate = () => openpgp.generateKey({ type: "ecc", curve: "curve25519Legacy", userIDs });
  const [agent, registrar, other] = await Promise.all([generate(), generate(), generate()]);
  Object.assign(keys, {
    agent: agent.privateKey,
    agentPublic: agent.publicKey,
    registrar: registrar.privateKey,
    registrarPublic: registrar.publicKey,
    other: other.privateKey,
  });
  const write = async (name: string, text: string) => {
    await writeFile(join(root, name), text);
    return join(root, name);
  };
  files.agentKey = await write("agent.key.asc", keys.agent);
  files.deposits = join(root, "deposits");
  await import("node:fs/promises").then((fs) => fs.mkdir(files.deposits));
  env = {
    DATA_DIR: dataDir,
    ESCROW_DIR: files.deposits,
    ESCROW_AGENT_KEY_FILE: await write("agent.pub.asc", keys.agentPublic),
    ESCROW_SIGNING_KEY_FILE: await write("registrar.key.asc", keys.registrar),
    REGISTRAR_IANA_ID: "9999",
  };
  // The records the deposit is about, written directly (this test is not about making them).
  const database = await openDatabase({ dataDir, existingLivemode: false });
  const org = await createOrganization(database.db, { name: "Escrowed" });
  await insertDomain(database.db, {
    organizationId: org.organizationId,
    livemode: true,
    name: "escrowed.com",
    registeredAt: new Date("2026-01-01T00:00:00Z"),
    expiresAt: new Date("2027-01-01T00:00:00Z"),
    autoRenew: true,
    privacy: true,
    nameservers: ["ns1.example.net"],
    contact: CONTACT,
  });
  await database.close();
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("admin CLI: data escrow", { timeout: 120_000 }, () => {
  it("makes a full deposit now and verifies it: its signature, type, watermark and counts", async () => {
    const made = await admin(env, "escrow", "deposit", "--full", "--json");
    expect(made.code).toBe(0);
    const deposit = JSON.parse(made.stdout) as { file: string };
    expect(deposit).toMatchObject({
      file: expect.stringMatching(/deposits\/9999_RDE_\d{4}-\d{2}-\d{2}_full_S1_R0\.xml\.gpg$/),
      kind: "FULL",
      domains: 1,
      contacts: 1,
      deletes: 0,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const verified = await admin(
      env,
      ...["escrow", "verify", deposit.file, "--decryption-key-file", files.agentKey],
    );
    expect(verified.code).toBe(0);
    expect(verified.stdout).toContain("Signature: the registrar's");
    expect(verified.stdout).toMatch(/Type: FULL \(id \d{12}\), watermark \d{4}-\d{2}-\d{2}T/);
    expect(verified.stdout).toContain("Objects: 1 domains, 1 contacts, 0 deletions");
    expect(verified.stdout).not.toContain("PGP");

    // The same deposit signed by another key: refused (the CLI exits with 2 on a refusal).
    const xml = await openDeposit(new Uint8Array(await readFile(deposit.file)), {
      agentPrivateKey: keys.agent,
      registrarPublicKey: keys.registrarPublic,
    });
    const forged = join(root, "forged.xml.gpg");
    await writeFile(forged, await seal(xml, keys.other));
    await expect(verify(forged)).rejects.toThrow(
      /^Bad signature: the deposit is not signed by the registrar's key \(ESCROW_SIGNING_KEY_FILE, fingerprint [0-9a-f]{40}\)\.$/,
    );
    // Without the agent's key, or with another: refused; decrypted (XML): checked, unsigned.
    await expect(escrowVerify(loadConfig(env), {}, deposit.file)).rejects.toThrow(
      /encrypted to the escrow agent's key: give --decryption-key-file/,
    );
    const wrongKey = { "decryption-key-file": env.ESCROW_SIGNING_KEY_FILE };
    await expect(escrowVerify(loadConfig(env), wrongKey, deposit.file)).rejects.toThrow(
      /^Cannot decrypt the deposit with .*registrar\.key\.asc: it is not an OpenPGP message encrypted to that key/,
    );
    const plain = join(root, "deposit.xml");
    await writeFile(plain, xml);
    expect((await escrowVerify(loadConfig(env), {}, plain)).json).toMatchObject({
      signature: "unchecked",
      type: "FULL",
      domains: 1,
      contacts: 1,
    });
  });

  it("refuses an invalid deposit, naming what is wrong", async () => {
    const broken = join(root, "broken.xml.gpg");
    const xml =
      '<?xml version="1.0"?><rde:deposit xmlns:rde="urn:ietf:params:xml:ns:rde-1.0" type="WEEKLY" id="1">' +
      "<rde:watermark>yesterday</rde:watermark></rde:deposit>";
    await writeFile(broken, await seal(xml, keys.registrar));
    await expect(verify(broken)).rejects.toThrow(RefusalError);
    await expect(verify(broken)).rejects.toThrow(
      /Invalid deposit XML.*\n- the deposit's type "WEEKLY" is not FULL, INCR or DIFF\n- rde:watermark is missing or not a date-time\n- rde:rdeMenu has no rde:version 1.0$/,
    );
    await writeFile(broken, await seal("<rde:deposit><rde:watermark>", keys.registrar));
    await expect(verify(broken)).rejects.toThrow(/Invalid deposit XML.*\n- not well-formed: /);
  });

  it("refuses a deposit when escrow is not configured, exiting with 2", async () => {
    const r = await admin({ DATA_DIR: env.DATA_DIR! }, "escrow", "deposit");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Data escrow is not configured: set ESCROW_DIR");
  });
});

import { randomUUID } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import * as openpgp from "openpgp";
import type { EscrowKeys } from "./deposit";
import type { EscrowSettings } from "./escrow-env";

/** A configured escrow that cannot work: the message names the variable, never a key. */
export class EscrowConfigurationError extends Error {}

async function readKeyFile(variable: string, path: string): Promise<string> {
  try {
    return await readFile(path, "utf8");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? "unreadable";
    throw new EscrowConfigurationError(`${variable}: cannot read ${path} (${code})`);
  }
}

/**
 * Writes (and removes) an empty file in `dir`, as a deposit will: a permission check would pass
 * for root where the write fails (a read-only mount). The refusal names the system's error code.
 */
async function checkDirectory(dir: string) {
  const probe = join(dir, `.escrow-probe-${randomUUID()}`);
  try {
    await writeFile(probe, "", { flag: "wx" });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? "unwritable";
    const what = code === "ENOENT" || code === "ENOTDIR" ? "is not a directory" : "is not writable";
    throw new EscrowConfigurationError(`ESCROW_DIR: ${dir} ${what} (${code})`);
  }
  await rm(probe, { force: true });
}

/**
 * Checks at start what a deposit will need: a writable `ESCROW_DIR`, the agent's public key
 * (one that can encrypt) and the registrar's private key (unprotected, one that can sign).
 * Answers the armored keys a deposit takes.
 */
export async function loadEscrowKeys(settings: EscrowSettings): Promise<EscrowKeys> {
  await checkDirectory(settings.dir);
  const agentArmored = await readKeyFile("ESCROW_AGENT_KEY_FILE", settings.agentKeyFile);
  const signingArmored = await readKeyFile("ESCROW_SIGNING_KEY_FILE", settings.signingKeyFile);
  const agent = await openpgp.readKey({ armoredKey: agentArmored }).catch(() => {
    throw new EscrowConfigurationError("ESCROW_AGENT_KEY_FILE: not an armored OpenPGP key");
  });
  if (agent.isPrivate())
    throw new EscrowConfigurationError(
      "ESCROW_AGENT_KEY_FILE: holds a private key; give the agent's public key",
    );
  await agent.getEncryptionKey().catch(() => {
    throw new EscrowConfigurationError("ESCROW_AGENT_KEY_FILE: the key cannot encrypt");
  });
  const signing = await openpgp.readPrivateKey({ armoredKey: signingArmored }).catch(() => {
    throw new EscrowConfigurationError(
      "ESCROW_SIGNING_KEY_FILE: not an armored OpenPGP private key",
    );
  });
  if (!signing.isDecrypted())
    throw new EscrowConfigurationError(
      "ESCROW_SIGNING_KEY_FILE: the key is protected by a passphrase; give it unprotected (the file's permissions protect it)",
    );
  await signing.getSigningKey().catch(() => {
    throw new EscrowConfigurationError("ESCROW_SIGNING_KEY_FILE: the key cannot sign");
  });
  return { agentPublicKey: agentArmored, registrarPrivateKey: signingArmored };
}

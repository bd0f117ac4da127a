import { constants } from "node:fs";
import { access, readFile, stat } from "node:fs/promises";
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
 * Checks at start what a deposit will need: a writable `ESCROW_DIR`, the agent's public key
 * (one that can encrypt) and the registrar's private key (unprotected, one that can sign).
 * Answers the armored keys a deposit takes.
 */
export async function loadEscrowKeys(settings: EscrowSettings): Promise<EscrowKeys> {
  const isDir = await stat(settings.dir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isDir) throw new EscrowConfigurationError(`ESCROW_DIR: ${settings.dir} is not a directory`);
  await access(settings.dir, constants.W_OK).catch(() => {
    throw new EscrowConfigurationError(`ESCROW_DIR: ${settings.dir} is not writable`);
  });
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

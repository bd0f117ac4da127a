import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { eq } from "drizzle-orm";
import * as openpgp from "openpgp";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { openDeposit } from "../escrow/deposit";
import { checkDeposit } from "../escrow/check";
import { EscrowConfigurationError, loadEscrowKeys } from "../escrow/escrow-keys";
import { escrowPass } from "../escrow/schedule";
import { escrowDeposits } from "../escrow/schema";
import { RefusalError, UsageError, type CommandResult } from "./command-result";

/** The escrow commands' lines of the CLI's usage. */
export const ESCROW_USAGE = `  escrow deposit [--full]                         make the day's data escrow deposit now (full
                                                  with --full, else as the schedule would) and
                                                  print its file and counts
  escrow verify FILE [--decryption-key-file K]    decrypt a deposit with K (the agent's private
                                                  key, held for testing), check its signature
                                                  against ESCROW_SIGNING_KEY_FILE's key and its
                                                  XML, and print its type, watermark and counts`;

const NOT_CONFIGURED =
  "Data escrow is not configured: set ESCROW_DIR, ESCROW_AGENT_KEY_FILE, ESCROW_SIGNING_KEY_FILE and REGISTRAR_IANA_ID (docs/configuration.md).";

function escrowOf(config: Config) {
  if (!config.escrow) throw new RefusalError(NOT_CONFIGURED);
  return config.escrow;
}

const counts = (c: { domains: number; contacts: number; deletes: number }) =>
  `${c.domains} domains, ${c.contacts} contacts, ${c.deletes} deletions`;

/** `escrow deposit [--full]`: one deposit now, on the schedule's terms (one a day). */
export async function escrowDeposit(
  db: Db,
  config: Config,
  values: Record<string, unknown>,
): Promise<CommandResult> {
  const settings = escrowOf(config);
  const keys = await loadEscrowKeys(settings).catch((err: unknown) => {
    if (err instanceof EscrowConfigurationError) throw new RefusalError(err.message);
    throw err;
  });
  const now = new Date();
  const written = await escrowPass(
    {
      db,
      dir: settings.dir,
      keys,
      registrarId: settings.registrarId,
      tlds: settings.tlds,
      now: () => now,
    },
    { full: values.full === true },
  );
  if (!written) {
    const day = now.toISOString().slice(0, 10);
    const [made] = await db.select().from(escrowDeposits).where(eq(escrowDeposits.day, day));
    throw new RefusalError(
      `A deposit was already made today (${day}, UTC): ${join(settings.dir, made?.fileName ?? "")}. ` +
        "One deposit a day; the next one can be made tomorrow.",
    );
  }
  const file = join(settings.dir, written.fileName);
  return {
    json: {
      file,
      kind: written.kind,
      domains: written.domains,
      contacts: written.contacts,
      deletes: written.deletes,
      sha256: written.digest,
    },
    text: `Wrote a ${written.kind === "FULL" ? "full" : "incremental"} deposit to ${file} (${counts(written)}; SHA-256 ${written.digest}).`,
  };
}

async function readArg(path: string, what: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(path));
  } catch (err) {
    throw new RefusalError(
      `Cannot read ${what} ${path} (${(err as NodeJS.ErrnoException).code ?? "unreadable"}).`,
    );
  }
}

/** Decrypts with the operator's copy of the agent's key; refuses unless the registrar signed it. */
async function decrypt(sealed: Uint8Array, keyFile: string, signingKeyFile: string) {
  const agentPrivateKey = new TextDecoder().decode(await readArg(keyFile, "the decryption key"));
  const signing = await openpgp.readPrivateKey({
    armoredKey: new TextDecoder().decode(await readArg(signingKeyFile, "ESCROW_SIGNING_KEY_FILE")),
  });
  try {
    return await openDeposit(sealed, {
      agentPrivateKey,
      registrarPublicKey: signing.toPublic().armor(),
    });
  } catch (err) {
    const message = (err as Error).message;
    if (/signature|signing key|signed/i.test(message))
      throw new RefusalError(
        `Bad signature: the deposit is not signed by the registrar's key (ESCROW_SIGNING_KEY_FILE, fingerprint ${signing.getFingerprint()}).`,
      );
    throw new RefusalError(
      `Cannot decrypt the deposit with ${keyFile}: it is not an OpenPGP message encrypted to that key (${message}).`,
    );
  }
}

/**
 * `escrow verify FILE [--decryption-key-file K]`: a sealed deposit is decrypted with K and its
 * signature checked against the service's signing key; a decrypted one (XML) is checked without
 * a signature. Either way the XML is checked for well-formedness and RFC 8909/9022 structure
 * (not against the XSDs: docs/decisions/registrar-duties.md).
 */
export async function escrowVerify(
  config: Config,
  values: Record<string, unknown>,
  fileArg: string | undefined,
): Promise<CommandResult> {
  if (!fileArg) throw new UsageError("escrow verify needs the deposit's FILE.");
  const settings = escrowOf(config);
  const file = resolve(fileArg);
  const bytes = await readArg(file, "the deposit");
  const keyFile = values["decryption-key-file"];
  const plain = new TextDecoder().decode(bytes.subarray(0, 64)).trimStart().startsWith("<");
  let xml: string;
  if (plain) xml = new TextDecoder().decode(bytes);
  else if (typeof keyFile === "string" && keyFile !== "")
    xml = await decrypt(bytes, resolve(keyFile), settings.signingKeyFile);
  else
    throw new RefusalError(
      "The deposit is encrypted to the escrow agent's key: give --decryption-key-file with the matching private key (a test key pair of the agent's).",
    );
  const checked = checkDeposit(xml);
  if (!checked.ok)
    throw new RefusalError(`Invalid deposit XML in ${file}:\n- ${checked.problems.join("\n- ")}`);
  const d = checked.deposit;
  const signature = plain ? "not checked (a decrypted deposit)" : "the registrar's";
  return {
    json: { file, signature: plain ? "unchecked" : "valid", ...d },
    text:
      `Deposit ${file}\n` +
      `Signature: ${signature}\n` +
      `Type: ${d.type} (id ${d.id}), watermark ${d.watermark}\n` +
      `Objects: ${counts(d)}\n` +
      "XML: well-formed, RFC 8909 and RFC 9022 structure checked (not validated against their XSDs).",
  };
}

import type { z } from "zod";
import { optionalText } from "../env-fields";

/**
 * The registrar data escrow part of the environment (docs/configuration.md, "Data escrow"):
 * where deposits are written and the two OpenPGP keys, each read from a file. Escrow is off
 * until `ESCROW_DIR` is set.
 */
export const ESCROW_ENV = {
  ESCROW_DIR: optionalText,
  ESCROW_AGENT_KEY_FILE: optionalText,
  ESCROW_SIGNING_KEY_FILE: optionalText,
};

type EscrowEnv = z.output<z.ZodObject<typeof ESCROW_ENV>> & {
  REGISTRAR_IANA_ID?: string;
  EPP_SUFFIXES?: string[];
};

/** The rules between the escrow variables; issues go to `ctx` like the rest of the environment's. */
export function checkEscrowEnv(e: EscrowEnv, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [path], message });
  if (e.ESCROW_DIR === undefined) {
    for (const key of ["ESCROW_AGENT_KEY_FILE", "ESCROW_SIGNING_KEY_FILE"] as const) {
      if (e[key] !== undefined) issue(key, "needs ESCROW_DIR (escrow is off without it)");
    }
    return;
  }
  if (e.ESCROW_AGENT_KEY_FILE === undefined)
    issue("ESCROW_AGENT_KEY_FILE", "required when ESCROW_DIR is set (the agent's public key)");
  if (e.ESCROW_SIGNING_KEY_FILE === undefined)
    issue("ESCROW_SIGNING_KEY_FILE", "required when ESCROW_DIR is set (the registrar's key)");
  if (e.REGISTRAR_IANA_ID === undefined)
    issue("REGISTRAR_IANA_ID", "required when ESCROW_DIR is set (it names each deposit)");
}

/** `config.escrow`: set when escrow is configured; the keys are paths, read at start. */
export type EscrowSettings = {
  dir: string;
  agentKeyFile: string;
  signingKeyFile: string;
  registrarId: string;
  /**
   * The TLDs offered in live mode (EPP_SUFFIXES' last labels): each deposit's header counts
   * every one of them, zero included, so a deposit made before the first sale is valid too.
   */
  tlds: string[];
};

export function escrowSettingsFrom(e: EscrowEnv): EscrowSettings | undefined {
  if (e.ESCROW_DIR === undefined) return undefined;
  return {
    dir: e.ESCROW_DIR,
    agentKeyFile: e.ESCROW_AGENT_KEY_FILE!,
    signingKeyFile: e.ESCROW_SIGNING_KEY_FILE!,
    registrarId: e.REGISTRAR_IANA_ID!,
    tlds: [...new Set((e.EPP_SUFFIXES ?? []).map((s) => s.slice(s.lastIndexOf(".") + 1)))],
  };
}

import type { Logger } from "../../logger";
import type { RegistrarFailure } from "../provider";
import { classifyResult } from "./codes";
import { REGISTRY_FUNDS, registryFundsMessage } from "../registry-account";
import { EppCommandError } from "./epp-errors";
import { EppPool, type PoolOptions } from "./pool";
import { clientTag, clTRID } from "./references";
import { EppTransportError, type EppEndpoint } from "./session";
import { command, type EppResponse, type Node } from "./xml";

export const day = (d: Date) => d.toISOString().slice(0, 10);
export const isTrue = (v: string | undefined) => v === "1" || v === "true";

/** What the adapter's parts share: the session pool, the account, and how commands are sent. */
export type EppClient = {
  pool: EppPool;
  currency: string;
  /** Below this balance (with the credit limit) a transform's answer logs a warning. */
  lowBalance?: string | undefined;
  clientId: string;
  logger?: Logger;
  send(action: string, key: string, verb: Node, extension?: Node[]): Promise<EppResponse>;
  query(action: string, key: string, verb: Node, extension?: Node[]): Promise<EppResponse>;
  failure(res: EppResponse, what: string, code?: RegistrarFailure["code"]): RegistrarFailure;
  unexpected(res: EppResponse, what: string): EppCommandError;
  /** Calls `listener` whenever an answer says the poll queue holds messages (`msgQ`). */
  onMessagesWaiting(listener: () => void): () => void;
};

/** The registry's reasons (`extValue/reason`, credentials redacted): ` (a; b)`, or nothing. */
function reasonsOf(res: EppResponse): string {
  const all = (res.results ?? []).flatMap((r) => r.reasons ?? []);
  return all.length > 0 ? ` (${all.join("; ")})` : "";
}

export function createEppClient(options: {
  endpoint: EppEndpoint;
  pool: PoolOptions;
  currency: string;
  lowBalance?: string | undefined;
  logger?: Logger;
}): EppClient {
  const pool = new EppPool(options.endpoint, options.pool);
  const clientId = options.endpoint.clientId;
  const logger = options.logger;
  /** This client's tag and count: every command's clTRID is new, across restarts and instances. */
  const tag = clientTag();
  let count = 0;
  const trid = (action: string, key: string) => clTRID(action, key, tag, ++count);
  const waiting = new Set<() => void>();

  /**
   * Sends a command. A resend happens only where the RFC says the command was not executed:
   * a matched 2400 (command failed) is sent once more with a new clTRID, and the pool resends a
   * matched 2500/2502 or a command never written. A command written without its own answer
   * (lost, timed out, answered out of step) is thrown (`EppTransportError.sent`): the caller
   * reconciles a transform with info and may repeat a query (`query`).
   */
  async function send(
    action: string,
    key: string,
    verb: Node,
    extension?: Node[],
  ): Promise<EppResponse> {
    for (let i = 0; ; i++) {
      const res = await pool.send(command(verb, trid(action, key), extension));
      if (res.msgQ && res.msgQ.count > 0) for (const l of waiting) l();
      if (classifyResult(res.code).kind === "retry" && i === 0) continue;
      if (classifyResult(res.code).kind === "retry") {
        throw new EppCommandError(
          `registry failed the command: ${res.code} ${res.message}${reasonsOf(res)}`,
          res.clTRID,
          res.svTRID,
        );
      }
      return res;
    }
  }

  /**
   * Queries (check, info, poll) may always be repeated: one more try, on a fresh session, after
   * a lost connection or an answer out of step (that session was closed).
   */
  async function query(action: string, key: string, verb: Node, extension?: Node[]) {
    try {
      return await send(action, key, verb, extension);
    } catch (err) {
      if (err instanceof EppTransportError) return send(action, key, verb, extension);
      throw err;
    }
  }

  const failure = (
    res: EppResponse,
    what: string,
    code?: RegistrarFailure["code"],
  ): RegistrarFailure => {
    const c = classifyResult(res.code);
    if (c.kind === "rejected" && c.why === "billing") return registryFundsFailure(res, what);
    const mapped =
      code ??
      (c.kind === "unavailable"
        ? "unavailable"
        : c.kind === "not_found"
          ? "not_found"
          : "rejected");
    const message = `The registry refused ${what}: ${res.code} ${res.message}${reasonsOf(res)}`;
    logger?.warn("epp command refused", {
      what,
      code: res.code,
      clTRID: res.clTRID,
      svTRID: res.svTRID,
      ...(res.results.some((r) => r.reasons) && {
        reasons: res.results.flatMap((r) => r.reasons ?? []),
      }),
    });
    return { ok: false, code: mapped, message: message.trim() };
  };

  /**
   * 2104 (billing failure): the registrar's own deposit at the registry is empty. Whatever the
   * command, the order or renewal waits for funds instead of failing (registry-account.ts).
   */
  const registryFundsFailure = (res: EppResponse, what: string): RegistrarFailure => ({
    ok: false,
    code: REGISTRY_FUNDS,
    message: registryFundsMessage(what, `${res.code} ${res.message}`.trim()),
  });

  const unexpected = (res: EppResponse, what: string) =>
    new EppCommandError(
      `unexpected answer to ${what}: ${res.code} ${res.message}${reasonsOf(res)}`,
      res.clTRID,
      res.svTRID,
    );

  return {
    pool,
    currency: options.currency,
    lowBalance: options.lowBalance,
    clientId,
    logger,
    send,
    query,
    failure,
    unexpected,
    onMessagesWaiting(listener) {
      waiting.add(listener);
      return () => void waiting.delete(listener);
    },
  };
}

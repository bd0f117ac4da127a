import { randomBytes } from "node:crypto";
import type { Logger } from "../../logger";
import type { RegistrarFailure } from "../provider";
import { classifyResult } from "./codes";
import { EppCommandError } from "./epp-errors";
import { EppPool, type PoolOptions } from "./pool";
import { clTRID } from "./references";
import { EppTransportError, type EppEndpoint } from "./session";
import { command, type EppResponse, type Node } from "./xml";

export const day = (d: Date) => d.toISOString().slice(0, 10);
export const authCode = () => randomBytes(12).toString("base64url") + "A1!";
export const isTrue = (v: string | undefined) => v === "1" || v === "true";

/** What the adapter's parts share: the session pool, the account, and how commands are sent. */
export type EppClient = {
  pool: EppPool;
  currency: string;
  clientId: string;
  logger?: Logger;
  send(action: string, key: string, verb: Node, extension?: Node[]): Promise<EppResponse>;
  query(action: string, key: string, verb: Node, extension?: Node[]): Promise<EppResponse>;
  failure(res: EppResponse, what: string, code?: RegistrarFailure["code"]): RegistrarFailure;
  unexpected(res: EppResponse, what: string): EppCommandError;
  /** Calls `listener` whenever an answer says the poll queue holds messages (`msgQ`). */
  onMessagesWaiting(listener: () => void): () => void;
};

export function createEppClient(options: {
  endpoint: EppEndpoint;
  pool: PoolOptions;
  currency: string;
  logger?: Logger;
}): EppClient {
  const pool = new EppPool(options.endpoint, options.pool);
  const clientId = options.endpoint.clientId;
  const attempts = new Map<string, number>();
  const waiting = new Set<() => void>();

  /** The next clTRID for an action: a retry of the same action gets the next attempt number. */
  const trid = (action: string, key: string) => {
    const k = `${action}:${key}`;
    const n = (attempts.get(k) ?? 0) + 1;
    attempts.set(k, n);
    if (attempts.size > 10_000) attempts.delete(attempts.keys().next().value!);
    return clTRID(action, key, n);
  };

  /**
   * Sends a command; 2400 (the server failed it without executing it) is retried once.
   * Transport failures after the command was written are thrown as they are: the caller
   * reconciles a transform (`sent`) or retries a query.
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
        throw new EppCommandError(`registry failed the command: ${res.code} ${res.message}`);
      }
      return res;
    }
  }

  /** Queries may always be repeated: one more try after a lost connection. */
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
    const mapped =
      code ??
      (c.kind === "unavailable"
        ? "unavailable"
        : c.kind === "not_found"
          ? "not_found"
          : "rejected");
    return {
      ok: false,
      code: mapped,
      message: `The registry refused ${what}: ${res.code} ${res.message}`.trim(),
    };
  };

  const unexpected = (res: EppResponse, what: string) =>
    new EppCommandError(`unexpected answer to ${what}: ${res.code} ${res.message}`);

  return {
    pool,
    currency: options.currency,
    clientId,
    logger: options.logger,
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

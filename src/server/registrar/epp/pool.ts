import { randomBytes } from "node:crypto";
import { EppSession, EppSessionError, EppTransportError, type EppEndpoint } from "./session";
import type { EppGreeting, EppResponse } from "./xml";

export type PoolOptions = {
  size: number;
  /** Idle sessions say `<hello>` this often (registries drop idle sessions after minutes). */
  keepAliveMs?: number;
  /** Reconnect attempts per command, with doubling delays from `backoffMs`. */
  connectAttempts?: number;
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

/** A server-side transaction id for the commands the pool sends itself (login, hello). */
const poolTrid = (what: string) => `pool-${what}-${randomBytes(6).toString("hex")}`;

/**
 * A few logged-in sessions shared by the adapter: a command takes an idle session (opening
 * one while under `size`, else waiting), and gives it back. Dead sessions are dropped and
 * reopened with backoff on the next command.
 */
export class EppPool {
  private idle: EppSession[] = [];
  private open = 0;
  private waiters: ((s: EppSession | undefined) => void)[] = [];
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** The latest greeting: which objects and extensions the server offers. */
  greeting: EppGreeting | undefined;

  constructor(
    private readonly endpoint: EppEndpoint,
    private readonly options: PoolOptions,
  ) {
    const every = options.keepAliveMs ?? 5 * 60_000;
    if (every > 0) {
      this.timer = setInterval(() => void this.keepAlive(every), Math.max(1000, every / 2));
      this.timer.unref();
    }
  }

  /**
   * Runs one command on a session. Connection failures before the command was written are
   * retried with backoff; a 2500/2502 answer (server closing) is retried once on a new
   * session; other failures are thrown for the caller to judge (`EppTransportError.sent`).
   */
  async send(xml: string): Promise<EppResponse> {
    for (let attempt = 0; ; attempt++) {
      const session = await this.acquire();
      try {
        const res = await session.send(xml);
        this.release(session);
        return res;
      } catch (err) {
        this.release(session);
        const again =
          attempt === 0 &&
          ((err instanceof EppSessionError && err.retryable) ||
            (err instanceof EppTransportError && !err.sent));
        if (!again) throw err;
      }
    }
  }

  /** The server's greeting (connecting first when no session was opened yet). */
  async services(): Promise<EppGreeting> {
    if (!this.greeting) this.release(await this.acquire());
    return this.greeting!;
  }

  /** Whether the server offers host objects (else nameservers go as host attributes). */
  async hostObjects(): Promise<boolean> {
    return (await this.services()).objURIs.includes("urn:ietf:params:xml:ns:host-1.0");
  }

  async close(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    const sessions = this.idle.splice(0);
    await Promise.all(sessions.map((s) => s.logout(poolTrid("logout"))));
    for (const w of this.waiters.splice(0)) w(undefined);
  }

  private async acquire(): Promise<EppSession> {
    if (this.stopped) throw new EppTransportError("EPP pool closed", false);
    for (;;) {
      const s = this.idle.pop();
      if (!s) break;
      if (!s.closed) return s;
      this.open--;
    }
    if (this.open < this.options.size) {
      this.open++;
      try {
        return await this.connect();
      } catch (err) {
        this.open--;
        this.wakeOne();
        throw err;
      }
    }
    const s = await new Promise<EppSession | undefined>((r) => this.waiters.push(r));
    if (!s) return this.acquire();
    return s;
  }

  private release(session: EppSession) {
    if (this.stopped && !session.closed) void session.logout(poolTrid("logout"));
    if (session.closed || this.stopped) {
      this.open--;
      this.wakeOne();
      return;
    }
    const w = this.waiters.shift();
    if (w) w(session);
    else this.idle.push(session);
  }

  /** Lets a waiter open a session in place of one that died. */
  private wakeOne() {
    const w = this.waiters.shift();
    if (w) w(undefined);
  }

  private async connect(): Promise<EppSession> {
    const attempts = this.options.connectAttempts ?? 3;
    const sleep = this.options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    let delay = this.options.backoffMs ?? 250;
    for (let i = 1; ; i++) {
      try {
        const s = await EppSession.open(this.endpoint, poolTrid("login"));
        this.greeting = s.greeting;
        return s;
      } catch (err) {
        const retryable =
          (err instanceof EppTransportError && !err.sent) ||
          (err instanceof EppTransportError && err.sent) ||
          (err instanceof EppSessionError && err.retryable);
        if (!retryable || i >= attempts || this.stopped) throw err;
        await sleep(delay);
        delay *= 2;
      }
    }
  }

  /** Says `<hello>` on every idle session unused for `every` ms; a session that fails is dropped. */
  async keepAlive(every: number) {
    const now = Date.now();
    const due = this.idle.filter((s) => now - s.lastUsed >= every);
    for (const s of due) {
      const i = this.idle.indexOf(s);
      if (i < 0) continue;
      this.idle.splice(i, 1);
      try {
        await s.hello();
        s.lastUsed = Date.now();
      } catch {
        s.destroy();
      }
      this.release(s);
    }
  }
}

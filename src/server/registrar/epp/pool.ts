import { randomBytes } from "node:crypto";
import {
  EppSession,
  EppSessionError,
  EppTransportError,
  type EppCredentials,
  type EppEndpoint,
} from "./session";
import type { SessionSlots } from "./session-slots";
import type { EppGreeting, EppResponse } from "./xml";

export type PoolOptions = {
  size: number;
  /** Idle sessions say `<hello>` this often (registries drop idle sessions after minutes); 0: never. */
  keepAliveMs?: number;
  /** Reconnect attempts per command, with doubling delays from `backoffMs`. */
  connectAttempts?: number;
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** A new password to set at the next login (`<newPW>`); see `connect`. */
  newPassword?: string;
  /**
   * The registry's session limit across instances (EPP_SESSION_LIMIT): a session is opened only
   * with a slot taken from here, and given back when it closes.
   */
  slots?: SessionSlots;
  /** The clock idle times are measured with (tests move it). */
  now?: () => number;
};

/** A server-side transaction id for the commands the pool sends itself (login, hello). */
const poolTrid = (what: string) => `pool-${what}-${randomBytes(6).toString("hex")}`;

/**
 * A few logged-in sessions shared by the adapter: a command takes an idle session (opening
 * one while under `size`, else waiting), and gives it back. Dead sessions are dropped and
 * reopened with backoff on the next command. With a cluster-wide session limit (`slots`), a
 * session is opened only with a slot, and a session that would go idle beside another idle one
 * is logged out, so that its slot serves another instance.
 */
export class EppPool {
  private idle: EppSession[] = [];
  private open = 0;
  private waiters: ((s: EppSession | undefined) => void)[] = [];
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly slotOf = new Map<EppSession, number>();
  private readonly usedAt = new Map<EppSession, number>();
  /** The password the registry has now (after a `<newPW>` login, the new one). */
  private credentials: EppCredentials;
  /** The latest greeting: which objects and extensions the server offers. */
  greeting: EppGreeting | undefined;
  /** How long a session may stay idle before it says `<hello>` (0: never). */
  readonly keepAliveMs: number;

  constructor(
    private readonly endpoint: EppEndpoint,
    private readonly options: PoolOptions,
  ) {
    this.credentials = {
      password: endpoint.password,
      ...(options.newPassword && { newPassword: options.newPassword }),
    };
    this.keepAliveMs = options.keepAliveMs ?? 5 * 60_000;
    const every = this.keepAliveMs;
    const renewEvery = options.slots?.renewEveryMs ?? 0;
    const tick = Math.min(every > 0 ? every / 2 : Infinity, renewEvery > 0 ? renewEvery : Infinity);
    if (Number.isFinite(tick)) {
      this.timer = setInterval(() => void this.tick(), Math.max(1000, tick));
      this.timer.unref();
    }
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }

  private sleep(ms: number) {
    return (this.options.sleep ?? ((t) => new Promise<void>((r) => setTimeout(r, t))))(ms);
  }

  /**
   * Runs one command on a session. Connection failures before the command was written are
   * retried; a matched 2500/2502 answer (the server failed the command without executing it
   * and closes the session) is retried once on a new session, after a pause for 2502 (session
   * limit). A command written without a matched answer (lost, timed out, out of step) is never
   * resent here: it is thrown for the caller to judge (`EppTransportError.sent`).
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
        if (err instanceof EppSessionError && err.code === 2502) {
          await this.sleep(this.options.backoffMs ?? 250);
        }
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
    await Promise.all(sessions.map((s) => this.drop(s)));
    for (const w of this.waiters.splice(0)) w(undefined);
  }

  private async acquire(): Promise<EppSession> {
    if (this.stopped) throw new EppTransportError("EPP pool closed", false);
    const ready = this.takeIdle();
    if (ready) return ready;
    if (this.open >= this.options.size) return this.wait();
    this.open++;
    let slot: number | undefined | null;
    try {
      slot = await this.takeSlot();
    } catch (err) {
      this.open--;
      this.wakeOne();
      throw err;
    }
    if (slot === null) {
      // Every slot is taken. A session of ours that came back while the slot was sought sits
      // idle (no waiter took it): use it; else wait for one still in use, or give up.
      this.open--;
      const back = this.takeIdle();
      if (back) return back;
      if (this.open > 0) return this.wait();
      this.wakeOne();
      throw new EppTransportError(
        "every registry session (EPP_SESSION_LIMIT) is in use by other instances",
        false,
      );
    }
    try {
      const s = await this.connect();
      if (slot !== undefined) this.slotOf.set(s, slot);
      return s;
    } catch (err) {
      if (slot !== undefined) await this.options.slots!.release(slot).catch(() => {});
      this.open--;
      this.wakeOne();
      throw err;
    }
  }

  /** An idle session still open (closed ones found on the way are dropped). */
  private takeIdle(): EppSession | undefined {
    for (;;) {
      const s = this.idle.pop();
      if (!s) return undefined;
      if (!s.closed) return s;
      void this.drop(s);
    }
  }

  private async wait(): Promise<EppSession> {
    const s = await new Promise<EppSession | undefined>((r) => this.waiters.push(r));
    if (!s) return this.acquire();
    return s;
  }

  /**
   * A slot for a new session: undefined without a cluster limit, null when none frees up within
   * the command timeout (other instances hold them all), tried again with doubling pauses.
   */
  private async takeSlot(): Promise<number | undefined | null> {
    const slots = this.options.slots;
    if (!slots) return undefined;
    let delay = this.options.backoffMs ?? 250;
    const until = this.now() + this.endpoint.timeoutMs;
    for (;;) {
      const slot = await slots.acquire();
      if (slot !== null) return slot;
      // One of ours may come back meanwhile: then use it rather than wait for a slot.
      if (this.open > 1 || this.stopped || this.now() >= until) return null;
      await this.sleep(delay);
      delay = Math.min(delay * 2, 1000);
    }
  }

  private release(session: EppSession) {
    this.usedAt.set(session, this.now());
    if (session.closed || this.stopped) {
      void this.drop(session);
      return;
    }
    const w = this.waiters.shift();
    if (w) w(session);
    // Under a cluster-wide limit, one idle session per instance: the others' slots go back.
    else if (this.options.slots && this.idle.length > 0) void this.drop(session);
    else this.idle.push(session);
  }

  /** Logs a session out (if still open), then gives its slot back and lets a waiter open one. */
  private async drop(session: EppSession) {
    this.open--;
    this.usedAt.delete(session);
    const slot = this.slotOf.get(session);
    this.slotOf.delete(session);
    if (!session.closed) await session.logout(poolTrid("logout"));
    else session.destroy();
    if (slot !== undefined) await this.options.slots!.release(slot).catch(() => {});
    this.wakeOne();
  }

  /** Lets a waiter open a session in place of one that died. */
  private wakeOne() {
    const w = this.waiters.shift();
    if (w) w(undefined);
  }

  /**
   * Opens and logs in a session. With a new password (`<newPW>`), the first login sets it; when
   * the registry refuses the old password (2200/2501: the change was made already, by another
   * instance or an earlier start), the login is tried once with the new one. After either
   * succeeds, every later login uses the new password alone.
   */
  private async connect(): Promise<EppSession> {
    const attempts = this.options.connectAttempts ?? 3;
    let delay = this.options.backoffMs ?? 250;
    for (let i = 1; ; i++) {
      try {
        const s = await this.login();
        this.greeting = s.greeting;
        return s;
      } catch (err) {
        const retryable =
          err instanceof EppTransportError || (err instanceof EppSessionError && err.retryable);
        if (!retryable || i >= attempts || this.stopped) throw err;
        await this.sleep(delay);
        delay *= 2;
      }
    }
  }

  private async login(): Promise<EppSession> {
    const { credentials } = this;
    try {
      const s = await EppSession.open(this.endpoint, poolTrid("login"), credentials);
      if (credentials.newPassword) {
        this.credentials = { password: credentials.newPassword };
        this.endpoint.logger?.info("epp password changed at login (newPW)", {});
      }
      return s;
    } catch (err) {
      const refused = err instanceof EppSessionError && (err.code === 2200 || err.code === 2501);
      if (!refused || !credentials.newPassword) throw err;
      const changed = { password: credentials.newPassword };
      const s = await EppSession.open(this.endpoint, poolTrid("login"), changed);
      this.credentials = changed;
      this.endpoint.logger?.info("epp new password already in effect", {});
      return s;
    }
  }

  private async tick() {
    if (this.keepAliveMs > 0) await this.keepAlive();
    const slots = this.options.slots;
    if (slots && this.slotOf.size > 0) {
      await slots
        .renew([...this.slotOf.values()])
        .catch((err: Error) =>
          this.endpoint.logger?.warn("epp session slots not renewed", { message: err.message }),
        );
    }
  }

  /** Says `<hello>` on every idle session unused for `every` ms; a session that fails is dropped. */
  async keepAlive(every = this.keepAliveMs) {
    const now = this.now();
    const due = this.idle.filter((s) => now - (this.usedAt.get(s) ?? 0) >= every);
    for (const s of due) {
      const i = this.idle.indexOf(s);
      if (i < 0) continue;
      this.idle.splice(i, 1);
      try {
        await s.hello();
      } catch {
        s.destroy();
      }
      this.release(s);
    }
  }
}

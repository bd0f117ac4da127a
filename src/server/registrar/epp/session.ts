import { negotiateFee } from "./fees";
import { isIP } from "node:net";
import tls from "node:tls";
import { classifyResult } from "./codes";
import { encodeFrame, FrameDecoder } from "./framing";
import {
  command,
  el,
  eppDocument,
  NS,
  parseEpp,
  readGreeting,
  readResponse,
  redactXml,
  type EppGreeting,
  type EppResponse,
} from "./xml";
import type { Logger } from "../../logger";

export type EppEndpoint = {
  host: string;
  port: number;
  clientId: string;
  password: string;
  /** PEM client certificate and key (registries require TLS client authentication). */
  cert: string | Buffer;
  key: string | Buffer;
  /** PEM CA bundle for the registry's certificate; the system's roots when absent. */
  ca?: string | Buffer;
  /** TLS server name, when it differs from `host`. */
  servername?: string;
  timeoutMs: number;
  logger?: Logger;
  /** Registry-profile hook: extensions to ask for at login besides the client's own. */
  extURIs?: string[];
};

/** The password a login sends, and a new one to set with it (`<newPW>`, RFC 5730 2.9.1.1). */
export type EppCredentials = { password: string; newPassword?: string };

/**
 * The transport failed: `sent` says whether the command had been written, i.e. whether the
 * registry may have executed it (a transform must then be reconciled, not blindly repeated).
 */
export class EppTransportError extends Error {
  override name = "EppTransportError";
  constructor(
    message: string,
    readonly sent: boolean,
    /** The command's clTRID, when one was sent. */
    readonly clTRID?: string,
  ) {
    super(message);
  }
}

/**
 * An answer that is not the command's (its clTRID differs, or is missing though one was sent):
 * the stream is out of step, so the session is closed. The command was written (`sent`): a
 * transform may have been executed and is reconciled, never resent.
 */
class EppOutOfStepError extends EppTransportError {
  override name = "EppOutOfStepError";
  constructor(
    sentTrid: string,
    readonly answeredTrid: string | undefined,
    readonly svTRID: string | undefined,
  ) {
    super(
      `answer out of step: sent clTRID ${sentTrid}, answered ${answeredTrid ?? "without one"}`,
      true,
      sentTrid,
    );
  }
}

/** The server answered with a code that ends the session (2500-series, or login failure). */
export class EppSessionError extends Error {
  override name = "EppSessionError";
  constructor(
    message: string,
    readonly code: number,
    readonly retryable: boolean,
    readonly clTRID?: string,
    readonly svTRID?: string,
  ) {
    super(message);
  }
}

/**
 * The objects and extensions this client uses, when the server offers them. Besides the RFC
 * objects: the poll message types the poll worker reads (Verisign's low-balance and RGP poll
 * objects), which a registry sends only to sessions that announced them.
 */
const WANTED_OBJECTS = [
  NS.domain,
  NS.contact,
  NS.host,
  "http://www.verisign.com/epp/lowbalance-poll-1.0",
  "http://www.verisign.com/epp/rgp-poll-1.0",
];
/**
 * The extensions this client uses besides fees (whose highest offered version it declares):
 * RGP (RFC 3915: redemption states in info answers), change poll (RFC 8590: what the
 * registry changed on its own, read by the poll worker) and DNSSEC (RFC 5910: DS records).
 */
const WANTED_EXTENSIONS: string[] = [
  "urn:ietf:params:xml:ns:rgp-1.0",
  "urn:ietf:params:xml:ns:changePoll-1.0",
  "urn:ietf:params:xml:ns:secDNS-1.1",
];

/** The clTRID a command carries (the last element of `<command>`), if any. */
function sentTrid(xml: string): string | undefined {
  return /<clTRID>([^<]*)<\/clTRID>\s*<\/command>/.exec(xml)?.[1];
}

/**
 * One logged-in EPP session over TLS. Commands run one at a time (EPP has no pipelining);
 * every answer must carry the command's clTRID. A command that times out, an answer that is
 * not the command's, or a frame that arrives while no command waits (a stray frame) leaves
 * the stream out of step, so the session is closed: no frame is ever kept for a later command.
 */
export class EppSession {
  private decoder = new FrameDecoder();
  private waiting: { resolve: (xml: string) => void; reject: (e: Error) => void } | undefined;
  /** Frames before the greeting was read (the greeting itself); none is kept after it. */
  private early: string[] | undefined = [];
  private closedError: Error | undefined;
  private busy = false;
  greeting: EppGreeting = { svID: "", objURIs: [], extURIs: [] };
  lastUsed = Date.now();

  private constructor(
    private readonly socket: tls.TLSSocket,
    private readonly endpoint: EppEndpoint,
  ) {
    socket.on("data", (chunk: Buffer) => {
      let frames: string[];
      try {
        frames = this.decoder.push(chunk);
      } catch (err) {
        this.fail(err as Error);
        return;
      }
      for (const f of frames) {
        if (this.waiting) {
          const w = this.waiting;
          this.waiting = undefined;
          w.resolve(f);
        } else if (this.early) this.early.push(f);
        else {
          this.endpoint.logger?.warn("epp unsolicited frame: session closed", {
            xml: redactXml(f).slice(0, 500),
          });
          this.destroy();
        }
      }
    });
    socket.on("error", (err) => this.fail(err));
    socket.on("close", () => this.fail(new Error("connection closed")));
  }

  get closed(): boolean {
    return this.closedError !== undefined;
  }

  get hostObjects(): boolean {
    return this.greeting.objURIs.includes(NS.host);
  }

  /** Connects, reads the greeting and logs in with the offered objects and extensions. */
  static async open(
    endpoint: EppEndpoint,
    loginTrid: string,
    credentials: EppCredentials = { password: endpoint.password },
  ): Promise<EppSession> {
    // SNI carries names only (RFC 6066); an IP address is checked against the certificate.
    const servername = endpoint.servername ?? (isIP(endpoint.host) ? undefined : endpoint.host);
    const socket = await new Promise<tls.TLSSocket>((resolve, reject) => {
      const s = tls.connect({
        host: endpoint.host,
        port: endpoint.port,
        cert: endpoint.cert,
        key: endpoint.key,
        ...(endpoint.ca && { ca: endpoint.ca }),
        ...(servername && { servername }),
        minVersion: "TLSv1.2",
      });
      const timer = setTimeout(() => {
        s.destroy();
        reject(new EppTransportError("timed out connecting", false));
      }, endpoint.timeoutMs);
      s.once("secureConnect", () => {
        clearTimeout(timer);
        s.removeListener("error", onError);
        resolve(s);
      });
      const onError = (err: Error) => {
        clearTimeout(timer);
        reject(new EppTransportError(`connect failed: ${err.message}`, false));
      };
      s.once("error", onError);
    });
    const session = new EppSession(socket, endpoint);
    try {
      const greeting = await session.read(false);
      session.early = undefined;
      session.greeting = readGreeting(parseEpp(greeting));
      await session.login(loginTrid, credentials);
    } catch (err) {
      session.destroy();
      throw err;
    }
    return session;
  }

  private async login(clTRID: string, { password, newPassword }: EppCredentials) {
    const { greeting } = this;
    const objs = WANTED_OBJECTS.filter((u) => greeting.objURIs.includes(u));
    const fee = negotiateFee(greeting.extURIs);
    const wanted = [
      ...(fee ? [fee.uri] : []),
      ...WANTED_EXTENSIONS,
      ...(this.endpoint.extURIs ?? []),
    ];
    const exts = [...new Set(wanted)].filter((u) => greeting.extURIs.includes(u));
    const xml = command(
      el("login", {}, [
        el("clID", this.endpoint.clientId),
        el("pw", password),
        newPassword ? el("newPW", newPassword) : null,
        el("options", {}, [el("version", "1.0"), el("lang", "en")]),
        el("svcs", {}, [
          ...objs.map((u) => el("objURI", u)),
          exts.length > 0
            ? el(
                "svcExtension",
                {},
                exts.map((u) => el("extURI", u)),
              )
            : null,
        ]),
      ]),
      clTRID,
    );
    const res = await this.exchange(xml);
    if (res.code !== 1000) {
      const c = classifyResult(res.code);
      this.destroy();
      throw new EppSessionError(
        `EPP login refused: ${res.code} ${res.message}`,
        res.code,
        c.kind === "retry" || (c.kind === "reconnect" && c.retryable),
        res.clTRID,
        res.svTRID,
      );
    }
  }

  /** Sends a command and returns the parsed response; 2500-series answers close the session. */
  async send(xml: string): Promise<EppResponse> {
    const res = await this.exchange(xml);
    const c = classifyResult(res.code);
    if (c.kind === "reconnect") {
      this.destroy();
      throw new EppSessionError(
        `${res.code} ${res.message}`,
        res.code,
        c.retryable,
        res.clTRID,
        res.svTRID,
      );
    }
    return res;
  }

  /** `<hello>`: keeps the session alive; the answer is a greeting. */
  async hello(): Promise<void> {
    await this.write(eppDocument(el("hello")));
    this.greeting = readGreeting(parseEpp(await this.read(true)));
  }

  async logout(clTRID: string): Promise<void> {
    if (this.closed) return;
    try {
      await this.exchange(command(el("logout"), clTRID));
    } catch {
      // Closing anyway.
    }
    this.destroy();
  }

  destroy() {
    this.fail(new Error("session closed"));
    this.socket.destroy();
  }

  private async exchange(xml: string): Promise<EppResponse> {
    if (this.busy) throw new Error("EPP session is busy");
    this.busy = true;
    const trid = sentTrid(xml);
    try {
      await this.write(xml, trid);
      const answer = await this.read(true, trid);
      this.lastUsed = Date.now();
      const res = readResponse(parseEpp(answer));
      if (trid !== undefined && res.clTRID !== trid) {
        // Another command's answer (or a stray frame): nothing later on this stream can be trusted.
        this.destroy();
        const err = new EppOutOfStepError(trid, res.clTRID, res.svTRID);
        this.endpoint.logger?.warn("epp answer out of step: session closed", {
          clTRID: trid,
          answeredClTRID: res.clTRID,
          svTRID: res.svTRID,
          code: res.code,
        });
        throw err;
      }
      return res;
    } finally {
      this.busy = false;
    }
  }

  private write(xml: string, trid?: string): Promise<void> {
    if (this.closedError) {
      return Promise.reject(new EppTransportError(this.closedError.message, false, trid));
    }
    this.endpoint.logger?.debug("epp send", { xml: redactXml(xml) });
    return new Promise((resolve, reject) =>
      this.socket.write(encodeFrame(xml), (err) =>
        err ? reject(new EppTransportError(err.message, true, trid)) : resolve(),
      ),
    );
  }

  private read(sent: boolean, trid?: string): Promise<string> {
    const ready = this.early?.shift();
    if (ready !== undefined) return Promise.resolve(this.logged(ready));
    if (this.closedError)
      return Promise.reject(new EppTransportError(this.closedError.message, sent, trid));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = undefined;
        // A late answer would be taken for the next command's: this session is done.
        this.destroy();
        reject(new EppTransportError(`no answer within ${this.endpoint.timeoutMs} ms`, sent, trid));
      }, this.endpoint.timeoutMs);
      this.waiting = {
        resolve: (xml) => {
          clearTimeout(timer);
          resolve(this.logged(xml));
        },
        reject: (err) => {
          clearTimeout(timer);
          reject(new EppTransportError(err.message, sent, trid));
        },
      };
    });
  }

  private logged(xml: string): string {
    this.endpoint.logger?.debug("epp receive", { xml: redactXml(xml) });
    return xml;
  }

  private fail(err: Error) {
    if (!this.closedError) this.closedError = err;
    const w = this.waiting;
    this.waiting = undefined;
    w?.reject(err);
  }
}

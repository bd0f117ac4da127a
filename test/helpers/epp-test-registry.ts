import { readFileSync } from "node:fs";
import { join } from "node:path";
import tls from "node:tls";
import type { AddressInfo } from "node:net";
import { XMLParser } from "fast-xml-parser";
import { encodeFrame, FrameDecoder } from "../../src/server/registrar/epp/framing";
import type { EppEndpoint } from "../../src/server/registrar/epp/session";
import {
  attr,
  el,
  eppDocument,
  list,
  NS,
  obj,
  parseEpp,
  render,
  text,
  type Node,
  type XmlObject,
} from "../../src/server/registrar/epp/xml";
import { addYears } from "../../src/server/registrar/provider";
import {
  commandExecutor,
  iso,
  type Contact,
  type Domain,
  type Prices,
} from "./epp-registry-commands";
import { feeURIs } from "./epp-registry-fees";
import { schemaErrors } from "./epp-schemas";
import { RGP, type LifecycleOptions } from "./epp-registry-lifecycle";
import type { ProfileName } from "../../src/server/registrar/epp/profiles";
import { datesInOffset, registryProfile } from "./epp-registry-profiles";
import { SECDNS_URI } from "./epp-registry-dnssec";

const FIXTURES = join(import.meta.dirname, "../fixtures/epp");
const cert = (name: string) => readFileSync(join(FIXTURES, "certs", name));

/** The test-only CA, the registry's certificate and the registrar's client certificate. */
export const TEST_CERTS = {
  ca: cert("ca.pem"),
  serverCert: cert("server.pem"),
  serverKey: cert("server.key"),
  clientCert: cert("client.pem"),
  clientKey: cert("client.key"),
  strangerCert: cert("stranger.pem"),
  strangerKey: cert("stranger.key"),
};

export type Fault =
  /** Close the connection without executing the command. */
  | { kind: "drop-before" }
  /** Execute the command, then close the connection without answering. */
  | { kind: "drop-after" }
  /** Answer after `ms`. */
  | { kind: "slow"; ms: number }
  /** Never answer (the connection stays open). */
  | { kind: "hang" }
  /** Wait until `until` settles, then execute and answer (if the connection is still open). */
  | { kind: "hold"; until: Promise<unknown> }
  /** Answer with this code without executing (2500/2502 also close the connection). */
  /** `extValue`: the element at fault (`<value>`'s content) and why (RFC 5730 2.6). */
  | { kind: "code"; code: number; extValue?: { value: Node; reason: string } }
  /** Send a stray frame first (this connection's previous answer), then execute and answer. */
  | { kind: "stray-before" }
  /** Execute and answer, then send the answer once more (a frame no command waits for). */
  | { kind: "answer-twice" }
  /** Execute, and answer with another clTRID (none when `clTRID` is undefined). */
  | { kind: "wrong-cltrid"; clTRID?: string };

type RecordedCommand = {
  /** `login`, `hello`, `domain:create`, `contact:info`, ... */
  command: string;
  clTRID: string | undefined;
  schemaErrors: string[];
  xml: string;
};

export type { Prices };
export { schemaErrors };

/**
 * A scripted behaviour (helpers beside this file, e.g. epp-registry-billing.ts): given an object
 * command once logged in, answers it itself (`respond`) or runs it (`execute`) and may rewrite
 * the answer.
 */
export type CommandScript = (c: {
  name: string;
  clTRID: string | undefined;
  respond: (code: number, clTRID: string | undefined) => string;
  execute: () => string;
}) => string;

/** A service message in the registry's poll queue. */
export type PollMessage = {
  id: string;
  qDate: Date;
  msg: string;
  resData?: Node;
  extension?: Node[];
};

export type TestRegistryOptions = {
  clientId?: string;
  password?: string;
  /** Advertise host-1.0 (nameservers as host objects) or not (host attributes). */
  hostObjects?: boolean;
  /** Advertise the fee extension (RFC 8748); true unless told. */
  fee?: boolean;
  /**
   * The fee extension versions to advertise (`"1.0"`, `"0.23"`, `"0.11"`, `"0.7"`...; see
   * `epp-registry-fees.ts`), instead of RFC 8748's alone; answered in the version a command uses.
   */
  feeVersions?: string[];
  currency?: string;
  /** The registrar's account reported in fee results (balance lowered by each charge). */
  account?: { balance?: string; creditLimit?: string };
  /** Answer a domain:check's names in the reverse order (answers are matched by name). */
  reverseCheckAnswers?: boolean;
  /** Yearly prices by suffix. */
  prices?: Record<string, Prices>;
  now?: () => Date;
  /** Logged-in sessions at once; a login past it is answered 2502 (and the connection closed). */
  sessionLimit?: number;
  /** More registrar accounts (client id → password), e.g. the other side of a transfer. */
  clients?: Record<string, string>;
  /** Play a registry profile's rules and extensions (`epp-registry-profiles.ts`). */
  profile?: ProfileName;
  /** More object and extension URIs the greeting offers (poll message types, say). */
  offer?: { objURIs?: string[]; extURIs?: string[] };
  /** Offer DNSSEC (RFC 5910 secDNS-1.1: DS records, `epp-registry-dnssec.ts`). */
  dnssec?: boolean;
  /** Write dates in this offset (`-05:00`) instead of UTC; renew's curExpDate is that day. */
  exDateOffset?: string;
  /** How long a transfer waits before the registry approves it (5 days unless told). */
  transferPendingMs?: number;
  /** Refuse transfers this many days after a creation or transfer (not enforced unless told). */
  transferLockDays?: number;
  /**
   * The clock after expiry (`epp-registry-lifecycle.ts`): periods (gTLD's unless told), the
   * restore report's window, auto-renewal poll messages.
   */
  lifecycle?: LifecycleOptions;
};

const rawParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });

/** The object namespace of a command's verb element (`domain:create` → domain). */
function objectOf(xml: string, verb: string): string {
  const doc = rawParser.parse(xml) as XmlObject;
  const epp = obj(Object.entries(doc).find(([k]) => k === "epp" || k.endsWith(":epp"))?.[1]);
  const cmd = obj(
    Object.entries(epp).find(([k]) => k === "command" || k.endsWith(":command"))?.[1],
  );
  const verbEl = obj(Object.entries(cmd).find(([k]) => k === verb || k.endsWith(`:${verb}`))?.[1]);
  for (const [key, value] of Object.entries(verbEl)) {
    if (key.startsWith("@")) continue;
    const prefix = key.includes(":") ? key.split(":")[0]! : "";
    const ns = attr(value, prefix ? `xmlns:${prefix}` : "xmlns") ?? attr(verbEl, `xmlns:${prefix}`);
    const name = Object.entries(NS).find(([, uri]) => uri === ns)?.[0];
    return `${name ?? "unknown"}:${verb}`;
  }
  return verb;
}

/**
 * A small EPP registry on loopback for tests: TLS with the test-only CA and a required client
 * certificate, RFC 5734 framing, domain/contact/host objects with state, the fee extension,
 * and faults on request. Every command received is validated against the RFC schemas; one
 * that fails is answered 2001 and recorded (`invalidCommands()`).
 */
export async function startEppTestRegistry(options: TestRegistryOptions = {}) {
  const clientId = options.clientId ?? "test-registrar";
  // Login with <newPW> changes an account's password (RFC 5730 2.9.1.1).
  const passwords = new Map([
    [clientId, options.password ?? "test-password-1"],
    ...Object.entries(options.clients ?? {}),
  ]);
  const hostObjects = options.hostObjects ?? true;
  const currency = options.currency ?? "USD";
  const prices = new Map(
    Object.entries(options.prices ?? { com: { create: "10.00", renew: "12.00" } }),
  );
  const premium = new Map<string, Prices>();
  const now = options.now ?? (() => new Date());
  const domains = new Map<string, Domain>();
  const contacts = new Map<string, Contact>();
  const hosts = new Map<string, { clID: string }>();
  const faults = new Map<string, Fault[]>();
  const commands: RecordedCommand[] = [];
  /** Every answer to an object command, for tests that validate what the registry sends. */
  const answers: { command: string; xml: string }[] = [];
  const sockets = new Set<tls.TLSSocket>();
  let sv = 0;
  let logins = 0;
  let sessionsNow = 0;
  let maxSessions = 0;
  let scripted: CommandScript | undefined;

  const refusals: string[] = [];
  const played = registryProfile(options.profile ?? "generic", contacts, refusals);
  const objURIs = [
    NS.domain,
    NS.contact,
    ...(hostObjects ? [NS.host] : []),
    ...(options.offer?.objURIs ?? []),
  ];
  const extURIs = [
    ...(options.fee === false ? [] : feeURIs(options.feeVersions ?? ["1.0"])),
    RGP,
    ...played.extURIs,
    ...(options.dnssec ? [SECDNS_URI] : []),
    ...(options.offer?.extURIs ?? []),
  ];
  const greeting = () =>
    eppDocument(
      el("greeting", {}, [
        el("svID", "Test Registry"),
        el("svDate", iso(now())),
        el("svcMenu", {}, [
          el("version", "1.0"),
          el("lang", "en"),
          ...objURIs.map((u) => el("objURI", u)),
          extURIs.length > 0
            ? el(
                "svcExtension",
                {},
                extURIs.map((u) => el("extURI", u)),
              )
            : null,
        ]),
        el("dcp", {}, [
          el("access", {}, [el("all")]),
          el("statement", {}, [
            el("purpose", {}, [el("admin"), el("prov")]),
            el("recipient", {}, [el("ours"), el("public")]),
            el("retention", {}, [el("stated")]),
          ]),
        ]),
      ]),
    );

  const MESSAGES: Record<number, string> = {
    1000: "Command completed successfully",
    1300: "Command completed successfully; no messages",
    1301: "Command completed successfully; ack to dequeue",
    1500: "Command completed successfully; ending session",
    2001: "Command syntax error",
    2002: "Command use error",
    2003: "Required parameter missing",
    2004: "Parameter value range error",
    2104: "Billing failure",
    2200: "Authentication error",
    2201: "Authorization error",
    2302: "Object exists",
    2303: "Object does not exist",
    2304: "Object status prohibits operation",
    2400: "Command failed",
    2500: "Command failed; server closing connection",
    2502: "Session limit exceeded; server closing connection",
  };
  /** The poll queue (RFC 5730 2.9.2.3): oldest first; every response says its size. */
  const messages: PollMessage[] = [];
  let nextMessageId = 0;
  const queueMessage = (m: { msg: string; resData?: Node; extension?: Node[]; qDate?: Date }) => {
    const id = String(++nextMessageId);
    messages.push({
      id,
      qDate: m.qDate ?? now(),
      msg: m.msg,
      resData: m.resData,
      extension: m.extension,
    });
    return id;
  };
  const msgQ = (full?: PollMessage) => {
    const head = full ?? messages[0];
    if (!head) return null;
    return el("msgQ", { count: String(messages.length), id: head.id }, [
      full ? el("qDate", iso(full.qDate)) : null,
      full ? el("msg", full.msg) : null,
    ]);
  };
  const respond = (
    code: number,
    clTRID: string | undefined,
    resData?: Node,
    ext?: Node[],
    message?: PollMessage,
  ) =>
    eppDocument(
      el("response", {}, [
        el("result", { code: String(code) }, [el("msg", MESSAGES[code] ?? "Error")]),
        msgQ(message),
        resData ? el("resData", {}, [resData]) : null,
        ext && ext.length > 0 ? el("extension", {}, ext) : null,
        el("trID", {}, [clTRID ? el("clTRID", clTRID) : null, el("svTRID", `SV-${++sv}`)]),
      ]),
    );
  const account = { ...options.account };
  /** Scripted behaviours (helper modules beside this one): the first to answer wins. */
  const intercepts: Intercept[] = [];
  const execute = commandExecutor({
    account,
    reverseCheckAnswers: options.reverseCheckAnswers ?? false,
    clientId,
    hostObjects,
    currency,
    prices,
    premium,
    now,
    domains,
    contacts,
    hosts,
    respond,
    queueMessage,
    thin: played.thin,
    ...(options.transferPendingMs !== undefined && {
      transferPendingMs: options.transferPendingMs,
    }),
    ...(options.transferLockDays !== undefined && { transferLockDays: options.transferLockDays }),
    ...(options.exDateOffset && datesInOffset(options.exDateOffset)),
    // A delete's credit is answered in RFC 8748's fee:delData (the drafts' shapes differ).
    ...(options.fee !== false &&
      (options.feeVersions ?? ["1.0"]).includes("1.0") && { creditFeeURI: NS.fee }),
    ...(options.lifecycle && { lifecycle: options.lifecycle }),
  });

  /** `<poll op="req"/>` shows the oldest message; `<poll op="ack" msgID="…"/>` removes it. */
  function poll(p: XmlObject, clTRID: string | undefined): string {
    if (attr(p, "op") === "ack") {
      const i = messages.findIndex((m) => m.id === attr(p, "msgID"));
      if (i < 0) return respond(2303, clTRID);
      messages.splice(i, 1);
      return respond(1000, clTRID);
    }
    const head = messages[0];
    if (!head) return respond(1300, clTRID);
    return respond(1301, clTRID, head.resData, head.extension, head);
  }

  const server = tls.createServer({
    key: TEST_CERTS.serverKey,
    cert: TEST_CERTS.serverCert,
    ca: TEST_CERTS.ca,
    requestCert: true,
    rejectUnauthorized: true,
    minVersion: "TLSv1.2",
  });

  server.on("secureConnection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    const decoder = new FrameDecoder();
    let loggedIn = false;
    let lastAnswer: string | undefined;
    let actor = clientId;
    let chain = Promise.resolve();
    /** Whether this connection counts as a session (logged in, not logged out nor closed). */
    let counted = false;
    const endSession = () => {
      if (counted) sessionsNow--;
      counted = false;
    };
    // A command held past the close still runs as logged in (the registry got it in time).
    socket.on("close", endSession);
    const send = (xml: string) => {
      if (!socket.destroyed) socket.write(encodeFrame(xml));
    };
    send(greeting());
    socket.on("data", (chunk: Buffer) => {
      let frames: string[];
      try {
        frames = decoder.push(chunk);
      } catch {
        socket.destroy();
        return;
      }
      for (const frame of frames) {
        chain = chain.then(() => handle(frame)).catch(() => void socket.destroy());
      }
    });

    async function handle(xml: string) {
      const errors = await schemaErrors(xml);
      let epp: XmlObject;
      try {
        epp = parseEpp(xml);
      } catch {
        commands.push({ command: "unparsable", clTRID: undefined, schemaErrors: errors, xml });
        send(respond(2001, undefined));
        return;
      }
      if (epp["hello"] !== undefined) {
        commands.push({ command: "hello", clTRID: undefined, schemaErrors: errors, xml });
        send(errors.length > 0 ? respond(2001, undefined) : greeting());
        return;
      }
      const cmd = obj(epp["command"]);
      const clTRID = text(cmd["clTRID"]);
      const verb = [
        "login",
        "logout",
        "check",
        "info",
        "create",
        "renew",
        "update",
        "delete",
        "transfer",
        "poll",
      ].find((v) => cmd[v] !== undefined);
      const name =
        verb === "login" || verb === "logout" || !verb ? (verb ?? "unknown") : objectOf(xml, verb);
      commands.push({ command: name, clTRID, schemaErrors: errors, xml });
      if (errors.length > 0) {
        send(respond(2001, clTRID));
        return;
      }

      const fault = faults.get(name)?.shift();
      if (fault?.kind === "drop-before") return void socket.destroy();
      if (fault?.kind === "code") {
        const ev = fault.extValue;
        const extValue = ev
          ? render(el("extValue", {}, [el("value", {}, [ev.value]), el("reason", ev.reason)]))
          : "";
        send(respond(fault.code, clTRID).replace("</msg>", `</msg>${extValue}`));
        if (fault.code >= 2500) socket.end();
        return;
      }
      if (fault?.kind === "hang") return;
      if (fault?.kind === "stray-before") send(lastAnswer ?? respond(1000, "stray-frame-0"));
      if (fault?.kind === "slow") await new Promise((r) => setTimeout(r, fault.ms));
      if (fault?.kind === "hold") await fault.until.catch(() => {});

      let answer: string;
      if (name === "login") {
        const login = obj(cmd["login"]);
        const id = text(login["clID"]) ?? "";
        const ok = passwords.has(id) && text(login["pw"]) === passwords.get(id);
        const full = options.sessionLimit !== undefined && sessionsNow >= options.sessionLimit;
        const svcs = obj(login["svcs"]);
        const offered =
          list(svcs["objURI"]).every((u) => objURIs.includes(text(u) as never)) &&
          list(obj(svcs["svcExtension"])["extURI"]).every((u) =>
            extURIs.includes(text(u) as never),
          );
        if (ok && offered && full) {
          send(respond(2502, clTRID));
          socket.end();
          return;
        }
        if (ok && offered) {
          loggedIn = true;
          actor = id;
          logins++;
          sessionsNow++;
          counted = true;
          maxSessions = Math.max(maxSessions, sessionsNow);
          const newPW = text(login["newPW"]);
          if (newPW !== undefined) passwords.set(id, newPW);
        }
        answer = respond(ok ? (offered ? 1000 : 2307) : 2200, clTRID);
      } else if (name === "logout") {
        endSession();
        send(respond(1500, clTRID));
        socket.end();
        return;
      } else if (!loggedIn) {
        answer = respond(2002, clTRID);
      } else if (name === "poll") {
        execute.transfers.settle();
        answer = poll(obj(cmd["poll"]), clTRID);
      } else {
        const answered = fault?.kind === "wrong-cltrid" ? fault.clTRID : clTRID;
        // A played profile's rules first: a command that registry would refuse is not executed.
        const refused = played.screen(name, cmd);
        const run = () => execute(name, cmd, answered, actor, xml);
        answer = refused
          ? respond(refused, answered)
          : (intercepts.reduce<string | undefined>(
              (a, f) => a ?? f(name, cmd, answered),
              undefined,
            ) ?? (scripted ? scripted({ name, clTRID: answered, respond, execute: run }) : run()));
      }
      if (fault?.kind === "drop-after") return void socket.destroy();
      answers.push({ command: name, xml: answer });
      send(answer);
      if (fault?.kind === "answer-twice") send(answer);
      lastAnswer = answer;
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    host: "127.0.0.1",
    port,
    clientId,
    /**
     * How a client reaches this registry as its main account: loopback TLS with the test
     * client certificate (the password as it is now); `over` changes any part.
     */
    endpoint(over: Partial<EppEndpoint> = {}): EppEndpoint {
      return {
        host: "127.0.0.1",
        port,
        servername: "localhost",
        clientId,
        password: passwords.get(clientId)!,
        cert: TEST_CERTS.clientCert,
        key: TEST_CERTS.clientKey,
        ca: TEST_CERTS.ca,
        timeoutMs: 10_000,
        ...over,
      };
    },
    /** The main account's password (a login with `<newPW>` changes it). */
    get password() {
      return passwords.get(clientId)!;
    },
    commands,
    answers,
    /**
     * Transfers as the other registrar and the registry play them (epp-registry-transfers.ts):
     * `holdElsewhere`, `requestAway`, `approvePending`, `rejectPending`.
     */
    ...execute.transfers.controls,
    /** The registry's transfer state: transfers, statuses, code hashes, other side's messages. */
    transferState: execute.transfers,
    /**
     * The registry's clock after expiry: `rgp` (RGP state by name), `autoRenewals` (each with
     * what it charged and whether a delete credited it), `tick()` (runs before every command).
     */
    rgpState: execute.lifecycle,
    /** Why the played profile refused commands (its rules), oldest first. */
    refusals,
    domains,
    contacts,
    hosts,
    /** The most sessions logged in at once so far. */
    get maxSessions() {
      return maxSessions;
    },
    /** Connections logged in so far (a reconnect adds one). */
    get logins() {
      return logins;
    },
    /** Commands that failed the schemas (answered 2001): a test asserts there are none. */
    invalidCommands() {
      return commands.filter((c) => c.schemaErrors.length > 0);
    },
    /** The next `command` (e.g. `domain:create`) misbehaves once as told. */
    fault(command: string, fault: Fault) {
      faults.set(command, [...(faults.get(command) ?? []), fault]);
    },
    setPrice(suffix: string, p: Prices) {
      prices.set(suffix, p);
    },
    setPremium(name: string, p: Prices) {
      premium.set(name, p);
    },
    /** Registers a name for another registrar. */
    registerElsewhere(name: string, years = 1) {
      const crDate = now();
      domains.set(name, {
        name,
        clID: "other-registrar",
        registrant: "other1",
        ns: [],
        crDate,
        exDate: addYears(crDate, years),
      });
    },
    /**
     * Scripted behaviours: each is asked first for every command after login (but poll) and
     * answers it (`respond(...)`) or leaves it to the registry (undefined).
     */
    intercepts,
    respond,
    /** Messages waiting in the poll queue, oldest first. */
    messages,
    /**
     * Queues a service message for the registrar (RFC 5730 2.9.2.3): `msg` is its text,
     * `resData` / `extension` what it carries (a transfer's trnData, a pending action's panData).
     */
    queueMessage,
    /** Scripts how object commands are answered until `script(undefined)`. */
    script(f: CommandScript | undefined) {
      scripted = f;
    },
    /** Drops every open connection (the registry restarts). */
    dropAll() {
      for (const s of sockets) s.destroy();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

type Intercept = (name: string, cmd: XmlObject, clTRID: string | undefined) => string | undefined;

export type EppTestRegistry = Awaited<ReturnType<typeof startEppTestRegistry>>;

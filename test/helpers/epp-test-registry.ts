import { readFileSync } from "node:fs";
import { join } from "node:path";
import tls from "node:tls";
import type { AddressInfo } from "node:net";
import { XMLParser } from "fast-xml-parser";
import { validateXML } from "xmllint-wasm";
import { encodeFrame, FrameDecoder } from "../../src/server/registrar/epp/framing";
import {
  attr,
  el,
  eppDocument,
  list,
  NS,
  obj,
  parseEpp,
  text,
  type Node,
  type XmlObject,
} from "../../src/server/registrar/epp/xml";
import { formatCents, toCents } from "../../src/contract/money";
import { addYears } from "../../src/server/registrar/provider";

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

const XSD_FILES = [
  "epp-1.0.xsd",
  "eppcom-1.0.xsd",
  "domain-1.0.xsd",
  "host-1.0.xsd",
  "contact-1.0.xsd",
  "fee-1.0.xsd",
];
const schemaFiles = () => {
  const read = (n: string) => readFileSync(join(FIXTURES, "xsd", n), "utf8");
  const files = XSD_FILES.map((n) => ({ fileName: n, contents: read(n) }));
  // domain-1.0.xsd (from nomulus) imports its siblings by nomulus' file names.
  for (const [alias, real] of [
    ["eppcom.xsd", "eppcom-1.0.xsd"],
    ["epp.xsd", "epp-1.0.xsd"],
    ["host.xsd", "host-1.0.xsd"],
  ] as const) {
    files.push({ fileName: alias, contents: read(real) });
  }
  return files;
};
/** One schema that imports every namespace an EPP command of ours may use. */
const DRIVER = `<?xml version="1.0" encoding="UTF-8"?>
<schema xmlns="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:x-test:epp-driver">
  <import namespace="${NS.epp}" schemaLocation="epp-1.0.xsd"/>
  <import namespace="${NS.domain}" schemaLocation="domain-1.0.xsd"/>
  <import namespace="${NS.host}" schemaLocation="host-1.0.xsd"/>
  <import namespace="${NS.contact}" schemaLocation="contact-1.0.xsd"/>
  <import namespace="${NS.fee}" schemaLocation="fee-1.0.xsd"/>
</schema>`;

/** Validates one EPP instance against the RFC schemas; the schema errors, none when valid. */
export async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "command.xml", contents: xml }],
    schema: [{ fileName: "driver.xsd", contents: DRIVER }],
    preload: schemaFiles(),
  });
  if (result.valid) return [];
  const own = result.errors
    .filter((e) => e.loc?.fileName === "command.xml" || /validity error/.test(e.rawMessage))
    .map((e) => e.rawMessage);
  // Invalid without an error of the document's own (a schema failed to load): all of them.
  return own.length > 0 ? own : result.errors.map((e) => e.rawMessage).concat("invalid");
}

export type Fault =
  /** Close the connection without executing the command. */
  | { kind: "drop-before" }
  /** Execute the command, then close the connection without answering. */
  | { kind: "drop-after" }
  /** Answer after `ms`. */
  | { kind: "slow"; ms: number }
  /** Never answer (the connection stays open). */
  | { kind: "hang" }
  /** Answer with this code without executing (2500/2502 also close the connection). */
  | { kind: "code"; code: number };

export type RecordedCommand = {
  /** `login`, `hello`, `domain:create`, `contact:info`, ... */
  command: string;
  clTRID: string | undefined;
  schemaErrors: string[];
  xml: string;
};

type Domain = {
  name: string;
  clID: string;
  registrant: string;
  ns: string[];
  crDate: Date;
  exDate: Date;
};
type Contact = { id: string; clID: string; disclose: string | undefined; xml: XmlObject };

export type Prices = { create: string; renew: string };

export type TestRegistryOptions = {
  clientId?: string;
  password?: string;
  /** Advertise host-1.0 (nameservers as host objects) or not (host attributes). */
  hostObjects?: boolean;
  /** Advertise the fee extension (RFC 8748); true unless told. */
  fee?: boolean;
  currency?: string;
  /** Yearly prices by suffix. */
  prices?: Record<string, Prices>;
  now?: () => Date;
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

const day = (d: Date) => d.toISOString().slice(0, 10);
const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, ".0Z");

/**
 * A small EPP registry on loopback for tests: TLS with the test-only CA and a required client
 * certificate, RFC 5734 framing, domain/contact/host objects with state, the fee extension,
 * and faults on request. Every command received is validated against the RFC schemas; one
 * that fails is answered 2001 and recorded (`invalidCommands()`).
 */
export async function startEppTestRegistry(options: TestRegistryOptions = {}) {
  const clientId = options.clientId ?? "test-registrar";
  const password = options.password ?? "test-password-1";
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
  const sockets = new Set<tls.TLSSocket>();
  let sv = 0;
  let logins = 0;

  const objURIs = [NS.domain, NS.contact, ...(hostObjects ? [NS.host] : [])];
  const extURIs = options.fee === false ? [] : [NS.fee];
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
    1500: "Command completed successfully; ending session",
    2001: "Command syntax error",
    2002: "Command use error",
    2003: "Required parameter missing",
    2004: "Parameter value range error",
    2200: "Authentication error",
    2201: "Authorization error",
    2302: "Object exists",
    2303: "Object does not exist",
    2304: "Object status prohibits operation",
    2400: "Command failed",
    2500: "Command failed; server closing connection",
    2502: "Session limit exceeded; server closing connection",
  };
  const respond = (code: number, clTRID: string | undefined, resData?: Node, ext?: Node[]) =>
    eppDocument(
      el("response", {}, [
        el("result", { code: String(code) }, [el("msg", MESSAGES[code] ?? "Error")]),
        resData ? el("resData", {}, [resData]) : null,
        ext && ext.length > 0 ? el("extension", {}, ext) : null,
        el("trID", {}, [clTRID ? el("clTRID", clTRID) : null, el("svTRID", `SV-${++sv}`)]),
      ]),
    );

  const priceOf = (name: string): Prices | undefined => {
    const p = premium.get(name);
    if (p) return p;
    const suffix = name.slice(name.indexOf(".") + 1);
    return prices.get(suffix);
  };
  const times = (price: string, years: number) => formatCents(toCents(price) * BigInt(years));
  /** The fee the client agreed to in a transform's fee extension, if any. */
  const agreedFee = (ext: XmlObject, verb: "create" | "renew") => {
    const fees = list(obj(ext[verb])["fee"]);
    return fees.length > 0
      ? fees.reduce<bigint>((s, f) => s + toCents(text(f) ?? "0"), 0n)
      : undefined;
  };

  /** Executes a command; returns the response XML. */
  function execute(name: string, cmd: XmlObject, clTRID: string | undefined): string {
    const ext = obj(cmd["extension"]);
    switch (name) {
      case "domain:check": {
        const names = list(obj(obj(cmd["check"])["check"])["name"]).map((n) =>
          text(n)!.toLowerCase(),
        );
        const feeCheck = obj(ext["check"]);
        const feeCommands = list(feeCheck["command"]);
        return respond(
          1000,
          clTRID,
          el(
            "domain:chkData",
            { "xmlns:domain": NS.domain },
            names.map((n) => {
              const taken = domains.has(n);
              const sold = priceOf(n) !== undefined;
              return el("domain:cd", {}, [
                el("domain:name", { avail: taken || !sold ? "0" : "1" }, [n]),
                taken
                  ? el("domain:reason", "In use")
                  : !sold
                    ? el("domain:reason", "Not offered")
                    : null,
              ]);
            }),
          ),
          feeCommands.length === 0
            ? []
            : [
                el("fee:chkData", { "xmlns:fee": NS.fee }, [
                  el("fee:currency", currency),
                  ...names.map((n) => {
                    const p = priceOf(n);
                    return el("fee:cd", { avail: p ? "1" : "0" }, [
                      el("fee:objID", n),
                      p ? el("fee:class", premium.has(n) ? "premium" : "standard") : null,
                      ...(p
                        ? feeCommands.map((c) => {
                            const cmdName = attr(c, "name") ?? "create";
                            const years = Number(text(obj(c)["period"]) ?? "1");
                            const yearly = cmdName === "renew" ? p.renew : p.create;
                            return el("fee:command", { name: cmdName }, [
                              el("fee:period", { unit: "y" }, [String(years)]),
                              el("fee:fee", { description: cmdName }, [times(yearly, years)]),
                            ]);
                          })
                        : []),
                      p ? null : el("fee:reason", "not offered"),
                    ]);
                  }),
                ]),
              ],
        );
      }
      case "domain:info": {
        const n = text(obj(obj(cmd["info"])["info"])["name"])!.toLowerCase();
        const d = domains.get(n);
        if (!d) return respond(2303, clTRID);
        const sponsor = d.clID === clientId;
        return respond(
          1000,
          clTRID,
          el("domain:infData", { "xmlns:domain": NS.domain }, [
            el("domain:name", d.name),
            el("domain:roid", `D${d.name.length}-TEST`),
            el("domain:status", { s: "ok" }),
            sponsor ? el("domain:registrant", d.registrant) : null,
            sponsor && d.ns.length > 0
              ? el(
                  "domain:ns",
                  {},
                  d.ns.map((h) =>
                    hostObjects
                      ? el("domain:hostObj", h)
                      : el("domain:hostAttr", {}, [el("domain:hostName", h)]),
                  ),
                )
              : null,
            el("domain:clID", d.clID),
            sponsor ? el("domain:crID", d.clID) : null,
            sponsor ? el("domain:crDate", iso(d.crDate)) : null,
            sponsor ? el("domain:exDate", iso(d.exDate)) : null,
          ]),
        );
      }
      case "domain:create": {
        const c = obj(obj(cmd["create"])["create"]);
        const n = text(c["name"])!.toLowerCase();
        const years = Number(text(c["period"]) ?? "1");
        const registrant = text(c["registrant"]);
        const ns = nsOf(obj(c["ns"]));
        if (domains.has(n)) return respond(2302, clTRID);
        const p = priceOf(n);
        if (!p) return respond(2306, clTRID);
        if (!registrant || !contacts.has(registrant)) return respond(2303, clTRID);
        if (hostObjects && ns.some((h) => !hosts.has(h))) return respond(2303, clTRID);
        const fee = agreedFee(ext, "create");
        const due = toCents(p.create) * BigInt(years);
        // RFC 8748: a create without the fee (for a premium name) or below it fails, 2004.
        if ((fee === undefined && premium.has(n)) || (fee !== undefined && fee < due)) {
          return respond(2004, clTRID);
        }
        const crDate = now();
        const d = {
          name: n,
          clID: clientId,
          registrant,
          ns,
          crDate,
          exDate: addYears(crDate, years),
        };
        domains.set(n, d);
        return respond(
          1000,
          clTRID,
          el("domain:creData", { "xmlns:domain": NS.domain }, [
            el("domain:name", n),
            el("domain:crDate", iso(crDate)),
            el("domain:exDate", iso(d.exDate)),
          ]),
          fee === undefined
            ? []
            : [
                el("fee:creData", { "xmlns:fee": NS.fee }, [
                  el("fee:currency", currency),
                  el("fee:fee", formatCents(due)),
                ]),
              ],
        );
      }
      case "domain:renew": {
        const r = obj(obj(cmd["renew"])["renew"]);
        const n = text(r["name"])!.toLowerCase();
        const d = domains.get(n);
        if (!d) return respond(2303, clTRID);
        if (d.clID !== clientId) return respond(2201, clTRID);
        const years = Number(text(r["period"]) ?? "1");
        if (text(r["curExpDate"]) !== day(d.exDate)) return respond(2004, clTRID);
        const fee = agreedFee(ext, "renew");
        const due = toCents(priceOf(n)!.renew) * BigInt(years);
        if (fee !== undefined && fee < due) return respond(2004, clTRID);
        d.exDate = addYears(d.exDate, years);
        return respond(
          1000,
          clTRID,
          el("domain:renData", { "xmlns:domain": NS.domain }, [
            el("domain:name", n),
            el("domain:exDate", iso(d.exDate)),
          ]),
        );
      }
      case "domain:update": {
        const u = obj(obj(cmd["update"])["update"]);
        const n = text(u["name"])!.toLowerCase();
        const d = domains.get(n);
        if (!d) return respond(2303, clTRID);
        if (d.clID !== clientId) return respond(2201, clTRID);
        const add = nsOf(obj(obj(u["add"])["ns"]));
        const rem = nsOf(obj(obj(u["rem"])["ns"]));
        if (hostObjects && add.some((h) => !hosts.has(h))) return respond(2303, clTRID);
        d.ns = [...d.ns.filter((h) => !rem.includes(h)), ...add.filter((h) => !d.ns.includes(h))];
        return respond(1000, clTRID);
      }
      case "contact:create": {
        const c = obj(obj(cmd["create"])["create"]);
        const id = text(c["id"])!;
        if (contacts.has(id)) return respond(2302, clTRID);
        contacts.set(id, { id, clID: clientId, disclose: attr(c["disclose"], "flag"), xml: c });
        return respond(
          1000,
          clTRID,
          el("contact:creData", { "xmlns:contact": NS.contact }, [
            el("contact:id", id),
            el("contact:crDate", iso(now())),
          ]),
        );
      }
      case "contact:info": {
        const id = text(obj(obj(cmd["info"])["info"])["id"])!;
        const c = contacts.get(id);
        if (!c) return respond(2303, clTRID);
        return respond(
          1000,
          clTRID,
          el("contact:infData", { "xmlns:contact": NS.contact }, [
            el("contact:id", id),
            el("contact:roid", `C-${id}`),
            el("contact:clID", c.clID),
          ]),
        );
      }
      case "host:check": {
        const names = list(obj(obj(cmd["check"])["check"])["name"]).map((n) =>
          text(n)!.toLowerCase(),
        );
        return respond(
          1000,
          clTRID,
          el(
            "host:chkData",
            { "xmlns:host": NS.host },
            names.map((n) =>
              el("host:cd", {}, [el("host:name", { avail: hosts.has(n) ? "0" : "1" }, [n])]),
            ),
          ),
        );
      }
      case "host:create": {
        const h = obj(obj(cmd["create"])["create"]);
        const n = text(h["name"])!.toLowerCase();
        if (hosts.has(n)) return respond(2302, clTRID);
        // RFC 5732: a host under a domain of this registry needs its addresses.
        const inBailiwick = [...prices.keys()].some((s) => n.endsWith(`.${s}`));
        if (inBailiwick && list(h["addr"]).length === 0) return respond(2003, clTRID);
        hosts.set(n, { clID: clientId });
        return respond(
          1000,
          clTRID,
          el("host:creData", { "xmlns:host": NS.host }, [
            el("host:name", n),
            el("host:crDate", iso(now())),
          ]),
        );
      }
      default:
        return respond(2101, clTRID);
    }
  }

  function nsOf(ns: XmlObject): string[] {
    return [
      ...list(ns["hostObj"]).map((h) => text(h)!.toLowerCase()),
      ...list(ns["hostAttr"]).map((h) => text(list(obj(h)["hostName"])[0])!.toLowerCase()),
    ];
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
    let chain = Promise.resolve();
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
        send(respond(fault.code, clTRID));
        if (fault.code >= 2500) socket.end();
        return;
      }
      if (fault?.kind === "hang") return;
      if (fault?.kind === "slow") await new Promise((r) => setTimeout(r, fault.ms));

      let answer: string;
      if (name === "login") {
        const login = obj(cmd["login"]);
        const ok = text(login["clID"]) === clientId && text(login["pw"]) === password;
        const svcs = obj(login["svcs"]);
        const offered =
          list(svcs["objURI"]).every((u) => objURIs.includes(text(u) as never)) &&
          list(obj(svcs["svcExtension"])["extURI"]).every((u) =>
            extURIs.includes(text(u) as never),
          );
        if (ok && offered) {
          loggedIn = true;
          logins++;
        }
        answer = respond(ok ? (offered ? 1000 : 2307) : 2200, clTRID);
      } else if (name === "logout") {
        send(respond(1500, clTRID));
        socket.end();
        return;
      } else if (!loggedIn) {
        answer = respond(2002, clTRID);
      } else {
        answer = execute(name, cmd, clTRID);
      }
      if (fault?.kind === "drop-after") return void socket.destroy();
      send(answer);
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    host: "127.0.0.1",
    port,
    clientId,
    password,
    commands,
    domains,
    contacts,
    hosts,
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

export type EppTestRegistry = Awaited<ReturnType<typeof startEppTestRegistry>>;

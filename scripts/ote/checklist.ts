/**
 * The OT&E checklist (docs/registries.md, "OT&E checklist"): the usual registry acceptance
 * list, step by step, as raw EPP commands built with the adapter's `el()`/`command()` and sent
 * through its `EppPool`, so it needs no adapter feature beyond the session. Each step prints
 * its command, the result code and pass/fail.
 */
import { randomBytes } from "node:crypto";
import tls from "node:tls";
import { isIP } from "node:net";
import { encodeFrame, FrameDecoder } from "../../src/server/registrar/epp/framing";
import { EppPool } from "../../src/server/registrar/epp/pool";
import type { EppEndpoint } from "../../src/server/registrar/epp/session";
import {
  attr,
  command,
  el,
  eppDocument,
  list,
  NS,
  obj,
  parseEpp,
  readGreeting,
  readResponse,
  text,
  type EppResponse,
  type Node,
} from "../../src/server/registrar/epp/xml";

/** RFC 3915's namespace (the redemption grace period: restore). */
const RGP = "urn:ietf:params:xml:ns:rgp-1.0";

export type OteOptions = {
  /** The registrar's account (the service's EPP_* settings). */
  endpoint: EppEndpoint;
  /** A second account at the same registry, for the transfer steps (skipped without one). */
  gaining?: { clientId: string; password: string };
  /** The suffix the names are created under (`com`). */
  suffix: string;
  /** Where each step's line goes (stdout by default). */
  print?: (line: string) => void;
};

type StepResult = {
  step: number;
  title: string;
  command: string;
  code: number | undefined;
  pass: boolean | "skipped";
  detail?: string;
};

type Outcome = { res?: EppResponse; code?: number; pass: boolean; detail?: string };

/**
 * One EPP connection of its own, for the session steps the pool does itself or cannot do:
 * login (and login with `<newPW>`), hello, logout.
 */
class RawSession {
  private decoder = new FrameDecoder();
  private frames: string[] = [];
  private waiting: ((xml: string) => void) | undefined;

  private constructor(private readonly socket: tls.TLSSocket) {
    socket.on("data", (chunk: Buffer) => {
      for (const f of this.decoder.push(chunk)) {
        const w = this.waiting;
        this.waiting = undefined;
        if (w) w(f);
        else this.frames.push(f);
      }
    });
    socket.on("error", () => {});
  }

  static async open(e: EppEndpoint): Promise<{ session: RawSession; greeting: string }> {
    const servername = e.servername ?? (isIP(e.host) ? undefined : e.host);
    const socket = await new Promise<tls.TLSSocket>((resolve, reject) => {
      const s = tls.connect({
        host: e.host,
        port: e.port,
        cert: e.cert,
        key: e.key,
        ...(e.ca && { ca: e.ca }),
        ...(servername && { servername }),
        minVersion: "TLSv1.2",
      });
      s.once("secureConnect", () => resolve(s));
      s.once("error", reject);
    });
    const session = new RawSession(socket);
    return { session, greeting: await session.read(e.timeoutMs) };
  }

  read(timeoutMs: number): Promise<string> {
    const ready = this.frames.shift();
    if (ready !== undefined) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = undefined;
        reject(new Error(`no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting = (xml) => {
        clearTimeout(timer);
        resolve(xml);
      };
      this.socket.once("close", () => {
        clearTimeout(timer);
        reject(new Error("connection closed"));
      });
    });
  }

  async exchange(xml: string, timeoutMs: number): Promise<string> {
    this.socket.write(encodeFrame(xml));
    return this.read(timeoutMs);
  }

  close() {
    this.socket.destroy();
  }
}

const trid = (step: number) => `ote-${step}-${randomBytes(4).toString("hex")}`;

/** `<login>` with the objects and extensions the registry offers (and `newPW` when given). */
function login(e: { clientId: string; password: string }, greetingXml: string, newPW?: string) {
  const g = readGreeting(parseEpp(greetingXml));
  const exts = g.extURIs.filter((u) => u === NS.fee || u === RGP);
  return el("login", {}, [
    el("clID", e.clientId),
    el("pw", e.password),
    newPW ? el("newPW", newPW) : null,
    el("options", {}, [el("version", "1.0"), el("lang", "en")]),
    el("svcs", {}, [
      ...g.objURIs
        .filter((u) => Object.values(NS).includes(u as never))
        .map((u) => el("objURI", u)),
      exts.length > 0
        ? el(
            "svcExtension",
            {},
            exts.map((u) => el("extURI", u)),
          )
        : null,
    ]),
  ]);
}

/** Runs the checklist; every step runs (a failed one does not stop the list). */
export async function runOte(
  options: OteOptions,
): Promise<{ steps: StepResult[]; passed: boolean }> {
  const print = options.print ?? ((line: string) => console.log(line));
  const e = options.endpoint;
  const run = randomBytes(3).toString("hex");
  const domainName = (tag: string) => `ote-${run}-${tag}.${options.suffix}`;
  const D = domainName("d"); // the domain created with contacts and hosts, updated, transferred
  const P = domainName("p"); // the parent of the hosts
  const E = domainName("e"); // deleted and restored
  const ns1 = `ns1.${P}`;
  const ns2 = `ns2.${P}`;
  const R = `ote${run}r`;
  const C = `ote${run}c`;
  const authCode = `Ote-${randomBytes(6).toString("hex")}1!`;
  const steps: StepResult[] = [];
  const pools: EppPool[] = [];
  const pool = (account: { clientId: string; password: string }) => {
    const p = new EppPool(
      { ...e, clientId: account.clientId, password: account.password },
      { size: 1, keepAliveMs: 0, backoffMs: 100 },
    );
    pools.push(p);
    return p;
  };
  const a = pool({ clientId: e.clientId, password: e.password });
  const b = options.gaining ? pool(options.gaining) : undefined;

  const domainNs = { "xmlns:domain": NS.domain };
  const contactNs = { "xmlns:contact": NS.contact };
  const hostNs = { "xmlns:host": NS.host };

  async function step(
    title: string,
    cmd: string,
    body: () => Promise<Outcome>,
    skip?: string,
  ): Promise<Outcome> {
    const n = steps.length + 1;
    let out: Outcome;
    if (skip) {
      steps.push({ step: n, title, command: cmd, code: undefined, pass: "skipped", detail: skip });
      print(
        `${String(n).padStart(2)}  ${title.padEnd(44)} ${cmd.padEnd(40)}   -   skipped (${skip})`,
      );
      return { pass: false };
    }
    try {
      out = await body();
    } catch (err) {
      out = { pass: false, detail: (err as Error).message };
    }
    const code = out.code ?? out.res?.code;
    steps.push({
      step: n,
      title,
      command: cmd,
      code,
      pass: out.pass,
      ...(out.detail && { detail: out.detail }),
    });
    print(
      `${String(n).padStart(2)}  ${title.padEnd(44)} ${cmd.padEnd(40)} ${String(code ?? "-").padStart(4)}  ${out.pass ? "pass" : "FAIL"}${out.detail ? `  ${out.detail}` : ""}`,
    );
    return out;
  }

  /** Sends one command on a pool; passes when the code is one of `expect`. */
  const send =
    (p: EppPool, verb: Node, expect: number[] = [1000], extension?: Node[]) =>
    async (): Promise<Outcome> => {
      const res = await p.send(command(verb, trid(steps.length + 1), extension));
      const pass = expect.includes(res.code);
      return { res, pass, ...(!pass && { detail: `${res.message}`.trim() }) };
    };

  const contactCreate = (id: string) =>
    el("create", {}, [
      el("contact:create", contactNs, [
        el("contact:id", id),
        el("contact:postalInfo", { type: "int" }, [
          el("contact:name", "OT&E Test Contact"),
          el("contact:addr", {}, [
            el("contact:street", "1 Test Street"),
            el("contact:city", "Testville"),
            el("contact:pc", "12345"),
            el("contact:cc", "US"),
          ]),
        ]),
        el("contact:voice", "+1.5555550100"),
        el("contact:email", `${id}@example.net`),
        el("contact:authInfo", {}, [el("contact:pw", `Ote-${randomBytes(6).toString("hex")}1!`)]),
      ]),
    ]);
  const domainCreate = (name: string, extra: Node[]) =>
    el("create", {}, [
      el("domain:create", domainNs, [
        el("domain:name", name),
        el("domain:period", { unit: "y" }, ["1"]),
        ...extra,
        el("domain:authInfo", {}, [el("domain:pw", `Ote-${randomBytes(6).toString("hex")}1!`)]),
      ]),
    ]);
  const domainUpdate = (parts: Node[]) =>
    el("update", {}, [el("domain:update", domainNs, [el("domain:name", D), ...parts])]);
  const transfer = (op: string, withAuth = false) =>
    el("transfer", { op }, [
      el("domain:transfer", domainNs, [
        el("domain:name", D),
        withAuth ? el("domain:authInfo", {}, [el("domain:pw", authCode)]) : null,
      ]),
    ]);
  const restore = (report?: Node) => [
    el("rgp:update", { "xmlns:rgp": RGP }, [
      el("rgp:restore", { op: report ? "report" : "request" }, [report]),
    ]),
  ];
  const noGaining = b ? undefined : "no second account (OTE_GAINING_CLIENT_ID)";

  try {
    // Session.
    const newPassword = `Ote-${randomBytes(4).toString("hex")}1!`;
    await step("session: login", "login", async () => {
      const { session, greeting } = await RawSession.open(e);
      try {
        const res = readResponse(
          parseEpp(await session.exchange(command(login(e, greeting), trid(1)), e.timeoutMs)),
        );
        return { res, pass: res.code === 1000 };
      } finally {
        session.close();
      }
    });
    await step("session: hello", "hello", async () => {
      const { session } = await RawSession.open(e);
      try {
        const answer = parseEpp(await session.exchange(eppDocument(el("hello")), e.timeoutMs));
        const g = readGreeting(answer);
        return { pass: g.objURIs.includes(NS.domain), detail: `greeting from ${g.svID}` };
      } finally {
        session.close();
      }
    });
    await step("session: password change", "login with newPW", async () => {
      const { session, greeting } = await RawSession.open(e);
      try {
        const xml = command(login(e, greeting, newPassword), trid(3));
        const res = readResponse(parseEpp(await session.exchange(xml, e.timeoutMs)));
        return { res, pass: res.code === 1000 };
      } finally {
        session.close();
      }
    });
    await step("session: new password, changed back", "login with newPW", async () => {
      const { session, greeting } = await RawSession.open(e);
      try {
        const xml = command(
          login({ clientId: e.clientId, password: newPassword }, greeting, e.password),
          trid(4),
        );
        const res = readResponse(parseEpp(await session.exchange(xml, e.timeoutMs)));
        return { res, pass: res.code === 1000 };
      } finally {
        session.close();
      }
    });
    await step("session: logout", "logout", async () => {
      const { session, greeting } = await RawSession.open(e);
      try {
        await session.exchange(command(login(e, greeting), trid(5)), e.timeoutMs);
        const res = readResponse(
          parseEpp(await session.exchange(command(el("logout"), trid(5)), e.timeoutMs)),
        );
        return { res, pass: res.code === 1500 };
      } finally {
        session.close();
      }
    });

    // Check.
    await step("check: domains", "domain:check", async () => {
      const out = await send(
        a,
        el("check", {}, [
          el(
            "domain:check",
            domainNs,
            [D, P, E].map((n) => el("domain:name", n)),
          ),
        ]),
      )();
      const free = list(obj(out.res?.resData["chkData"])["cd"]).filter((cd) =>
        ["1", "true"].includes(attr(obj(cd)["name"], "avail") ?? ""),
      );
      return { ...out, pass: out.pass && free.length === 3, detail: `${free.length} of 3 free` };
    });
    await step(
      "check: contacts",
      "contact:check",
      send(
        a,
        el("check", {}, [
          el("contact:check", contactNs, [el("contact:id", R), el("contact:id", C)]),
        ]),
      ),
    );
    await step(
      "check: hosts",
      "host:check",
      send(
        a,
        el("check", {}, [el("host:check", hostNs, [el("host:name", ns1), el("host:name", ns2)])]),
      ),
    );

    // Create contacts, hosts, domains.
    await step("create: registrant contact", "contact:create", send(a, contactCreate(R)));
    await step("create: admin/tech contact", "contact:create", send(a, contactCreate(C)));
    await step(
      "create: the hosts' parent domain",
      "domain:create",
      send(a, domainCreate(P, [el("domain:registrant", R)])),
    );
    for (const [host, ip] of [
      [ns1, "192.0.2.1"],
      [ns2, "192.0.2.2"],
    ] as const) {
      await step(
        `create: host ${host.split(".")[0]}`,
        "host:create",
        send(
          a,
          el("create", {}, [
            el("host:create", hostNs, [el("host:name", host), el("host:addr", { ip: "v4" }, [ip])]),
          ]),
        ),
      );
    }
    await step(
      "create: domain with contacts and hosts",
      "domain:create",
      send(
        a,
        domainCreate(D, [
          el("domain:ns", {}, [el("domain:hostObj", ns1), el("domain:hostObj", ns2)]),
          el("domain:registrant", R),
          el("domain:contact", { type: "admin" }, [C]),
          el("domain:contact", { type: "tech" }, [C]),
        ]),
      ),
    );
    await step(
      "create: domain to delete",
      "domain:create",
      send(a, domainCreate(E, [el("domain:registrant", R)])),
    );

    // Info.
    const info = await step(
      "info: domain",
      "domain:info",
      send(
        a,
        el("info", {}, [el("domain:info", domainNs, [el("domain:name", { hosts: "all" }, [D])])]),
      ),
    );
    await step(
      "info: contact",
      "contact:info",
      send(a, el("info", {}, [el("contact:info", contactNs, [el("contact:id", R)])])),
    );
    await step(
      "info: host",
      "host:info",
      send(a, el("info", {}, [el("host:info", hostNs, [el("host:name", ns1)])])),
    );

    // Renew: from the expiry date as the registry wrote it.
    const exDate = text(obj(info.res?.resData["infData"])["exDate"])?.slice(0, 10);
    await step("renew: domain, 1 year", "domain:renew", async () =>
      exDate
        ? send(
            a,
            el("renew", {}, [
              el("domain:renew", domainNs, [
                el("domain:name", D),
                el("domain:curExpDate", exDate),
                el("domain:period", { unit: "y" }, ["1"]),
              ]),
            ]),
          )()
        : { pass: false, detail: "no exDate from domain:info" },
    );

    // Update.
    await step(
      "update: nameservers (remove one)",
      "domain:update",
      send(
        a,
        domainUpdate([el("domain:rem", {}, [el("domain:ns", {}, [el("domain:hostObj", ns2)])])]),
      ),
    );
    await step(
      "update: status (add clientHold)",
      "domain:update",
      send(a, domainUpdate([el("domain:add", {}, [el("domain:status", { s: "clientHold" })])])),
    );
    await step(
      "update: status (remove clientHold)",
      "domain:update",
      send(a, domainUpdate([el("domain:rem", {}, [el("domain:status", { s: "clientHold" })])])),
    );
    await step(
      "update: contacts (admin)",
      "domain:update",
      send(
        a,
        domainUpdate([
          el("domain:add", {}, [el("domain:contact", { type: "admin" }, [R])]),
          el("domain:rem", {}, [el("domain:contact", { type: "admin" }, [C])]),
        ]),
      ),
    );
    await step(
      "update: auth code",
      "domain:update",
      send(
        a,
        domainUpdate([
          el("domain:chg", {}, [el("domain:authInfo", {}, [el("domain:pw", authCode)])]),
        ]),
      ),
    );
    await step(
      "update: contact",
      "contact:update",
      send(
        a,
        el("update", {}, [
          el("contact:update", contactNs, [
            el("contact:id", C),
            el("contact:chg", {}, [el("contact:email", `${C}-new@example.net`)]),
          ]),
        ]),
      ),
    );
    await step(
      "update: host (add address)",
      "host:update",
      send(
        a,
        el("update", {}, [
          el("host:update", hostNs, [
            el("host:name", ns2),
            el("host:add", {}, [el("host:addr", { ip: "v4" }, ["192.0.2.3"])]),
          ]),
        ]),
      ),
    );

    // Transfer (the other account requests; ours answers), and the poll message it queues.
    const gain = b!;
    await step(
      "transfer: request (other registrar)",
      "domain:transfer op=request",
      () => send(gain, transfer("request", true), [1001])(),
      noGaining,
    );
    const polled = await step(
      "poll: request (the transfer message)",
      "poll op=req",
      async () => {
        const out = await send(a, el("poll", { op: "req" }), [1301])();
        const trn = obj(out.res?.resData["trnData"]);
        return {
          ...out,
          pass: out.pass && text(trn["name"]) === D,
          detail: out.res?.msgQ?.msg ?? "",
        };
      },
      noGaining,
    );
    await step(
      "poll: acknowledge",
      "poll op=ack",
      async () => {
        const id = polled.res?.msgQ?.id;
        if (!id) return { pass: false, detail: "no message to acknowledge" };
        return send(a, el("poll", { op: "ack", msgID: id }))();
      },
      noGaining,
    );
    await step(
      "transfer: query",
      "domain:transfer op=query",
      () => send(gain, transfer("query"))(),
      noGaining,
    );
    await step(
      "transfer: reject (ours)",
      "domain:transfer op=reject",
      () => send(a, transfer("reject"))(),
      noGaining,
    );
    await step(
      "transfer: request again",
      "domain:transfer op=request",
      () => send(gain, transfer("request", true), [1001])(),
      noGaining,
    );
    await step(
      "transfer: cancel (other registrar)",
      "domain:transfer op=cancel",
      () => send(gain, transfer("cancel"))(),
      noGaining,
    );
    await step(
      "transfer: request a third time",
      "domain:transfer op=request",
      () => send(gain, transfer("request", true), [1001])(),
      noGaining,
    );
    await step(
      "transfer: approve (ours)",
      "domain:transfer op=approve",
      () => send(a, transfer("approve"))(),
      noGaining,
    );

    // Delete and restore (RFC 3915).
    await step(
      "delete: domain",
      "domain:delete",
      send(
        a,
        el("delete", {}, [el("domain:delete", domainNs, [el("domain:name", E)])]),
        [1000, 1001],
      ),
    );
    const restoreUpdate = (report?: Node) =>
      send(
        a,
        el("update", {}, [el("domain:update", domainNs, [el("domain:name", E), el("domain:chg")])]),
        [1000, 1001],
        restore(report),
      );
    await step("restore: request", "domain:update + rgp:restore op=request", restoreUpdate());
    const now = new Date().toISOString().replace(/\.\d{3}Z$/, ".0Z");
    await step(
      "restore: report",
      "domain:update + rgp:restore op=report",
      restoreUpdate(
        el("rgp:report", {}, [
          el("rgp:preData", `Domain ${E} before its deletion`),
          el("rgp:postData", `Domain ${E} restored`),
          el("rgp:delTime", now),
          el("rgp:resTime", now),
          el("rgp:resReason", "OT&E restore test"),
          el("rgp:statement", "This registrar has not restored the name to violate policy."),
          el(
            "rgp:statement",
            "The information in this report is true to the best of this registrar's knowledge.",
          ),
        ]),
      ),
    );
    await step(
      "info: restored domain",
      "domain:info",
      send(a, el("info", {}, [el("domain:info", domainNs, [el("domain:name", E)])])),
    );
  } finally {
    await Promise.all(pools.map((p) => p.close()));
  }
  const passed = steps.every((s) => s.pass !== false);
  const failed = steps.filter((s) => s.pass === false).length;
  const skipped = steps.filter((s) => s.pass === "skipped").length;
  print(
    `${steps.length} steps: ${steps.length - failed - skipped} passed, ${failed} failed, ${skipped} skipped`,
  );
  return { steps, passed };
}

import { readFileSync } from "node:fs";
import { join } from "node:path";
import tls from "node:tls";
import type { AddressInfo } from "node:net";
import { encodeFrame, FrameDecoder } from "../../src/server/registrar/epp/framing";
import { TEST_CERTS } from "./epp-test-registry";

/** The conformance corpus (test/fixtures/epp/conformance/README.md lists each file's source). */
export const CONFORMANCE = join(import.meta.dirname, "../fixtures/epp/conformance");

/** One corpus file's text. */
export const corpus = (file: string) => readFileSync(join(CONFORMANCE, file), "utf8");

/**
 * What a command is, from its XML: `login`, `logout`, `poll`, or `<object>:<verb>` (the verb
 * element's prefix is the object's, as in every frame the adapter writes), `hello`.
 */
function commandName(xml: string): string {
  if (/<hello\s*\/>/.test(xml)) return "hello";
  const verb =
    /<command>\s*<(login|logout|poll|check|info|create|renew|update|delete|transfer)\b/.exec(
      xml,
    )?.[1];
  if (!verb || verb === "login" || verb === "logout" || verb === "poll") return verb ?? "unknown";
  // `<transfer op="…">` carries an attribute; the others none.
  const object = new RegExp(`<${verb}(?:\\s[^>]*)?>\\s*<(\\w+):${verb}\\b`).exec(xml)?.[1];
  return `${object ?? "unknown"}:${verb}`;
}

/**
 * A registry that replays recorded answers: loopback TLS with the test certificates (as
 * `epp-test-registry.ts`), RFC 5734 framing, a greeting from the corpus, and for each command
 * the next answer scripted for its name, with the answer's clTRID rewritten to the one the
 * command carried (so a client that matches answers by clTRID accepts it). Login and logout
 * answer with RFC 5730's examples unless scripted; a command with nothing scripted is answered
 * 2400 (and recorded in `unscripted`).
 */
export async function startReplayRegistry(options: {
  greeting: string;
  answers: Record<string, string | string[]>;
}) {
  const scripts = new Map(
    Object.entries(options.answers).map(([k, v]) => [k, Array.isArray(v) ? [...v] : [v]]),
  );
  const received: { name: string; xml: string }[] = [];
  const unscripted: string[] = [];
  const sockets = new Set<tls.TLSSocket>();
  const defaults: Record<string, string> = {
    login: corpus("rfc5730-login-response.xml"),
    logout: corpus("rfc5730-logout-response.xml"),
  };
  const failed = corpus("rfc5730-login-response.xml")
    .replace('code="1000"', 'code="2400"')
    .replace("Command completed successfully", "Command failed");

  /** The scripted answer for a command; the last one of a list repeats. */
  function answerFor(name: string): string {
    const list = scripts.get(name);
    if (list && list.length > 1) return list.shift()!;
    if (list && list.length === 1) return list[0]!;
    if (defaults[name]) return defaults[name];
    unscripted.push(name);
    return failed;
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
    const send = (xml: string) => {
      if (!socket.destroyed) socket.write(encodeFrame(xml));
    };
    send(options.greeting);
    socket.on("data", (chunk: Buffer) => {
      let frames: string[];
      try {
        frames = decoder.push(chunk);
      } catch {
        socket.destroy();
        return;
      }
      for (const xml of frames) {
        const name = commandName(xml);
        received.push({ name, xml });
        if (name === "hello") {
          send(options.greeting);
          continue;
        }
        const clTRID = /<clTRID>([^<]*)<\/clTRID>/.exec(xml)?.[1];
        const answer = answerFor(name);
        send(
          clTRID === undefined
            ? answer
            : answer.replace(/<clTRID>[^<]*<\/clTRID>/, `<clTRID>${clTRID}</clTRID>`),
        );
        if (name === "logout") socket.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    host: "127.0.0.1",
    port: (server.address() as AddressInfo).port,
    /** Every command received, in order, by name. */
    received,
    /** Commands that had no scripted answer (answered 2400). */
    unscripted,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

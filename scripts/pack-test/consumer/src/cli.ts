/**
 * Run in the partner project against a running service (`node out/cli.js <url> <api key>`): the
 * packed CLI as a partner runs it (`node_modules/.bin/registrar`, its config in a temp folder):
 * login (a refused key exits 1; the key stored 0600, never printed whole), sessions create, a
 * usage error (exit 2), and `listen` forwarding what `trigger` makes to a receiver on 127.0.0.1
 * that verifies each delivery with @registrar/node and the secret listen printed; Ctrl-C ends
 * listen with exit code 0. Prints what it saw as JSON; exits 1 on a failure.
 */
import { execFile, spawn, type ChildProcessByStdio } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { constructWebhookEvent } from "@registrar/node";
import type { WebhookEvent } from "@registrar/node";

const [baseUrl, apiKey] = process.argv.slice(2);
if (!baseUrl || !apiKey) throw new Error("usage: node out/cli.js <service url> <api key>");

function check(ok: boolean, what: string): asserts ok {
  if (!ok) throw new Error(`failed: ${what}`);
}

const bin = join(process.cwd(), "node_modules", ".bin", "registrar");
const home = mkdtempSync(join(tmpdir(), "registrar-cli-home-"));
const env: NodeJS.ProcessEnv = { ...process.env, XDG_CONFIG_HOME: home };
delete env.REGISTRAR_API_KEY;
delete env.REGISTRAR_API_BASE;

type Ran = { code: number; stdout: string; stderr: string };
const registrar = (...args: string[]) =>
  new Promise<Ran>((resolve) => {
    execFile(bin, args, { env, encoding: "utf8" }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === "number" ? err.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });

const verified: WebhookEvent[] = [];
let secret = "";
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    try {
      const signature = req.headers["registrar-signature"]?.toString();
      verified.push(constructWebhookEvent(Buffer.concat(chunks), signature, secret));
      res.writeHead(204).end();
    } catch {
      res.writeHead(400).end();
    }
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`;

let listener: ChildProcessByStdio<null, Readable, null> | undefined;
try {
  const refused = await registrar("login", "--api-key", "rk_not_a_key", "--api-base", baseUrl);
  check(refused.code === 1 && refused.stderr.includes("401"), `a refused key: ${refused.stderr}`);

  const login = await registrar("login", "--api-key", apiKey, "--api-base", baseUrl);
  check(login.code === 0 && login.stdout.includes("Logged in to"), `login: ${login.stderr}`);
  check(!login.stdout.includes(apiKey), "login does not print the key whole");
  const config = join(home, "registrar", "config.json");
  check((statSync(config).mode & 0o777) === 0o600, "the config file is readable by its owner only");
  check(readFileSync(config, "utf8").includes(apiKey), "login stored the key");

  const session = await registrar("sessions", "create", "--json");
  check(session.code === 0, `sessions create: ${session.stderr}`);
  const urls = JSON.parse(session.stdout) as { hosted_url: string; embed_url: string };
  check(urls.hosted_url.startsWith(`${baseUrl}/hosted/`), `hosted_url ${urls.hosted_url}`);
  check(urls.embed_url.startsWith(`${baseUrl}/embed/`), `embed_url ${urls.embed_url}`);

  const usage = await registrar("trigger", "domain.expiring");
  check(usage.code === 2 && usage.stderr.includes("order.created"), "an event it cannot make");

  // listen (with the stored login) prints {ready, secret} once it has read where the event log stands.
  const child = spawn(bin, ["listen", "--forward-to", hookUrl, "--interval", "200", "--json"], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  listener = child;
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const lines: string[] = [];
  let buffered = "";
  const readyLine = new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => {
      buffered += d.toString();
      const parts = buffered.split("\n");
      buffered = parts.pop()!;
      for (const line of parts) if (lines.push(line) === 1) resolve(line);
    });
    child.on("exit", (code) => reject(new Error(`listen exited with ${code}`)));
  });
  secret = (JSON.parse(await readyLine) as { secret: string }).secret;
  check(secret.startsWith("whsec_"), "listen prints its signing secret");

  const made = await registrar("trigger", "domain.registered", "--json");
  check(made.code === 0, `trigger: ${made.stderr}`);
  const domain = (JSON.parse(made.stdout) as { made: { id: string }[] }).made[0]!.id;

  // The CLI polls every 200 ms; the bound only ends a broken run.
  let event: WebhookEvent | undefined;
  for (let i = 0; i < 150 && !event; i++) {
    event = verified.find((e) => e.type === "domain.registered" && e.data.domain === domain);
    if (!event) await new Promise((r) => setTimeout(r, 200));
  }
  check(!!event, `a verified domain.registered for ${domain}`);
  check(
    verified.some((e) => e.type === "order.created"),
    "the order's events are forwarded too",
  );
  const printed = lines.slice(1).map((l) => JSON.parse(l) as { id: string; status: number });
  check(
    printed.some((p) => p.id === event.id && p.status === 204),
    "listen prints the event and the endpoint's status",
  );

  child.kill("SIGINT");
  const code = await exited;
  check(code === 0, `listen ends with 0 on Ctrl-C, not ${code}`);

  console.log(
    JSON.stringify({ domain, forwarded: verified.map((e) => e.type), hosted_url: urls.hosted_url }),
  );
} finally {
  listener?.kill();
  receiver.close();
  rmSync(home, { recursive: true, force: true });
}

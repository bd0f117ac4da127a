import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { constructWebhookEvent } from "@registrar/node";
import { run, type Io } from "../src/main.js";

/**
 * The command line as a partner runs it, in-process: `run(argv, io)` with the API answered by
 * a fake fetch (the packed CLI against a running service: scripts/pack-test).
 */
const BASE = "http://api.test";
const KEY = "rk_0123456789abcdefghijklmnopqrstuvwxyz_ABCD";
const ORG = { id: "6d0b1a9e-0000-4000-8000-000000000001", name: "Acme", created_at: "x" };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function cli(answer: (req: Request) => Response | Promise<Response>, env = {}) {
  const home = mkdtempSync(join(tmpdir(), "registrar-cli-"));
  dirs.push(home);
  const out: string[] = [];
  const err: string[] = [];
  const stop = new AbortController();
  const io: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: { XDG_CONFIG_HOME: home, ...env },
    signal: stop.signal,
    fetch: async (req) => answer(req),
  };
  const configFile = join(home, "registrar", "config.json");
  return { io, out, err, stop, configFile, run: (...argv: string[]) => run(argv, io) };
}

describe("registrar login", () => {
  it("checks the key, names the organization, stores it 0600 and never prints it whole", async () => {
    const seen: Request[] = [];
    const c = cli((req) => {
      seen.push(req);
      return json(200, ORG);
    });
    expect(await c.run("login", "--api-key", KEY, "--api-base", BASE)).toBe(0);
    expect(seen.map((r) => [r.url, r.headers.get("x-api-key")])).toEqual([
      [`${BASE}/api/v1/organization`, KEY],
    ]);
    const text = c.out.join("\n");
    expect(text).toContain("Acme");
    expect(text).toContain("rk_…ABCD");
    expect(text).not.toContain(KEY.slice(3, 20));
    expect(statSync(c.configFile).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(c.configFile, "utf8"))).toMatchObject({
      api_key: KEY,
      api_base: BASE,
    });
  });

  it("exits 1 with the API's detail for a refused key, and stores nothing", async () => {
    const c = cli(() => json(401, { detail: "Invalid API key" }));
    expect(await c.run("login", "--api-key", "rk_wrong", "--api-base", BASE)).toBe(1);
    expect(c.err.join("\n")).toContain("401");
    expect(c.err.join("\n")).toContain("Invalid API key");
    expect(() => statSync(c.configFile)).toThrow();
  });

  it("REGISTRAR_API_KEY and REGISTRAR_API_BASE override the stored login", async () => {
    const seen: Request[] = [];
    const c = cli(
      (req) => {
        seen.push(req);
        return json(201, {
          session_id: "s",
          hosted_url: "h",
          embed_url: "e",
          client_token: "t",
          expires_at: "x",
        });
      },
      { REGISTRAR_API_KEY: "rk_from_env", REGISTRAR_API_BASE: "http://env.test" },
    );
    expect(await c.run("sessions", "create", "--json")).toBe(0);
    expect(seen[0]!.url).toBe("http://env.test/api/v1/hosted/sessions");
    expect(seen[0]!.headers.get("x-api-key")).toBe("rk_from_env");
  });
});

describe("usage", () => {
  const none = () => json(500, {});
  it.each([
    [["nope"], /unknown command: nope/],
    [["login", "--api-kee", "x"], /Unknown option '--api-kee'/],
    [["sessions"], /sessions needs a command: create/],
    [
      ["trigger", "domain.expiring"],
      /cannot trigger domain\.expiring; it can trigger:\n.*order\.created/s,
    ],
    [["listen"], /listen needs --forward-to URL/],
    [["trigger", "order.created"], /no API key: run `registrar login/],
  ])("%j exits 2 and says why", async (argv, why) => {
    const c = cli(none);
    expect(await c.run(...argv)).toBe(2);
    expect(c.err.join("\n")).toMatch(why);
  });

  it("--help of each command exits 0", async () => {
    for (const command of ["login", "listen", "trigger", "sessions"]) {
      const c = cli(none);
      expect(await c.run(command, "--help")).toBe(0);
      expect(c.out.join("\n")).toMatch(/^Usage: registrar /);
    }
  });
});

describe("registrar listen", () => {
  const event = (id: string, type = "order.created") => ({
    id,
    type,
    created_at: "2026-11-27T10:00:00.000Z",
    data: { order_id: `o-${id}` },
  });

  it("forwards only events made after it started, oldest first, signed as the service signs", async () => {
    // The event list, newest first, as it grows: e1 existed before; e2 and e3 come, then e4
    // and a late-committed e2b listed below e3.
    const lists = [
      [event("e1")],
      [event("e3"), event("e2", "domain.registered"), event("e1")],
      [event("e4"), event("e3"), event("e2b"), event("e2", "domain.registered"), event("e1")],
    ];
    let polls = 0;
    const received: { body: string; signature: string | null }[] = [];
    let done!: () => void;
    const allReceived = new Promise<void>((r) => (done = r));
    const c = cli(async (req) => {
      const url = new URL(req.url);
      if (url.pathname === "/api/v1/organization") return json(200, ORG);
      if (url.pathname === "/api/v1/events") {
        const items = lists[Math.min(polls++, lists.length - 1)]!;
        return json(200, { items, next_cursor: null });
      }
      received.push({ body: await req.text(), signature: req.headers.get("registrar-signature") });
      if (received.length === 4) done();
      return new Response(null, { status: 204 });
    });
    const running = c.run(
      "listen",
      "--forward-to",
      "http://localhost:3000/webhooks",
      "--interval",
      "100",
      "--json",
      "--api-key",
      KEY,
      "--api-base",
      BASE,
    );
    await allReceived;
    c.stop.abort();
    expect(await running).toBe(0);

    const ready = JSON.parse(c.out[0]!) as { ready: boolean; secret: string };
    expect(ready.secret).toMatch(/^whsec_/);
    const events = received.map((r) => constructWebhookEvent(r.body, r.signature, ready.secret));
    expect(events.map((e) => e.id)).toEqual(["e2", "e3", "e2b", "e4"]);
    expect(received[0]!.body).toBe(JSON.stringify(event("e2", "domain.registered")));
    expect(c.out.slice(1).map((l) => JSON.parse(l) as unknown)).toEqual([
      { id: "e2", type: "domain.registered", status: 204, error: null },
      { id: "e3", type: "order.created", status: 204, error: null },
      { id: "e2b", type: "order.created", status: 204, error: null },
      { id: "e4", type: "order.created", status: 204, error: null },
    ]);
    // The secret is this machine's: the next listen signs with the same one.
    expect(JSON.parse(readFileSync(c.configFile, "utf8"))).toMatchObject({
      listen_secret: ready.secret,
    });
  });
  it("Ctrl-C ends it with 0 while an endpoint has not answered, saying so", async () => {
    let polls = 0;
    let forwarding!: () => void;
    const forwarded = new Promise<void>((r) => (forwarding = r));
    const c = cli((req) => {
      const url = new URL(req.url);
      if (url.pathname === "/api/v1/organization") return json(200, ORG);
      if (url.pathname === "/api/v1/events")
        return json(200, { items: polls++ === 0 ? [] : [event("e1")], next_cursor: null });
      // An endpoint that never answers: only the request's abort ends it.
      forwarding();
      return new Promise<Response>((_, reject) =>
        req.signal.addEventListener("abort", () => reject(req.signal.reason as Error)),
      );
    });
    const running = c.run(
      "listen",
      "--forward-to",
      "http://localhost:3000/webhooks",
      "--interval",
      "100",
      "--api-key",
      KEY,
      "--api-base",
      BASE,
    );
    await forwarded;
    c.stop.abort();
    expect(await running).toBe(0);
    expect(c.out.slice(2)).toEqual([
      expect.stringMatching(/--> order\.created \[e1\] {2}<-- failed: stopped$/),
      "Stopped.",
    ]);
  });
});

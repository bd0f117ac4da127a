/**
 * EPP sessions against the test registry: host attributes, reconnects, the pool, the fee
 * extension, timeouts, schema checks, keep-alive, TLS client certificates, and secrets kept out
 * of the log.
 */
import { describe, expect, it } from "vitest";
import { RegistryUnavailableError } from "../../src/server/registrar/epp/epp-provider";
import { EppSessionError, EppTransportError } from "../../src/server/registrar/epp/session";
import { EppPool } from "../../src/server/registrar/epp/pool";
import type { SessionSlots } from "../../src/server/registrar/epp/session-slots";
import { command, el, NS } from "../../src/server/registrar/epp/xml";
import { schemaErrors, TEST_CERTS } from "../helpers/epp-test-registry";
import { name, registry, provider, input, setUpEpp } from "../helpers/epp-adapter-setup";

setUpEpp();

describe("EPP sessions", () => {
  it("uses host attributes when the registry does not offer host objects", async () => {
    const r = await registry({ hostObjects: false });
    const p = provider(r);
    const result = await p.register(input("attr-name.com", "77777777-7777-4777-8777-777777777777"));
    expect(result).toMatchObject({ ok: true });
    expect(r.hosts.size).toBe(0);
    expect(r.domains.get("attr-name.com")!.ns).toEqual(["ns1.dns.example", "ns2.dns.example"]);
    const login = r.commands.find((c) => c.command === "login")!;
    expect(login.xml).not.toContain("urn:ietf:params:xml:ns:host-1.0");
    expect(login.xml).toContain("<extURI>urn:ietf:params:xml:ns:epp:fee-1.0</extURI>");
  });

  it("announces at login the poll message types and extensions the registry offers", async () => {
    const lowBalance = "http://www.verisign.com/epp/lowbalance-poll-1.0";
    const changePoll = "urn:ietf:params:xml:ns:changePoll-1.0";
    const r = await registry({
      offer: { objURIs: [lowBalance, "urn:example:unused-1.0"], extURIs: [changePoll] },
    });
    expect(await provider(r).check(name("announced.com"))).toMatchObject({ available: true });
    const login = r.commands.find((c) => c.command === "login")!.xml;
    expect(login).toContain(`<objURI>${lowBalance}</objURI>`);
    expect(login).toContain(`<extURI>${changePoll}</extURI>`);
    expect(login).toContain("<extURI>urn:ietf:params:xml:ns:rgp-1.0</extURI>");
    expect(login).not.toContain("urn:example:unused-1.0");
  });

  it("reconnects with backoff when a login is refused for the moment, never after 2501", async () => {
    const r = await registry();
    const p = provider(r);
    r.fault("login", { kind: "code", code: 2502 });
    expect(await p.check(name("busy-registry.com"))).toMatchObject({ available: true });
    expect(r.commands.filter((c) => c.command === "login")).toHaveLength(2);
    expect(r.logins).toBe(1);

    const q = await registry();
    const refused = provider(q);
    q.fault("login", { kind: "code", code: 2501 });
    const err = await refused.check(name("bad-login.com")).catch((e: unknown) => e);
    expect((err as RegistryUnavailableError).cause).toBeInstanceOf(EppSessionError);
    expect(q.commands.map((c) => c.command)).toEqual(["login"]);
  });

  it("shares a pool of at most the configured number of sessions", async () => {
    const r = await registry();
    const p = provider(r, { size: 2 });
    const names = ["a", "b", "c", "d", "e"].map((l) => name(`pool-${l}.com`));
    const results = await Promise.all(names.map((n) => p.check(n)));
    expect(results.every((x) => x.available)).toBe(true);
    expect(r.logins).toBeLessThanOrEqual(2);
    expect(r.commands.filter((c) => c.command === "domain:check")).toHaveLength(5);
  });

  it("will not price or register without the fee extension", async () => {
    const r = await registry({ fee: false });
    const p = provider(r);
    await expect(p.check(name("no-fee.com"))).rejects.toThrow(/fee extension/);
    expect(r.commands.map((c) => c.command)).toEqual(["login"]);
  });

  it("times out a command never answered and repeats a query on a new session", async () => {
    const r = await registry();
    const p = provider(r, { timeoutMs: 1000 });
    r.fault("domain:check", { kind: "hang" });
    expect(await p.check(name("slow-name.com"))).toMatchObject({ available: true });
    expect(r.logins).toBe(2);
    // Unanswered twice: the caller gets the error (an order stays processing, to be retried).
    r.fault("domain:check", { kind: "hang" });
    r.fault("domain:check", { kind: "hang" });
    const err = await p.check(name("slow-name.com")).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RegistryUnavailableError);
    expect((err as RegistryUnavailableError).status).toBe(503);
    expect((err as RegistryUnavailableError).cause).toBeInstanceOf(EppTransportError);
    expect(await p.check(name("slow-name.com"))).toMatchObject({ available: true });
  });

  it("answers a command that fails the RFC schemas with 2001 and records it", async () => {
    const r = await registry();
    const pool = new EppPool(r.endpoint({ timeoutMs: 5000 }), { size: 1, keepAliveMs: 0 });
    // A domain:check without a name, and a clTRID too short for trIDStringType.
    const res = await pool.send(
      `<?xml version="1.0" encoding="UTF-8"?><epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><command><check><domain:check xmlns:domain="urn:ietf:params:xml:ns:domain-1.0"/></check><clTRID>x</clTRID></command></epp>`,
    );
    await pool.close();
    expect(res.code).toBe(2001);
    const invalid = r.invalidCommands();
    expect(invalid.map((c) => c.command)).toEqual(["domain:check"]);
    expect(invalid[0]!.schemaErrors.join("\n")).toMatch(/clTRID|name/);
    // Forget it, so the check after each test looks at the adapter's commands only.
    r.commands.splice(r.commands.indexOf(invalid[0]!), 1);

    // Extensions are validated too (epp-1.0's <any> is strict): a fee:check without a command.
    const feeless = command(
      el("check", {}, [
        el("domain:check", { "xmlns:domain": NS.domain }, [el("domain:name", "x.com")]),
      ]),
      "test-fee-1",
      [el("fee:check", { "xmlns:fee": NS.fee }, [el("fee:currency", "USD")])],
    );
    expect(await schemaErrors(feeless)).not.toEqual([]);
    expect(await schemaErrors(feeless.replace(/<extension>.*<\/extension>/, ""))).toEqual([]);
  });

  it("uses a session of its own that came back while every shared slot was taken", async () => {
    const r = await registry();
    // Slot 1 at once; the second request for a slot is answered "none free" only after the
    // first command has finished and its session has gone idle.
    let firstDone!: () => void;
    const done = new Promise<void>((res) => (firstDone = res));
    let asked = 0;
    const slots: SessionSlots = {
      acquire: async () => (++asked === 1 ? 1 : (await done, null)),
      release: async () => {},
      renew: async () => {},
      renewEveryMs: 0,
    };
    const pool = new EppPool(r.endpoint({ timeoutMs: 5000 }), {
      size: 2,
      keepAliveMs: 0,
      backoffMs: 1,
      slots,
    });
    const check = (n: string) =>
      command(
        el("check", {}, [
          el("domain:check", { "xmlns:domain": NS.domain }, [el("domain:name", n)]),
        ]),
        `test-${n}`,
      );
    const first = pool.send(check("first.com")).then((res) => (firstDone(), res));
    const second = pool.send(check("second.com"));
    const answers = await Promise.race([
      Promise.all([first, second]),
      new Promise<"stuck">((res) => setTimeout(() => res("stuck"), 3000).unref()),
    ]);
    expect(answers).not.toBe("stuck");
    expect((answers as { code: number }[]).map((a) => a.code)).toEqual([1000, 1000]);
    expect(r.logins).toBe(1);
    await pool.close();
  });

  it("keeps idle sessions alive with <hello>", async () => {
    const r = await registry();
    const pool = new EppPool(r.endpoint({ timeoutMs: 5000 }), { size: 1, keepAliveMs: 0 });
    const check = command(
      el("check", {}, [
        el("domain:check", { "xmlns:domain": NS.domain }, [el("domain:name", "idle.com")]),
      ]),
      "test-check-1",
    );
    expect((await pool.send(check)).code).toBe(1000);
    await pool.keepAlive(0);
    expect((await pool.send(check)).code).toBe(1000);
    await pool.close();
    expect(r.commands.map((c) => c.command)).toEqual([
      "login",
      "domain:check",
      "hello",
      "domain:check",
      "logout",
    ]);
  });

  it("refuses a client certificate from another CA, and wrong credentials", async () => {
    const r = await registry();
    const endpoint = {
      host: r.host,
      port: r.port,
      servername: "localhost",
      clientId: r.clientId,
      password: r.password,
      cert: TEST_CERTS.strangerCert,
      key: TEST_CERTS.strangerKey,
      ca: TEST_CERTS.ca,
      timeoutMs: 2000,
    };
    const stranger = new EppPool(endpoint, { size: 1, connectAttempts: 1, keepAliveMs: 0 });
    await expect(stranger.send("<epp/>")).rejects.toThrow(EppTransportError);
    await stranger.close();
    const wrong = new EppPool(
      {
        ...endpoint,
        cert: TEST_CERTS.clientCert,
        key: TEST_CERTS.clientKey,
        password: "not-the-password",
      },
      { size: 1, connectAttempts: 1, keepAliveMs: 0 },
    );
    await expect(wrong.send("<epp/>")).rejects.toThrow(EppSessionError);
    await wrong.close();
  });

  it("keeps passwords and auth codes out of the debug log", async () => {
    const r = await registry();
    const logs: string[] = [];
    const p = provider(r, { logs });
    await p.register(input("logged-name.com", "88888888-8888-4888-8888-888888888888"));
    await p.close();
    const all = logs.join("\n");
    expect(all).toContain("domain:create");
    expect(all).not.toContain(r.password);
    expect(all).not.toMatch(/<(domain|contact):pw>(?!\[redacted\])/);
    expect(r.commands.some((c) => c.command === "logout")).toBe(true);
  });
});

/** The OT&E checklist (`npm run ote`, scripts/ote/checklist.ts) against the test registry. */
import { afterAll, describe, expect, it } from "vitest";
import { command, el } from "../../src/server/registrar/epp/xml";
import { EppPool } from "../../src/server/registrar/epp/pool";
import { runOte } from "../../scripts/ote/checklist";
import { registry, setUpEpp } from "../helpers/epp-adapter-setup";

setUpEpp();

const GAINING = { clientId: "ote-gaining", password: "gaining-pw-1" };

async function checklist() {
  const r = await registry({ clients: { [GAINING.clientId]: GAINING.password } });
  const lines: string[] = [];
  const result = await runOte({
    endpoint: r.endpoint(),
    gaining: GAINING,
    suffix: "com",
    print: (l) => lines.push(l),
  });
  return { r, lines, ...result };
}

describe("the OT&E checklist", () => {
  const pools: EppPool[] = [];
  afterAll(async () => Promise.all(pools.map((p) => p.close())));

  it("runs every step green against the test registry, each command valid for the schemas", async () => {
    const { r, steps, passed, lines } = await checklist();
    expect(steps.filter((s) => s.pass !== true)).toEqual([]);
    expect(passed).toBe(true);
    // The usual OT&E list, each step once at least.
    const commands = new Set(steps.map((s) => s.command));
    for (const c of [
      "login",
      "hello",
      "login with newPW",
      "logout",
      "domain:check",
      "contact:check",
      "host:check",
      "contact:create",
      "host:create",
      "domain:create",
      "domain:info",
      "contact:info",
      "host:info",
      "domain:renew",
      "domain:update",
      "contact:update",
      "host:update",
      "domain:transfer op=request",
      "domain:transfer op=query",
      "domain:transfer op=approve",
      "domain:transfer op=reject",
      "domain:transfer op=cancel",
      "poll op=req",
      "poll op=ack",
      "domain:delete",
      "domain:update + rgp:restore op=request",
      "domain:update + rgp:restore op=report",
    ]) {
      expect(commands, c).toContain(c);
    }
    // What the registry holds afterwards: the transferred domain is the other registrar's,
    // the deleted one is back, the poll queue is drained, the password is the original.
    const held = [...r.domains.values()];
    expect(held.filter((d) => d.clID === GAINING.clientId).map((d) => d.name)).toEqual([
      expect.stringMatching(/^ote-[0-9a-f]{6}-d\.com$/),
    ]);
    expect(held.some((d) => /-e\.com$/.test(d.name))).toBe(true);
    // The first request's message was read and acknowledged; the two later requests' wait.
    expect(r.messages.map((m) => m.msg)).toEqual(["Transfer requested.", "Transfer requested."]);
    expect(r.messages.map((m) => m.id)).not.toContain("1");
    expect(r.password).toBe("test-password-1");
    expect(lines.at(-1)).toMatch(/^39 steps: 39 passed, 0 failed, 0 skipped$/);
  }, 120_000);

  it("reports a step the registry refuses as failed and the run as failed; skips the transfers without a second account", async () => {
    const r = await registry();
    r.fault("domain:renew", { kind: "code", code: 2306 });
    const { steps, passed } = await runOte({
      endpoint: r.endpoint(),
      suffix: "com",
      print: () => {},
    });
    expect(passed).toBe(false);
    expect(steps.filter((s) => s.pass === false)).toEqual([
      expect.objectContaining({ command: "domain:renew", code: 2306 }),
    ]);
    expect(steps.filter((s) => s.pass === "skipped").map((s) => s.command)).toEqual([
      "domain:transfer op=request",
      "poll op=req",
      "poll op=ack",
      "domain:transfer op=query",
      "domain:transfer op=reject",
      "domain:transfer op=request",
      "domain:transfer op=cancel",
      "domain:transfer op=request",
      "domain:transfer op=approve",
    ]);
  }, 120_000);

  it("the test registry checks restores against RFC 3915's schema: a request passes, a report without its statements is refused", async () => {
    const r = await registry();
    const pool = new EppPool(r.endpoint(), { size: 1, keepAliveMs: 0 });
    pools.push(pool);
    const restore = (n: number, report?: ReturnType<typeof el>) =>
      pool.send(
        command(
          el("update", {}, [
            el("domain:update", { "xmlns:domain": "urn:ietf:params:xml:ns:domain-1.0" }, [
              el("domain:name", "example.com"),
              el("domain:chg"),
            ]),
          ]),
          `ote-restore-${n}`,
          [
            el("rgp:update", { "xmlns:rgp": "urn:ietf:params:xml:ns:rgp-1.0" }, [
              el("rgp:restore", { op: report ? "report" : "request" }, [report]),
            ]),
          ],
        ),
      );
    // A valid request passes the schemas (and finds no deleted example.com: 2303).
    expect((await restore(1)).code).toBe(2303);
    const res = await restore(2, el("rgp:report", {}, [el("rgp:preData", "x")]));
    expect(res.code).toBe(2001);
    // Recorded as invalid: cleared here, since the suite's hook asserts there are none.
    expect(r.invalidCommands().map((c) => c.command)).toEqual(["domain:update"]);
    r.commands.splice(0);
  });
});

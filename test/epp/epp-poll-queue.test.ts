/** The test registry's poll queue (RFC 5730 2.9.2.3), as a registrar's session sees it. */
import { afterEach, describe, expect, it } from "vitest";
import { EppPool } from "../../src/server/registrar/epp/pool";
import { command, el } from "../../src/server/registrar/epp/xml";
import { registry, setUpEpp } from "../helpers/epp-adapter-setup";

setUpEpp();

describe("the test registry's poll queue", () => {
  let pool: EppPool | undefined;
  afterEach(async () => pool?.close());

  it("says the queue's size on every answer, shows the oldest message, and dequeues on ack", async () => {
    const r = await registry();
    pool = new EppPool(r.endpoint({ timeoutMs: 5000 }), { size: 1, keepAliveMs: 0 });
    const poll = (attrs: Record<string, string>, n: number) =>
      pool!.send(command(el("poll", attrs), `test-poll-${n}`));
    expect((await poll({ op: "req" }, 1)).code).toBe(1300);
    const first = r.queueMessage({ msg: "Transfer requested." });
    r.queueMessage({ msg: "Low balance." });
    const req = await poll({ op: "req" }, 2);
    expect(req).toMatchObject({
      code: 1301,
      msgQ: { count: 2, id: first, msg: "Transfer requested." },
    });
    const ack = await poll({ op: "ack", msgID: first }, 3);
    expect(ack).toMatchObject({ code: 1000, msgQ: { count: 1 } });
    expect((await poll({ op: "req" }, 4)).msgQ).toMatchObject({ msg: "Low balance." });
    expect((await poll({ op: "ack", msgID: first }, 5)).code).toBe(2303);
    expect(r.invalidCommands()).toEqual([]);
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CONTACT } from "../helpers/orders";
import { freePort, startService } from "../helpers/processes";

const dir = mkdtempSync(join(tmpdir(), "registrar-crash-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a service killed mid-registration", { timeout: 240_000 }, () => {
  it("recovers the order on restart: no order stays processing, the acknowledged order completes", async () => {
    const port = await freePort();
    const env = {
      DATA_DIR: dir,
      PORT: String(port),
      ORDER_WORKER_INTERVAL_MS: "100",
      SANDBOX_SLOW_MS: "8000",
    };
    const base = `http://127.0.0.1:${port}`;
    const first = await startService(env);
    const apiKey = /shown only this once:\n\s+(rk_\S+)/.exec(first.output())![1]!;
    const headers = { "x-api-key": apiKey, "content-type": "application/json" };

    // slow- names take SANDBOX_SLOW_MS at the registrar: kill the service while the purchase waits.
    const pending = fetch(`${base}/api/v1/registrar/purchase`, {
      method: "POST",
      headers,
      body: JSON.stringify({ domain: "slow-crash.com", contact: CONTACT }),
    }).catch(() => "connection lost");
    const list = async () =>
      (await (await fetch(`${base}/api/v1/registrar/orders`, { headers })).json()) as {
        items: { order_id: string; status: string }[];
      };
    let items: { order_id: string; status: string }[] = [];
    for (let i = 0; i < 300 && items.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      items = (await list()).items;
    }
    expect(items).toEqual([expect.objectContaining({ status: "processing" })]);
    // Listen before killing: the exit event may come before the lost connection is noticed.
    const exited = new Promise((r) => first.child.once("exit", r));
    first.child.kill("SIGKILL");
    expect(await pending).toBe("connection lost");
    await exited;

    const second = await startService(env);
    try {
      let status = "processing";
      for (let i = 0; i < 600 && status !== "completed"; i++) {
        await new Promise((r) => setTimeout(r, 200));
        status = (await list()).items[0]!.status;
      }
      expect(status).toBe("completed");
    } finally {
      await second.stop();
    }
  });
});

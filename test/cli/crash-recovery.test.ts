import { rmSync } from "node:fs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { CONTACT } from "../helpers/orders";
import { freePort, preparedDataDir, startService } from "../helpers/processes";

const dir = preparedDataDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a service killed mid-registration", { timeout: 240_000 }, () => {
  it("recovers the order on restart: no order stays processing, the acknowledged order completes", async () => {
    const port = await freePort();
    const env = {
      DATA_DIR: dir,
      PORT: String(port),
      ORDER_WORKER_INTERVAL_MS: "100",
      SANDBOX_SLOW_MS: "4000",
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
    const items = await vi.waitFor(
      async () => {
        const { items } = await list();
        if (items.length === 0) throw new Error("the order is not listed yet");
        return items;
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(items).toEqual([expect.objectContaining({ status: "processing" })]);
    // Listen before killing: the exit event may come before the lost connection is noticed.
    const exited = new Promise((r) => first.child.once("exit", r));
    first.child.kill("SIGKILL");
    expect(await pending).toBe("connection lost");
    await exited;

    const second = await startService(env);
    try {
      const status = await vi.waitFor(
        async () => {
          const status = (await list()).items[0]!.status;
          if (status !== "completed") throw new Error(`the order is still ${status}`);
          return status;
        },
        { timeout: 120_000, interval: 200 },
      );
      expect(status).toBe("completed");
    } finally {
      await second.stop();
    }
  });
});

describe("an Idempotency-Key in flight when the service is killed", { timeout: 240_000 }, () => {
  it("is free again after a restart on the embedded database: the retry runs, no 409", async () => {
    const keyDir = preparedDataDir();
    try {
      const port = await freePort();
      const env = { DATA_DIR: keyDir, PORT: String(port), SANDBOX_SLOW_MS: "60000" };
      const first = await startService(env);
      const apiKey = /shown only this once:\n\s+(rk_\S+)/.exec(first.output())![1]!;
      // slow- names wait SANDBOX_SLOW_MS at the registrar's check: the order request hangs.
      const send = () =>
        fetch(`http://127.0.0.1:${port}/api/v1/registrar/order`, {
          method: "POST",
          headers: {
            "x-api-key": apiKey,
            "content-type": "application/json",
            "idempotency-key": "order-slow-key",
          },
          body: JSON.stringify({
            domain: "slow-key.com",
            contact: CONTACT,
            payment_method: "wire",
          }),
        })
          .then(async (r) => ({ status: r.status, body: await r.text() }))
          .catch(() => ({ status: 0, body: "connection lost" }));
      // One of two sends holds the key while the other is told it is in flight.
      const a = send();
      const b = send();
      const answered = await Promise.race([a, b]);
      expect(answered.status).toBe(409);
      expect(answered.body).toContain("still being processed");
      const exited = new Promise((r) => first.child.once("exit", r));
      first.child.kill("SIGKILL");
      await exited;
      await Promise.all([a, b]);

      const second = await startService({ ...env, SANDBOX_SLOW_MS: "1" });
      try {
        const retry = await send();
        expect(retry.status, retry.body).toBe(201);
        expect(JSON.parse(retry.body)).toMatchObject({ domain_name: "slow-key.com" });
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(keyDir, { recursive: true, force: true });
    }
  });
});

import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { CONTACT } from "../helpers/orders";
import { freePort, preparedDataDir, runCommand, startService } from "../helpers/processes";

// The service as a process: what `npm start` does with a busy port, and how long SIGTERM may
// take. Few starts: each one boots node and PGlite.

const root = mkdtempSync(join(tmpdir(), "registrar-lifecycle-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A loopback TCP server that accepts connections and never answers (a dead webhook host). */
async function blackHole() {
  const sockets: Socket[] = [];
  const server: Server = createServer((s) => void sockets.push(s));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as { port: number };
  return {
    port,
    connections: () => sockets.length,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

/** Resolves with the exit code, or "still running" if the process has not exited by `ms`. */
function exitWithin(child: ChildProcess, ms: number) {
  return new Promise<number | null | "still running">((resolve) => {
    const timer = setTimeout(() => resolve("still running"), ms);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** Waits (with `vi.waitFor`) until `check` holds, checking every 100 ms. */
function until(check: () => Promise<boolean> | boolean, timeout = 30_000) {
  return vi.waitFor(
    async () => {
      if (!(await check())) throw new Error("condition not met");
    },
    { timeout, interval: 100 },
  );
}

describe("service lifecycle", { timeout: 240_000 }, () => {
  it("a busy port is said plainly (exit 1, no stack) before the database is touched", async () => {
    const dir = join(root, "busy");
    const holder = createServer();
    await new Promise<void>((r) => holder.listen(0, "127.0.0.1", r));
    const { port } = holder.address() as { port: number };
    try {
      const r = await runCommand(["src/server/main.ts"], {
        DATA_DIR: dir,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
      });
      expect(r.code).toBe(1);
      expect(r.stderr.trim()).toBe(
        `Port ${port} is in use (127.0.0.1:${port}); set PORT=… to another port or stop the other process.`,
      );
      expect(r.stdout).not.toContain("rk_");
      // Nothing was created: no data directory, so no demo organization whose key is lost.
      expect(existsSync(dir)).toBe(false);
    } finally {
      await new Promise((r) => holder.close(r));
    }
    // Once the port is free, the first start creates the demo organization and shows its key
    // (on the prepared, migrated data directory: a first initdb is open-database.test.ts's).
    preparedDataDir(root, "busy");
    const service = await startService({ DATA_DIR: dir, PORT: String(port) });
    try {
      expect(service.output()).toMatch(/shown only this once:\n\s+rk_\S+/);
    } finally {
      await service.stop();
    }
  });

  it("SIGTERM during webhook deliveries to a dead host exits cleanly within the bound, deliveries left for retry", async () => {
    const dir = preparedDataDir(root, "webhooks");
    const port = await freePort();
    const hole = await blackHole();
    const env = { DATA_DIR: dir, PORT: String(port), WEBHOOK_WORKER_INTERVAL_MS: "100" };
    const service = await startService(env);
    const base = `http://127.0.0.1:${port}`;
    const apiKey = /shown only this once:\n\s+(rk_\S+)/.exec(service.output())![1]!;
    const headers = { "x-api-key": apiKey, "content-type": "application/json" };
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    let endpointId: string;
    try {
      const endpoint = await post("/api/v1/webhooks/endpoints", {
        url: `http://127.0.0.1:${hole.port}/hook`,
        event_types: ["hosted_session.created"],
      });
      expect(endpoint.status).toBe(201);
      endpointId = ((await endpoint.json()) as { id: string }).id;
      // Three batches of deliveries (20 each): before the fix, each batch waited for its 10 s
      // request timeout, one after the other, before the process could exit.
      for (let i = 0; i < 45; i++) {
        const res = await post("/api/v1/hosted/sessions", {
          allowed_actions: ["domain_search"],
          external_account_id: `acct_${i}`,
        });
        expect(res.status).toBe(200);
      }
      await until(() => hole.connections() >= 1);
    } catch (err) {
      await service.stop();
      await hole.close();
      throw err;
    }

    const exited = exitWithin(service.child, 10_000 + 5_000);
    service.child.kill("SIGTERM");
    // Clean exit (0), well before the 10 s SHUTDOWN_TIMEOUT_MS would force one (1).
    expect(await exited).toBe(0);
    await hole.close();

    const again = await startService({ ...env, WEBHOOK_WORKER_INTERVAL_MS: "3600000" });
    try {
      const res = await fetch(`${base}/api/v1/webhooks/endpoints/${endpointId}/deliveries`, {
        headers,
      });
      expect(res.status).toBe(200);
      const { items } = (await res.json()) as {
        items: { status: string }[];
      };
      expect(items).toHaveLength(45);
      // Nothing was given up or lost: every delivery waits for its retry.
      for (const d of items) expect(d.status).toBe("pending");
    } finally {
      await again.stop();
    }
  });

  it("SIGTERM while a registrar call hangs exits at SHUTDOWN_TIMEOUT_MS (exit 1), the order recovered later", async () => {
    const dir = preparedDataDir(root, "slow");
    const port = await freePort();
    const env = {
      DATA_DIR: dir,
      PORT: String(port),
      ORDER_WORKER_INTERVAL_MS: "100",
      // slow- names wait this long at each registrar call (the availability check too): the
      // registration still hangs well past SHUTDOWN_TIMEOUT_MS when the signal comes.
      SANDBOX_SLOW_MS: "5000",
      SHUTDOWN_TIMEOUT_MS: "1000",
    };
    const service = await startService(env);
    const base = `http://127.0.0.1:${port}`;
    const apiKey = /shown only this once:\n\s+(rk_\S+)/.exec(service.output())![1]!;
    const headers = { "x-api-key": apiKey, "content-type": "application/json" };
    const pending = fetch(`${base}/api/v1/registrar/purchase`, {
      method: "POST",
      headers,
      body: JSON.stringify({ domain: "slow-shutdown.com", contact: CONTACT }),
    }).catch(() => "connection lost");
    const list = async () =>
      (
        (await (await fetch(`${base}/api/v1/registrar/orders`, { headers })).json()) as {
          items: { status: string }[];
        }
      ).items;
    try {
      await until(async () => (await list()).some((o) => o.status === "processing"), 60_000);
    } catch (err) {
      await service.stop();
      throw err;
    }
    const exited = exitWithin(service.child, 1_000 + 10_000);
    service.child.kill("SIGTERM");
    expect(await exited).toBe(1);
    await pending;

    const again = await startService({ ...env, SANDBOX_SLOW_MS: "0" });
    try {
      await until(async () => (await list()).every((o) => o.status === "completed"), 60_000);
    } finally {
      await again.stop();
    }
  });
});

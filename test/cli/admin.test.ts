import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { onDataDir } from "../helpers/admin-commands";
import { freePort, preparedDataDir, runCommand, startService } from "../helpers/processes";

const dirs: string[] = [];
function dataDir() {
  const d = preparedDataDir();
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const admin = async (env: Record<string, string>, ...args: string[]) => {
  const r = await runCommand(["src/server/cli/admin.ts", ...args], env);
  return {
    ...r,
    json:
      r.code === 0 && args.includes("--json")
        ? (JSON.parse(r.stdout) as Record<string, unknown>)
        : undefined,
  };
};

describe("admin CLI", { timeout: 240_000 }, () => {
  it("manages organizations, keys and users while the service is stopped", async () => {
    const env = { DATA_DIR: dataDir() };
    const org = await admin(env, "org", "create", "--name", "Acme", "--json");
    expect(org.code).toBe(0);
    expect(org.json).toEqual({
      organization_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      api_key_id: expect.any(String),
      api_key: expect.stringMatching(/^rk_test_/),
      livemode: false,
    });
    const orgId = org.json!.organization_id as string;

    const key = await admin(env, "key", "create", "--org", orgId, "--json");
    expect(key.json).toEqual({
      api_key_id: expect.any(String),
      api_key: expect.stringMatching(/^rk_test_/),
      livemode: false,
    });
    // Live keys need a real registrar: this deployment has test mode only.
    const live = await admin(env, "key", "create", "--org", orgId, "--mode", "live", "--json");
    expect(live.code).not.toBe(0);
    expect(live.stderr).toContain("test mode only");

    const user = await admin(
      env,
      "user",
      "create",
      "--org",
      orgId,
      "--email",
      "a@example.com",
      "--password",
      "s3cret-pass",
      "--json",
    );
    expect(user.json).toEqual({ user_id: expect.any(String) });

    const list = await admin(env, "key", "list", "--org", orgId, "--json");
    const items = (list.json!.items as { id: string }[]).map((k) => k.id);
    expect(items).toHaveLength(2);
    expect(list.stdout).not.toContain(org.json!.api_key as string);
    expect(list.stdout).not.toContain(key.json!.api_key as string);

    const orgs = await admin(env, "org", "list");
    expect(orgs.stdout).toContain("Acme");

    // The rules of the balance and organization commands, on the same data directory in this
    // process (each process invocation above started node and opened the database).
    await onDataDir(env.DATA_DIR, async (run) => {
      // The operator records a wire received and grants a credit limit (docs/balances.md).
      await expect(run("balance top-up", { org: orgId, amount: "1.005" })).rejects.toThrow(
        "--amount must be a decimal amount above 0",
      );
      expect(
        await run("balance top-up", { org: orgId, amount: "100.00", reference: "W-1" }),
      ).toMatchObject({ amount: "100.00", currency: "USD", balance: "100.00" });
      expect(await run("balance credit-limit", { org: orgId, amount: "50" })).toEqual({
        organization_id: orgId,
        credit_limit: "50.00",
      });
      expect(await run("balance show", { org: orgId })).toMatchObject({
        balance: "100.00",
        available: "150.00",
      });
      await expect(run("org update", { id: orgId, origins: "https://*.com" })).rejects.toThrow(
        '--origins: "https://*.com": wildcards are not supported; list each origin, such as https://app.example.com.',
      );
    });

    // A refusal as the operator sees it: exit 2 and the reason, in JSON when asked.
    const bad = await admin(env, "key", "create", "--org", "not-a-uuid", "--json");
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.stderr)).toEqual({ error: "--org must be a UUID." });
  });

  it("works through the running service, and a revoked key or hosted session gets 401 at once", async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir(), PORT: String(port) };
    const service = await startService(env);
    try {
      expect(service.output()).toMatch(/API key, shown only this once:\n\s+rk_/);
      const org = await admin(env, "org", "create", "--name", "Live", "--json");
      expect(org.code).toBe(0);
      const apiKey = org.json!.api_key as string;
      const url = `http://127.0.0.1:${port}/api/v1/organization`;
      const before = await fetch(url, { headers: { "x-api-key": apiKey } });
      expect(before.status).toBe(200);
      expect(await before.json()).toMatchObject({ name: "Live" });

      // A hosted session revoked from the shell: its client token gets 401 at once.
      const minted = await fetch(`http://127.0.0.1:${port}/api/v1/hosted/sessions`, {
        method: "POST",
        headers: { "x-api-key": apiKey, "content-type": "application/json" },
        body: JSON.stringify({
          allowed_actions: ["domain_search"],
          external_account_id: "acct_cli",
        }),
      });
      expect(minted.status).toBe(200);
      const session = (await minted.json()) as { session_id: string; client_token: string };
      const own = `http://127.0.0.1:${port}/api/v1/hosted/session`;
      const bearer = { authorization: `Bearer ${session.client_token}` };
      expect((await fetch(own, { headers: bearer })).status).toBe(200);
      const ended = await admin(env, "session", "revoke", "--id", session.session_id, "--json");
      expect(ended.code).toBe(0);
      expect(ended.json).toEqual({
        session_id: session.session_id,
        revoked: true,
        revoked_at: expect.any(String),
      });
      expect((await fetch(own, { headers: bearer })).status).toBe(401);
      const gone = await admin(env, "session", "revoke", "--id", org.json!.api_key_id as string);
      expect(gone.code).toBe(2);
      expect(gone.stderr).toContain("No hosted session");

      const revoke = await admin(
        env,
        "key",
        "revoke",
        "--id",
        org.json!.api_key_id as string,
        "--json",
      );
      expect(revoke.code).toBe(0);
      expect((await fetch(url, { headers: { "x-api-key": apiKey } })).status).toBe(401);
    } finally {
      await service.stop();
    }
  });

  it("refuses a second service on the same data directory", async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir(), PORT: String(port) };
    const service = await startService(env);
    try {
      const second = await runCommand(["src/server/main.ts"], {
        ...env,
        PORT: String(await freePort()),
      });
      expect(second.code).toBe(2);
      expect(second.stderr).toMatch(/in use by process \d+/);
    } finally {
      await service.stop();
    }
  });

  it("refuses to start with bad configuration, naming the variable", async () => {
    const r = await runCommand(["src/server/main.ts"], { PORT: "http", DATA_DIR: dataDir() });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("PORT");
  });
});

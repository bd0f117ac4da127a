import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, preparedDataDir, startService } from "../helpers/processes";

// What a start says about SECRETS_KEY: a production start without it warns once (naming the
// variable and what rests in clear); a development start, or one with the key, says nothing.

const root = mkdtempSync(join(tmpdir(), "registrar-secrets-warning-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const KEY = Buffer.alloc(32, 7).toString("base64");

/** The warning lines a start wrote (JSON lines at level warn) that name SECRETS_KEY. */
async function startWarnings(name: string, env: Record<string, string>) {
  const service = await startService({
    DATA_DIR: preparedDataDir(root, name),
    PORT: String(await freePort()),
    ...env,
  });
  try {
    const out = service.output();
    const warnings = out
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: string; msg: string })
      .filter((l) => l.level === "warn" && l.msg.includes("SECRETS_KEY"));
    return { out, warnings };
  } finally {
    await service.stop();
  }
}

describe("SECRETS_KEY at start", { timeout: 180_000 }, () => {
  it("warns once in production without it, naming the variable and what it protects", async () => {
    const { warnings } = await startWarnings("production", { NODE_ENV: "production" });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toMatch(/^SECRETS_KEY is not set: .*Idempotency-Key replies/);
    expect(warnings[0]!.msg).toContain("client tokens");
  });

  it("says nothing in production with it (and never its value), nor in development", async () => {
    const keyed = await startWarnings("keyed", { NODE_ENV: "production", SECRETS_KEY: KEY });
    expect(keyed.warnings).toEqual([]);
    expect(keyed.out).not.toContain(KEY);
    const dev = await startWarnings("development", { NODE_ENV: "development", SECRETS_KEY: "" });
    expect(dev.warnings).toEqual([]);
  });
});

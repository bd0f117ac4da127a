import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { preparedDataDir, runCommand } from "../helpers/processes";

const dir = preparedDataDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const admin = async (args: string[], input?: string) => {
  const r = await runCommand(
    ["src/server/cli/admin.ts", ...args, "--json"],
    { DATA_DIR: dir, PUBLIC_URL: "https://registrar.example" },
    60_000,
    input,
  );
  const out = r.code === 0 ? r.stdout : r.stderr;
  return { code: r.code, json: JSON.parse(out) as Record<string, unknown> };
};

describe("admin CLI: user reset-password", { timeout: 240_000 }, () => {
  it("prints a one-time link, or sets a password read from stdin", async () => {
    const org = (await admin(["org", "create", "--name", "Reset"])).json;
    const email = "locked-out@example.com";
    const created = await admin([
      "user",
      "create",
      "--org",
      org.organization_id as string,
      "--email",
      email,
      "--password",
      "forgotten-pass",
    ]);
    expect(created.code).toBe(0);

    const link = await admin(["user", "reset-password", email]);
    expect(link.code).toBe(0);
    expect(link.json.reset_link).toMatch(
      /^https:\/\/registrar\.example\/dashboard\/reset-password#ral_[\w-]{43}$/,
    );

    const set = await admin(
      ["user", "reset-password", email, "--password-stdin"],
      "from stdin 123\n",
    );
    expect(set).toEqual({
      code: 0,
      json: { user_id: created.json.user_id, email, password_set: true },
    });

    const short = await admin(["user", "reset-password", email, "--password-stdin"], "short\n");
    expect(short.code).toBe(2);
    expect(short.json.error).toMatch(/at least 8 characters/);

    const nobody = await admin(["user", "reset-password", "nobody@example.com"]);
    expect(nobody.code).toBe(2);
    expect(nobody.json.error).toMatch(/No user with the email nobody@example.com/);
  });
});

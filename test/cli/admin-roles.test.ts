import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { preparedDataDir, runCommand } from "../helpers/processes";

const dir = preparedDataDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const admin = async (...args: string[]) => {
  const r = await runCommand(["src/server/cli/admin.ts", ...args, "--json"], { DATA_DIR: dir });
  const out = r.code === 0 ? r.stdout : r.stderr;
  return { code: r.code, json: JSON.parse(out) as Record<string, unknown> };
};

describe("admin CLI: user roles", { timeout: 240_000 }, () => {
  it("creates users with a role, changes roles, and never demotes the last admin", async () => {
    const org = (await admin("org", "create", "--name", "Roles")).json;
    const orgId = org.organization_id as string;
    const user = (email: string, ...role: string[]) =>
      admin(
        "user",
        "create",
        "--org",
        orgId,
        "--email",
        email,
        "--password",
        "s3cret-pass",
        ...role,
      );
    const first = await user("first@example.com");
    const member = await user("member@example.com", "--role", "member");
    expect(member.code).toBe(0);

    const last = await admin(
      "user",
      "role",
      "--id",
      first.json.user_id as string,
      "--role",
      "member",
    );
    expect(last.code).toBe(2);
    expect(last.json.error).toMatch(/first@example.com is the organization's last admin/);

    const promoted = await admin(
      "user",
      "role",
      "--id",
      member.json.user_id as string,
      "--role",
      "admin",
    );
    expect(promoted).toEqual({
      code: 0,
      json: { user_id: member.json.user_id, email: "member@example.com", role: "admin" },
    });
    const demoted = await admin(
      "user",
      "role",
      "--id",
      first.json.user_id as string,
      "--role",
      "member",
    );
    expect(demoted.json.role).toBe("member");

    const bad = await admin(
      "user",
      "role",
      "--id",
      first.json.user_id as string,
      "--role",
      "owner",
    );
    expect(bad).toEqual({ code: 2, json: { error: "--role must be admin or member." } });
  });
});

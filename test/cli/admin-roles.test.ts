import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { onDataDir } from "../helpers/admin-commands";
import { preparedDataDir, runCommand } from "../helpers/processes";

// The role commands' rules run on the data directory in this process (each process invocation
// starts node and opens the database: about two seconds); the operator's command line, its
// flags and exit codes, is run as a process once at the end.
const dir = preparedDataDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const process_ = async (...args: string[]) => {
  const r = await runCommand(["src/server/cli/admin.ts", ...args, "--json"], { DATA_DIR: dir });
  const out = r.code === 0 ? r.stdout : r.stderr;
  return { code: r.code, json: JSON.parse(out) as Record<string, unknown> };
};

describe("admin CLI: user roles", { timeout: 240_000 }, () => {
  it("creates users with a role, changes roles, and never demotes the last admin", async () => {
    const { firstId, memberId } = await onDataDir(dir, async (admin) => {
      const orgId = (await admin("org create", { name: "Roles" })).organization_id as string;
      const user = (email: string, role?: string) =>
        admin("user create", { org: orgId, email, password: "s3cret-pass", role });
      const firstId = (await user("first@example.com")).user_id as string;
      const memberId = (await user("member@example.com", "member")).user_id as string;

      await expect(admin("user role", { id: firstId, role: "member" })).rejects.toThrow(
        /first@example.com is the organization's last admin/,
      );
      expect(await admin("user role", { id: memberId, role: "admin" })).toEqual({
        user_id: memberId,
        email: "member@example.com",
        role: "admin",
      });
      expect((await admin("user role", { id: firstId, role: "member" })).role).toBe("member");
      return { firstId, memberId };
    });

    // As an operator types it: the flags reach the same rules, a refusal exits 2 with the reason.
    expect(await process_("user", "role", "--id", memberId, "--role", "member")).toEqual({
      code: 2,
      json: { error: expect.stringMatching(/member@example.com is the organization's last admin/) },
    });
    expect(await process_("user", "role", "--id", firstId, "--role", "owner")).toEqual({
      code: 2,
      json: { error: "--role must be admin or member." },
    });
  });
});

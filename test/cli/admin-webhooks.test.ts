import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { onDataDir } from "../helpers/admin-commands";
import { preparedDataDir, runCommand } from "../helpers/processes";

// The admin CLI's webhook commands: their rules run on the data directory in this process (each
// process invocation starts node and opens the database: about two seconds); the operator's
// command line, its flags and what it prints, is run as a process at the end.
const dir = preparedDataDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const process_ = async (...args: string[]) => {
  const r = await runCommand(["src/server/cli/admin.ts", ...args, "--json"], { DATA_DIR: dir });
  const out = r.code === 0 ? r.stdout : r.stderr;
  return { ...r, json: JSON.parse(out) as Record<string, unknown> };
};

describe("admin CLI: webhook", { timeout: 240_000 }, () => {
  it("creates (secret shown once), refuses private targets, disables, rotates and lists", async () => {
    const { orgId, id, rotatedSecret } = await onDataDir(dir, async (admin) => {
      const orgId = (await admin("org create", { name: "Hooks" })).organization_id as string;
      const created = await admin("webhook create", {
        org: orgId,
        url: "http://127.0.0.1:9/hook",
        events: "order.created,domain.renewed",
      });
      expect(created).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        url: "http://127.0.0.1:9/hook",
        event_types: ["order.created", "domain.renewed"],
        enabled: true,
        secret: expect.stringMatching(/^whsec_/),
      });
      const id = created.id as string;

      await expect(
        admin("webhook create", { org: orgId, url: "https://169.254.169.254/latest/meta-data/" }),
      ).rejects.toThrow(/^--url must reach a public address: .*169\.254\.169\.254/);

      const disabled = await admin("webhook disable", { id });
      expect(disabled).toMatchObject({ id, enabled: false });
      expect(JSON.stringify(disabled)).not.toContain("whsec_");

      const rotated = await admin("webhook rotate", { id });
      expect(rotated.secret).toMatch(/^whsec_/);
      expect(rotated.secret).not.toBe(created.secret);
      expect(rotated.previous_secret_expires_at).toEqual(expect.any(String));
      return { orgId, id, rotatedSecret: rotated.secret as string };
    });

    // As an operator types it: the list never prints a secret; a refusal exits 2 with the reason.
    const list = await process_("webhook", "list", "--org", orgId);
    expect(list.code).toBe(0);
    expect(list.json.items).toEqual([
      expect.objectContaining({ id, enabled: false, url: "http://127.0.0.1:9/hook" }),
    ]);
    expect(list.stdout).not.toContain("whsec_");
    expect(list.stdout).not.toContain(rotatedSecret);
    const refused = await process_(
      ...["webhook", "create", "--org", orgId, "--url", "https://10.0.0.1/hook"],
      ...["--events", "order.created"],
    );
    expect(refused.code).toBe(2);
    expect(refused.json.error).toMatch(/^--url must reach a public address: .*10\.0\.0\.1/);
  });
});

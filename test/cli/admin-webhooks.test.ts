import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { preparedDataDir, runCommand } from "../helpers/processes";

// The admin CLI's webhook commands, run as a process as an operator would (few invocations:
// each one starts node and opens the database).

const dir = preparedDataDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const admin = async (...args: string[]) => {
  const r = await runCommand(["src/server/cli/admin.ts", ...args, "--json"], { DATA_DIR: dir });
  const out = r.code === 0 ? r.stdout : r.stderr;
  return { ...r, json: JSON.parse(out) as Record<string, unknown> };
};

describe("admin CLI: webhook", { timeout: 240_000 }, () => {
  it("creates (secret shown once), refuses private targets, disables, rotates and lists", async () => {
    const org = (await admin("org", "create", "--name", "Hooks")).json;
    const orgId = org.organization_id as string;

    const created = await admin(
      "webhook",
      "create",
      "--org",
      orgId,
      "--url",
      "http://127.0.0.1:9/hook",
      "--events",
      "order.created,domain.renewed",
    );
    expect(created.code).toBe(0);
    expect(created.json).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: "http://127.0.0.1:9/hook",
      event_types: ["order.created", "domain.renewed"],
      enabled: true,
      secret: expect.stringMatching(/^whsec_/),
    });
    const id = created.json.id as string;
    const firstSecret = created.json.secret as string;

    const refused = await admin(
      "webhook",
      "create",
      "--org",
      orgId,
      "--url",
      "https://169.254.169.254/latest/meta-data/",
    );
    expect(refused.code).toBe(2);
    expect(refused.json.error).toMatch(/^--url must reach a public address: .*169\.254\.169\.254/);

    const disabled = await admin("webhook", "disable", "--id", id);
    expect(disabled.json).toMatchObject({ id, enabled: false });
    expect(disabled.stdout).not.toContain("whsec_");

    const rotated = await admin("webhook", "rotate", "--id", id);
    expect(rotated.json.secret).toMatch(/^whsec_/);
    expect(rotated.json.secret).not.toBe(firstSecret);
    expect(rotated.json.previous_secret_expires_at).toEqual(expect.any(String));

    const list = await admin("webhook", "list", "--org", orgId);
    expect(list.json.items).toEqual([
      expect.objectContaining({ id, enabled: false, url: "http://127.0.0.1:9/hook" }),
    ]);
    expect(list.stdout).not.toContain("whsec_");
  });
});

import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as openpgp from "openpgp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";
import { escrowSettingsFrom } from "../../src/server/escrow/escrow-env";
import { EscrowConfigurationError, loadEscrowKeys } from "../../src/server/escrow/escrow-keys";

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error("the configuration was accepted");
}

describe("escrow configuration", () => {
  it("is off until ESCROW_DIR is set", () => {
    expect(loadConfig({}).escrow).toBeUndefined();
  });

  it("needs both keys and the registrar's IANA id with ESCROW_DIR, and ESCROW_DIR for a key", () => {
    const missing = configError({ ESCROW_DIR: "/var/lib/escrow" });
    for (const name of ["ESCROW_AGENT_KEY_FILE", "ESCROW_SIGNING_KEY_FILE", "REGISTRAR_IANA_ID"])
      expect(missing).toContain(name);
    expect(configError({ ESCROW_AGENT_KEY_FILE: "/etc/agent.asc" })).toContain(
      "ESCROW_AGENT_KEY_FILE: needs ESCROW_DIR",
    );
  });

  it("answers the directory, the key files and the registrar id when configured", () => {
    const config = loadConfig({
      ESCROW_DIR: "/var/lib/escrow",
      ESCROW_AGENT_KEY_FILE: "/etc/agent.asc",
      ESCROW_SIGNING_KEY_FILE: "/etc/registrar.asc",
      REGISTRAR_IANA_ID: "9999",
    });
    expect(config.escrow).toEqual({
      dir: "/var/lib/escrow",
      agentKeyFile: "/etc/agent.asc",
      signingKeyFile: "/etc/registrar.asc",
      registrarId: "9999",
      tlds: [],
    });
  });

  it("counts the live registry's TLDs in every deposit's header (a suffix's last label)", () => {
    const settings = escrowSettingsFrom({
      ESCROW_DIR: "/var/lib/escrow",
      ESCROW_AGENT_KEY_FILE: "/etc/agent.asc",
      ESCROW_SIGNING_KEY_FILE: "/etc/registrar.asc",
      REGISTRAR_IANA_ID: "9999",
      EPP_SUFFIXES: ["com", "co.uk", "uk", "net"],
    });
    expect(settings?.tlds).toEqual(["com", "uk", "net"]);
  });
});

describe("escrow keys at start", () => {
  let dir: string;
  const files = { agentPublic: "", agentPrivate: "", registrarPrivate: "", protectedKey: "" };
  const settings = (
    over: Partial<{ dir: string; agentKeyFile: string; signingKeyFile: string }>,
  ) => ({
    dir,
    agentKeyFile: files.agentPublic,
    signingKeyFile: files.registrarPrivate,
    registrarId: "9999",
    tlds: [],
    ...over,
  });
  const refusal = (over: Parameters<typeof settings>[0]) =>
    loadEscrowKeys(settings(over)).then(
      () => "accepted",
      (err: unknown) => {
        expect(err).toBeInstanceOf(EscrowConfigurationError);
        return (err as Error).message;
      },
    );

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "escrow-config-"));
    const userIDs = [{ name: "Test", email: "test@example.test" }];
    const [agent, registrar, guarded] = await Promise.all([
      openpgp.generateKey({ type: "ecc", curve: "curve25519Legacy", userIDs }),
      openpgp.generateKey({ type: "ecc", curve: "curve25519Legacy", userIDs }),
      openpgp.generateKey({ type: "ecc", curve: "curve25519Legacy", userIDs, passphrase: "pw" }),
    ]);
    const write = async (name: string, text: string) => {
      await writeFile(join(dir, name), text);
      return join(dir, name);
    };
    files.agentPublic = await write("agent.pub.asc", agent.publicKey);
    files.agentPrivate = await write("agent.key.asc", agent.privateKey);
    files.registrarPrivate = await write("registrar.key.asc", registrar.privateKey);
    files.protectedKey = await write("guarded.key.asc", guarded.privateKey);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("answers the armored keys when the directory and both keys are usable", async () => {
    const keys = await loadEscrowKeys(settings({}));
    expect(keys.agentPublicKey).toContain("BEGIN PGP PUBLIC KEY BLOCK");
    expect(keys.registrarPrivateKey).toContain("BEGIN PGP PRIVATE KEY BLOCK");
  });

  it("refuses a missing directory, unreadable or wrong keys, naming the variable and never a key", async () => {
    const messages = await Promise.all([
      refusal({ dir: join(dir, "absent") }),
      refusal({ agentKeyFile: join(dir, "absent.asc") }),
      refusal({ agentKeyFile: files.agentPrivate }),
      refusal({ signingKeyFile: files.agentPublic }),
      refusal({ signingKeyFile: files.protectedKey }),
    ]);
    expect(messages).toEqual([
      expect.stringMatching(/^ESCROW_DIR: .*absent is not a directory \(ENOENT\)$/),
      expect.stringMatching(/^ESCROW_AGENT_KEY_FILE: cannot read .*absent\.asc \(ENOENT\)$/),
      expect.stringMatching(/^ESCROW_AGENT_KEY_FILE: holds a private key/),
      expect.stringMatching(/^ESCROW_SIGNING_KEY_FILE: not an armored OpenPGP private key$/),
      expect.stringMatching(/^ESCROW_SIGNING_KEY_FILE: the key is protected by a passphrase/),
    ]);
    for (const m of messages) expect(m).not.toContain("BEGIN PGP");
  });

  it("refuses a directory it cannot write a deposit into, with the system's reason", async () => {
    // Below a regular file: no deposit can be written there, whoever runs the service (root too).
    const belowFile = join(files.agentPublic, "deposits");
    expect(await refusal({ dir: belowFile })).toBe(
      `ESCROW_DIR: ${belowFile} is not a directory (ENOTDIR)`,
    );
    // The check leaves nothing behind in a directory it accepts.
    await loadEscrowKeys(settings({}));
    expect((await readdir(dir)).filter((f) => f.startsWith("."))).toEqual([]);
  });
});

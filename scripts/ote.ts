/**
 * `npm run ote`: the OT&E checklist (docs/registries.md, "OT&E checklist") against the
 * registry the service's EPP_* variables name (REGISTRAR=epp), or, with none set, against a
 * test registry it starts on loopback. Exits 1 when a step fails.
 *
 * The transfer steps need a second account at the registry: OTE_GAINING_CLIENT_ID and
 * OTE_GAINING_PASSWORD_FILE (the test registry has one); without them they are skipped.
 */
import { readFileSync } from "node:fs";
import { loadConfig } from "../src/server/config";
import { eppEndpointFiles } from "../src/server/registrar/select";
import { startEppTestRegistry } from "../test/helpers/epp-test-registry";
import { runOte } from "./ote/checklist";

/** The test registry's second account (the gaining side of the transfer steps). */
const TEST_GAINING = { clientId: "ote-gaining", password: "gaining-pw-1" };

async function main(): Promise<boolean> {
  if (process.env["REGISTRAR"] === "epp" || process.env["EPP_HOST"]) {
    const epp = loadConfig({ ...process.env, REGISTRAR: "epp" }).epp!;
    const gainingId = process.env["OTE_GAINING_CLIENT_ID"];
    const gainingFile = process.env["OTE_GAINING_PASSWORD_FILE"];
    console.log(`OT&E checklist against ${epp.host}:${epp.port} as ${epp.clientId}`);
    const { passed } = await runOte({
      endpoint: {
        host: epp.host,
        port: epp.port,
        clientId: epp.clientId,
        timeoutMs: epp.timeoutMs,
        ...eppEndpointFiles(epp),
      },
      ...(gainingId &&
        gainingFile && {
          gaining: {
            clientId: gainingId,
            password: readFileSync(gainingFile, "utf8").replace(/\r?\n$/, ""),
          },
        }),
      suffix: epp.suffixes[0]!,
    });
    return passed;
  }
  const registry = await startEppTestRegistry({
    clients: { [TEST_GAINING.clientId]: TEST_GAINING.password },
  });
  console.log(`OT&E checklist against a test registry on ${registry.host}:${registry.port}`);
  try {
    const { passed } = await runOte({
      endpoint: registry.endpoint(),
      gaining: TEST_GAINING,
      suffix: "com",
    });
    const invalid = registry.invalidCommands();
    for (const c of invalid)
      console.log(`schema errors in ${c.command}: ${c.schemaErrors.join("; ")}`);
    return passed && invalid.length === 0;
  } finally {
    await registry.close();
  }
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);

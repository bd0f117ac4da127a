/**
 * Writes the OpenAPI document the service serves at `/api/v1/openapi.json` (built by
 * `createApp` over an empty in-memory PGlite: building the document queries nothing), and with
 * `--lint` lints it with Redocly's `recommended` ruleset (`redocly.yaml`), failing on any
 * warning. Offline: telemetry and the update check are off.
 * Run: `npx tsx scripts/openapi.ts [file]` (stdout without a file) or `npm run lint:openapi`.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openApiDocument } from "./openapi-document";

const args = process.argv.slice(2);
const text = await openApiDocument();
if (args[0] === "--lint") {
  const dir = mkdtempSync(join(tmpdir(), "registrar-openapi-"));
  const file = join(dir, "openapi.json");
  try {
    writeFileSync(file, text);
    // Redocly exits 0 on warnings: count them from its JSON report and fail on any.
    const out = spawnSync(
      "npx",
      ["--no-install", "redocly", "lint", file, "--format", "json", "--max-problems", "1000"],
      {
        encoding: "utf8",
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      },
    );
    const report = JSON.parse(out.stdout) as {
      totals: { errors: number; warnings: number };
      problems: {
        ruleId: string;
        severity: string;
        message: string;
        location: { pointer: string }[];
      }[];
    };
    for (const p of report.problems) {
      console.error(`${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ""}: ${p.message}`);
    }
    const { errors, warnings } = report.totals;
    console.log(`redocly lint (recommended): ${errors} errors, ${warnings} warnings`);
    if (errors + warnings > 0 || out.status !== 0) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
} else if (args[0]) {
  writeFileSync(args[0], text);
} else {
  process.stdout.write(text);
}

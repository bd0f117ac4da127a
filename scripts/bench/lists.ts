/**
 * Statements per list page, for `npm run bench`: runs the suite that counts them
 * (test/integration/list-statements.test.ts, every paginated list of the OpenAPI document at a
 * page of 1 and of 100) on PGlite, or on PostgreSQL with `databaseUrl`, and reads its report.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "./size";

export type ListStatements = {
  engine: string;
  pageOf: number;
  measured: { list: string; one: number; full: number }[];
  /** Set when the suite failed or wrote nothing. */
  note?: string;
};

export function listStatements(databaseUrl?: string): ListStatements {
  const dir = mkdtempSync(join(tmpdir(), "registrar-lists-"));
  const report = join(dir, "report.json");
  try {
    const r = spawnSync(
      process.execPath,
      [
        join(ROOT, "node_modules/vitest/vitest.mjs"),
        "run",
        "test/integration/list-statements.test.ts",
      ],
      {
        cwd: ROOT,
        encoding: "utf8",
        env: {
          ...process.env,
          LIST_STATEMENTS_REPORT: report,
          TEST_DATABASE_URL: databaseUrl ?? "",
        },
      },
    );
    let parsed: ListStatements;
    try {
      parsed = JSON.parse(readFileSync(report, "utf8")) as ListStatements;
    } catch {
      return {
        engine: databaseUrl ? "postgres" : "pglite",
        pageOf: 0,
        measured: [],
        note: `no report (exit ${r.status}): ${r.stdout.slice(-300)}`,
      };
    }
    return r.status === 0 ? parsed : { ...parsed, note: `the suite failed (exit ${r.status})` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The list whose full page makes the most statements for its page of 1 (undefined: none). */
export const worstList = (l: ListStatements) =>
  l.measured.reduce<ListStatements["measured"][number] | undefined>(
    (worst, m) => (!worst || m.full / m.one > worst.full / worst.one ? m : worst),
    undefined,
  );

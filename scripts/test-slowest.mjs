// Prints the slowest test files of a vitest JSON report:
//   npx vitest run --reporter=json --outputFile=test-results/vitest.json
//   npm run test:slowest                      # reads test-results/vitest.json
//   npm run test:slowest -- other.json 40     # another report, 40 rows
// Each row: the file's wall time (its first test's start to its last test's end, set-up
// included), the sum of its tests' own durations, its test count, and its share of the sum of
// all files' wall times (what a single worker would spend on it).
import { readFileSync } from "node:fs";
import { relative } from "node:path";

const [file = "test-results/vitest.json", count = "20"] = process.argv.slice(2);
let report;
try {
  report = JSON.parse(readFileSync(file, "utf8"));
} catch (e) {
  console.error(`Cannot read a vitest JSON report at ${file}: ${e.message}`);
  console.error("Make one with: npx vitest run --reporter=json --outputFile=" + file);
  process.exit(2);
}

const rows = report.testResults.map((r) => {
  const tests = r.assertionResults ?? [];
  return {
    name: relative(process.cwd(), r.name),
    wall: Math.max(0, (r.endTime ?? 0) - (r.startTime ?? 0)),
    own: tests.reduce((s, t) => s + (t.duration ?? 0), 0),
    tests: tests.length,
    failed: r.status !== "passed",
  };
});
const total = rows.reduce((s, r) => s + r.wall, 0);
const first = Math.min(...report.testResults.map((r) => r.startTime ?? Infinity));
const last = Math.max(...report.testResults.map((r) => r.endTime ?? 0));
const secs = (ms) => (ms / 1000).toFixed(1).padStart(7);

rows.sort((a, b) => b.wall - a.wall);
console.log(
  `${"file wall s".padStart(11)} ${"tests s".padStart(7)} ${"tests".padStart(5)}  share  file`,
);
for (const r of rows.slice(0, Number(count))) {
  const share = `${((100 * r.wall) / total).toFixed(1)}%`.padStart(5);
  console.log(
    `${secs(r.wall).padStart(11)} ${secs(r.own)} ${String(r.tests).padStart(5)}  ${share}  ${r.name}${r.failed ? "  (failed)" : ""}`,
  );
}
console.log(
  `\n${rows.length} files, ${report.numTotalTests} tests (${report.numPassedTests} passed, ` +
    `${report.numFailedTests} failed, ${report.numPendingTests + (report.numTodoTests ?? 0)} skipped); ` +
    `files' wall times add up to ${(total / 1000).toFixed(0)} s; first start to last end ${((last - first) / 1000).toFixed(0)} s.`,
);

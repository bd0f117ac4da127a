/**
 * The long fuzz run of `npm run test:resilience`: every operation of the OpenAPI document with
 * at least 2,000 cases (`FUZZ_LONG_RUNS` ordinary and as many hostile ones, default 1,000
 * each; `FUZZ_LONG_ORDINARY_RUNS` and `FUZZ_LONG_HOSTILE_RUNS` set one half apart, as `.ci/run`
 * does to balance its two database lanes); see test/resilience/fuzz-suite.ts for what is
 * checked.
 */
import { fuzzEveryOperation } from "../resilience/fuzz-suite";

const runs = (name: string) => Number(process.env[name] ?? process.env.FUZZ_LONG_RUNS ?? 1000);
await fuzzEveryOperation({
  ordinaryRuns: runs("FUZZ_LONG_ORDINARY_RUNS"),
  hostileRuns: runs("FUZZ_LONG_HOSTILE_RUNS"),
});

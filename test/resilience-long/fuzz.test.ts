/**
 * The long fuzz run of `npm run test:resilience`: every operation of the OpenAPI document with
 * at least 2,000 cases (`FUZZ_LONG_RUNS` ordinary and as many hostile ones, default 1,000
 * each); see test/resilience/fuzz-suite.ts for what is checked.
 */
import { fuzzEveryOperation } from "../resilience/fuzz-suite";

await fuzzEveryOperation({ numRuns: Number(process.env.FUZZ_LONG_RUNS ?? 1000) });

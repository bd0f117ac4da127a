/**
 * The quick fuzz run of `npm test`: every operation of the OpenAPI document with `FUZZ_RUNS`
 * (default 25) ordinary and as many hostile cases; see fuzz-suite.ts for what is checked. The
 * long run is test/resilience-long/fuzz.test.ts.
 */
import { fuzzEveryOperation } from "./fuzz-suite";

const runs = Number(process.env.FUZZ_RUNS ?? 25);
await fuzzEveryOperation({ ordinaryRuns: runs, hostileRuns: runs });

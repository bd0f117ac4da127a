/**
 * Issue #36's goals, each a row with its figure, its target and the ratio, from one run of
 * `npm run bench`: the API against floors doing the same statements (floors.ts), the service's
 * CPU per order, statements per list page, idle memory, and search as you type.
 */
import type { EngineRuns, Run } from "./api";
import type { ListStatements } from "./lists";
import { worstList } from "./lists";

export type Goal = {
  goal: string;
  figure: string;
  target: string;
  /** Figure over target, oriented so that ≥ 1 meets an "at least" goal, ≤ 1 an "at most". */
  ratio: number | undefined;
  met: boolean | undefined;
};

/** What `npm run bench` measured besides the API runs (undefined: not measured). */
export type Extras = {
  lists?: ListStatements[];
  idleRssMiB?: { afterFirst: number; afterRestart: number };
  soakMiB?: number[];
  typingMs?: number;
  widgetBoxMs?: number;
};

const f0 = (x: number) => Math.round(x).toLocaleString("en-US");
const rps = (r: Run) => `${f0(r.rps)} req/s`;

function toFloor(goal: string, run: Run | undefined, floor: Run | undefined, min: number): Goal {
  if (!run || !floor) return notMeasured(goal, `≥ ${min}× the floor`);
  const ratio = run.rps / floor.rps;
  return {
    goal,
    figure: `${rps(run)} ÷ ${rps(floor)} = ${ratio.toFixed(2)}`,
    target: `≥ ${min}`,
    ratio: ratio / min,
    met: ratio >= min,
  };
}

function atMost(
  goal: string,
  figure: string,
  value: number | undefined,
  max: number,
  unit: string,
): Goal {
  if (value === undefined) return notMeasured(goal, `≤ ${max} ${unit}`);
  return { goal, figure, target: `≤ ${f0(max)} ${unit}`, ratio: value / max, met: value <= max };
}

const notMeasured = (goal: string, target: string): Goal => ({
  goal,
  figure: "not measured in this run",
  target,
  ratio: undefined,
  met: undefined,
});

export function goals(pglite: EngineRuns, postgres: EngineRuns | undefined, x: Extras): Goal[] {
  const pg = postgres?.floors;
  const orderCpu = postgres?.orders.cpuUs;
  const out: Goal[] = [
    toFloor(
      "2. Availability, PostgreSQL ÷ node:http + pg",
      postgres?.availability,
      pg?.availability,
      0.8,
    ),
    toFloor(
      "2. Availability, PostgreSQL ÷ Hono + pg",
      postgres?.availability,
      pg?.honoAvailability,
      0.9,
    ),
    toFloor(
      "2. Hosted suggestions (client token), PostgreSQL ÷ node:http + pg",
      postgres?.hostedSuggestions,
      pg?.suggestions,
      0.8,
    ),
    toFloor(
      "2. Hosted suggestions (client token), PostgreSQL ÷ Hono + pg",
      postgres?.hostedSuggestions,
      pg?.honoSuggestions,
      0.9,
    ),
    toFloor(
      "2. Availability, PGlite ÷ node:http + pg (PostgreSQL)",
      pglite.availability,
      pg?.availability,
      0.8,
    ),
    toFloor(
      "2. Hosted suggestions (client token), PGlite ÷ node:http + pg (PostgreSQL)",
      pglite.hostedSuggestions,
      pg?.suggestions,
      0.8,
    ),
    toFloor("3. Order creation, PostgreSQL ÷ node:http + pg", postgres?.orders, pg?.orders, 0.7),
    toFloor(
      "3. Order creation, PGlite ÷ node:http + pg (PostgreSQL)",
      pglite.orders,
      pg?.orders,
      0.5,
    ),
    atMost(
      "3. The service's CPU per order (PostgreSQL)",
      orderCpu === undefined
        ? ""
        : `${f0(orderCpu)} µs (the floor's: ${f0(pg?.orders.cpuUs ?? 0)} µs)`,
      orderCpu,
      1000,
      "µs",
    ),
  ];
  for (const l of x.lists ?? []) {
    const worst = worstList(l);
    out.push(
      !worst || l.note
        ? notMeasured(`4. Statements per list page, ${l.engine}`, "constant")
        : {
            goal: `4. Statements per list page (${l.measured.length} lists), ${l.engine}`,
            figure: `the largest growth: ${worst.list} ${worst.one} → ${worst.full} (page of 1 → ${l.pageOf})`,
            target: "the same for every page size",
            ratio: worst.full / worst.one,
            met: worst.full <= worst.one,
          },
    );
  }
  const rss = x.idleRssMiB && Math.max(x.idleRssMiB.afterFirst, x.idleRssMiB.afterRestart);
  out.push(
    atMost(
      "5. Idle RSS on PGlite (after a first start, after a restart)",
      x.idleRssMiB ? `${x.idleRssMiB.afterFirst}, ${x.idleRssMiB.afterRestart} MiB` : "",
      rss,
      400,
      "MiB",
    ),
  );
  if (x.soakMiB && x.soakMiB.length > 2) {
    // Growth after the first minute (buffers and heap fill): last sample over the second.
    const settled = x.soakMiB[1]!;
    const last = x.soakMiB.at(-1)!;
    out.push({
      goal: `5. RSS under ${x.soakMiB.length - 2} minutes of mixed load`,
      figure: `${x.soakMiB.join(", ")} MiB`,
      target: "no growth after the first minute (≤ 1.1×)",
      ratio: last / settled,
      met: last / settled <= 1.1,
    });
  } else {
    out.push(
      notMeasured("5. RSS under 10 minutes of mixed load", "no growth (BENCH_SOAK_MINUTES=10)"),
    );
  }
  out.push(
    atMost(
      "6. Last keystroke to results (hosted page, median)",
      x.typingMs === undefined ? "" : `${f0(x.typingMs)} ms`,
      x.typingMs,
      200,
      "ms",
    ),
    atMost(
      "6. The widget's own search box (hosted page, median)",
      x.widgetBoxMs === undefined ? "" : `${f0(x.widgetBoxMs)} ms`,
      x.widgetBoxMs,
      250,
      "ms",
    ),
  );
  return out;
}

export function goalsTable(list: Goal[]): string {
  return [
    "| Goal | Figure | Target | Figure ÷ target | Met |",
    "| --- | ---: | ---: | ---: | --- |",
    ...list.map(
      (g) =>
        `| ${g.goal} | ${g.figure} | ${g.target} | ${g.ratio === undefined ? "—" : g.ratio.toFixed(2)} | ${g.met === undefined ? "—" : g.met ? "yes" : "**no**"} |`,
    ),
  ].join("\n");
}

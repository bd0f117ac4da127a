/** Issue #16's throughput goals, each as a figure, its goal and the ratio, from one run. */
import type { EngineRuns, Run } from "./api";

/** PGlite availability before #16 (docs/benchmarks.md of 2026-11-23, 10 connections). */
const PGLITE_AVAILABILITY_BEFORE = 449;

export type Goal = {
  goal: string;
  figure: string;
  target: string;
  ratio: number | undefined;
  met: boolean | undefined;
};

const f0 = (x: number) => Math.round(x).toLocaleString("en-US");
const rps = (r: Run) => `${f0(r.rps)} req/s`;

function atLeast(goal: string, figure: string, value: number, target: number, unit: string): Goal {
  const ratio = value / target;
  return { goal, figure, target: `≥ ${unit}`, ratio, met: ratio >= 1 };
}

export function goals(bare: Run, pglite: EngineRuns, postgres?: EngineRuns): Goal[] {
  const out: Goal[] = [];
  const missing = (goal: string, target: string): Goal => ({
    goal,
    figure: "not measured (no PostgreSQL)",
    target,
    ratio: undefined,
    met: undefined,
  });
  if (postgres?.floor) {
    const a = postgres.availability;
    const toFloor = a.rps / postgres.floor.rps;
    out.push(
      atLeast(
        "1. Availability on PostgreSQL vs the node:http + pg floor",
        `${rps(a)} vs ${rps(postgres.floor)} (${toFloor.toFixed(2)}×)`,
        toFloor,
        0.9,
        "0.9× the floor",
      ),
      atLeast(
        "1. Availability on PostgreSQL vs bare node:http",
        `${rps(a)} vs ${rps(bare)} (${(a.rps / bare.rps).toFixed(3)}×)`,
        a.rps / bare.rps,
        0.25,
        "0.25× bare",
      ),
      {
        goal: "1. Availability on PostgreSQL, p99 latency",
        figure: `${a.p99} ms`,
        target: "≤ 10 ms",
        ratio: a.p99 / 10,
        met: a.p99 <= 10,
      },
    );
  } else {
    out.push(
      missing("1. Availability on PostgreSQL vs the node:http + pg floor", "≥ 0.9× the floor"),
      missing("1. Availability on PostgreSQL vs bare node:http", "≥ 0.25× bare"),
      missing("1. Availability on PostgreSQL, p99 latency", "≤ 10 ms"),
    );
  }
  const a = pglite.availability;
  out.push(
    atLeast(
      "2. Availability on PGlite vs before #16",
      `${rps(a)} vs ${f0(PGLITE_AVAILABILITY_BEFORE)} req/s (${(a.rps / PGLITE_AVAILABILITY_BEFORE).toFixed(2)}×)`,
      a.rps / PGLITE_AVAILABILITY_BEFORE,
      4,
      "4× before",
    ),
  );
  for (const e of [pglite, postgres]) {
    if (!e) continue;
    out.push(
      atLeast(
        `2. Suggestions (8 names) vs one availability call, ${e.engine}`,
        `${rps(e.suggestions)} vs ${rps(e.availability)}`,
        e.suggestions.rps / e.availability.rps,
        1,
        "1× (no slower)",
      ),
    );
  }
  out.push(
    postgres
      ? atLeast(
          "3. Order creation on PostgreSQL",
          rps(postgres.orders),
          postgres.orders.rps,
          1000,
          "1,000 req/s",
        )
      : missing("3. Order creation on PostgreSQL", "≥ 1,000 req/s"),
    atLeast("3. Order creation on PGlite", rps(pglite.orders), pglite.orders.rps, 300, "300 req/s"),
  );
  return out;
}

export function goalsTable(list: Goal[]): string {
  return [
    "| Goal | Figure | Goal | Ratio to goal | Met |",
    "| --- | ---: | ---: | ---: | --- |",
    ...list.map(
      (g) =>
        `| ${g.goal} | ${g.figure} | ${g.target} | ${g.ratio === undefined ? "—" : g.ratio.toFixed(2)} | ${g.met === undefined ? "—" : g.met ? "yes" : "**no**"} |`,
    ),
  ].join("\n");
}

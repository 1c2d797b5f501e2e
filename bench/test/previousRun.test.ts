// `npm run bench -- --only <names> --write` keeps what the last BENCHMARKS.md says of the
// benchmarks it did not run: read back from a file written the way bench/run.mjs writes it
// (goalTable, then prettier's markdown), the rows, notes and sections come back unchanged.
import { format } from "prettier";
import { describe, expect, it } from "vitest";
import { goalTable } from "../lib/measure.mjs";
import type { Goal } from "../lib/measure.mjs";
import { keptGoal, previousGoals, previousSections } from "../lib/previousRun.mjs";

const SUITE = [
  { name: "size", title: "1. Bundle size" },
  { name: "push", title: "6. Push to DOM in headless Chromium (Vue and React bindings)" },
];

const GOALS: Goal[] = [
  {
    goal: "`useUi()` app <= 7.5 KB min+gzip",
    measured: "10.9 KB (from dist: 10.8 KB)",
    met: false,
    note: "Over by 3.4 KB: `transport/src/bridgeSession.ts` 3.3 KB | the engine",
  },
  { goal: "a push reaches the DOM | within one frame", measured: "500/500, p95 541 µs", met: true },
  { goal: "no flaky test", measured: "29/30", met: undefined, status: "not judged: quick run" },
];

async function lastFile(): Promise<string> {
  const notes = GOALS.filter((g) => g.met === false).map((g) => `- **${g.goal}**: ${g.note}`);
  const text = [
    "# HostBridge benchmarks",
    `## Goals (docs/architecture.md)\n\n${goalTable(GOALS)}`,
    "### Goals not met: what limits them",
    ...notes,
    "### A one-off study\n\nkept by keptSections.",
    "## 1. Bundle size\n\n`npm run bench:size`. Took 1.63 s.\n\n| a | b |\n| - | - |\n| 1 | 2 |",
    "### 1a. A study of its own\n\nnot the section's body.",
    "## 6. Push to DOM in headless Chromium (Vue and React bindings)\n\n| p95 |\n| --- |\n| 541 µs |",
  ].join("\n\n");
  return format(text, { parser: "markdown" });
}

describe("the last BENCHMARKS.md, read back for a partial run", () => {
  it("gives each goal row its measured figure, its status and its note", async () => {
    const goals = previousGoals(await lastFile());
    expect([...goals.keys()]).toEqual(GOALS.map((g) => g.goal));
    expect(goals.get(GOALS[0]!.goal)).toEqual({
      measured: GOALS[0]!.measured,
      status: "**NOT MET**",
      note: GOALS[0]!.note,
    });
    expect(goals.get(GOALS[1]!.goal)).toEqual({ measured: GOALS[1]!.measured, status: "met" });
    expect(goals.get(GOALS[2]!.goal)?.status).toBe("not judged: quick run");
  });

  it("keeps a goal of a benchmark not run as the last run judged it", async () => {
    const goals = previousGoals(await lastFile());
    const notRun = (g: Goal): Goal => ({ goal: g.goal, measured: "-", met: undefined });
    expect(GOALS.map((g) => keptGoal(notRun(g), goals))).toEqual([
      { ...GOALS[0], status: undefined },
      { ...GOALS[1], status: undefined, note: undefined },
      { ...GOALS[2], note: undefined },
    ]);
    const unknown = { goal: "a goal the last file has no row of", measured: "-", met: undefined };
    expect(keptGoal(unknown, goals)).toBe(unknown);
  });

  it("gives each generated section's body, without the studies that follow it", async () => {
    const sections = previousSections(await lastFile(), SUITE);
    expect(sections.get("size")).toMatch(/^ Took 1\.63 s\.\n\n\| a +\| b +\|/);
    expect(sections.get("size")).not.toContain("1a.");
    // (a section edited by hand without its `npm run bench:push`. lead: its whole body)
    expect(sections.get("push")).toMatch(/^\n\n\| p95 +\|\n/);
    expect(sections.get("push")).toContain("541 µs");
  });
});

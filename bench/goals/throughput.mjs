// @ts-check
// The goal checked against bench/throughput.mjs: 10,000 concurrent requests settle and leave nothing
// behind.
import { notRun } from "../lib/goal.mjs";

const GOAL = "10,000 concurrent requests settle; pending requests and listeners return to zero";

/**
 * @param {any} tp the throughput benchmark's results, undefined when it did not run
 * @returns {import("../lib/goal.mjs").Goal[]}
 */
export function throughputGoals(tp) {
  if (!tp) return [notRun(GOAL)];
  const clean = tp.variants.every(
    (/** @type {any} */ v) =>
      v.allSettledOk &&
      v.pendingMax === 0 &&
      v.listenersMax === 0 &&
      v.listenersAfterDisposeMax === 0,
  );
  return [
    {
      goal: GOAL,
      measured: clean
        ? "all settled; 0 pending, 0 handlers, 0 port listeners in every variant and round"
        : "see section 3",
      met: clean,
      note: clean
        ? undefined
        : "Some variant left requests pending or listeners registered: section 3 says which.",
    },
  ];
}

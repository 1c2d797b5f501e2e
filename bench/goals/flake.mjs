// @ts-check
// The goal of issue 39, checked against bench/flake.mjs: the templates' e2e tests and a
// record-then-replay pass every run with the machine loaded (no test of ours is flaky).

/**
 * @param {any} flake the flake benchmark's results, undefined when it did not run
 * @returns {import("../lib/goal.mjs").Goal[]}
 */
export function flakeGoals(flake) {
  const apps = flake?.apps ?? [];
  return [
    {
      goal: "no flaky test: the templates' e2e tests and a record-then-replay pass 30 runs of 30 with the machine loaded",
      measured: flake
        ? apps
            .map(
              (/** @type {any} */ a) =>
                `${a.app}: ${a.runs - a.e2eFailures}/${a.runs} e2e, ${a.runs - a.replayFailures}/${a.runs} replay`,
            )
            .join("; ") + ` (${flake.load} busy processes on ${flake.cores} cores)`
        : "not run",
      met: flake
        ? apps.every(
            (/** @type {any} */ a) => a.runs >= 30 && a.e2eFailures === 0 && a.replayFailures === 0,
          )
        : undefined,
      note: "Section 9 names each failed run, if any.",
    },
  ];
}

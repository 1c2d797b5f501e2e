// @ts-check
// The goal of issue 31, checked against bench/migrate.mjs: `hostbridge migrate` on a 50-file app
// finishes in under 10 s with peak RSS under 400 MB.
import { formatMs } from "../lib/stats.mjs";

/**
 * @param {any} migrate the migrate benchmark's results, undefined when it did not run
 * @returns {import("../lib/goal.mjs").Goal[]}
 */
export function migrateGoals(migrate) {
  return [
    {
      goal: "`hostbridge migrate` on a 50-file app: under 10 s, peak RSS under 400 MB",
      measured: migrate
        ? `${migrate.files} files: slowest ${formatMs(migrate.maxMs)} (median ${formatMs(migrate.medianMs)}), ` +
          `peak RSS ${migrate.peakRssMb.toFixed(0)} MB`
        : "not run",
      met: migrate ? migrate.maxMs < 10_000 && migrate.peakRssMb < 400 : undefined,
      note: "Section 8 gives the CPU time; the TypeScript program over the app and the client's declarations dominates both.",
    },
  ];
}

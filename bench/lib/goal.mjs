// @ts-check
// The shape of one goal row of BENCHMARKS.md ("Goals"), shared by the modules of bench/goals/.

/**
 * @typedef {object} Goal
 * @property {string} goal - what docs/architecture.md (or the issue) asks for
 * @property {string} measured - what this run measured
 * @property {boolean | undefined} met - undefined when not run or not judged
 * @property {string} [status] - instead of met/NOT MET (e.g. "not judged: quick run")
 * @property {string} [note] - what limits a goal not met
 */

/**
 * A goal whose benchmark did not run this time.
 * @param {string} goal
 * @returns {Goal}
 */
export function notRun(goal) {
  return { goal, measured: "not run", met: undefined };
}

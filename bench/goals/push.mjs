// @ts-check
// The goal of issue 24, checked against bench/pushToDom.mjs: a pushed message reaches the DOM within
// one animation frame of its arrival.
import { formatMs } from "../lib/stats.mjs";

/**
 * @param {any} push the push benchmark's results, undefined when it did not run
 * @returns {import("../lib/goal.mjs").Goal[]}
 */
export function pushGoals(push) {
  const apps = push?.apps ?? [];
  return [
    {
      goal: "a push reaches the DOM within one animation frame (Vue and React bindings, every push)",
      measured: push
        ? apps
            .map(
              (/** @type {any} */ a) =>
                `${a.id}: ${a.withinFrame}/${a.pushes} before the next frame, p95 ${formatMs(a.toDom.p95)}`,
            )
            .join("; ")
        : "not run",
      met: push
        ? apps.every((/** @type {any} */ a) => a.pushes > 0 && a.withinFrame === a.pushes)
        : undefined,
      note: "Section 6 gives each app's arrival-to-DOM times and the pushes rendered after the next frame.",
    },
  ];
}

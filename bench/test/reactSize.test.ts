// What @hostbridge/react adds over the environment package it uses (React itself left out): the
// same app written by hand over useUi() against the binding's hooks (bench/lib/bundles.mjs).
import { describe, expect, it } from "vitest";
import { consumer, measureConsumer } from "../lib/bundles.mjs";

/** The goal (issue: <= 1 KB min+gzip over the environment package). */
const GOAL = 1024;

describe("the React binding's size", () => {
  it(`adds at most ${GOAL} B min+gzip over useUi()`, async () => {
    const [base, binding] = await Promise.all([
      measureConsumer(consumer("hostbridge-react-base")),
      measureConsumer(consumer("hostbridge-react")),
    ]);
    expect(binding.inputs.some((input) => input.path.includes("packages/react/"))).toBe(true);
    expect(binding.inputs.some((input) => /(^|\/)react\/(index|cjs)/.test(input.path))).toBe(false);
    const added = binding.gzip - base.gzip;
    expect(added, `@hostbridge/react adds ${added} B over useUi()`).toBeLessThanOrEqual(GOAL);
  }, 60_000);
});

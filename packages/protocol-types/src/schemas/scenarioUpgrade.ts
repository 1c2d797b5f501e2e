// The scenario files of earlier versions, read as the current one. Version 1 was written twice
// under one number: first with the host's event step `fire`, then (after the host acts were named
// one way) `emit`; both upgrade to version 2, whose other additions (times, latencies, the request
// an answer answers, late answers, drops) are optional, so a version 1 file is a version 2 file
// that does not know them. Each version's upgrade is one function; a new version adds one.
import { SCENARIO_VERSION } from "../constants";
import { isRecord } from "../guards";

/** Version 1 to 2: the host's event step `fire` is `emit`; nothing else changed meaning. */
function fromVersion1(value: Record<string, unknown>): Record<string, unknown> {
  const steps = Array.isArray(value.steps)
    ? value.steps.map((step: unknown) =>
        isRecord(step) && step.from === "host" && step.kind === "fire"
          ? { ...step, kind: "emit" }
          : step,
      )
    : value.steps;
  return { ...value, version: 2, steps };
}

/** The upgrade from each earlier version to the next one. */
const UPGRADES: Readonly<
  Record<number, (value: Record<string, unknown>) => Record<string, unknown>>
> = { 1: fromVersion1 };

/**
 * `value` (a scenario file's JSON object) as the current version: upgraded step by step from its
 * own version, or itself when it is current. `undefined` when its version is none this release
 * reads (a later one, or no number). The result is checked by `ScenarioSchema` after.
 */
export function upgradeScenario(
  value: Record<string, unknown>,
): Record<string, unknown> | undefined {
  let current = value;
  for (;;) {
    const version = current.version;
    if (version === SCENARIO_VERSION) return current;
    const upgrade = typeof version === "number" ? UPGRADES[version] : undefined;
    if (!upgrade) return undefined;
    current = upgrade(current);
  }
}

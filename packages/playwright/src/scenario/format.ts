// The scenario file: what the host did (pushed, fired, changed, answered) and what the app sent, in
// order, as the dev host recorded it. Version 1, declared in @hostbridge/dev-server/scenario (the
// dev server checks `--replay <file>` with it); parseScenario throws the kit's error for it.
import { checkScenario } from "@hostbridge/dev-server/scenario";
import type { Scenario } from "@hostbridge/dev-server/scenario";
import { HostBridgeKitError } from "../errors";

export { SCENARIO_VERSION, ScenarioSchema } from "@hostbridge/dev-server/scenario";
export type { AppStep, HostStep, Scenario, ScenarioStep } from "@hostbridge/dev-server/scenario";

/**
 * Checks `value` (a parsed scenario file) and returns the scenario. Throws a
 * `HostBridgeKitError` with code `INVALID_SCENARIO` that names each broken rule, or says which
 * version the file has when it is not version 1. `source` names the file in the message.
 */
export function parseScenario(value: unknown, source = "the scenario"): Scenario {
  const check = checkScenario(value, source);
  if (check.ok) return check.scenario;
  throw new HostBridgeKitError("INVALID_SCENARIO", check.message, check.issues);
}

/** The scenario as the JSON text of a file (two-space indent, trailing newline). */
export function formatScenario(scenario: Scenario): string {
  return `${JSON.stringify(scenario, null, 2)}\n`;
}

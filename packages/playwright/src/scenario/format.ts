// The scenario file: what the host did (pushed, fired, changed, answered) and what the app sent, in
// order, as the dev host recorded it. Version 1, declared in @hostbridge/protocol-types (the types,
// and the schema at its schemas subpath, which the dev server checks `--replay <file>` with); the
// recorder and the replay are the host simulator's (@hostbridge/host-simulator/frame, shared with the
// dev host page). parseScenario throws the kit's error for it.
import type { Scenario } from "@hostbridge/protocol-types";
import { checkScenario } from "@hostbridge/protocol-types/schemas";
import { HostBridgeKitError } from "../errors";

export { SCENARIO_VERSION } from "@hostbridge/protocol-types";
export { formatScenario } from "@hostbridge/host-simulator/frame";
export { ScenarioSchema } from "@hostbridge/protocol-types/schemas";
export type { AppStep, HostStep, Scenario, ScenarioStep } from "@hostbridge/protocol-types";

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

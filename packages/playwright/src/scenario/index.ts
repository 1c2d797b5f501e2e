/**
 * `@hostbridge/playwright/scenario`: the scenario format (version 1) with its check, the recorder
 * the dev host saves scenarios with, and the replay's pure half (recorded answers in order, the
 * host's steps played in order, the comparison the kit's replay fails with). No Playwright and no
 * Node code: the dev host page replays scenarios with it too.
 *
 * @example
 * ```ts
 * import { parseScenario } from "@hostbridge/playwright/scenario";
 *
 * const scenario = parseScenario(JSON.parse(text), "e2e/pick.scenario.json");
 * ```
 *
 * @packageDocumentation
 */
export { formatScenario, parseScenario, SCENARIO_VERSION, ScenarioSchema } from "./format";
export { diffAppSteps, formatDifferences, valueDifferences } from "./diff";
export { createScenarioRecorder } from "./record";
export {
  createAnswerQueues,
  driveScenario,
  playHostStep,
  replayVerdict,
  restoreRedacted,
} from "./replay";
export type { AppStep, HostStep, Scenario, ScenarioStep } from "./format";
export type { ScenarioDifference } from "./diff";
export type { ScenarioMeta, ScenarioRecorder } from "./record";
export type { AnswerQueues, AnswerStep, PlayedStep, ReplayVerdict, ScenarioDriver } from "./replay";

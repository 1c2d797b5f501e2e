/**
 * `@hostbridge/playwright/scenario`: the scenario format (version 1) with its check, the recorder
 * the dev host saves scenarios with, and the replay's pure half (recorded answers in order, the
 * host's steps played in order, the comparison the kit's replay fails with). No Playwright and no
 * Node code. The recorder and the replay are the host simulator's, re-exported from
 * `@hostbridge/host-simulator/frame` (the dev host page imports them from there).
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
export {
  createAnswerQueues,
  createScenarioRecorder,
  diffAppSteps,
  driveScenario,
  formatDifferences,
  playHostStep,
  replayVerdict,
  restoreRedacted,
  valueDifferences,
} from "@hostbridge/host-simulator/frame";
export type { AppStep, HostStep, Scenario, ScenarioStep } from "./format";
export type {
  AnswerQueues,
  AnswerStep,
  PlayedStep,
  ReplayVerdict,
  ScenarioDifference,
  ScenarioDriver,
  ScenarioMeta,
  ScenarioRecorder,
} from "@hostbridge/host-simulator/frame";

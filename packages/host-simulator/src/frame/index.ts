/**
 * `@hostbridge/host-simulator/frame`: an app in a frame with a simulated host, for a host page in a
 * browser. `startFrame` runs the app in its iframe at a place (its size, `resize_iframe`, a hidden
 * hook) against a host bound to it, with the page's answer sources chained after the host's scripts,
 * its page loads counted and the run recorded as a scenario; the app's canvas hooks run in the
 * background of the place shown (`createCanvasHooks`: started on their change of the canvas, each in
 * a hidden frame with its own run, ended when the canvas closes); the scenario's replay (recorded answers
 * in order, the host's steps played in order, the verdict) and what a host page offers an app of the
 * platform's existing client. The dev host page and the Playwright kit's host page are built on it.
 * Nothing touches the DOM until called; the scenario functions also run in Node.
 *
 * @example
 * ```ts
 * import { appUrlAt, createAppFrame, startFrame } from "@hostbridge/host-simulator/frame";
 *
 * const iframe = createAppFrame("my-app", "data-my-app");
 * document.body.append(iframe);
 * const run = startFrame({
 *   iframe,
 *   appOrigin: "http://127.0.0.1:5174",
 *   url: appUrlAt("http://127.0.0.1:5174/", "ui"),
 *   location: "ui",
 *   record: { location: "ui", mode: "WEB", wire: "both" },
 * });
 * ```
 *
 * @packageDocumentation
 */
export { appUrlAt, createAppFrame, startFrame } from "./appFrame";
export {
  cssLength,
  followResize,
  framePlace,
  isHiddenPlace,
  placeLocation,
  RESIZE_IFRAME_EVENT,
} from "./placeFrame";
export {
  ADDRESS_MARKER_PARAM,
  APP_FRAME_ATTRIBUTE,
  exposeLocation,
  markAddress,
  markAppFrame,
  PLATFORM_LOCATION_GLOBAL,
} from "./existingClientPage";
export { trackPageLoads } from "./pageLoads";
export {
  CANVAS_HOOK_EVENTS,
  createCanvasHooks,
  createHookFrame,
  HOOK_FRAME_ATTRIBUTE,
  isCanvasHookEvent,
  isHookFor,
} from "./canvasHooks";
export { createScenarioRecorder, formatScenario } from "../scenario/record";
export {
  createAnswerQueues,
  driveScenario,
  playHostStep,
  replayVerdict,
  restoreRedacted,
} from "../scenario/replay";
export { diffAppSteps, formatDifferences, shortJson, valueDifferences } from "../scenario/diff";
export type { FrameRun, FrameRunOptions } from "./appFrame";
export type { FramedPlace, ResizeSource } from "./placeFrame";
export type { PageLoads } from "./pageLoads";
export type {
  CanvasHookEvent,
  CanvasHookRun,
  CanvasHookStart,
  CanvasHooks,
  CanvasHooksOptions,
  HookPlace,
} from "./canvasHooks";
export type { ScenarioMeta, ScenarioRecorder } from "../scenario/record";
export type {
  AnswerQueues,
  AnswerStep,
  PlayedStep,
  ReplayTiming,
  ReplayVerdict,
  ScenarioDriver,
} from "../scenario/replay";
export type { ScenarioDifference } from "../scenario/diff";

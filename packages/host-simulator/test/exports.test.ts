import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as api from "@hostbridge/host-simulator";
import * as frame from "@hostbridge/host-simulator/frame";

describe("public surface", () => {
  it("exports exactly these runtime names", () => {
    expect(Object.keys(api).sort()).toEqual([
      "HOST_SIMULATOR_ERROR_CODES",
      "HostSimulatorError",
      "IFRAME_APP_ACTIONS",
      "IFRAME_DATA_MESSAGE",
      "IFRAME_HOST_ACTIONS",
      "INITIALIZE_ACTIONS",
      "INITIALIZE_CALL",
      "INITIALIZE_EVENT_PREFIX",
      "MAX_ANSWER_DELAY_MS",
      "REDACTED",
      "ScriptedAnswerSchema",
      "checkResponse",
      "checkSettingsValues",
      "contentPickerChoices",
      "createFixtures",
      "createHost",
      "createMockHost",
      "firstAnswer",
      "formatConformanceReport",
      "initializeContext",
      "isHostSimulatorError",
      "isIframeDataMessage",
      "isScriptedAnswer",
      "isSecretKey",
      "judgeCallback",
      "pickedFile",
      "pickedPage",
      "redactedCopy",
      "runConformance",
      "scriptedAnswerIssues",
      "settingsDefaults",
    ]);
  });

  it("exports exactly these runtime names from ./frame (an app in a frame, for a host page)", () => {
    expect(Object.keys(frame).sort()).toEqual([
      "ADDRESS_MARKER_PARAM",
      "APP_FRAME_ATTRIBUTE",
      "CANVAS_HOOK_EVENTS",
      "HOOK_FRAME_ATTRIBUTE",
      "PLATFORM_LOCATION_GLOBAL",
      "RESIZE_IFRAME_EVENT",
      "appUrlAt",
      "createAnswerQueues",
      "createAppFrame",
      "createCanvasHooks",
      "createHookFrame",
      "createScenarioRecorder",
      "cssLength",
      "diffAppSteps",
      "driveScenario",
      "exposeLocation",
      "followResize",
      "formatDifferences",
      "formatScenario",
      "framePlace",
      "isCanvasHookEvent",
      "isHiddenPlace",
      "isHookFor",
      "markAddress",
      "markAppFrame",
      "placeLocation",
      "playHostStep",
      "replayVerdict",
      "restoreRedacted",
      "shortJson",
      "startFrame",
      "trackPageLoads",
      "valueDifferences",
    ]);
  });

  it("has exactly these package.json export keys", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      exports: object;
    };
    expect(Object.keys(pkg.exports)).toEqual(["./package.json", ".", "./frame"]);
  });

  it("names errors and keeps their cause", () => {
    const cause = new Error("root");
    const error = new api.HostSimulatorError("WAIT_TIMEOUT", "waited too long", {
      cause,
      details: { ms: 5 },
    });
    expect(error).toMatchObject({
      name: "HostSimulatorError",
      code: "WAIT_TIMEOUT",
      cause,
      details: { ms: 5 },
    });
    expect(api.isHostSimulatorError(error, "WAIT_TIMEOUT")).toBe(true);
    expect(api.isHostSimulatorError(error, "HOST_DISPOSED")).toBe(false);
    expect(api.isHostSimulatorError(new Error("x"))).toBe(false);
    expect(Object.values(api.HOST_SIMULATOR_ERROR_CODES)).toContain(error.code);
  });
});

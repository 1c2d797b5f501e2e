import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as api from "@hostbridge/playwright";
import * as scenario from "@hostbridge/playwright/scenario";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  exports: Record<string, unknown>;
  peerDependencies: Record<string, string>;
};

describe("public surface", () => {
  it("exports exactly these runtime names", () => {
    expect(Object.keys(api).sort()).toEqual([
      "HostBridgeKitError",
      "KIT_ERROR_CODES",
      "SCENARIO_VERSION",
      "SYSTEM_CHROMIUM_ARGS",
      "chromiumLaunchOptions",
      "expect",
      "formatScenario",
      "isHostBridgeKitError",
      "loadScenario",
      "parseScenario",
      "startHost",
      "test",
    ]);
  });

  it("keeps the scenario subpath free of Playwright (the format; the recorder and replay of @hostbridge/host-simulator/frame)", () => {
    expect(Object.keys(scenario).sort()).toEqual([
      "SCENARIO_VERSION",
      "ScenarioSchema",
      "createAnswerQueues",
      "createScenarioRecorder",
      "diffAppSteps",
      "driveScenario",
      "formatDifferences",
      "formatScenario",
      "parseScenario",
      "playHostStep",
      "replayVerdict",
      "restoreRedacted",
      "valueDifferences",
    ]);
  });

  it("publishes these entry points, with Playwright Test as a peer", () => {
    expect(Object.keys(pkg.exports)).toEqual(["./package.json", ".", "./scenario"]);
    expect(pkg.peerDependencies).toEqual({ "@playwright/test": ">=1.40.0" });
  });
});

describe("chromiumLaunchOptions", () => {
  it("uses CHROMIUM_PATH as the executable when it is set, with the flags a system Chromium needs", () => {
    const path = process.execPath; // any file that exists
    expect(api.chromiumLaunchOptions({ CHROMIUM_PATH: path })).toEqual({
      executablePath: path,
      args: [...api.SYSTEM_CHROMIUM_ARGS],
    });
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as api from "@hostbridge/dev-server";
import * as contract from "@hostbridge/dev-server/contract";
import * as jsonText from "@hostbridge/dev-server/json-text";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  exports: Record<string, unknown>;
};

describe("public surface", () => {
  it("exports exactly these runtime names", () => {
    expect(Object.keys(api).sort()).toEqual([
      "CONFIG_PATH",
      "DEV_ENDPOINT_PREFIX",
      "DEV_SERVER_ERROR_CODES",
      "DevFixturesSchema",
      "DevServerError",
      "EVENTS_PATH",
      "FIXTURES_FILE",
      "PLATFORM_PATH",
      "REPLAY_PATH",
      "SCENARIO_PATH",
      "checkFixtures",
      "devHostCandidates",
      "findDevHostDir",
      "fixturesIssues",
      "isDevServerError",
      "readFixtures",
      "startDevServer",
    ]);
  });

  it("keeps the page's contract to the endpoint paths (no zod, no node code behind it)", () => {
    expect(Object.keys(contract).sort()).toEqual([
      "CONFIG_PATH",
      "DEV_ENDPOINT_PREFIX",
      "EVENTS_PATH",
      "PLATFORM_PATH",
      "REPLAY_PATH",
      "SCENARIO_PATH",
    ]);
    expect(contract.CONFIG_PATH).toBe(`${contract.DEV_ENDPOINT_PREFIX.slice(1)}/config`);
    expect(contract.EVENTS_PATH).toBe(`${contract.DEV_ENDPOINT_PREFIX.slice(1)}/events`);
    expect(contract.PLATFORM_PATH).toBe(`${contract.DEV_ENDPOINT_PREFIX.slice(1)}/platform`);
    const source = readFileSync(new URL("../src/contract.ts", import.meta.url), "utf8");
    // (types only: the canned answers are the host simulator's ScriptedAnswer, a place deploy-contract's
    // AppPlace, the settings form its SettingsForm)
    expect(source.match(/^import .*$/gm)).toEqual([
      'import type { AppPlace, SettingsForm } from "@hostbridge/deploy-contract";',
      'import type { ScriptedAnswer } from "@hostbridge/host-simulator";',
      'import type { JsApiLocation, Mode } from "@hostbridge/protocol-types";',
    ]);
  });

  it("exports the JSON text helpers on their own subpath", () => {
    expect(Object.keys(jsonText).sort()).toEqual([
      "jsonErrorOffset",
      "locatePath",
      "positionAt",
      "scanJson",
      "syntaxErrorLocation",
    ]);
  });

  it("has these package.json export keys", () => {
    expect(Object.keys(pkg.exports).sort()).toEqual([
      ".",
      "./contract",
      "./json-text",
      "./package.json",
    ]);
  });
});

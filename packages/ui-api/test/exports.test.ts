import { readFileSync } from "node:fs";
import * as api from "@hostbridge/ui-api";
import * as envelopes from "@hostbridge/ui-api/envelopes";
import * as platform from "@hostbridge/ui-api/platform";
import { describe, expect, it } from "vitest";

describe("@hostbridge/ui-api public surface", () => {
  it("exports exactly these runtime names", () => {
    expect(Object.keys(api).sort()).toEqual(["useUi"]);
  });

  it("exports the same useUi from each per-wire entry", () => {
    expect(Object.keys(platform)).toEqual(["useUi"]);
    expect(Object.keys(envelopes)).toEqual(["useUi"]);
  });

  it("has exactly these package.json exports", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      exports: object;
    };
    expect(Object.keys(pkg.exports)).toEqual(["./package.json", ".", "./platform", "./envelopes"]);
  });
});

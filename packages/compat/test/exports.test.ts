import { readFileSync } from "node:fs";
import * as api from "@hostbridge/compat";
import { describe, expect, it } from "vitest";

describe("@hostbridge/compat public surface", () => {
  it("exports exactly these runtime names", () => {
    expect(Object.keys(api).sort()).toEqual(["COMPAT_RULES", "COMPAT_RULE_IDS"]);
  });

  it("has exactly these package.json exports", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      exports: object;
    };
    expect(Object.keys(pkg.exports)).toEqual(["./package.json", "."]);
  });
});

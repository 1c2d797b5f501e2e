import { readFileSync } from "node:fs";
import * as api from "@hostbridge/create";
import { describe, expect, it } from "vitest";

describe("@hostbridge/create public surface", () => {
  it("exports exactly these runtime names", () => {
    expect(Object.keys(api).sort()).toEqual(["createApp"]);
  });

  it("has exactly these package.json exports and the bin npm create runs", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      exports: object;
      bin: Record<string, string>;
    };
    expect(Object.keys(pkg.exports)).toEqual(["./package.json", "."]);
    expect(pkg.bin).toEqual({ "create-hostbridge": "./bin/create-hostbridge.js" });
  });
});

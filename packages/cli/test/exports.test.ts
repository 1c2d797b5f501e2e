import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as api from "@hostbridge/cli";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
  exports: Record<string, unknown>;
  bin: Record<string, string>;
  files: string[];
};

describe("public surface", () => {
  it("exports exactly these runtime names", () => {
    expect(Object.keys(api).sort()).toEqual(["CLI_VERSION", "EXIT_CODES", "runCli"]);
  });

  it("has these package.json export keys, the bin and the files it ships (the template is in dist)", () => {
    expect(Object.keys(pkg.exports).sort()).toEqual([".", "./package.json"]);
    expect(pkg.bin).toEqual({ hostbridge: "./bin/hostbridge.js" });
    expect(pkg.files).toEqual(["dist", "bin", "src", "README.md", "CHANGELOG.md"]);
  });

  it("reports the package version", () => {
    expect(api.CLI_VERSION).toBe(pkg.version);
  });

  it("documents the exit codes as numbers 0 to 8, and 130 for Ctrl-C", () => {
    expect(Object.values(api.EXIT_CODES).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 130,
    ]);
  });
});

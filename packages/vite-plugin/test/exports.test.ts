import { readFileSync } from "node:fs";
import * as api from "@hostbridge/vite-plugin";
import { describe, expect, it } from "vitest";

describe("@hostbridge/vite-plugin public surface", () => {
  it("exports exactly these runtime names", () => {
    expect(Object.keys(api).sort()).toEqual([
      "DEFAULT_DEV_HOST_PORT",
      "DevHostStartError",
      "hostbridgeDev",
    ]);
  });

  it("has exactly these package.json exports", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      exports: object;
    };
    expect(Object.keys(pkg.exports)).toEqual(["./package.json", "."]);
  });

  it("only runs in the dev server, never in `vite build`", () => {
    expect(api.hostbridgeDev()).toMatchObject({ name: "hostbridge:dev", apply: "serve" });
  });
});

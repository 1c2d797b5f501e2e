import { readFileSync } from "node:fs";
import * as api from "@hostbridge/opentelemetry";
import { describe, expect, it } from "vitest";

describe("@hostbridge/opentelemetry public surface", () => {
  it("exports exactly these runtime names", () => {
    expect(Object.keys(api).sort()).toEqual(["HOSTBRIDGE_ATTRIBUTES", "createTracingHook"]);
  });

  it("has exactly these package.json exports, and @opentelemetry/api as a peer", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      exports: object;
      peerDependencies: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(Object.keys(pkg.exports)).toEqual(["./package.json", "."]);
    expect(pkg.peerDependencies["@opentelemetry/api"]).toBe("^1.3.0");
    // protocol-types: the operations that wait for a person (`sentSpans: "interactive"`) and TraceContext
    expect(Object.keys(pkg.dependencies)).toEqual([
      "@hostbridge/protocol-types",
      "@hostbridge/transport",
    ]);
  });
});

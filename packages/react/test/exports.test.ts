import { readFileSync } from "node:fs";
import * as api from "@hostbridge/react";
import * as testing from "@hostbridge/react/testing";
import { describe, expect, it } from "vitest";

describe("@hostbridge/react public surface", () => {
  it("exports exactly these runtime names", () => {
    expect(Object.keys(api).sort()).toEqual([
      "ERROR_CODES",
      "HostBridgeError",
      "HostBridgeProvider",
      "HostError",
      "isHostBridgeError",
      "personMessage",
      "useEnv",
      "useEnvironmentApi",
      "useHostBridge",
      "useHostEnv",
      "useHostEvent",
      "useHostLocation",
      "useHostMessage",
      "useHostMessageHandler",
      "useHostRequest",
      "useLastHostEvent",
      "useMessage",
      "useMessageHandler",
      "usePeerConnectivity",
      "useRequest",
    ]);
    expect(Object.keys(testing).sort()).toEqual(["renderWithHost"]);
  });

  it("has exactly these package.json exports and React as its only required peer", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      exports: object;
      peerDependencies: Record<string, string>;
      peerDependenciesMeta: Record<string, { optional: boolean }>;
    };
    expect(Object.keys(pkg.exports)).toEqual(["./package.json", ".", "./testing"]);
    expect(pkg.peerDependencies.react).toBe("^18.0.0 || ^19.0.0");
    expect(Object.keys(pkg.peerDependenciesMeta).sort()).toEqual([
      "@hostbridge/host-simulator",
      "@testing-library/react",
    ]);
  });
});

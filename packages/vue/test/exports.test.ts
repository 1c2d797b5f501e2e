import { readFileSync } from "node:fs";
import * as api from "@hostbridge/vue";
import * as testing from "@hostbridge/vue/testing";
import { describe, expect, it } from "vitest";

describe("@hostbridge/vue public surface", () => {
  it("exports exactly these runtime names", () => {
    expect(Object.keys(api).sort()).toEqual([
      "ERROR_CODES",
      "HostBridgeError",
      "HostError",
      "createHostBridge",
      "isHostBridgeError",
      "personMessage",
      "useEnvironmentApi",
      "useHostBridge",
      "useHostEnv",
      "useHostEvent",
      "useHostLocation",
      "useHostMessage",
      "useHostMessageHandler",
      "useHostRequest",
      "useLastHostEvent",
      "usePeerConnectivity",
    ]);
    expect(Object.keys(testing).sort()).toEqual(["mountWithHost"]);
  });

  it("has exactly these package.json exports, and vue as a peer", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      exports: object;
      peerDependencies: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(Object.keys(pkg.exports)).toEqual(["./package.json", ".", "./testing"]);
    expect(pkg.peerDependencies.vue).toBe("^3.3.0");
    expect(Object.keys(pkg.dependencies)).toEqual([
      "@hostbridge/protocol-types",
      "@hostbridge/sdk",
      "@hostbridge/transport",
    ]);
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as api from "@hostbridge/transport";
import * as envelopes from "@hostbridge/transport/envelopes";
import * as platform from "@hostbridge/transport/platform";

describe("public surface", () => {
  it("exports exactly these runtime names", () => {
    expect(Object.keys(api).sort()).toEqual([
      "DEFAULT_NATIVE_HANDLER_NAME",
      "DEFAULT_NATIVE_RECEIVER_NAME",
      "ERROR_CODES",
      "HostBridgeError",
      "HostError",
      "START_DATA",
      "WIRE_PROBE_TIMEOUT",
      "camelCase",
      "createBindingClient",
      "createBridge",
      "createEnvironmentApi",
      "createInstanceCache",
      "createLowLevelApi",
      "createMemoryTransportPair",
      "createNativeTransport",
      "createPortTransport",
      "createRequestRunner",
      "createWindowTransport",
      "detectPlatform",
      "isHostBridgeError",
      "perWireBridge",
      "personMessage",
      "sameOptions",
    ]);
  });

  it("exports the bridge and its factories from each per-wire entry", () => {
    const names = ["createBridge", "createEnvironmentApi", "createInstanceCache"];
    expect(Object.keys(platform).sort()).toEqual(names);
    expect(Object.keys(envelopes).sort()).toEqual(names);
  });

  it("has exactly these package.json export keys", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
    expect(Object.keys(pkg.exports)).toEqual(["./package.json", ".", "./platform", "./envelopes"]);
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as api from "@hostbridge/transport";
import * as internal from "@hostbridge/transport/internal";

describe("public surface", () => {
  it("exports exactly these runtime names", () => {
    expect(Object.keys(api).sort()).toEqual([
      "DEFAULT_NATIVE_HANDLER_NAME",
      "DEFAULT_NATIVE_RECEIVER_NAME",
      "ERROR_CODES",
      "HostBridgeError",
      "HostError",
      "WIRE_PROBE_TIMEOUT",
      "createBridge",
      "createLowLevelApi",
      "createMemoryTransportPair",
      "createNativeTransport",
      "createPortTransport",
      "createWindowTransport",
      "detectPlatform",
      "isHostBridgeError",
    ]);
  });

  it("has exactly these package.json export keys", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
    expect(Object.keys(pkg.exports)).toEqual(["./package.json", ".", "./internal"]);
  });

  it("exports exactly these runtime names from ./internal (outside semver, for sibling packages)", () => {
    expect(Object.keys(internal).sort()).toEqual([
      "answerFrame",
      "camelCase",
      "claimAnswer",
      "createEnvironmentApi",
      "createId",
      "createInstanceCache",
      "decodeAppMessage",
      "decodeHostMessage",
      "decodePlatformAppMessage",
      "decodePostRobotFrame",
      "encodeBareMessage",
      "encodeBareOperation",
      "encodeEnvironmentResponse",
      "encodeEvent",
      "encodeHello",
      "encodeHelloAnswer",
      "encodeMessage",
      "encodeOperationAnswer",
      "encodePlatformEvent",
      "encodePlatformPush",
      "encodePlatformRequest",
      "encodePostRobotFrame",
      "encodeRequest",
      "encodeServiceResponse",
      "idOfHash",
      "isBareUiOperation",
      "isPostRobotRequest",
      "ownOrigin",
      "postRobotHash",
      "postRobotRequest",
      "pushKindOf",
      "requestInfo",
      "sameOptions",
    ]);
  });
});

import { readFileSync } from "node:fs";
import * as sdk from "@hostbridge/sdk";
import * as admin from "@hostbridge/sdk/admin";
import * as dsr from "@hostbridge/sdk/dsr";
import * as peer from "@hostbridge/sdk/peer";
import * as ui from "@hostbridge/sdk/ui";
import * as inspector from "@hostbridge/sdk/inspector";
import * as adminApi from "@hostbridge/admin-api";
import * as dsrApi from "@hostbridge/dsr-api";
import * as peerApi from "@hostbridge/peer-connectivity";
import * as uiApi from "@hostbridge/ui-api";
import { describe, expect, it } from "vitest";

const PEER = [
  "DEFAULT_PEER_CONNECTIVITY_SOURCE",
  "DEFAULT_PEER_CONNECTIVITY_VERSION",
  "PEER_CONNECTIVITY_ACTIONS",
  "PEER_CONNECTIVITY_EVENT",
  "PEER_CONNECTIVITY_HANDLER_MATCH_ALL",
  "createPeerConnectivityEvent",
  "registerPeerConnectivityHandler",
  "sendPeerConnectivityEvent",
];

describe("@hostbridge/sdk public surface", () => {
  it("exports exactly these runtime names from the root", () => {
    expect(Object.keys(sdk).sort()).toEqual(
      [
        ...PEER,
        "ERROR_CODES",
        "HostBridgeError",
        "HostError",
        "INSPECTOR_FLAG",
        "LOCATION_QUERY_PARAM",
        "createBridge",
        "detectLocation",
        "getAvailableApis",
        "highLevelApi",
        "inspectorRequested",
        "isHostBridgeError",
        "useAdmin",
        "useApi",
        "useDsr",
        "useHostApi",
        "useUi",
      ].sort(),
    );
  });

  it("exports exactly these names from each subpath, the same values as the environment packages", () => {
    expect(Object.keys(ui)).toEqual(["useUi"]);
    expect(Object.keys(admin)).toEqual(["useAdmin"]);
    expect(Object.keys(dsr)).toEqual(["useDsr"]);
    expect(Object.keys(peer).sort()).toEqual(PEER);
    expect(Object.keys(inspector).sort()).toEqual([
      "createInspector",
      "startupTimeline",
      "toScenario",
    ]);
    expect(ui.useUi).toBe(uiApi.useUi);
    expect(admin.useAdmin).toBe(adminApi.useAdmin);
    expect(dsr.useDsr).toBe(dsrApi.useDsr);
    expect(peer.registerPeerConnectivityHandler).toBe(peerApi.registerPeerConnectivityHandler);
    expect(sdk.useUi).toBe(uiApi.useUi);
  });

  it("has exactly these package.json exports, each with the source condition", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      exports: Record<string, unknown>;
    };
    expect(Object.keys(pkg.exports)).toEqual([
      "./package.json",
      ".",
      "./ui",
      "./admin",
      "./dsr",
      "./peer",
      "./inspector",
      "./global",
    ]);
    for (const sub of [".", "./ui", "./admin", "./dsr", "./peer", "./inspector"]) {
      expect(pkg.exports[sub]).toMatchObject({
        "@hostbridge/source": expect.stringMatching(/^\.\/src\/[\w/]+\.ts$/),
      });
    }
    // the script-tag build, typed for both module systems (a bundler keeps it: sideEffects lists it)
    expect(pkg.exports["./global"]).toEqual({
      import: { types: "./global.d.ts", default: "./dist/hostbridge.global.js" },
      require: { types: "./global.d.cts", default: "./dist/hostbridge.global.cjs" },
    });
  });
});

import { readFileSync } from "node:fs";
import * as api from "@hostbridge/compat";
import { describe, expect, it } from "vitest";

/** Our own exports beyond the client's: the rules and the notice settings. */
const OURS = [
  "COMPAT_NOTICE_EVENT",
  "COMPAT_NOTICE_FLAG",
  "COMPAT_RULES",
  "COMPAT_RULE_IDS",
  "compatNotices",
  "configureCompat",
];

/** The run-time exports of `@pitcher/js-api` 1.26.0. */
const CLIENT = [
  "ADMIN_API_METHOD_TYPES",
  "ADMIN_API_TYPES",
  "ADMIN_MESSAGE",
  "ADMIN_MESSAGE_TYPES",
  "DEFAULT_PEER_CONNECTIVITY_VERSION",
  "DSR_API_METHOD_TYPES",
  "DSR_API_TYPES",
  "DSR_MESSAGE",
  "DSR_MESSAGE_TYPES",
  "PEER_CONNECTIVITY_EVENT",
  "PEER_CONNECTIVITY_HANDLER_MATCH_ALL",
  "PITCHER_EVENT",
  "PeerConnectivityActions",
  "PitcherBroadcastedEventName",
  "PitcherEventName",
  "PitcherExternalEventName",
  "PitcherMessageType",
  "PitcherResponseStatus",
  "UI_API_METHOD_TYPES",
  "UI_MESSAGE",
  "UI_MESSAGE_TYPES",
  "UI_NATIVE_MESSAGE_TYPES",
  "getAvailableApis",
  "highLevelApi",
  "registerPeerConnectivityHandler",
  "sendPeerConnectivityEvent",
  "useAdmin",
  "useApi",
  "useDsr",
  "usePitcherApi",
  "useUi",
];

describe("@hostbridge/compat public surface", () => {
  it("exports exactly the client's run-time names and ours", () => {
    expect(Object.keys(api).sort()).toEqual([...CLIENT, ...OURS].sort());
  });

  it("has exactly these package.json exports", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      exports: object;
    };
    expect(Object.keys(pkg.exports)).toEqual([
      "./package.json",
      ".",
      "./types/openapi",
      "./js-api.umd.min.js",
    ]);
  });
});

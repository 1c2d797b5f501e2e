import { readFileSync } from "node:fs";
import * as api from "@hostbridge/peer-connectivity";
import { describe, expect, it } from "vitest";

describe("@hostbridge/peer-connectivity public surface", () => {
  it("exports exactly these runtime names", () => {
    expect(Object.keys(api).sort()).toEqual([
      "DEFAULT_PEER_CONNECTIVITY_SOURCE",
      "DEFAULT_PEER_CONNECTIVITY_VERSION",
      "PEER_CONNECTIVITY_ACTIONS",
      "PEER_CONNECTIVITY_EVENT",
      "PEER_CONNECTIVITY_HANDLER_MATCH_ALL",
      "createPeerConnectivityEvent",
      "registerPeerConnectivityHandler",
      "sendPeerConnectivityEvent",
    ]);
  });

  it("re-exports the spec's constants with their values", () => {
    expect(api.PEER_CONNECTIVITY_EVENT).toBe("peer_connectivity_event");
    expect(api.PEER_CONNECTIVITY_HANDLER_MATCH_ALL).toBe("*");
    expect(api.DEFAULT_PEER_CONNECTIVITY_VERSION).toBe(1);
    expect(api.PEER_CONNECTIVITY_ACTIONS).toEqual([
      "browser.folder.open",
      "canvas.close",
      "canvas.open",
      "canvas.navigate.next",
      "canvas.navigate.previous",
      "file.close",
      "file.open",
      "route.change",
    ]);
  });

  it("has exactly these package.json exports", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      exports: object;
    };
    expect(Object.keys(pkg.exports)).toEqual(["./package.json", "."]);
  });
});

// Oracle: apps written with the platform's own client (`@pitcher/js-api` 1.26.0 as the registry ships
// it) start in our host simulator as on the platform: the start data after `appLoaded()`, at page load
// for an app that says nothing, and `set_data` for a canvas component's `iframe_loaded`.
import { afterEach, describe, expect, it } from "vitest";
import { createHost } from "@hostbridge/host-simulator";
import { mountFrame, OTHER, reportsOf } from "./helpers/frames";

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function start(as: string) {
  const iframe = mountFrame("startApp.html", cleanups, `?as=${as}`, OTHER);
  const host = createHost({ iframe, appOrigin: OTHER, location: "ui", mode: "WEB" });
  iframe.addEventListener("load", () => host.pageLoaded());
  cleanups.push(() => host.dispose());
  return { host, app: reportsOf(() => iframe.contentWindow, cleanups) };
}

describe("start-up of the platform's apps in the simulator", () => {
  it("gives the start data to an app that calls appLoaded()", async () => {
    const { host, app } = start("loaded");
    const pushed = await app.next("set-data");
    expect(pushed.payload).toMatchObject({ canvas: { id: "canvas-sim-0001" } });
    expect(host.requests.map((request) => request.type)).toContain("ui_app_loaded");
  });

  it("gives the start data at page load to an app that says neither appLoaded() nor embeddableReady()", async () => {
    const { app } = start("silent");
    const pushed = await app.next("set-data");
    expect(pushed.payload).toMatchObject({ component_id: "component-sim-0001" });
  });

  it("answers a canvas component's iframe_loaded with set_data, and drops nothing", async () => {
    const { host, app } = start("component");
    const set = await app.next("iframe:set_data");
    expect(set.payload).toMatchObject({ canvas: { id: "canvas-sim-0001" } });
    host.iframeData("canvas_updated");
    expect((await app.next("iframe:canvas_updated")).payload).toMatchObject({
      canvas: { id: "canvas-sim-0001" },
    });
    const dropped = host.traffic.filter(
      (entry) => entry.kind === "dropped" && !(entry.envelope as { __fixture?: true }).__fixture,
    );
    expect(dropped).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { link, settle } from "./helpers/setup";
import type { Linked } from "./helpers/setup";

// What the platform's client posts for `appLoaded()` (its own code: a bare message, no answer expected).
const APP_LOADED = { type: "ui_app_loaded", body: {} };

function setDataPushes(l: Linked): number {
  return l.host.traffic.filter(
    (entry) => entry.kind === "message" && entry.type === "ui_app_set_data",
  ).length;
}

async function until(l: Linked, count: number): Promise<void> {
  for (let i = 0; i < 50 && setDataPushes(l) < count; i += 1) await settle();
}

describe("start data as the platform gives it", () => {
  it("follows the app's appLoaded() (ui_app_loaded), which real apps send", async () => {
    const l = link();
    l.appEnd.send(APP_LOADED);
    await until(l, 1);
    expect(setDataPushes(l)).toBe(1);
    const pushed = l.received.find((message) =>
      JSON.stringify(message).includes("ui_app_set_data"),
    );
    expect(JSON.stringify(pushed)).toContain("canvas-sim-0001");
    l.dispose();
  });

  it("follows embeddableReady() too, and only the first of the two signals", async () => {
    const l = link();
    await l.bridge.request("ui_embeddable_ready");
    l.appEnd.send(APP_LOADED);
    await until(l, 1);
    await settle();
    expect(setDataPushes(l)).toBe(1);
    l.dispose();
  });

  it("reaches an app that says neither once its page has loaded, and a later signal brings it again", async () => {
    const l = link();
    l.host.pageLoaded();
    await until(l, 1);
    expect(setDataPushes(l)).toBe(1);
    l.host.pageLoaded();
    await settle();
    expect(setDataPushes(l)).toBe(1);
    l.appEnd.send(APP_LOADED);
    await until(l, 2);
    expect(setDataPushes(l)).toBe(2);
    l.dispose();
  });

  it("does not push at page load to an app that already said it started, and anew after a reload", async () => {
    const l = link();
    l.appEnd.send(APP_LOADED);
    await until(l, 1);
    l.host.pageLoaded();
    await settle();
    expect(setDataPushes(l)).toBe(1);
    l.host.pageLoaded({ reload: true });
    await until(l, 2);
    expect(setDataPushes(l)).toBe(2);
    l.dispose();
  });

  it("pushes nothing when told not to (appSetDataOnReady: false)", async () => {
    const l = link({ appSetDataOnReady: false });
    l.appEnd.send(APP_LOADED);
    l.host.pageLoaded();
    await settle();
    await settle();
    expect(setDataPushes(l)).toBe(0);
    l.dispose();
  });
});

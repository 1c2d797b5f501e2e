import { describe, expect, it } from "vitest";
import { IFRAME_DATA_MESSAGE, isHostSimulatorError } from "../src/index";
import { linkPerTest, settle } from "./helpers/setup";

// A canvas component as the platform's client declares its messages (IFRAME_DATA_MESSAGE, body.action).
const loaded = {
  id: "component-msg-1",
  type: "IFRAME_DATA_MESSAGE",
  body: { action: "iframe_loaded", data: {} },
};

function iframeMessages(received: unknown[]): { action: string; data: unknown }[] {
  return received
    .filter((message) => (message as { type?: unknown }).type === IFRAME_DATA_MESSAGE)
    .map((message) => (message as { body: { action: string; data: unknown } }).body);
}

describe("a canvas component's IFRAME_DATA_MESSAGE", () => {
  const start = linkPerTest();

  it("answers iframe_loaded with set_data carrying the component's data, and records both", async () => {
    const l = start({ appSetDataOnReady: true });
    l.appEnd.send(loaded);
    await settle();
    expect(iframeMessages(l.received)).toEqual([
      { action: "set_data", data: expect.objectContaining({ component_id: "component-sim-0001" }) },
    ]);
    expect(l.host.events).toEqual([
      expect.objectContaining({
        id: "component-msg-1",
        type: "IFRAME_DATA_MESSAGE:iframe_loaded",
        valid: true,
      }),
    ]);
    expect(l.host.traffic.map((entry) => [entry.kind, "type" in entry ? entry.type : ""])).toEqual([
      ["event", "IFRAME_DATA_MESSAGE:iframe_loaded"],
      ["message", "IFRAME_DATA_MESSAGE:set_data"],
    ]);
    expect(l.host.traffic.some((entry) => entry.kind === "dropped")).toBe(false);
  });

  it("sends no set_data of its own accord with appSetDataOnReady: false (a replay's host)", async () => {
    const l = start({ appSetDataOnReady: false });
    l.appEnd.send(loaded);
    await settle();
    expect(l.host.events.map((event) => event.type)).toEqual(["IFRAME_DATA_MESSAGE:iframe_loaded"]);
    expect(iframeMessages(l.received)).toEqual([]);
  });

  it("sends update_data and canvas_updated when the host says so", async () => {
    const l = start();
    l.host.iframeData("update_data", { is_edit_mode: true });
    l.host.iframeData("canvas_updated");
    await settle();
    expect(iframeMessages(l.received)).toEqual([
      { action: "update_data", data: { is_edit_mode: true } },
      {
        action: "canvas_updated",
        data: { canvas: expect.objectContaining({ id: "canvas-sim-0001" }) },
      },
    ]);
  });

  it("records a component's resize request, and marks an action no component sends as invalid", async () => {
    const l = start();
    l.appEnd.send({
      id: "r1",
      type: "IFRAME_DATA_MESSAGE",
      body: { action: "resize_iframe", data: { height: 420 } },
    });
    l.appEnd.send({ id: "x1", type: "IFRAME_DATA_MESSAGE", body: { action: "explode" } });
    await settle();
    expect(l.host.events.map((event) => [event.type, event.valid])).toEqual([
      ["IFRAME_DATA_MESSAGE:resize_iframe", true],
      ["IFRAME_DATA_MESSAGE:explode", false],
    ]);
    expect(iframeMessages(l.received)).toEqual([]);
  });

  it("refuses to send an action a canvas does not send", () => {
    const l = start();
    let error: unknown;
    try {
      l.host.iframeData("iframe_loaded" as never);
    } catch (caught) {
      error = caught;
    }
    expect(isHostSimulatorError(error) && error.code).toBe("UNKNOWN_MESSAGE_TYPE");
  });
});

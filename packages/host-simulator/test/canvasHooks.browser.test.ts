// The app's canvas hooks in the background of a host page (`createCanvasHooks` of ./frame, the one the
// dev host page and the kit's host page run): a change starts only the hooks declared for it, never the
// one the page shows, each in a hidden frame of its own; a second change starts it anew in a new frame
// where the old one was; the canvas closing ends them all; a hook the page comes to show ends. The
// page's runs are stand-ins here (what a run is, is the page's).
import { afterEach, describe, expect, it } from "vitest";
import {
  createCanvasHooks,
  HOOK_FRAME_ATTRIBUTE,
  isCanvasHookEvent,
  isHookFor,
} from "@hostbridge/host-simulator/frame";
import type { HookPlace } from "@hostbridge/host-simulator/frame";

const ON_UPDATE: HookPlace = {
  id: "hook:canvas.on_canvas_update",
  kind: "hook",
  canvasEvent: "canvas_updated",
};
const ON_SECTIONS: HookPlace = {
  id: "hook:canvas.on_section_list_update",
  kind: "hook",
  canvasEvent: "section_list_updated",
};
const OTHER_HOOK: HookPlace = { id: "hook:canvas.on_something_else", kind: "hook" };
const COMPONENT: HookPlace = { id: "module:canvas", kind: "canvas-component" };

interface StandIn {
  id: string;
  frame: HTMLIFrameElement;
  ended: boolean;
}

afterEach(() => {
  document.body.replaceChildren();
});

function hooksOf(places: HookPlace[], shown?: HookPlace) {
  const container = document.body.appendChild(document.createElement("div"));
  const started: StandIn[] = [];
  let current = shown;
  let failNext = false;
  const hooks = createCanvasHooks<HookPlace, StandIn>({
    places: () => places,
    shown: () => current,
    container,
    start: (frame, place) => {
      if (failNext) throw new Error("the page could not start it");
      // (the frame is in the page when the run starts, as a run that loads it needs)
      expect(frame.isConnected).toBe(true);
      const run = { id: place.id, frame, ended: false };
      started.push(run);
      return run;
    },
    end: (run) => void (run.ended = true),
  });
  const frames = () =>
    [...container.querySelectorAll("iframe")].map((frame) =>
      frame.getAttribute(HOOK_FRAME_ATTRIBUTE),
    );
  return {
    hooks,
    started,
    frames,
    show: (place: HookPlace | undefined) => (current = place),
    failNext: () => (failNext = true),
  };
}

describe("canvas hooks in the background of a page", () => {
  it("starts on a change only the hooks declared for it, each in a hidden, sandboxed frame of its own", () => {
    const { hooks, started, frames } = hooksOf([COMPONENT, ON_UPDATE, ON_SECTIONS, OTHER_HOOK]);
    expect(hooks.running()).toEqual([]);

    const first = hooks.changed("section_list_updated");
    expect(first.map((hook) => [hook.place.id, hook.count, hook.anew, hook.event])).toEqual([
      [ON_SECTIONS.id, 1, false, "section_list_updated"],
    ]);
    expect(frames()).toEqual([ON_SECTIONS.id]);
    const frame = first[0]!.iframe;
    expect(frame.hidden).toBe(true);
    expect(frame.style.display).toBe("none");
    expect(frame.getAttribute("sandbox")).toContain("allow-scripts");
    expect(frame.getAttribute("sandbox")).not.toContain("allow-top-navigation");

    hooks.changed("canvas_updated");
    expect(frames()).toEqual([ON_SECTIONS.id, ON_UPDATE.id]);
    expect(started.map((run) => run.id)).toEqual([ON_SECTIONS.id, ON_UPDATE.id]);
    // (a hook of a name the platform does not document is started by no change)
    expect(hooks.running().map((hook) => hook.place.id)).not.toContain(OTHER_HOOK.id);
  });

  it("starts a running hook anew in a new frame where its old one was, ending the old run", () => {
    const { hooks, started, frames } = hooksOf([ON_SECTIONS, ON_UPDATE]);
    hooks.changed("section_list_updated");
    hooks.changed("canvas_updated");
    const [oldRun] = started;
    const again = hooks.changed("section_list_updated");
    expect(again.map((hook) => [hook.place.id, hook.count, hook.anew])).toEqual([
      [ON_SECTIONS.id, 2, true],
    ]);
    expect(oldRun!.ended).toBe(true);
    expect(oldRun!.frame.isConnected).toBe(false);
    expect(again[0]!.iframe).not.toBe(oldRun!.frame);
    // (the order stays: first started first)
    expect(frames()).toEqual([ON_SECTIONS.id, ON_UPDATE.id]);
    expect(hooks.running().map((hook) => [hook.place.id, hook.count])).toEqual([
      [ON_SECTIONS.id, 2],
      [ON_UPDATE.id, 1],
    ]);
  });

  it("ends every hook when the canvas closes, and starts them again on the next change", () => {
    const { hooks, started, frames } = hooksOf([ON_UPDATE, ON_SECTIONS]);
    hooks.changed("canvas_updated");
    hooks.changed("section_list_updated");
    const ended = hooks.close();
    expect(ended.map((hook) => hook.place.id)).toEqual([ON_UPDATE.id, ON_SECTIONS.id]);
    expect(started.every((run) => run.ended)).toBe(true);
    expect(frames()).toEqual([]);
    expect(hooks.running()).toEqual([]);
    expect(hooks.close()).toEqual([]);

    expect(hooks.changed("canvas_updated").map((hook) => [hook.count, hook.anew])).toEqual([
      [2, false],
    ]);
  });

  it("never runs in the background the hook the page shows, and ends its run when the page comes to show it", () => {
    const { hooks, frames, show } = hooksOf([ON_UPDATE, ON_SECTIONS], ON_SECTIONS);
    expect(hooks.changed("section_list_updated")).toEqual([]);
    hooks.changed("canvas_updated");
    expect(frames()).toEqual([ON_UPDATE.id]);

    show(ON_UPDATE);
    expect(hooks.sync().map((hook) => hook.place.id)).toEqual([ON_UPDATE.id]);
    expect(frames()).toEqual([]);
    show(COMPONENT);
    expect(hooks.changed("section_list_updated").map((hook) => hook.place.id)).toEqual([
      ON_SECTIONS.id,
    ]);
  });

  it("ends the run of a hook the app no longer declares", () => {
    const places = [ON_UPDATE, ON_SECTIONS];
    const { hooks, frames } = hooksOf(places);
    hooks.changed("canvas_updated");
    hooks.changed("section_list_updated");
    places.splice(0, 1);
    expect(hooks.sync().map((hook) => hook.place.id)).toEqual([ON_UPDATE.id]);
    expect(frames()).toEqual([ON_SECTIONS.id]);
  });

  it("leaves no frame and no run behind when the page cannot start a hook", () => {
    const { hooks, frames, failNext } = hooksOf([ON_UPDATE]);
    hooks.changed("canvas_updated");
    failNext();
    expect(() => hooks.changed("canvas_updated")).toThrow("the page could not start it");
    expect(frames()).toEqual([]);
    expect(hooks.running()).toEqual([]);
  });

  it("names the changes of a canvas that start hooks", () => {
    expect(
      ["canvas_updated", "section_list_updated", "set_data", 1].map(isCanvasHookEvent),
    ).toEqual([true, true, false, false]);
    expect(isHookFor(ON_UPDATE, "canvas_updated")).toBe(true);
    expect(isHookFor(ON_UPDATE, "section_list_updated")).toBe(false);
    expect(isHookFor(COMPONENT, "canvas_updated")).toBe(false);
    expect(isHookFor(undefined, "canvas_updated")).toBe(false);
  });
});

// The place picker and the frame at a place, in Chromium: the picker lists the config's places and
// keeps a choice in the page's address; the frame takes a place's size, hides a hook, and follows a
// canvas component's resize_iframe (with a note in the log when it carries no size it can apply).
import type { DevConfig, DevPlace } from "@hostbridge/dev-server/contract";
import { createMockHost } from "@hostbridge/host-simulator";
import { followResize, framePlace } from "@hostbridge/host-simulator/frame";
import { afterEach, describe, expect, it } from "vitest";
import { createLog } from "../src/log";
import { createPlaceChoice, PLACE_QUERY_PARAM, resizeIgnoredNote } from "../src/places";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  history.replaceState(null, "", location.pathname);
});

const place = (id: string, kind: DevPlace["kind"], extra: Partial<DevPlace> = {}): DevPlace => ({
  id,
  kind,
  source: id.split(":")[1]!,
  entry: `${id.split(":")[1]}.html`,
  headless: kind === "hook",
  url: `http://127.0.0.1:1/${id.split(":")[1]}.html`,
  ...extra,
});

const configWith = (places: DevPlace[]): DevConfig =>
  ({ places, place: places[0]?.id ?? null }) as unknown as DevConfig;

describe("the place picker", () => {
  it("lists the places, opens the server's, and keeps a choice in the page's address", () => {
    const chosen: string[] = [];
    const config = configWith([
      place("module:ui_app", "sidebar"),
      place("module:canvas", "canvas-component"),
    ]);
    const choice = createPlaceChoice({ config: () => config, onChoose: (p) => chosen.push(p.id) });
    document.body.append(choice.element);
    cleanups.push(() => choice.element.remove());
    const select = choice.element.querySelector("select")!;
    expect([...select.options].map((option) => option.value)).toEqual([
      "module:ui_app",
      "module:canvas",
    ]);
    expect(choice.current()?.id).toBe("module:ui_app");
    expect(choice.element.hidden).toBe(false);
    select.value = "module:canvas";
    select.dispatchEvent(new Event("change"));
    expect(chosen).toEqual(["module:canvas"]);
    expect(choice.current()?.id).toBe("module:canvas");
    expect(new URL(location.href).searchParams.get(PLACE_QUERY_PARAM)).toBe("module:canvas");
  });

  it("hides itself for an app with one place", () => {
    const choice = createPlaceChoice({
      config: () => configWith([place("module:ui_app", "sidebar")]),
      onChoose: () => undefined,
    });
    expect(choice.element.hidden).toBe(true);
  });
});

describe("the frame at a place", () => {
  const frame = () => {
    const iframe = document.createElement("iframe");
    document.body.append(iframe);
    cleanups.push(() => iframe.remove());
    return iframe;
  };

  it("takes the place's dimensions, hides a hook, and goes back to the page's layout", () => {
    const iframe = frame();
    framePlace(
      iframe,
      place("module:canvas", "canvas-component", {
        dimensions: { width: "800px", height: "600px" },
      }),
    );
    expect([iframe.style.width, iframe.style.height, iframe.dataset.place]).toEqual([
      "800px",
      "600px",
      "module:canvas",
    ]);
    framePlace(iframe, place("hook:canvas.on_canvas_update", "hook"));
    expect(iframe.hidden).toBe(true);
    expect(iframe.getBoundingClientRect().height).toBe(0);
    framePlace(iframe, undefined);
    expect([iframe.style.width, iframe.hidden, iframe.dataset.place]).toEqual([
      "",
      false,
      undefined,
    ]);
  });

  it("follows resize_iframe: numbers are pixels, CSS lengths are kept, anything else is noted", async () => {
    const iframe = frame();
    const mock = createMockHost({ location: "ui", mode: "WEB" });
    const log = createLog({ filter: "", errorsOnly: false, onFilterChange: () => undefined });
    cleanups.push(() => mock.dispose());
    const stop = followResize(mock.host, iframe, resizeIgnoredNote(log));
    cleanups.push(stop);
    const resize = (data: unknown) =>
      mock.transport.send({
        id: crypto.randomUUID(),
        type: "IFRAME_DATA_MESSAGE",
        body: { action: "resize_iframe", data },
      });
    resize({ width: 640, height: "50vh" });
    await expect.poll(() => iframe.style.height).toBe("50vh");
    expect(iframe.style.width).toBe("640px");
    resize({ height: "tall" });
    await expect
      .poll(() => log.element.textContent)
      .toContain("resize_iframe carried no width or height");
    expect(iframe.style.height).toBe("50vh");
  });
});

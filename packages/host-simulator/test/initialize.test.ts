import { afterEach, describe, expect, it, vi } from "vitest";
import { initializeContext, isHostSimulatorError } from "../src/index";
import type { InitializeFrame } from "../src/index";
import { linkPerTest } from "./helpers/setup";

// A page as the platform's "Multimedia Selector Apps" guide writes one: it defines window.initialize,
// keeps the callback, and sends items through it. Here the page's window is a plain object (the browser
// test runs a real page on the host's origin).
type Callback = (payload: unknown) => void;
function selectorPage(): {
  window: Record<string, unknown>;
  callback: () => Callback;
  contexts: unknown[];
} {
  const contexts: unknown[] = [];
  let kept: Callback | undefined;
  const window: Record<string, unknown> = {
    initialize(context: unknown, callback: Callback) {
      contexts.push(context);
      kept = callback;
    },
  };
  return {
    window,
    contexts,
    callback: () => {
      if (!kept) throw new Error("initialize was not called");
      return kept;
    },
  };
}

const harbour = {
  id: "m-1",
  name: "Harbour",
  thumbnailUrl: "https://media.example.com/h-thumb.jpg",
  url: "https://media.example.com/h.jpg",
  type: "image",
  source: "stock-media",
};
const tour = {
  ...harbour,
  id: "m-2",
  name: "Tour",
  url: "https://media.example.com/t.mp4",
  type: "video",
};

afterEach(() => {
  vi.useRealTimers();
});

describe("window.initialize(context, callback), the protocol of selectors and popups", () => {
  const start = linkPerTest();

  it("calls the page's initialize with the context, and keeps the items it adds", async () => {
    const l = start();
    const page = selectorPage();
    const frame: InitializeFrame = { contentWindow: page.window };
    const context = initializeContext("multimedia-selector", "stock-media");
    const result = await l.host.initialize(context, { frame });
    expect(result).toEqual({
      context: { context: "contentSelector", appId: "stock-media" },
      attempts: 1,
    });
    expect(page.contexts).toEqual([{ context: "contentSelector", appId: "stock-media" }]);

    page.callback()({ type: "add-item", item: harbour });
    page.callback()({ type: "add-items", items: [tour, harbour] });
    expect(l.host.selectorItems()).toEqual([harbour, tour, harbour]);
    expect(l.host.events.map((event) => [event.type, event.valid])).toEqual([
      ["initialize:add-item", true],
      ["initialize:add-items", true],
    ]);
    expect(
      l.host.traffic.map((entry) => [
        entry.kind,
        entry.direction,
        "type" in entry ? entry.type : "",
      ]),
    ).toEqual([
      ["message", "out", "initialize"],
      ["event", "in", "initialize:add-item"],
      ["event", "in", "initialize:add-items"],
    ]);
  });

  it("records an unknown action and a malformed item as invalid, adds nothing, and never throws into the page", async () => {
    const l = start();
    const page = selectorPage();
    await l.host.initialize({ appId: "x" }, { frame: { contentWindow: page.window } });
    const callback = page.callback();
    expect(() => callback({ type: "close" })).not.toThrow();
    expect(() =>
      callback({ type: "add-item", item: { ...harbour, type: "pdf", url: 7 } }),
    ).not.toThrow();
    expect(() => callback({ type: "add-items", items: [harbour, { id: "m-9" }] })).not.toThrow();
    expect(() => callback("add-item")).not.toThrow();
    expect(() =>
      callback({ type: "add-item", item: { ...harbour, onPick: () => 1 } }),
    ).not.toThrow();
    expect(l.host.selectorItems()).toEqual([]);
    expect(l.host.events.map((event) => [event.type, event.valid, event.issues])).toEqual([
      [
        "initialize:close",
        false,
        [
          'type: "close" is not an action the platform takes through initialize\'s callback (add-item, add-items)',
        ],
      ],
      [
        "initialize:add-item",
        false,
        [
          "item.url: expected a non-empty string, got number",
          'item.type: expected "image" or "video", got "pdf"',
        ],
      ],
      [
        "initialize:add-items",
        false,
        [
          "items[1].name: expected a non-empty string, got nothing",
          "items[1].url: expected a non-empty string, got nothing",
          'items[1].type: expected "image" or "video", got nothing',
        ],
      ],
      [
        "initialize:(none)",
        false,
        ['expected { type: "add-item", item } or { type: "add-items", items }, got "add-item"'],
      ],
      [
        "initialize:(none)",
        false,
        [
          "the value passed to callback cannot be copied (it holds functions or DOM nodes); pass plain data",
        ],
      ],
    ]);
  });

  it("waits for a page that defines initialize late, and calls it once", async () => {
    vi.useFakeTimers();
    const l = start();
    const page = selectorPage();
    const late: Record<string, unknown> = {};
    const calling = l.host.initialize(
      { appId: "late" },
      { frame: { contentWindow: late }, retryIntervalMs: 50 },
    );
    await vi.advanceTimersByTimeAsync(120);
    late.initialize = page.window.initialize;
    await vi.advanceTimersByTimeAsync(50);
    expect(await calling).toMatchObject({ attempts: 4 });
    await vi.advanceTimersByTimeAsync(500);
    expect(page.contexts).toEqual([{ appId: "late" }]);
  });

  it("gives up with WAIT_TIMEOUT when the page never defines initialize", async () => {
    vi.useFakeTimers();
    const l = start();
    const calling = l.host.initialize(
      { appId: "x" },
      { frame: { contentWindow: {} }, maxAttempts: 3 },
    );
    const settled = calling.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    const error = await settled;
    expect(isHostSimulatorError(error, "WAIT_TIMEOUT")).toBe(true);
    expect((error as Error).message).toContain(
      "did not define window.initialize(context, callback) after 3 looks",
    );
  });

  it("reports the error the page's initialize throws, and still takes the callback's calls", async () => {
    const l = start();
    let kept: Callback | undefined;
    const window = {
      initialize(_context: unknown, callback: Callback) {
        kept = callback;
        throw new Error("setupUI is not defined");
      },
    };
    const result = await l.host.initialize({ appId: "x" }, { frame: { contentWindow: window } });
    expect(result.error).toBe("setupUI is not defined");
    kept!({ type: "add-item", item: harbour });
    expect(l.host.selectorItems()).toEqual([harbour]);
  });

  it("refuses wrong usage with a typed error", async () => {
    const l = start();
    const codeOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return isHostSimulatorError(error) ? error.code : "untyped";
      }
      return "none";
    };
    expect(codeOf(() => l.host.initialize({ appId: "x" }))).toBe("INVALID_OPTIONS");
    expect(codeOf(() => l.host.initialize([] as never, { frame: { contentWindow: {} } }))).toBe(
      "INVALID_OPTIONS",
    );
    expect(
      codeOf(() => l.host.initialize({}, { frame: { contentWindow: {} }, retryIntervalMs: 0 })),
    ).toBe("INVALID_OPTIONS");
    const crossOrigin = {
      contentWindow: new Proxy(
        {},
        {
          get() {
            throw new DOMException(
              "Blocked a frame from accessing a cross-origin frame.",
              "SecurityError",
            );
          },
        },
      ),
    };
    const error = await l.host
      .initialize({}, { frame: crossOrigin })
      .catch((caught: unknown) => caught);
    expect(isHostSimulatorError(error, "CROSS_ORIGIN_FRAME")).toBe(true);
    l.host.dispose();
    expect(codeOf(() => l.host.initialize({}, { frame: { contentWindow: {} } }))).toBe(
      "HOST_DISPOSED",
    );
  });

  it("gives each app type the context the platform's docs state, and the global popup its extra context", () => {
    expect(initializeContext("multimedia-selector", "a")).toEqual({
      context: "contentSelector",
      appId: "a",
    });
    expect(initializeContext("canvas-popup", "a")).toEqual({ appId: "a" });
    expect(initializeContext("ui-global-popup", "a", { customData: "value" })).toEqual({
      appId: "a",
      extra_context: { customData: "value" },
    });
  });
});

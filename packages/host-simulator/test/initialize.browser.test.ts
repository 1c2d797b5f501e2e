// host.initialize in Chromium with real pages: one on the test page's own origin (a srcdoc frame) that
// defines window.initialize only after its load event, as a framework that mounts late does, and a
// fixture page on the other loopback origin, which no host can call.
import { afterEach, describe, expect, it } from "vitest";
import { createHost, isHostSimulatorError } from "@hostbridge/host-simulator";
import type { Host } from "@hostbridge/host-simulator";
import { FIXTURES, OTHER } from "./helpers/frames";

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

// A selector page as the platform's "Multimedia Selector Apps" guide writes one, defining initialize
// 300 ms after it loads.
const LATE_SELECTOR = `<!doctype html><body><p data-context></p><script>
  addEventListener("load", () => setTimeout(() => {
    window.initialize = function (context, callback) {
      document.querySelector("[data-context]").textContent = JSON.stringify(context);
      window.calls = (window.calls || 0) + 1;
      callback({ type: "add-item", item: { id: "a", name: "A", url: "https://m.example.com/a.jpg", type: "image", source: "late" } });
      callback({ type: "add-items", items: [{ id: "b", name: "B", url: "https://m.example.com/b.mp4", type: "video" }, { id: "c" }] });
    };
  }, 300));
</script></body>`;

function mount(
  setUp: (iframe: HTMLIFrameElement) => void,
  appOrigin: string,
): { iframe: HTMLIFrameElement; host: Host } {
  const iframe = document.createElement("iframe");
  setUp(iframe);
  const host = createHost({ iframe, appOrigin, mode: "WEB", appSetDataOnReady: false });
  document.body.append(iframe);
  cleanups.push(
    () => iframe.remove(),
    () => host.dispose(),
  );
  return { iframe, host };
}

describe("host.initialize in a browser", () => {
  it("waits for a same-origin page to define initialize, calls it once, and keeps the valid items", async () => {
    const { iframe, host } = mount((frame) => (frame.srcdoc = LATE_SELECTOR), location.origin);
    const result = await host.initialize(
      { context: "contentSelector", appId: "late" },
      { retryIntervalMs: 50 },
    );
    expect(result.attempts).toBeGreaterThan(1);
    const page = iframe.contentWindow as unknown as { calls: number; document: Document };
    expect(page.calls).toBe(1);
    expect(page.document.querySelector("[data-context]")!.textContent).toBe(
      '{"context":"contentSelector","appId":"late"}',
    );
    expect(host.selectorItems().map((item) => item.id)).toEqual(["a"]);
    expect(host.events.map((event) => [event.type, event.valid])).toEqual([
      ["initialize:add-item", true],
      ["initialize:add-items", false],
    ]);
  });

  it("refuses a page on another origin with CROSS_ORIGIN_FRAME", async () => {
    const { iframe, host } = mount((frame) => (frame.src = `${OTHER}${FIXTURES}/app.html`), OTHER);
    await new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
    const error = await host
      .initialize({ appId: "x" }, { maxAttempts: 2 })
      .catch((caught: unknown) => caught);
    expect(isHostSimulatorError(error, "CROSS_ORIGIN_FRAME")).toBe(true);
    expect((error as Error).message).toContain("serve the app on the host page's origin");
  });
});

// An app in a frame with a simulated host (`startFrame` of ./frame, the one the dev host page and the
// kit's host page run), in a real browser: the frame at its place and its location, its page loads
// counted, the page's answer sources asked in order after the host's standing script, the run
// recorded, and `end()` leaving the frame alone afterwards. The app is a same-origin srcdoc frame
// posting the spec's envelopes.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createAppFrame,
  appUrlAt,
  PLATFORM_LOCATION_GLOBAL,
  startFrame,
} from "@hostbridge/host-simulator/frame";
import type { FrameRun, FrameRunOptions } from "@hostbridge/host-simulator/frame";

interface AppWindow extends Window {
  got: { type: string; request?: { id: string }; response?: { body: unknown; status: string } }[];
  send(message: unknown, origin: string): void;
}

const APP_DOCUMENT =
  "<script>window.got = []; addEventListener('message', (e) => got.push(e.data));" +
  "window.send = (message, origin) => parent.postMessage(message, origin);</script>";

const runs: FrameRun[] = [];
afterEach(() => {
  for (const run of runs.splice(0)) run.end();
  document.querySelectorAll("iframe").forEach((frame) => frame.remove());
  delete (window as unknown as Record<string, unknown>)[PLATFORM_LOCATION_GLOBAL];
});

const loadOf = (iframe: HTMLIFrameElement) =>
  new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));

/**
 * A run over a same-origin srcdoc frame (srcdoc wins over the src the run sets), placed in the page
 * after the run started, as the kit places it: one load, which the run's listener hears first.
 */
async function start(options: Partial<FrameRunOptions> = {}) {
  const iframe = createAppFrame("my-app", "data-test-app");
  iframe.srcdoc = APP_DOCUMENT;
  const run = startFrame({
    iframe,
    appOrigin: location.origin,
    url: appUrlAt(`${location.origin}/app/`, "ui"),
    location: "ui",
    mode: "WEB",
    wire: "envelopes",
    record: { location: "ui", mode: "WEB", wire: "envelopes" },
    ...options,
  });
  runs.push(run);
  const loaded = loadOf(iframe);
  document.body.append(iframe);
  await loaded;
  const app = iframe.contentWindow as AppWindow;
  const request = (id: string, type: string, body: unknown) =>
    app.send({ type: "SVC_REQUEST", request: { id, type, body } }, location.origin);
  const answerTo = (id: string) =>
    vi.waitFor(() => {
      const found = app.got.find((m) => m.type === "SVC_RESPONSE" && m.request?.id === id);
      if (!found) throw new Error(`no answer to ${id} yet`);
      return found.response!;
    }, 5000);
  return { run, iframe, request, answerTo };
}

describe("an app in a frame with a simulated host", () => {
  it("marks and sizes the frame at its place, loads it at its location, and counts its page loads", async () => {
    const { run, iframe } = await start({
      url: appUrlAt(`${location.origin}/app/?x=1`, "admin"),
      location: "admin",
      sameOrigin: true,
      place: { id: "module:canvas", kind: "canvas-component", dimensions: { width: "320" } },
    });
    expect(iframe.getAttribute("data-app")).toBe("my-app");
    expect(iframe.hasAttribute("data-test-app")).toBe(true);
    expect(iframe.getAttribute("sandbox")).not.toContain("allow-top-navigation");
    expect([iframe.style.width, iframe.dataset.place]).toEqual(["320px", "module:canvas"]);
    expect(new URL(run.url).searchParams.get("jsApiLocation")).toBe("admin");
    expect(new URL(run.url).searchParams.get("x")).toBe("1");
    expect((window as unknown as Record<string, unknown>)[PLATFORM_LOCATION_GLOBAL]).toBe("admin");
    expect(run.host.location).toBe("admin");
    expect(run.pageLoads.count()).toBe(1);
    const reloaded = loadOf(iframe);
    iframe.srcdoc = `${APP_DOCUMENT}<!-- again -->`;
    await reloaded;
    expect(run.pageLoads.count()).toBe(2);
  });

  it("asks the page's answer sources in order, after the host's standing script, and records the run", async () => {
    const { run, request, answerTo } = await start({
      answers: [
        (recorded) =>
          (recorded.payload as { max_selections?: number }).max_selections === 2
            ? { kind: "answer", body: { user_action: "selected", content: [{ id: "first" }] } }
            : undefined,
        undefined,
        (recorded) =>
          recorded.type === "ui_select_content"
            ? { kind: "fail", error: { message: "the drive is offline", code: "OFFLINE" } }
            : undefined,
      ],
    });
    request("one", "ui_select_content", { max_selections: 1 });
    expect(await answerTo("one")).toMatchObject({ body: { code: "OFFLINE" } });
    request("two", "ui_select_content", { max_selections: 2 });
    expect(await answerTo("two")).toMatchObject({ body: { content: [{ id: "first" }] } });
    run.host.script("ui_select_content", {
      kind: "answer",
      body: { user_action: "selected", content: [{ id: "script" }] },
    });
    request("three", "ui_select_content", { max_selections: 2 });
    expect(await answerTo("three")).toMatchObject({ body: { content: [{ id: "script" }] } });

    const scenario = run.recorder.scenario();
    expect(scenario).toMatchObject({ location: "ui", mode: "WEB", wire: "envelopes" });
    const answers = scenario.steps.filter((step) => step.kind === "answer");
    expect(answers.map((step) => step.kind === "answer" && step.status)).toEqual([
      "error",
      "ok",
      "ok",
    ]);
    expect(scenario.steps.filter((step) => step.kind === "request")).toHaveLength(3);
  });

  it("ends: the host disposed, the recording stopped, the frame's later loads its own", async () => {
    const { run, iframe } = await start();
    const recorded = run.recorder.scenario().steps.length;
    run.end();
    expect(run.host.disposed).toBe(true);
    const reloaded = loadOf(iframe);
    iframe.srcdoc = `${APP_DOCUMENT}<!-- after -->`;
    await reloaded;
    expect(run.pageLoads.count()).toBe(1);
    expect(run.recorder.scenario().steps).toHaveLength(recorded);
  });
});

// The dev host's run in Chromium: it drives the simulator only through its public API. A request
// that waits for a person reaches the dialogs with the simulator's suggestion; a canned answer (and a
// scripted one, consulted first) answers without a dialog; Interactive: auto streams the assistant's
// answer word by word; a fixtures error speaks of hostbridge.fixtures.json; the app's own reloads are
// counted, and the person's last pushes are sent again to the reloaded page. The app is a same-origin
// srcdoc frame posting the spec's envelopes.
import { afterEach, describe, expect, it, vi } from "vitest";
import { PROMPT_STREAM_DELAY_MS, startAppRun } from "../src/appRun";
import type { InteractiveRequest, AppRun, AppRunOptions } from "../src/appRun";
import type { ScriptedAnswer } from "@hostbridge/host-simulator";

interface AppWindow extends Window {
  got: { type: string; request?: { id: string }; response?: { body: unknown; status: string } }[];
  send(message: unknown, origin: string): void;
}

const runs: AppRun[] = [];
afterEach(() => {
  for (const appRun of runs.splice(0)) appRun.dispose();
  document.querySelectorAll("iframe").forEach((frame) => frame.remove());
});

/** A run over a same-origin frame that records what the host posts to it. */
async function start(options: Partial<AppRunOptions> = {}) {
  const iframe = document.createElement("iframe");
  // (srcdoc wins over the src the run sets, and shares this page's origin)
  // (the app posts from its own realm: the host accepts messages from the frame's window only)
  iframe.srcdoc =
    "<script>window.got = []; addEventListener('message', (e) => got.push(e.data));" +
    "window.send = (message, origin) => parent.postMessage(message, origin);</script>";
  document.body.append(iframe);
  // (the run sets the frame's src: the srcdoc loads again, and that document is the app)
  const loaded = new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
  const asked: InteractiveRequest[] = [];
  const appRun = startAppRun({
    iframe,
    appUrl: `${location.origin}/app/`,
    appOrigin: location.origin,
    location: "ui",
    compatNotices: false,
    mode: "WEB",
    interactive: "dialog",
    latencyMs: 0,
    strictLocation: false,
    wire: "envelopes",
    envPatch: undefined,
    envReplacement: undefined,
    data: undefined,
    cannedFor: () => undefined,
    ask: (request) => asked.push(request),
    onTraffic: () => undefined,
    onError: (message) => {
      throw new Error(message);
    },
    ...options,
  });
  runs.push(appRun);
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
  return { appRun, iframe, app, asked, request, answerTo };
}

describe("the dev host's appRun", () => {
  it("hands a waiting picker to the dialogs with the simulator's suggestion, and answers through its handle", async () => {
    const { appRun, asked, request, answerTo } = await start();
    request("p1", "ui_select_content", { max_selections: 1 });
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    const [waiting] = asked;
    expect(waiting!.type).toBe("ui_select_content");
    expect(waiting!.suggested).toMatchObject({ user_action: "selected", content: [{}] });
    expect(appRun.host.pending("ui_select_content")).toHaveLength(1);
    waiting!.waiting.answer({ user_action: "cancelled" });
    expect(await answerTo("p1")).toMatchObject({ body: { user_action: "cancelled" } });
  });

  it("answers from a scripted answer first, then the page's canned answer, with no dialog", async () => {
    const canned: ScriptedAnswer = {
      kind: "fail",
      error: { message: "the drive is offline", code: "OFFLINE" },
      delayMs: 0,
    };
    const { asked, request, answerTo } = await start({
      cannedFor: (type) => (type === "ui_select_content" ? canned : undefined),
      scripted: (recorded) =>
        (recorded.payload as { max_selections?: number }).max_selections === 2
          ? { kind: "answer", body: { user_action: "selected", content: [{ id: "s" }] } }
          : undefined,
    });
    request("one", "ui_select_content", { max_selections: 1 });
    request("two", "ui_select_content", { max_selections: 2 });
    expect(await answerTo("one")).toMatchObject({
      body: { code: "OFFLINE", message: "the drive is offline" },
    });
    expect(await answerTo("two")).toMatchObject({ body: { content: [{ id: "s" }] } });
    expect(asked).toEqual([]);
  });

  it("streams the prompt assistant's answer word by word with Interactive: auto", async () => {
    const { app, asked, request, answerTo } = await start({ interactive: "auto" });
    const started = performance.now();
    request("a1", "ui_prompt_assistant", { id: "pa-1", prompt: "Summarise" });
    const answer = (await answerTo("a1")) as { body: { id: string; response: string } };
    const words = answer.body.response.split(/(?<= )/);
    const chunks = app.got.filter((m) =>
      JSON.stringify(m).includes("ui_prompt_assistant_response_streamed"),
    );
    expect(words.length).toBeGreaterThan(1);
    expect(chunks).toHaveLength(words.length);
    expect(performance.now() - started).toBeGreaterThanOrEqual(
      words.length * PROMPT_STREAM_DELAY_MS,
    );
    expect(asked).toEqual([]);
  });

  it("tells a missing record's error in the page's terms (hostbridge.fixtures.json)", async () => {
    const { request, answerTo } = await start();
    request("c1", "ui_print_canvas", { id: "canvas-missing" });
    const answer = (await answerTo("c1")) as { body: { code: string; message: string } };
    expect(answer.body.code).toBe("NOT_FOUND");
    expect(answer.body.message).toContain('add records under "data" in hostbridge.fixtures.json');
  });

  it("counts the app's page loads: a request carries its load, and a reload of the app is told", async () => {
    const reloads: number[] = [];
    const { appRun, iframe, asked } = await start({ onReload: (load) => reloads.push(load) });
    const app = () => iframe.contentWindow as AppWindow;
    const request = (id: string) =>
      app().send(
        { type: "SVC_REQUEST", request: { id, type: "ui_select_content", body: {} } },
        location.origin,
      );
    request("before");
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.load).toBe(1);
    expect(reloads).toEqual([]);

    // The app reloads itself (as a dev server's full reload does): load 2.
    const reloaded = new Promise((resolve) =>
      iframe.addEventListener("load", resolve, { once: true }),
    );
    app().location.reload();
    await reloaded;
    expect(reloads).toEqual([2]);
    expect(appRun.load).toBe(2);
    request("after");
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]!.load).toBe(2);
  });

  it("sends the person's last push of each type again when the app reloads itself (hot reload)", async () => {
    const told: [number, readonly string[]][] = [];
    const { appRun, iframe } = await start({
      onReload: (load, resent) => told.push([load, resent]),
    });
    const pushed = () =>
      (iframe.contentWindow as AppWindow).got
        .filter((m) => m.type === "UI_MESSAGE")
        .map((m) => (m as unknown as { body: { type: string; body: unknown } }).body);
    appRun.push("ui_app_update_data", { in_call: false, is_edit_mode: false });
    appRun.push("ui_app_update_data", { in_call: true, is_edit_mode: false });
    await vi.waitFor(() => expect(pushed()).toHaveLength(2));

    const reloaded = new Promise((resolve) =>
      iframe.addEventListener("load", resolve, { once: true }),
    );
    (iframe.contentWindow as AppWindow).location.reload();
    await reloaded;
    expect(told).toEqual([[2, ["ui_app_update_data"]]]);
    // (the new page gets the last one only, as the host's current state)
    await vi.waitFor(() =>
      expect(pushed()).toEqual([
        { type: "ui_app_update_data", body: { in_call: true, is_edit_mode: false } },
      ]),
    );
  });

  it("closes the dialogs when the app reloads (the appRun ends) and sends nothing", async () => {
    const { appRun, app, asked, request } = await start();
    request("p2", "ui_select_content", {});
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    const sent = app.got.length;
    appRun.dispose();
    expect(asked[0]!.signal.aborted).toBe(true);
    expect(app.got.length).toBe(sent);
  });
});

// The inspector in a real browser (Chromium): it overlays the app with the live traffic, the
// requests still waiting and their age, and the start-up timeline; it works on a narrow touch
// screen, sends nothing over the network, shows only redacted values, and exports only when the
// user taps "share", "copy" or "download", saying on screen what each did. Closed, it leaves a
// handle that reopens it, and keeps recording. The browser's share sheet and clipboard
// (`navigator.share`, `canShare`, `clipboard`) are replaced by test doubles on the page's
// navigator: they are the browser's, not ours; what is checked is our calls and what we show.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createBridge, createMemoryTransportPair } from "@hostbridge/transport";
import { SCENARIO_VERSION } from "@hostbridge/protocol-types";
import { createInspector } from "@hostbridge/sdk/inspector";
import { inspectorRequested, INSPECTOR_FLAG } from "@hostbridge/sdk";
import credentialEnv from "../../transport/test/fixtures/credential-env.json";

const CREDENTIAL = /cred-[a-z-]+-\d{4}/;
/** The steps of {@link recordedApp}'s export, in order. */
const STEPS = [
  "request ui_app_loaded",
  "push ui_app_set_data",
  "answer ui_app_loaded",
  "request get_env",
  "answer get_env",
  "emit canvas_opened",
  "request ui_select_content",
];

/** The navigator members a test replaced (own properties shadowing the browser's). */
const replaced = new Set<string>();
/** Replaces `navigator[name]` for one test (`undefined`: the engine does not have it). */
function replaceNavigator(name: "share" | "canShare" | "clipboard", value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  replaced.add(name);
}

afterEach(() => {
  for (const name of replaced) Reflect.deleteProperty(navigator, name);
  replaced.clear();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  localStorage.removeItem(INSPECTOR_FLAG);
});

/** An app whose host answers get_env with credentials, pushes start data, fires an event, and leaves a picker open. */
async function recordedApp() {
  const inspector = createInspector({ app: "inspected-app" });
  const [appEnd, hostEnd] = createMemoryTransportPair();
  hostEnd.listen((message) => {
    const { request } = message as { request?: { id: string; type: string } };
    if (request?.type == "get_env")
      hostEnd.send({
        type: "SVC_RESPONSE",
        request,
        response: { status: "ok", body: credentialEnv },
      });
    if (request?.type == "ui_app_loaded")
      hostEnd.send({ type: "SVC_RESPONSE", request, response: { status: "ok" } });
  });
  const bridge = createBridge({ transport: appEnd, onActivity: inspector.onActivity });
  bridge.onMessage("ui", "*", () => {});
  bridge.onEvent("canvas_opened", () => {});
  hostEnd.send({
    type: "UI_MESSAGE",
    id: "m1",
    body: { type: "ui_app_set_data", data: credentialEnv },
  });
  await bridge.call("svc", "ui_app_loaded", undefined);
  await bridge.call("svc", "get_env", undefined);
  hostEnd.send({
    type: "SVC_EVENT",
    request: { id: "e1", type: "canvas_opened", body: { id: "c1" } },
  });
  await vi.waitFor(() => expect(inspector.records().map((r) => r.kind)).toContain("event"));
  void bridge.call("svc", "ui_select_content", { content_type: "file" }).catch(() => {});
  await vi.waitFor(() => expect(inspector.waiting()).toHaveLength(1));
  return { inspector, bridge, hostEnd };
}

const status = () => document.querySelector(".hbi [role=status]")?.textContent ?? "";

/** Taps the overlay's button named `name`. */
const tap = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>(".hbi button")]
    .find((b) => b.textContent == name)!
    .click();

/** Taps the tab `name` and returns what its list shows. */
const tab = (name: string) => {
  tap(name);
  return document.querySelector(".hbi ol")!.textContent;
};

describe("the inspector", () => {
  it("is off unless the URL flag or the storage key asks for it", () => {
    expect(inspectorRequested()).toBe(false);
    localStorage.setItem(INSPECTOR_FLAG, "on");
    expect(inspectorRequested()).toBe(true);
  });

  it("shows live traffic, waiting requests with their age, and the start-up timeline, all redacted", async () => {
    const network = [
      vi.spyOn(window, "fetch"),
      vi.spyOn(navigator, "sendBeacon"),
      vi.spyOn(XMLHttpRequest.prototype, "open"),
    ];
    const { inspector, bridge } = await recordedApp();
    inspector.open();
    const traffic = tab("traffic");
    expect(traffic).toMatch(/request get_env · svc · envelopes · \d+ ms · \d+ B · ok/);
    expect(traffic).toMatch(/push ui_app_set_data/);
    expect(traffic).toMatch(/event canvas_opened/);
    expect(traffic).toContain("Dana Rep");
    expect(tab("waiting")).toMatch(/ui_select_content · svc · waiting \d+\.\d s/);
    const startup = tab("start-up");
    for (const step of ["probe", "wire chosen", "ready", "start data", "loaded", "first env"])
      expect(startup).toContain(step);
    expect(startup).toMatch(/loaded · \+\d+ ms · ui_app_loaded: ok/);
    const shown = ["traffic", "waiting", "start-up"].map(tab).join("\n");
    expect(shown).not.toMatch(CREDENTIAL);
    for (const spy of network) expect(spy).not.toHaveBeenCalled();
    bridge.dispose();
  });

  it("lists the compat notices it is given as configureCompat's onNotice, each with its migrate command", () => {
    const inspector = createInspector({ app: "old-client-app" });
    inspector.open();
    expect(tab("compat")).toMatch(/no compat notice/);
    // (what @hostbridge/compat's configureCompat({ onNotice: inspector.onNotice }) hands it)
    inspector.onNotice({
      rule: "snake-case-aliases",
      feature: "a snake_case alias of a ui/admin/dsr method",
      modern: "the camelCase method (ui.appLoaded())",
      where: "ui.app_loaded",
    });
    const shown = tab("compat");
    expect(shown).toContain("snake-case-aliases · ui.app_loaded: a snake_case alias");
    expect(shown).toContain("modern: the camelCase method (ui.appLoaded())");
    expect(shown).toContain("hostbridge migrate --modernize snake-case-aliases");
    expect(inspector.notices().map((notice) => notice.rule)).toEqual(["snake-case-aliases"]);
    inspector.remove();
  });

  it("fits a narrow touch screen: full width, touch-sized controls", async () => {
    const { inspector, bridge } = await recordedApp();
    const frame = document.createElement("div");
    frame.style.width = "360px";
    document.body.append(frame);
    inspector.open(frame);
    const panel = document.querySelector<HTMLElement>(".hbi")!.getBoundingClientRect();
    expect(panel.width).toBeLessThanOrEqual(window.innerWidth);
    for (const button of document.querySelectorAll<HTMLElement>(".hbi button"))
      expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    inspector.close();
    expect(document.querySelector(".hbi")).toBeNull();
    bridge.dispose();
  });

  it("exports the redacted recording as a download only when the user taps download, and says so", async () => {
    const created = vi.spyOn(URL, "createObjectURL");
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { inspector, bridge } = await recordedApp();
    inspector.open();
    expect(created).not.toHaveBeenCalled();
    expect(status()).toBe("nothing exported yet");
    tap("download");
    expect(created).toHaveBeenCalledTimes(1);
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^inspected-app-\d+\.scenario\.json$/);
    const records = inspector.records().length;
    expect(status()).toBe(
      `exported ${records} records as ${link.download} (a download: inside an app's WebView use share or copy)`,
    );
    expect(inspector.lastExport).toMatchObject({ result: "downloaded", fileName: link.download });
    const file = await (await fetch(link.href)).text();
    expect(file).not.toMatch(CREDENTIAL);
    const scenario = JSON.parse(file) as {
      version: number;
      mode: string;
      wire: string;
      steps: { kind: string; type?: string }[];
    };
    expect(scenario).toMatchObject({ version: SCENARIO_VERSION, mode: "WEB", wire: "envelopes" });
    expect(scenario.steps.map((s) => `${s.kind} ${s.type}`)).toEqual(STEPS);
    bridge.dispose();
  });

  it("leaves a handle when closed that reopens it, with what came while it was closed", async () => {
    const { inspector, bridge, hostEnd } = await recordedApp();
    inspector.open();
    tap("close");
    expect(document.querySelector(".hbi")).toBeNull();
    expect(inspector.isOpen).toBe(false);
    const handle = document.querySelector<HTMLButtonElement>(".hbi-handle")!;
    expect(handle.getAttribute("aria-label")).toMatch(/^open the HostBridge inspector/);
    expect(handle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const before = inspector.records().length;
    expect(handle.textContent).toBe(`inspector · ${before}`);
    // the host keeps talking while the inspector is closed
    hostEnd.send({
      type: "UI_MESSAGE",
      id: "m2",
      body: { type: "ui_app_update_data", body: { note: "closed-while-away" } },
    });
    await vi.waitFor(() => expect(inspector.records().length).toBe(before + 1));
    expect(handle.textContent).toBe(`inspector · ${before + 1}`);
    handle.click();
    expect(inspector.isOpen).toBe(true);
    expect(document.querySelector(".hbi-handle")).toBeNull();
    const traffic = tab("traffic");
    expect(traffic).toMatch(/push ui_app_update_data/);
    expect(traffic).toContain("closed-while-away");
    expect(traffic).toContain("Dana Rep");
    inspector.remove();
    expect(document.querySelector(".hbi, .hbi-handle")).toBeNull();
    bridge.dispose();
  });

  it("shares the recording as a file where the engine can share files, and says so", async () => {
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    const canShare = vi.fn((data: ShareData) => !!data.files?.length);
    replaceNavigator("share", share);
    replaceNavigator("canShare", canShare);
    const { inspector, bridge } = await recordedApp();
    inspector.open();
    tap("share");
    await vi.waitFor(() => expect(status()).toMatch(/^shared /));
    expect(share).toHaveBeenCalledTimes(1);
    const [shared] = share.mock.calls[0]![0].files!;
    expect(shared!.name).toMatch(/^inspected-app-\d+\.scenario\.json$/);
    expect(shared!.type).toBe("application/json");
    expect(status()).toBe(`shared ${inspector.records().length} records as ${shared!.name}`);
    const text = await shared!.text();
    expect(text).not.toMatch(CREDENTIAL);
    expect(JSON.parse(text)).toMatchObject({
      version: SCENARIO_VERSION,
      mode: "WEB",
      wire: "envelopes",
    });
    bridge.dispose();
  });

  it("copies the recording as text when the engine has no navigator.share, and says so", async () => {
    replaceNavigator("share", undefined);
    replaceNavigator("canShare", undefined);
    const writeText = vi.fn((_text: string) => Promise.resolve());
    replaceNavigator("clipboard", { writeText });
    const { inspector, bridge } = await recordedApp();
    inspector.open();
    tap("share");
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(status()).toMatch(/copied/));
    const records = inspector.records().length;
    expect(status()).toMatch(
      new RegExp(
        `^this browser cannot share files; copied ${records} records as text; paste them into a file named inspected-app-\\d+\\.scenario\\.json$`,
      ),
    );
    const text = writeText.mock.calls[0]![0];
    expect(text).not.toMatch(CREDENTIAL);
    const scenario = JSON.parse(text) as { steps: { kind: string; type?: string }[] };
    expect(scenario.steps.map((s) => `${s.kind} ${s.type}`)).toEqual(STEPS);
    expect(inspector.lastExport?.result).toBe("copied");
    bridge.dispose();
  });

  it("copies as text when sharing fails, and says nothing was sent when the person cancels", async () => {
    const share = vi.fn(() => Promise.reject(new DOMException("Share canceled", "AbortError")));
    replaceNavigator("share", share);
    replaceNavigator("canShare", () => true);
    const writeText = vi.fn(() => Promise.resolve());
    replaceNavigator("clipboard", { writeText });
    const { inspector, bridge } = await recordedApp();
    inspector.open();
    tap("share");
    await vi.waitFor(() => expect(status()).toMatch(/^sharing cancelled: inspected-app-\d+/));
    expect(status()).toMatch(/was not sent$/);
    expect(writeText).not.toHaveBeenCalled();
    share.mockImplementation(() =>
      Promise.reject(new DOMException("Permission denied", "NotAllowedError")),
    );
    tap("share");
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    await vi.waitFor(() =>
      expect(status()).toMatch(
        /^sharing failed \(NotAllowedError: Permission denied\); copied \d+ records as text/,
      ),
    );
    bridge.dispose();
  });

  it("selects the recording's text for the person to copy when the clipboard is refused, and says so", async () => {
    const refused = new DOMException("Write permission denied.", "NotAllowedError");
    replaceNavigator("clipboard", { writeText: vi.fn(() => Promise.reject(refused)) });
    const { inspector, bridge } = await recordedApp();
    inspector.open();
    tap("copy");
    await vi.waitFor(() => expect(status()).toMatch(/refused/));
    expect(status()).toMatch(
      /^the clipboard was refused \(NotAllowedError: Write permission denied\.\): the recording's text is selected below; copy it and save it as inspected-app-\d+\.scenario\.json$/,
    );
    const area = document.querySelector<HTMLTextAreaElement>(".hbi textarea")!;
    expect(document.activeElement).toBe(area);
    expect([area.selectionStart, area.selectionEnd]).toEqual([0, area.value.length]);
    expect(area.value).not.toMatch(CREDENTIAL);
    const scenario = JSON.parse(area.value) as { steps: { kind: string; type?: string }[] };
    expect(scenario.steps.map((s) => `${s.kind} ${s.type}`)).toEqual(STEPS);
    // the status stays after the inspector is closed and reopened
    tap("close");
    document.querySelector<HTMLButtonElement>(".hbi-handle")!.click();
    expect(status()).toMatch(/^the clipboard was refused/);
    replaceNavigator("clipboard", undefined);
    tap("copy");
    await vi.waitFor(() => expect(status()).toMatch(/^this page has no clipboard: /));
    bridge.dispose();
  });
});

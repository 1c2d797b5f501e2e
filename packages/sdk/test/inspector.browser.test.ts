// The inspector in a real browser (Chromium): it overlays the app with the live traffic, the
// requests still waiting and their age, and the start-up timeline; it works on a narrow touch
// screen, sends nothing over the network, shows only redacted values, and exports only when the
// user taps "export".
import { afterEach, describe, expect, it, vi } from "vitest";
import { createBridge, createMemoryTransportPair } from "@hostbridge/transport";
import { createInspector } from "@hostbridge/sdk/inspector";
import { inspectorRequested, INSPECTOR_FLAG } from "@hostbridge/sdk";
import credentialEnv from "../../transport/test/fixtures/credential-env.json";

const CREDENTIAL = /cred-[a-z-]+-\d{4}/;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
  localStorage.removeItem(INSPECTOR_FLAG);
});

/** An app whose host answers get_env with credentials, pushes start data, fires an event, and leaves a picker open. */
async function session() {
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
  return { inspector, bridge };
}

const tab = (name: string) => {
  const button = [...document.querySelectorAll<HTMLButtonElement>(".hbi button")].find(
    (b) => b.textContent == name,
  )!;
  button.click();
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
    const { inspector, bridge } = await session();
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

  it("fits a narrow touch screen: full width, touch-sized controls", async () => {
    const { inspector, bridge } = await session();
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

  it("exports the redacted session only when the user taps export", async () => {
    const created = vi.spyOn(URL, "createObjectURL");
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { inspector, bridge } = await session();
    inspector.open();
    expect(created).not.toHaveBeenCalled();
    tab("export");
    expect(created).toHaveBeenCalledTimes(1);
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^inspected-app-\d+\.scenario\.json$/);
    const file = await (await fetch(link.href)).text();
    expect(file).not.toMatch(CREDENTIAL);
    const scenario = JSON.parse(file) as {
      version: number;
      steps: { kind: string; type?: string }[];
    };
    expect(scenario.version).toBe(1);
    expect(scenario.steps.map((s) => `${s.kind} ${s.type}`)).toEqual([
      "request ui_app_loaded",
      "push ui_app_set_data",
      "answer ui_app_loaded",
      "request get_env",
      "answer get_env",
      "fire canvas_opened",
      "request ui_select_content",
    ]);
    bridge.dispose();
  });
});

// What the inspector's export says of the session it came from: the mode and wire the bridge
// actually used. An app with default options, as the top page of an iOS host (a WKWebView that
// registered the `hostBridge` script message handler and answers through
// `window.hostBridgeReceive`), exports `mode: "IOS"` and the envelope wire it spoke; a long session
// whose first records were dropped still says so.
import { afterEach, describe, expect, it, vi } from "vitest";
import { useUi } from "@hostbridge/sdk";
import { createInspector } from "@hostbridge/sdk/inspector";

type Envelope = { type: string; request?: { id: string; type: string } };

/** A page inside an iOS host: the script message handler, and the host answering every request (`answers`: an error body by request type). */
function iosPage(errors: Record<string, unknown> = {}) {
  const sent: Envelope[] = [];
  const page: Record<string, unknown> = {};
  page.parent = page;
  page.webkit = {
    messageHandlers: {
      hostBridge: {
        postMessage(message: Envelope) {
          sent.push(message);
          const { request } = message;
          if (message.type != "SVC_REQUEST" || !request) return;
          // (an iOS host answers later, with evaluateJavaScript("window.hostBridgeReceive(...)"))
          setTimeout(() =>
            (page.hostBridgeReceive as (m: unknown) => void)({
              type: "SVC_RESPONSE",
              request,
              response:
                request.type in errors
                  ? { status: "error", body: errors[request.type] }
                  : { status: "ok" },
            }),
          );
        },
      },
    },
  };
  vi.stubGlobal("window", page);
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe("the inspector's export of a session on the native iOS bridge", () => {
  it("says mode IOS and the wire the session spoke", async () => {
    const sent = iosPage();
    const inspector = createInspector({ app: "ipad-app" });
    const ui = useUi({ onActivity: inspector.onActivity });
    await ui.appLoaded();
    expect(sent.map((m) => m.request?.type)).toContain("ui_app_loaded");
    const exported = inspector.exportRecording();
    expect(exported).toMatchObject({ mode: "IOS", wire: "envelopes", app: "ipad-app" });
    expect(exported.steps.map((s) => `${s.from} ${s.kind} ${"type" in s ? s.type : ""}`)).toEqual([
      "app request ui_app_loaded",
      "host answer ui_app_loaded",
    ]);
    ui.bridge.dispose();
  });

  it("keeps the host's error message and code as the host sent them, and no code when it sent none", async () => {
    iosPage({
      crm_query: { message: "CRM is down", code: "CRM_DOWN" },
      ui_toast: { message: "no toast today" },
    });
    const inspector = createInspector();
    const ui = useUi({ onActivity: inspector.onActivity });
    await expect(
      ui.bridge.request("crm_query", { query: "SELECT Id FROM Account" }),
    ).rejects.toThrow("CRM is down");
    await expect(ui.bridge.request("ui_toast", { text: "hi" })).rejects.toThrow("no toast today");
    const answers = inspector
      .exportRecording()
      .steps.filter((step) => step.from == "host" && step.kind == "answer")
      // (each answer's time, latency and request are the export's own: issue 55)
      .map(({ at: _at, latencyMs: _latency, request: _request, ...sent }) => sent);
    expect(answers).toEqual([
      {
        from: "host",
        kind: "answer",
        type: "crm_query",
        status: "error",
        error: { message: "CRM is down", code: "CRM_DOWN" },
      },
      {
        from: "host",
        kind: "answer",
        type: "ui_toast",
        status: "error",
        error: { message: "no toast today" },
      },
    ]);
    ui.bridge.dispose();
  });

  it("keeps the session's mode and wire after its first records were dropped for the limit", async () => {
    iosPage();
    const inspector = createInspector({ limit: 4 });
    const ui = useUi({ onActivity: inspector.onActivity });
    for (let i = 0; i < 3; i++) await ui.appLoaded();
    expect(inspector.records().some((r) => r.kind == "wire")).toBe(false);
    expect(inspector.exportRecording()).toMatchObject({ mode: "IOS", wire: "envelopes" });
    ui.bridge.dispose();
  });

  it("takes the mode option only where the bridge cannot tell (an injected transport)", () => {
    const inspector = createInspector({ mode: "ANDROID" });
    expect(inspector.exportRecording().mode).toBe("ANDROID");
    inspector.onActivity({
      kind: "wire",
      id: "wire",
      type: "envelopes",
      environment: "svc",
      wire: "envelopes",
      start: 1,
      end: 1,
      outcome: "ok",
      value: undefined,
      size: 0,
      mode: "IOS",
    });
    expect(inspector.exportRecording()).toMatchObject({ mode: "IOS", wire: "envelopes" });
  });
});

// The inspector, in a real browser (Chromium), shows and exports no token that sits inside a value:
// a URL with `?access_token=` under an ordinary key (an answer, a push) or in a host error's message
// appears with the token masked and the rest of the URL readable.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createBridge, createMemoryTransportPair } from "@hostbridge/transport";
import { createInspector } from "@hostbridge/sdk/inspector";

const SECRET = "URL-SECRET-123456";
const FILE_URL = `https://cdn.example.com/deck.pdf?access_token=${SECRET}&v=2`;
const MASKED = "https://cdn.example.com/deck.pdf?access_token=[redacted]&v=2";

afterEach(() => {
  document.body.replaceChildren();
});

describe("the inspector", () => {
  it("shows and exports URLs with their token masked, in answers, pushes and host errors", async () => {
    const inspector = createInspector({ app: "inspected-app" });
    const [appEnd, hostEnd] = createMemoryTransportPair();
    hostEnd.listen((message) => {
      const { request } = message as { request?: { id: string; type: string } };
      if (request?.type == "get_env")
        hostEnd.send({
          type: "SVC_RESPONSE",
          request,
          response: { status: "ok", body: { file: { download_url: FILE_URL } } },
        });
      if (request?.type == "crm_query")
        hostEnd.send({
          type: "SVC_RESPONSE",
          request,
          response: {
            status: "error",
            body: { message: `could not read ${FILE_URL}`, code: "CRM_DOWN" },
          },
        });
    });
    const bridge = createBridge({ transport: appEnd, onActivity: inspector.onActivity });
    bridge.onMessage("ui", "*", () => {});
    hostEnd.send({
      type: "UI_MESSAGE",
      id: "m1",
      body: { type: "ui_app_set_data", data: { link: FILE_URL } },
    });
    await bridge.call("svc", "get_env", undefined);
    await bridge.call("svc", "crm_query", { query: "SELECT Id FROM Account" }).catch(() => {});
    await vi.waitFor(() => expect(inspector.records().map((r) => r.kind)).toContain("push"));

    inspector.open();
    const shown = document.querySelector(".hbi")!.textContent;
    const exported = JSON.stringify(inspector.exportRecording());
    const records = JSON.stringify(inspector.records());
    for (const text of [shown, exported, records]) expect(text).not.toContain(SECRET);
    expect(shown).toContain(MASKED);
    expect(exported).toContain(MASKED);
    expect(records).toContain(`could not read ${MASKED}`);
    inspector.close();
    bridge.dispose();
  });
});

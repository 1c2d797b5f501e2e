// @vitest-environment happy-dom
// The example app against a simulated host, without an iframe: createMockHost() hands the app an
// in-memory transport, the test plays the host (answers pickers, pushes messages) and reads the DOM.
// Here it runs in Chromium (the browser project; browser mode ignores the line above); in an app
// scaffolded with `--template full`, `npm test` runs it in happy-dom.
import { createMockHost } from "@hostbridge/host-simulator";
import type { MockHost } from "@hostbridge/host-simulator";
import { afterEach, describe, expect, it } from "vitest";
import { mountAdminApp } from "../src/adminView";
import { mountCanvasApp } from "../src/uiView";

let mock: MockHost;
let root: HTMLElement;

function start(location: "ui" | "impact" | "admin"): void {
  mock = createMockHost({ location, mode: "WEB" });
  root = document.createElement("main");
  document.body.append(root);
  if (location === "admin") mountAdminApp(root, { transport: mock.transport });
  else mountCanvasApp(root, location, { transport: mock.transport });
}

const text = (selector: string) => root.querySelector(selector)?.textContent ?? "";
const click = (selector: string) => root.querySelector<HTMLButtonElement>(selector)!.click();

afterEach(() => {
  mock.dispose();
  root.remove();
});

describe("the example app", () => {
  it("shows the environment without its tokens, says it is ready, and shows the start data", async () => {
    start("ui");
    await expect.poll(() => text('[data-fact="User"]')).toBe("Dana Reyes <dana.reyes@example.com>");
    expect(text('[data-fact="Access token"]')).toBe("received (not shown)");
    expect(root.textContent).not.toContain(mock.host.fixtures.env.svc.access_token);
    await mock.host.waitForRequest("ui_embeddable_ready");
    await mock.host.waitForRequest("ui_app_loaded");
    await expect.poll(() => text('[data-view="canvas"]')).toContain("component-sim-0001");
  });

  it("picks content through the host's picker and opens a picked file", async () => {
    start("ui");
    await mock.host.waitForRequest("ui_app_loaded");
    click('[data-action="pick"]');
    const request = await mock.host.waitForRequest("ui_select_content");
    expect(request.payload).toEqual({ content_type: "file", max_selections: 3 });
    mock.host.answer("ui_select_content", {
      user_action: "selected",
      content: [{ id: "file-sim-0004", name: "Phase III Trial Summary.pdf" }],
    });
    await expect.poll(() => text('[data-view="content"]')).toContain("Phase III Trial Summary.pdf");
    click('[data-view="content"] [data-action="open-file"]');
    expect((await mock.host.waitForRequest("ui_open")).payload).toEqual({
      fileId: "file-sim-0004",
    });
    await expect
      .poll(() => text('[data-outcome="content"]'))
      .toContain("The host opened “Phase III Trial Summary.pdf”.");

    click('[data-action="pick"]');
    await mock.host.waitForRequest("ui_select_content");
    mock.host.cancel("ui_select_content");
    await expect
      .poll(() => text('[data-outcome="content"]'))
      .toBe("The picker was closed without a choice.");
  });

  it("follows pushed canvas updates and host events", async () => {
    start("ui");
    await mock.host.waitForRequest("ui_app_loaded");
    mock.host.push("ui_canvas_updated");
    mock.host.push("ui_canvas_updated");
    mock.host.emit("canvas_opened", { body: { canvas_id: "canvas-sim-0001" } });
    await expect
      .poll(() => root.querySelector('[data-view="canvas"]')?.getAttribute("data-canvas-updates"))
      .toBe("2");
    await expect.poll(() => text('[data-feed="messages"]')).toContain("canvas_opened");
  });

  it("shows the host's error code and message for an invalid request", async () => {
    start("ui");
    click('[data-action="invalid-request"]');
    await expect
      .poll(() => text('[data-outcome="errors"] [data-error-code]'))
      .toBe("INVALID_PAYLOAD");
    expect(text('[data-outcome="errors"] .error-message')).toContain(
      "notify_url: must be an HTTPS URL",
    );
  });

  it("sends a valid peer connectivity event", async () => {
    start("ui");
    click('[data-action="send-peer"]');
    const event = await mock.host.waitForEvent("peer_connectivity_event");
    expect(event.valid).toBe(true);
    expect(event.body).toMatchObject({
      action: "file.open",
      version: 1,
      metadata: { source: "app" },
    });
  });

  it("lists recent files in the impact location, where there is no picker", async () => {
    start("impact");
    await expect.poll(() => text('[data-fact="User"]')).toContain("Dana Reyes");
    expect(root.querySelector('[data-action="pick"]')).toBeNull();
    click('[data-action="recent-files"]');
    await expect.poll(() => root.querySelectorAll('[data-view="content"] li').length).toBe(3);
  });

  it("reports a host error with the admin error's code in the admin location", async () => {
    start("admin");
    await expect.poll(() => text('[data-fact="Client"]')).toBe("admin");
    click('[data-action="invalid-request"]');
    await expect.poll(() => text('[data-outcome="errors"] [data-error-code]')).toMatch(/NOT_FOUND/);
  });
});

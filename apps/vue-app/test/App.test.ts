// The app against a mock host: one line mounts it (Vue Test Utils + createMockHost), no browser.
// `npm test` runs this file (Vitest).
import { afterEach, describe, expect, it, vi } from "vitest";
import { mountWithHost } from "@hostbridge/vue/testing";
import type { MountedWithHost } from "@hostbridge/vue/testing";
import App from "../src/App.vue";

describe("the app", () => {
  let app: MountedWithHost;
  const view = (name: string) => app.wrapper.get(`[data-view="${name}"]`).text();
  afterEach(() => app.unmount());

  it("shows who is signed in and the host's mode", async () => {
    app = mountWithHost(App);
    await vi.waitFor(() => expect(view("env")).toMatch(/ in WEB$/));
  });

  it("tells the host it is ready, shows the start data the host pushes, and says it is loaded, once", async () => {
    app = mountWithHost(App);
    await app.host.waitForRequest("ui_embeddable_ready");
    await vi.waitFor(() => expect(view("pushed")).toMatch(/^Canvas: /));
    await app.host.waitForRequest("ui_app_loaded");
    const sent = app.host.requests.map((r) => r.type);
    expect(sent.filter((type) => type === "ui_embeddable_ready")).toHaveLength(1);
    expect(sent.filter((type) => type === "ui_app_loaded")).toHaveLength(1);
  });

  it("shows the picker waiting, then the file the user picks", async () => {
    app = mountWithHost(App);
    await app.wrapper.get('[data-action="pick"]').trigger("click");
    expect(view("picked")).toBe("Waiting for the picker…");
    await app.host.waitForRequest("ui_select_content");
    app.host.answer("ui_select_content", {
      user_action: "selected",
      content: [{ id: "file-1", name: "Quarterly review.pptx" }],
    });
    await vi.waitFor(() => expect(view("picked")).toBe("Picked: Quarterly review.pptx"));
  });

  it("says so when the user closes the picker, and when the picker fails", async () => {
    app = mountWithHost(App);
    await app.wrapper.get('[data-action="pick"]').trigger("click");
    await app.host.waitForRequest("ui_select_content");
    app.host.cancel("ui_select_content");
    await vi.waitFor(() => expect(view("picked")).toBe("Nothing picked."));
    await app.wrapper.get('[data-action="pick"]').trigger("click");
    await app.host.waitForRequest("ui_select_content");
    app.host.fail("ui_select_content", { code: "NO_ACCESS", message: "not allowed" });
    await vi.waitFor(() => expect(view("picked")).toMatch(/^The picker failed: /));
  });

  it("shows the canvas the host opens (a host event)", async () => {
    app = mountWithHost(App);
    app.host.emit("canvas_opened", { body: { canvas_id: "canvas-7" } });
    await vi.waitFor(() => expect(view("event")).toBe("The host opened canvas canvas-7."));
  });
});

// The app against a mock host: the host simulator on an in-memory link, no browser needed.
// `npm test` runs this file (Vitest).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMockHost } from "@hostbridge/host-simulator";
import type { MockHost } from "@hostbridge/host-simulator";
import { startApp } from "../src/app";
import type { App } from "../src/app";

describe("the app", () => {
  let mock: MockHost;
  let app: App;
  const view = { showEnv: vi.fn(), showPicked: vi.fn(), showPushed: vi.fn() };

  beforeEach(() => {
    vi.clearAllMocks();
    mock = createMockHost({ location: "ui", mode: "WEB" });
    app = startApp(view, { transport: mock.transport });
  });
  afterEach(() => {
    app.stop();
    mock.dispose();
  });

  it("shows who is signed in and the host's mode", async () => {
    await vi.waitFor(() =>
      expect(view.showEnv).toHaveBeenCalledWith(expect.stringMatching(/ in WEB$/)),
    );
  });

  it("shows the file the user picks", async () => {
    const picking = app.pickFile();
    await mock.host.waitForRequest("ui_select_content");
    mock.host.answer("ui_select_content", {
      user_action: "selected",
      content: [{ id: "file-1", name: "Quarterly review.pptx" }],
    });
    await picking;
    expect(view.showPicked).toHaveBeenCalledWith("Picked: Quarterly review.pptx");
  });

  it("says so when the user closes the picker", async () => {
    const picking = app.pickFile();
    await mock.host.waitForRequest("ui_select_content");
    mock.host.cancel("ui_select_content");
    await picking;
    expect(view.showPicked).toHaveBeenCalledWith("Nothing picked.");
  });

  it("tells the host it is ready, and shows the start data the host pushes in answer", async () => {
    await mock.host.waitForRequest("ui_embeddable_ready");
    await vi.waitFor(() =>
      expect(view.showPushed).toHaveBeenCalledWith(expect.stringMatching(/^Canvas: /)),
    );
  });

  it("shows the canvas the host pushes", async () => {
    mock.host.push("ui_app_set_data");
    await vi.waitFor(() =>
      expect(view.showPushed).toHaveBeenCalledWith(expect.stringMatching(/^Canvas: /)),
    );
  });
});

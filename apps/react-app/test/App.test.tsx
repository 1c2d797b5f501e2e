// @vitest-environment happy-dom
// The app against a mock host: the host simulator on an in-memory link, Testing Library, no browser.
// `npm test` runs this file (Vitest).
import { renderWithHost } from "@hostbridge/react/testing";
import type { RenderWithHostResult } from "@hostbridge/react/testing";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { App } from "../src/App";

describe("the app", () => {
  let app: RenderWithHostResult;
  afterEach(() => app.unmount());

  it("shows who is signed in and the host's mode", async () => {
    app = renderWithHost(<App />);
    expect(screen.getByText("Asking the host for the environment…")).toBeTruthy();
    expect(await screen.findByText(/ in WEB$/)).toBeTruthy();
  });

  it("says it is ready, shows the canvas the host pushes then, and says it is loaded, once", async () => {
    app = renderWithHost(<App />);
    await app.host.waitForRequest("ui_embeddable_ready");
    expect(await screen.findByText(/^Canvas: /)).toBeTruthy();
    await app.host.waitForRequest("ui_app_loaded");
    const sent = app.host.requests.map((r) => r.type);
    expect(sent.filter((type) => type === "ui_embeddable_ready")).toHaveLength(1);
    expect(sent.filter((type) => type === "ui_app_loaded")).toHaveLength(1);
  });

  it("waits for the picker, then shows the file the user picks", async () => {
    app = renderWithHost(<App />);
    fireEvent.click(screen.getByRole("button", { name: "Pick a file" }));
    expect(screen.getByText("Waiting for the picker…")).toBeTruthy();
    await app.host.waitForRequest("ui_select_content");
    act(() => {
      app.host.answer("ui_select_content", {
        user_action: "selected",
        content: [{ id: "file-1", name: "Quarterly review.pptx" }],
      });
    });
    expect(await screen.findByText("Picked: Quarterly review.pptx")).toBeTruthy();
  });

  it("shows the picker's error", async () => {
    app = renderWithHost(<App />);
    fireEvent.click(screen.getByRole("button", { name: "Pick a file" }));
    await app.host.waitForRequest("ui_select_content");
    act(() => void app.host.fail("ui_select_content", { message: "no files today" }));
    expect(await screen.findByText(/^The picker failed: .*no files today/)).toBeTruthy();
  });

  it("shows the canvas the host opens", async () => {
    app = renderWithHost(<App />);
    await app.host.waitForRequest("ui_embeddable_ready");
    act(() => void app.host.emit("canvas_opened", { body: { canvas_id: "canvas-7" } }));
    expect(await screen.findByText("Canvas opened: canvas-7")).toBeTruthy();
  });
});

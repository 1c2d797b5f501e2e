// The example of the package's documentation page (apps/docs/packages/host-simulator.md, "Testing an
// app with createMockHost"; the README shows its first case, shortened), kept runnable: if this file
// changes, update the page, and the other way round.
import { useAdmin } from "@hostbridge/admin-api";
import { useDsr } from "@hostbridge/dsr-api";
import { useUi } from "@hostbridge/ui-api";
import type { UiApi } from "@hostbridge/ui-api";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMockHost } from "../src/index";
import type { MockHost } from "../src/index";

// --- a tiny "app" under test: it greets the user and lets them attach a deck ---
async function attachDeck(ui: UiApi): Promise<string | undefined> {
  const picked = await ui.selectContent({
    content_type: "file",
    max_selections: 1,
    allowed_original_extensions: ["pptx"],
  });
  if (picked.user_action !== "selected") return undefined;
  const id = String(picked.content?.[0]?.id);
  await ui.toast({ message: `Attached ${id}` });
  return id;
}

describe("an app tested against createMockHost", () => {
  let mock: MockHost;
  let ui: UiApi;

  beforeEach(() => {
    mock = createMockHost({ location: "ui", mode: "WEB" });
    ui = useUi({ transport: mock.transport });
  });
  afterEach(() => {
    ui.dispose();
    mock.dispose();
  });

  it("attaches the deck the user picks and confirms with a toast", async () => {
    const attaching = attachDeck(ui);
    const request = await mock.host.waitForRequest("ui_select_content");
    expect(request.payload).toMatchObject({ allowed_original_extensions: ["pptx"] });
    mock.host.answer("ui_select_content", {
      user_action: "selected",
      content: [{ id: "file-sim-0001" }],
    });

    await expect(attaching).resolves.toBe("file-sim-0001");
    const toast = await mock.host.waitForRequest("ui_toast");
    expect(toast.payload).toEqual({ message: "Attached file-sim-0001" });
  });

  it("does nothing when the user closes the picker", async () => {
    const attaching = attachDeck(ui);
    await mock.host.waitForRequest("ui_select_content");
    mock.host.cancel("ui_select_content");
    await expect(attaching).resolves.toBeUndefined();
    expect(mock.host.requests.map((r) => r.type)).toEqual(["ui_select_content"]);
  });

  it("receives the data the canvas pushes and the prompt assistant's stream", async () => {
    const received: unknown[] = [];
    ui.onAppSetData((data) => received.push(data.component_id));
    await ui.embeddableReady();
    await expect.poll(() => received).toEqual(["component-sim-0001"]);

    const stream = ui.streamPromptAssistant({ id: "p-1", prompt: "Summarise the account" });
    const pending = await mock.host.waitForRequest("ui_prompt_assistant");
    void mock.host.streamPromptAssistant(pending.id, ["Riverside ", "is growing."]);
    const chunks: string[] = [];
    for await (const chunk of stream) chunks.push(chunk.chunk);
    expect(chunks).toEqual(["Riverside ", "is growing."]);
    await expect(stream.response).resolves.toEqual({
      id: "p-1",
      response: "Riverside is growing.",
    });
  });

  it("gets a host error with the field and rule for a bad payload", async () => {
    await expect(ui.selectContent({ min_selections: 1000 })).rejects.toMatchObject({
      code: "HOST_ERROR",
      body: {
        code: "INVALID_PAYLOAD",
        issues: ["min_selections: must be an integer from 0 to 999"],
      },
    });
  });
});

describe("createMockHost in the admin and DSR environments", () => {
  it("serves useAdmin() and useDsr() over the same link", async () => {
    const mock = createMockHost({ location: "admin" });
    const admin = useAdmin({ transport: mock.transport });
    const dsr = useDsr({ transport: mock.transport });
    try {
      await expect(admin.getEnv()).resolves.toMatchObject({ client_type: "admin" });
      await expect(admin.getFiles({ folder_id: "folder-sim-0002" })).resolves.toMatchObject({
        count: 1,
        results: [{ id: "file-sim-0003" }],
      });
      await expect(dsr.getFile({ id: "missing" })).rejects.toMatchObject({
        hostError: { code: "NOT_FOUND" },
      });
      expect(mock.host.requests.map((r) => `${r.env}:${r.type}:${r.status}`)).toEqual([
        "admin:admin_get_env:ok",
        "admin:admin_get_files:ok",
        "dsr:dsr_get_file:error",
      ]);
    } finally {
      admin.dispose();
      dsr.dispose();
      mock.dispose();
    }
  });

  it("closes both ends on dispose", () => {
    const mock = createMockHost();
    mock.dispose();
    mock.dispose();
    expect(mock.host.disposed).toBe(true);
    expect(() => mock.transport.send({ type: "SVC_REQUEST" })).toThrow(
      expect.objectContaining({ code: "TRANSPORT_CLOSED" }),
    );
    expect(() => mock.hostTransport.send({})).toThrow(
      expect.objectContaining({ code: "TRANSPORT_CLOSED" }),
    );
  });
});

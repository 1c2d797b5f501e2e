import { UI_MESSAGE_TYPES } from "@hostbridge/protocol-types";
import type { UiMessageType } from "@hostbridge/protocol-types";
import { useUi } from "@hostbridge/ui-api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFakeHost, fixture, flush } from "./helpers/fakeHost";

const SAMPLE: Record<UiMessageType, object> = {
  ui_app_set_data: fixture("ui-message").body.body,
  ui_app_update_data: { in_call: true, is_edit_mode: false },
  ui_canvas_updated: { canvas: { id: "canvas-7d1c42", name: "Acme renewal v2" } },
  ui_meeting_canceled: { accountId: "acc-1", eventId: "00U5e000001" },
  ui_prompt_assistant_response_streamed: { id: "prompt-1", chunk: "A 3", partial_response: "A 3" },
  ui_section_list_updated: {
    canvas: null,
    section_list_component_id: "component-4",
    section_list_ids: ["s1", "s2"],
  },
};

const SHORTCUT: Record<UiMessageType, string> = {
  ui_app_set_data: "onAppSetData",
  ui_app_update_data: "onAppUpdateData",
  ui_canvas_updated: "onCanvasUpdated",
  ui_meeting_canceled: "onMeetingCanceled",
  ui_prompt_assistant_response_streamed: "onPromptAssistantResponseStreamed",
  ui_section_list_updated: "onSectionListUpdated",
};

let dispose: (() => void) | undefined;
afterEach(() => dispose?.());

describe("pushed UI messages", () => {
  it.each(UI_MESSAGE_TYPES.map((t) => [t]))(
    "%s reaches on() and its shortcut, and stops after unsubscribe",
    async (type) => {
      const host = createFakeHost();
      const ui = useUi({ transport: host.transport });
      dispose = ui.dispose;
      const viaOn = vi.fn();
      const viaShortcut = vi.fn();
      const offOn = ui.on(type, viaOn);
      const offShortcut = (ui as unknown as Record<string, (h: unknown) => () => void>)[
        SHORTCUT[type]
      ]!(viaShortcut);

      host.pushUi(type, SAMPLE[type]);
      await flush();
      expect(viaOn).toHaveBeenCalledTimes(1);
      expect(viaOn.mock.calls[0]![0]).toEqual(SAMPLE[type]);
      expect(viaShortcut).toHaveBeenCalledTimes(1);
      expect(viaShortcut.mock.calls[0]![0]).toEqual(SAMPLE[type]);

      offOn();
      offShortcut();
      host.pushUi(type, SAMPLE[type]);
      await flush();
      expect(viaOn).toHaveBeenCalledTimes(1);
      expect(viaShortcut).toHaveBeenCalledTimes(1);
      expect(ui.bridge.listenerCount).toBe(0);
    },
  );

  it("delivers the golden wrapped UI_MESSAGE and the bare native envelope", async () => {
    const host = createFakeHost();
    const ui = useUi({ transport: host.transport });
    dispose = ui.dispose;
    const setData = vi.fn();
    const updateData = vi.fn();
    ui.onAppSetData(setData);
    ui.onAppUpdateData(updateData);
    host.send(fixture("ui-message"));
    host.send(fixture("ui-message-bare"));
    await flush();
    expect(setData).toHaveBeenCalledWith(fixture("ui-message").body.body, expect.anything());
    expect(updateData).toHaveBeenCalledWith(
      { in_call: true, is_edit_mode: false },
      expect.anything(),
    );
  });

  it("does not hand one type's messages to another type's handler", async () => {
    const host = createFakeHost();
    const ui = useUi({ transport: host.transport });
    dispose = ui.dispose;
    const canvas = vi.fn();
    ui.onCanvasUpdated(canvas);
    host.pushUi("ui_app_update_data", SAMPLE.ui_app_update_data);
    await flush();
    expect(canvas).not.toHaveBeenCalled();
  });

  it("camel-cases payloads with casing: camel, leaving opaque maps alone", async () => {
    const host = createFakeHost();
    const ui = useUi({ transport: host.transport, casing: "camel" });
    dispose = ui.dispose;
    const handler = vi.fn();
    ui.onSectionListUpdated(handler);
    host.pushUi("ui_section_list_updated", {
      canvas: { id: "c", context: { deal_size: 3 } },
      section_list_component_id: "x",
      section_list_ids: [],
    });
    await flush();
    expect(handler.mock.calls[0]![0]).toEqual({
      canvas: { id: "c", context: { deal_size: 3 } },
      sectionListComponentId: "x",
      sectionListIds: [],
    });
  });

  it("keeps delivering to the other handlers when one throws, and reports the error", async () => {
    const host = createFakeHost();
    const errorLogger = vi.fn();
    const ui = useUi({ transport: host.transport, errorLogger });
    dispose = ui.dispose;
    const boom = new Error("handler bug");
    ui.onCanvasUpdated(() => {
      throw boom;
    });
    const second = vi.fn();
    ui.onCanvasUpdated(second);
    host.pushUi("ui_canvas_updated", SAMPLE.ui_canvas_updated);
    await flush();
    expect(second).toHaveBeenCalledTimes(1);
    expect(errorLogger).toHaveBeenCalledWith(boom);
  });
});

import type { UiAppSetDataPayload, UiSelectContentResponse } from "@hostbridge/protocol-types";
import type { HostError, RequestOptions } from "@hostbridge/transport";
import { useUi } from "@hostbridge/ui-api";
import type { PromptAssistantChunk, UiApi, UiMethodName } from "@hostbridge/ui-api";
import { describe, expectTypeOf, it } from "vitest";

describe("useUi() types", () => {
  it("names methods after the operations", () => {
    expectTypeOf<UiMethodName<"ui_select_content">>().toEqualTypeOf<"selectContent">();
    expectTypeOf<UiMethodName<"ui_prompt_assistant">>().toEqualTypeOf<"promptAssistant">();
    expectTypeOf<
      UiMethodName<"ui_preselect_crm_meeting_id">
    >().toEqualTypeOf<"preselectCrmMeetingId">();
    expectTypeOf<UiApi>().toHaveProperty("closeCanvasSectionExecution");
    expectTypeOf<UiApi>().not.toHaveProperty("uiSelectContent");
  });

  it("types payloads and responses from UiApiMap", () => {
    const ui = useUi();
    expectTypeOf(ui.selectContent)
      .parameter(0)
      .toEqualTypeOf<Parameters<UiApi["selectContent"]>[0]>();
    expectTypeOf(
      ui.selectContent({ min_selections: 1 }),
    ).resolves.toEqualTypeOf<UiSelectContentResponse>();
    expectTypeOf(ui.appLoaded()).resolves.toBeVoid();
    expectTypeOf(ui.printCanvas({ id: "c" })).resolves.toHaveProperty("job_id");
    expectTypeOf(ui.openGlobalPopup).parameter(1).toEqualTypeOf<RequestOptions | undefined>();
    void ui.selectContent();
    void ui.open();
    // @ts-expect-error: min_selections is a number
    void ui.selectContent({ min_selections: "1" });
    // @ts-expect-error: ui_app_resize needs { height }
    void ui.appResize();
    // @ts-expect-error: ui_app_loaded takes no payload
    void ui.appLoaded({ x: 1 });
    // @ts-expect-error: unknown option
    void ui.appLoaded(undefined, { retries: 3 });
    // @ts-expect-error: wrong update-location action
    void ui.updateLocation({ action: "teleport" });
  });

  it("types pushed messages and their shortcuts", () => {
    const ui = useUi();
    ui.on("ui_app_set_data", (payload) =>
      expectTypeOf(payload).toEqualTypeOf<UiAppSetDataPayload>(),
    );
    ui.onAppUpdateData((payload) => expectTypeOf(payload.in_call).toBeBoolean());
    ui.onSectionListUpdated((payload) =>
      expectTypeOf(payload.section_list_ids).toEqualTypeOf<string[]>(),
    );
    expectTypeOf(ui.onMeetingCanceled(() => undefined)).toEqualTypeOf<() => void>();
    // @ts-expect-error: not a UI message type
    ui.on("admin_env_changed", () => undefined);
  });

  it("types the prompt-assistant stream", async () => {
    const stream = useUi().streamPromptAssistant({ id: "p", prompt: "x" });
    for await (const chunk of stream) expectTypeOf(chunk.partial_response).toBeString();
    expectTypeOf(stream.response).resolves.toEqualTypeOf<{ id: string; response: string }>();
    expectTypeOf<PromptAssistantChunk<"camel">>().toEqualTypeOf<{
      id: string;
      chunk: string;
      partialResponse: string;
    }>();
    // @ts-expect-error: the prompt id is required
    useUi().streamPromptAssistant({ prompt: "x" });
  });

  it("follows casing: camel", () => {
    const ui = useUi({ casing: "camel" });
    void ui.selectContent({ minSelections: 1, allowedOriginalExtensions: ["pdf"] });
    // @ts-expect-error: snake_case keys are not accepted with casing camel
    void ui.selectContent({ min_selections: 1 });
    expectTypeOf(ui.selectContent()).resolves.toHaveProperty("userAction");
    expectTypeOf(ui.printCanvas({ id: "c", notifyUrl: "https://x" })).resolves.toHaveProperty(
      "jobId",
    );
    ui.onAppSetData((payload) => {
      expectTypeOf(payload.inCall).toBeBoolean();
      expectTypeOf(payload).not.toHaveProperty("in_call");
    });
    expectTypeOf(useUi().bridge.casing).toEqualTypeOf<"snake">();
    expectTypeOf(ui.bridge.casing).toEqualTypeOf<"camel">();
  });

  it("rejects with typed errors the caller can narrow", () => {
    expectTypeOf<HostError["requestType"]>().toBeString();
  });
});

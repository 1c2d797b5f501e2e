import type {
  OperationType as RegistryOperationType,
  UiSelectContentRequest,
  UiSelectContentResponse,
} from "@hostbridge/protocol-types";
import { describe, expectTypeOf, it } from "vitest";
import { createMockHost } from "../src/index";
import type {
  HostHandlers,
  OperationMap,
  OperationRequest,
  OperationResponse,
  OperationType,
  RecordedRequest,
} from "../src/index";

describe("handler types", () => {
  it("type each handler's payload and response from the protocol maps", () => {
    const handlers: HostHandlers = {
      ui_select_content: (payload, context) => {
        expectTypeOf(payload).toEqualTypeOf<UiSelectContentRequest | undefined>();
        expectTypeOf(context.type).toEqualTypeOf<"ui_select_content">();
        expectTypeOf(context.fallback()).toEqualTypeOf<UiSelectContentResponse>();
        return { user_action: "cancelled" };
      },
      admin_get_env: async (_payload, context) => context.fallback(),
      crm_query: (payload) => ({ records: [payload.query] }),
    };
    expectTypeOf(handlers).toMatchTypeOf<HostHandlers>();
  });

  it("reject a response of the wrong shape and unknown operations", () => {
    const bad: HostHandlers = {
      // @ts-expect-error user_action must be "cancelled" or "selected"
      ui_select_content: () => ({ user_action: "maybe" }),
    };
    const unknown: HostHandlers = {
      // @ts-expect-error not an operation of the protocol
      ui_make_coffee: () => undefined,
    };
    expectTypeOf(bad).toMatchTypeOf<HostHandlers>();
    expectTypeOf(unknown).toMatchTypeOf<HostHandlers>();
  });

  it("map operation payloads and responses", () => {
    expectTypeOf<OperationRequest<"ui_print_canvas">>().toEqualTypeOf<{
      id: string;
      notify_url?: string;
    }>();
    expectTypeOf<OperationResponse<"share">["user_action"]>().toEqualTypeOf<
      "cancelled" | "shared"
    >();
  });
});

describe("host method types", () => {
  const { host } = createMockHost();

  it("type pushed payloads and event bodies", () => {
    host.push("ui_app_update_data", { in_call: true, is_edit_mode: false });
    host.push("admin_env_changed");
    // @ts-expect-error in_call must be a boolean
    host.push("ui_app_update_data", { in_call: "yes", is_edit_mode: false });
    // @ts-expect-error not a message type
    host.push("ui_nonsense");
    host.emit("file_opened", { file_id: "f1" });
    host.emit("ui:show-modal");
    // @ts-expect-error progress must be a number
    host.emit("file_upload_progress", { progress: "50%", upload_uid: "u" });
  });

  it("type answers and waits", () => {
    host.answer("ui_select_content", { user_action: "selected", content: [] });
    // @ts-expect-error the share sheet answers shared or cancelled
    host.answer("share", { user_action: "selected" });
    expectTypeOf(host.waitForRequest("ui_toast")).resolves.toEqualTypeOf<RecordedRequest>();
    expectTypeOf(host.pending()).toEqualTypeOf<RecordedRequest[]>();
  });
});

describe("one name per concept", () => {
  it("the simulator's OperationType is the registry's, and keys its OperationMap", () => {
    expectTypeOf<OperationType>().toEqualTypeOf<RegistryOperationType>();
    expectTypeOf<keyof OperationMap>().toEqualTypeOf<RegistryOperationType>();
  });
});

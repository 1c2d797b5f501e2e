import { describe, expectTypeOf, it } from "vitest";
import type {
  AdminApiRequest,
  AdminApiResponse,
  AdminEnv,
  AdminMessageMap,
  ApiEventMap,
  Canvas,
  DsrApiResponse,
  DsrEnv,
  EventMap,
  EventPayload,
  HighLevelApiRequest,
  HighLevelApiResponse,
  OpenRecord,
  PeerConnectivityEvent,
  PeerConnectivityEventPayload,
  SelectedFile,
  SelectedPage,
  ServiceEnv,
  ServiceEvent,
  ShareResponse,
  UiApiMap,
  UiApiRequest,
  UiApiResponse,
  UiAppSetDataPayload,
  UiMessageMap,
  UiMessagePayload,
  UiOpenRequest,
  UpdateLocationPitcherEvent,
  User,
} from "@hostbridge/protocol-types";

describe("typed maps", () => {
  it("give each operation its request and response", () => {
    expectTypeOf<UiApiRequest<"ui_print_canvas">>().toEqualTypeOf<{
      id: string;
      notify_url?: string;
    }>();
    expectTypeOf<UiApiResponse<"ui_print_canvas">>().toEqualTypeOf<{
      success: boolean;
      job_id?: string;
    }>();
    expectTypeOf<UiApiResponse<"ui_select_content">["user_action"]>().toEqualTypeOf<
      "cancelled" | "selected"
    >();
    expectTypeOf<AdminApiResponse<"admin_get_env">>().toEqualTypeOf<AdminEnv>();
    expectTypeOf<DsrApiResponse<"dsr_get_env">>().toEqualTypeOf<DsrEnv>();
    expectTypeOf<HighLevelApiResponse<"get_env">>().toEqualTypeOf<ServiceEnv>();
    expectTypeOf<HighLevelApiResponse<"share">>().toEqualTypeOf<ShareResponse>();
  });

  it("mark operations without a payload void and all-optional payloads omittable", () => {
    expectTypeOf<UiApiRequest<"ui_app_loaded">>().toEqualTypeOf<void>();
    expectTypeOf<UiApiResponse<"ui_app_loaded">>().toEqualTypeOf<void>();
    expectTypeOf<undefined>().toExtend<UiApiRequest<"ui_select_content">>();
    expectTypeOf<undefined>().toExtend<AdminApiRequest<"admin_get_files">>();
    expectTypeOf<undefined>().toExtend<HighLevelApiRequest<"get_folders">>();
    expectTypeOf<undefined>().not.toExtend<UiApiRequest<"ui_print_canvas">>();
    expectTypeOf<undefined>().not.toExtend<HighLevelApiRequest<"crm_upsert">>();
  });

  it("refuse unknown operations and wrong payloads", () => {
    // @ts-expect-error: not an operation
    expectTypeOf<UiApiRequest<"ui_fly">>().toBeUnknown();
    const resize: UiApiRequest<"ui_app_resize"> = { height: 320 };
    // @ts-expect-error: height is a number of pixels
    const badResize: UiApiRequest<"ui_app_resize"> = { height: "320px" };
    const badTarget: HighLevelApiRequest<"open_external_url"> = {
      url: "https://example.com",
      // @ts-expect-error: target is _self or _blank
      target: "_top",
    };
    // @ts-expect-error: the admin picker has no allowed_content_types
    const adminPicker: AdminApiRequest<"admin_select_content"> = { allowed_content_types: ["pdf"] };
    // @ts-expect-error: the Web upsert needs external_id_field
    const upsert: HighLevelApiRequest<"crm_upsert"> = { sobject: "Account", records: [] };
    void [resize, badResize, badTarget, adminPicker, upsert];
  });
});

describe("records", () => {
  it("are open where the spec shows no fields, without any", () => {
    expectTypeOf<Canvas["id"]>().toBeString();
    expectTypeOf<Canvas["a_field_the_platform_adds_later"]>().toBeUnknown();
    expectTypeOf<ServiceEnv["svc"]["token_claims"]>().toEqualTypeOf<OpenRecord>();
    expectTypeOf<UiApiMap["ui_toast"]["request"]>().toEqualTypeOf<OpenRecord>();
  });

  it("type the user's known fields, so an app reads env.svc.user.email without a cast", () => {
    const env = {} as ServiceEnv;
    expectTypeOf(env.svc.user.email).toEqualTypeOf<string | undefined>();
    expectTypeOf(env.svc.user.first_name).toEqualTypeOf<string | undefined>();
    expectTypeOf(env.svc.user.id).toEqualTypeOf<number | string | undefined>();
    expectTypeOf(env.svc.user.picture).toEqualTypeOf<string | null | undefined>();
    // a field the platform may add stays readable, as unknown
    expectTypeOf(env.svc.user.department).toBeUnknown();
    expectTypeOf<UiAppSetDataPayload["user"]>().toEqualTypeOf<User | null>();
    // @ts-expect-error a typed field keeps its type
    const wrong: Partial<User> = { email: 42 };
    void wrong;
  });

  it("type picked content's id and name, so an app opens a picked file without a cast", () => {
    const answer = {} as UiApiResponse<"ui_select_content">;
    const first = answer.content?.[0];
    expectTypeOf(first?.id).toEqualTypeOf<string | undefined>();
    expectTypeOf(first?.name).toEqualTypeOf<string | undefined>();
    expectTypeOf(first?.page_index).toBeUnknown();
    expectTypeOf(first?.id).toExtend<UiOpenRequest["fileId"]>();
    // @ts-expect-error an id is a string
    const wrong: SelectedFile = { id: 7 };
    void wrong;
    expectTypeOf<SelectedPage>().toExtend<OpenRecord>();
  });

  it("stay assignable to an open record, as generic transport code needs", () => {
    expectTypeOf<UiApiRequest<"ui_select_content"> & object>().toExtend<OpenRecord>();
    expectTypeOf<UiAppSetDataPayload>().toExtend<OpenRecord>();
    expectTypeOf<ServiceEnv>().toExtend<OpenRecord>();
  });
});

describe("events", () => {
  it("map every key to its payload, undefined when there is none", () => {
    expectTypeOf<EventPayload<"photos_captured">>().toEqualTypeOf<undefined>();
    expectTypeOf<EventMap["env_changed"]>().toEqualTypeOf<ServiceEnv>();
    expectTypeOf<EventMap["canvas_closed"]>().toEqualTypeOf<{ body: { canvas_id: string } }>();
    expectTypeOf<EventMap["canvas_close_requested"]>().toEqualTypeOf<{ canvas_id?: string }>();
    expectTypeOf<EventMap["peer_connectivity_event"]>().toEqualTypeOf<PeerConnectivityEvent>();
  });

  it("narrow a ServiceEvent on its type", () => {
    const handle = (event: ServiceEvent) => {
      if (event.type === "sync_badge_value_reported")
        expectTypeOf(event.body).toEqualTypeOf<{ count: number }>();
      if (event.type === "ui:show-modal") expectTypeOf(event.body).toEqualTypeOf<undefined>();
    };
    void handle;
    expectTypeOf<ApiEventMap["event"]>().toEqualTypeOf<ServiceEvent>();
  });

  it("require a body only for events that carry one", () => {
    const withBody: ServiceEvent<"file_opened"> = { type: "file_opened", body: { file_id: "f1" } };
    const withoutBody: ServiceEvent<"submit_postcall_clicked"> = {
      type: "submit_postcall_clicked",
    };
    // @ts-expect-error: route_changed carries { body: { route_name, route_path } }
    const missing: ServiceEvent<"route_changed"> = { type: "route_changed" };
    // @ts-expect-error: the payload belongs to another event
    const mixed: ServiceEvent = { type: "start_call", body: { count: 3 } };
    void [withBody, withoutBody, missing, mixed];
  });

  it("discriminate the update-location actions on action", () => {
    const handle = (action: UpdateLocationPitcherEvent) => {
      if (action.action === "register") expectTypeOf(action.child_app).toBeString();
      if (action.action === "get_routes_response")
        expectTypeOf(action.routes).toExtend<Record<string, { path: string }>>();
      if (action.action === "update") {
        // @ts-expect-error: update routes carry no flags
        void action.routes["app"]?.is_mounted;
      }
    };
    void handle;
  });
});

describe("pushed messages", () => {
  it("map each message type to its payload", () => {
    expectTypeOf<UiMessagePayload<"ui_app_update_data">>().toEqualTypeOf<{
      in_call: boolean;
      is_edit_mode: boolean;
    }>();
    expectTypeOf<keyof UiMessageMap>().toEqualTypeOf<
      | "ui_app_set_data"
      | "ui_app_update_data"
      | "ui_canvas_updated"
      | "ui_meeting_canceled"
      | "ui_prompt_assistant_response_streamed"
      | "ui_section_list_updated"
    >();
    expectTypeOf<AdminMessageMap["admin_env_changed"]>().toEqualTypeOf<AdminEnv>();
  });
});

describe("peer connectivity", () => {
  it("fills metadata and version on delivery only", () => {
    expectTypeOf<PeerConnectivityEventPayload["version"]>().toEqualTypeOf<number | undefined>();
    expectTypeOf<PeerConnectivityEvent["version"]>().toEqualTypeOf<number>();
    expectTypeOf<PeerConnectivityEvent["metadata"]["timestamp"]>().toEqualTypeOf<number>();
    const payload: PeerConnectivityEventPayload = {
      action: "vendor.custom",
      metadata: { source: "app" },
    };
    void payload;
  });
});

import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  ADMIN_API_METHOD_TYPES,
  DSR_API_METHOD_TYPES,
  EVENT_KEYS,
  HIGH_LEVEL_API_METHOD_TYPES,
  UI_API_METHOD_TYPES,
  UI_MESSAGE_TYPES,
} from "@hostbridge/protocol-types";
import {
  ADMIN_API_REQUEST_SCHEMAS,
  ADMIN_API_RESPONSE_SCHEMAS,
  ADMIN_MESSAGE_SCHEMAS,
  AdminSelectContentRequestSchema,
  AppToHostEnvelopeSchema,
  CanvasSchema,
  DSR_API_REQUEST_SCHEMAS,
  DSR_API_RESPONSE_SCHEMAS,
  DSR_MESSAGE_SCHEMAS,
  DsrEnvSchema,
  EVENT_SCHEMAS,
  HIGH_LEVEL_API_REQUEST_SCHEMAS,
  HIGH_LEVEL_API_RESPONSE_SCHEMAS,
  HostToAppEnvelopeSchema,
  OpenExternalUrlRequestPayloadSchema,
  OpenRecordSchema,
  PeerConnectivityEventPayloadSchema,
  PeerConnectivityEventSchema,
  ServiceEnvSchema,
  ServiceEventSchema,
  UI_API_REQUEST_SCHEMAS,
  UI_API_RESPONSE_SCHEMAS,
  UI_MESSAGE_SCHEMAS,
  UiAppSetDataPayloadSchema,
  UiOpenRequestSchema,
  UiPrintCanvasRequestSchema,
  UiSelectContentRequestSchema,
  UpdateLocationPitcherEventSchema,
  describeZodIssues,
} from "@hostbridge/protocol-types/schemas";

const issuesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : describeZodIssues(result.error);

describe("schema maps", () => {
  it("have one schema per operation, message and event, and nothing else", () => {
    expect(Object.keys(UI_API_REQUEST_SCHEMAS).sort()).toEqual([...UI_API_METHOD_TYPES].sort());
    expect(Object.keys(UI_API_RESPONSE_SCHEMAS).sort()).toEqual([...UI_API_METHOD_TYPES].sort());
    expect(Object.keys(ADMIN_API_REQUEST_SCHEMAS).sort()).toEqual(
      [...ADMIN_API_METHOD_TYPES].sort(),
    );
    expect(Object.keys(ADMIN_API_RESPONSE_SCHEMAS).sort()).toEqual(
      [...ADMIN_API_METHOD_TYPES].sort(),
    );
    expect(Object.keys(DSR_API_REQUEST_SCHEMAS).sort()).toEqual([...DSR_API_METHOD_TYPES].sort());
    expect(Object.keys(DSR_API_RESPONSE_SCHEMAS).sort()).toEqual([...DSR_API_METHOD_TYPES].sort());
    expect(Object.keys(HIGH_LEVEL_API_REQUEST_SCHEMAS).sort()).toEqual(
      [...HIGH_LEVEL_API_METHOD_TYPES].sort(),
    );
    expect(Object.keys(HIGH_LEVEL_API_RESPONSE_SCHEMAS).sort()).toEqual(
      [...HIGH_LEVEL_API_METHOD_TYPES].sort(),
    );
    expect(Object.keys(UI_MESSAGE_SCHEMAS).sort()).toEqual([...UI_MESSAGE_TYPES].sort());
    expect(Object.keys(ADMIN_MESSAGE_SCHEMAS)).toEqual(["admin_env_changed"]);
    expect(Object.keys(DSR_MESSAGE_SCHEMAS)).toEqual(["dsr_env_changed"]);
    expect(Object.keys(EVENT_SCHEMAS).sort()).toEqual([...EVENT_KEYS].sort());
  });

  it("accept no payload, or {}, for operations that take none, and reject anything else", () => {
    const schema = UI_API_REQUEST_SCHEMAS.ui_app_loaded;
    expect(schema.safeParse(undefined).success).toBe(true);
    expect(schema.safeParse({}).success).toBe(true);
    expect(issuesOf(schema.safeParse({ height: 3 }))).toEqual([
      "payload: must be left out: this operation takes no payload",
    ]);
    expect(schema.safeParse([]).success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
    expect(DSR_API_REQUEST_SCHEMAS.dsr_get_env.safeParse(undefined).success).toBe(true);
    expect(HIGH_LEVEL_API_REQUEST_SCHEMAS.get_env.safeParse({ x: 1 }).success).toBe(false);
  });

  it("let an all-optional payload be left out but still check it when given", () => {
    expect(UI_API_REQUEST_SCHEMAS.ui_select_content.safeParse(undefined).success).toBe(true);
    expect(
      UI_API_REQUEST_SCHEMAS.ui_select_content.safeParse({ content_type: "video" }).success,
    ).toBe(false);
    expect(ADMIN_API_REQUEST_SCHEMAS.admin_get_files.safeParse(undefined).success).toBe(true);
    expect(HIGH_LEVEL_API_REQUEST_SCHEMAS.get_folders.safeParse({ page: "2" }).success).toBe(false);
  });

  it("take the same app_name payload for every app config read, as other payloads are read", () => {
    const reads = [
      ADMIN_API_REQUEST_SCHEMAS.admin_get_app_config,
      DSR_API_REQUEST_SCHEMAS.dsr_get_app_config,
      HIGH_LEVEL_API_REQUEST_SCHEMAS.get_app_config,
    ];
    for (const schema of reads) {
      expect(schema.safeParse(undefined).success).toBe(true);
      expect(schema.parse({ app_name: "price-list" })).toEqual({ app_name: "price-list" });
      expect(schema.safeParse({ app_name: 7 }).success).toBe(false);
      // a key the payload does not have is left out of what the host reads, as for every object payload
      expect(schema.parse({ appName: "price-list" })).toEqual({});
    }
  });

  it("check a picked item's id and name when present, and keep its other keys", () => {
    const picker = UI_API_RESPONSE_SCHEMAS.ui_select_content;
    const answer = {
      user_action: "selected",
      content: [{ id: "f1", name: "Deck.pptx", type: "file" }, { page_index: 2 }],
    };
    expect(picker.parse(answer)).toEqual(answer);
    expect(picker.safeParse({ user_action: "selected", content: [{ id: 7 }] }).success).toBe(false);
    expect(ADMIN_API_RESPONSE_SCHEMAS.admin_select_content.safeParse(answer).success).toBe(true);
  });

  it("check a picked file as a file and a picked page as a page, by their type", () => {
    const picker = UI_API_RESPONSE_SCHEMAS.ui_select_content;
    const file = {
      type: "file",
      id: "f1",
      name: "Deck.pptx",
      status: "viewable",
      content_type: "pdf",
      original_url: null,
      permissions: { can_share: true, can_print: false },
      created_by: { id: 12, name: "Dana Reyes" },
    };
    const page = { type: "page", id: "p3", file: { id: "f1", name: "Deck.pptx" }, page_index: 2 };
    const answer = { user_action: "selected", content: [file, page] };
    expect(picker.parse(answer)).toEqual(answer);
    const wrong = {
      user_action: "selected",
      content: [
        { ...page, page_index: "2" },
        { ...file, permissions: { can_share: "yes" } },
        { type: "folder", id: "folder-1" },
      ],
    };
    expect(issuesOf(picker.safeParse(wrong))).toEqual([
      'content[0]: must match one of the allowed shapes (type: must be "file" | page_index: must be a number, received a string)',
      'content[1]: must match one of the allowed shapes (permissions.can_share: must be a boolean, received a string | type: must be "page"; permissions.can_share: must be a boolean, received a string)',
      'content[2]: must match one of the allowed shapes (type: must be "file" | type: must be "page")',
    ]);
  });

  it("require a payload where the operation has required fields", () => {
    expect(issuesOf(UI_API_REQUEST_SCHEMAS.ui_app_resize.safeParse(undefined))).toEqual([
      "payload: is required (expected an object)",
    ]);
    expect(issuesOf(HIGH_LEVEL_API_REQUEST_SCHEMAS.share.safeParse({}))).toEqual([
      "text: is required (expected a string)",
    ]);
    expect(issuesOf(UI_API_REQUEST_SCHEMAS.ui_toast.safeParse(undefined))).toEqual([
      "payload: is required (expected an object)",
    ]);
  });

  it("accept any body on status-only responses", () => {
    expect(UI_API_RESPONSE_SCHEMAS.ui_toast.safeParse(undefined).success).toBe(true);
    expect(UI_API_RESPONSE_SCHEMAS.ui_toast.safeParse({ shown: true }).success).toBe(true);
    expect(UI_API_RESPONSE_SCHEMAS.ui_print_canvas.safeParse({}).success).toBe(false);
  });
});

describe("the spec's limits", () => {
  it("take min_selections 0 to 999 and reject 1000, -1, 1.5 and text, on the UI picker only", () => {
    for (const ok of [0, 1, 999]) {
      expect(UiSelectContentRequestSchema.safeParse({ min_selections: ok }).success).toBe(true);
    }
    for (const bad of [1000, -1, 1.5, "3", Number.POSITIVE_INFINITY]) {
      expect(issuesOf(UiSelectContentRequestSchema.safeParse({ min_selections: bad }))).toEqual([
        "min_selections: must be an integer from 0 to 999",
      ]);
    }
    // The admin picker's min_selections is a plain number.
    expect(AdminSelectContentRequestSchema.safeParse({ min_selections: 1000 }).success).toBe(true);
    expect(AdminSelectContentRequestSchema.safeParse({ min_selections: 1.5 }).success).toBe(true);
  });

  it("take only HTTPS notify_url values", () => {
    expect(
      UiPrintCanvasRequestSchema.safeParse({ id: "c1", notify_url: "https://hooks.example.com/x" })
        .success,
    ).toBe(true);
    expect(UiPrintCanvasRequestSchema.safeParse({ id: "c1" }).success).toBe(true);
    for (const bad of [
      "http://hooks.example.com/x",
      "ftp://files.example.com",
      "hooks.example.com/x",
      "",
      42,
    ]) {
      expect(issuesOf(UiPrintCanvasRequestSchema.safeParse({ id: "c1", notify_url: bad }))).toEqual(
        ["notify_url: must be an HTTPS URL (https://...)"],
      );
    }
  });

  it("fill target _blank for an external URL", () => {
    expect(OpenExternalUrlRequestPayloadSchema.parse({ url: "https://example.com" })).toEqual({
      url: "https://example.com",
      target: "_blank",
    });
    expect(
      OpenExternalUrlRequestPayloadSchema.parse({ url: "https://example.com", target: "_self" })
        .target,
    ).toBe("_self");
    expect(
      issuesOf(
        OpenExternalUrlRequestPayloadSchema.safeParse({
          url: "https://example.com",
          target: "_top",
        }),
      ),
    ).toEqual(['target: must be one of "_self", "_blank"']);
  });

  it("fill context {} and pageIndex/startTime null for an open request, keeping given values", () => {
    expect(UiOpenRequestSchema.parse({ fileId: "f1" })).toEqual({
      fileId: "f1",
      context: {},
      pageIndex: null,
      startTime: null,
    });
    expect(UiOpenRequestSchema.parse({ context: { a: 1 }, pageIndex: 4, startTime: 12.5 })).toEqual(
      {
        context: { a: 1 },
        pageIndex: 4,
        startTime: 12.5,
      },
    );
    // Each parse gets its own context object.
    const first = UiOpenRequestSchema.parse({});
    const second = UiOpenRequestSchema.parse({});
    expect(first.context).not.toBe(second.context);
  });

  it("fill content_type content for the admin content picker", () => {
    expect(AdminSelectContentRequestSchema.parse({}).content_type).toBe("content");
    expect(AdminSelectContentRequestSchema.parse({ content_type: "slide" }).content_type).toBe(
      "slide",
    );
    expect(UiSelectContentRequestSchema.parse({}).content_type).toBeUndefined();
  });
});

describe("records", () => {
  it("keep unknown keys of open records and require the shown ones", () => {
    expect(CanvasSchema.parse({ id: "c1", theme: { color: "red" } })).toEqual({
      id: "c1",
      theme: { color: "red" },
    });
    expect(issuesOf(CanvasSchema.safeParse({ name: "no id" }))).toEqual([
      "id: is required (expected a string)",
    ]);
    expect(OpenRecordSchema.safeParse([1, 2]).success).toBe(false);
    expect(OpenRecordSchema.safeParse(null).success).toBe(false);
  });

  it("require svc on ServiceEnv and mode on DsrEnv", () => {
    expect(issuesOf(ServiceEnvSchema.safeParse({ mode: "WEB" }))).toEqual([
      "svc: is required (expected an object)",
    ]);
    expect(issuesOf(ServiceEnvSchema.safeParse({ mode: "MAC", svc: {} }))[0]).toBe(
      'mode: must be one of "WEB", "IOS", "WINDOWS", "ANDROID"',
    );
    expect(issuesOf(DsrEnvSchema.safeParse({ svc: { access_token: "t" } }))).toEqual([
      'mode: must be one of "WEB", "IOS", "WINDOWS", "ANDROID"',
    ]);
    expect(DsrEnvSchema.safeParse({ mode: "IOS" }).success).toBe(true);
  });

  it("require every DSR state field when the state is given", () => {
    expect(
      issuesOf(DsrEnvSchema.safeParse({ mode: "IOS", state: { active_canvas_id: "c1" } })),
    ).toEqual([
      "state.active_file: is required (expected an object)",
      "state.active_section_id: is required (expected a string)",
      "state.canvas_correlation_id: is required (expected a string)",
    ]);
  });

  it("accept ui_app_set_data without the keys a JSON host drops", () => {
    const payload = {
      canvas: { id: "c1" },
      client: null,
      component_id: "comp",
      in_call: false,
      is_edit_mode: true,
      section_index: null,
      section_list_id: null,
      settings: null,
      used_in_section: null,
      user: null,
    };
    expect(UiAppSetDataPayloadSchema.safeParse(payload).success).toBe(true);
    expect(
      issuesOf(UiAppSetDataPayloadSchema.safeParse({ ...payload, client: undefined })),
    ).toEqual(["client: is required (expected a string)"]);
  });
});

describe("update-location actions", () => {
  it("pick the variant by action and check its fields", () => {
    expect(
      UpdateLocationPitcherEventSchema.safeParse({ action: "register", child_app: "child" })
        .success,
    ).toBe(true);
    expect(
      issuesOf(UpdateLocationPitcherEventSchema.safeParse({ action: "register", app: "child" })),
    ).toEqual(["child_app: is required (expected a string)"]);
    expect(
      UpdateLocationPitcherEventSchema.safeParse({
        action: "get_routes_response",
        app: "a",
        routes: {
          a: { is_inactive: false, is_mounted: true, is_restoring: false, path: "/", query: {} },
        },
      }).success,
    ).toBe(true);
  });

  it("name the allowed actions when the action is unknown", () => {
    expect(
      issuesOf(UpdateLocationPitcherEventSchema.safeParse({ action: "teleport", app: "a" })),
    ).toEqual([
      'action: must be one of "register", "unregister", "mounted", "update", "restore", "restore_completed", "get_routes_request", "get_routes_response"',
    ]);
  });

  it("reject flags in update routes only where the spec removes them", () => {
    const update = UpdateLocationPitcherEventSchema.parse({
      action: "update",
      routes: { a: { path: "/x", query: {}, is_mounted: true } },
    });
    // `update` routes have no flags: extra keys are dropped by the parse.
    expect(update).toEqual({ action: "update", routes: { a: { path: "/x", query: {} } } });
    expect(
      UpdateLocationPitcherEventSchema.safeParse({
        action: "restore",
        routes: { a: { path: "/x", query: {}, is_inactive: false } },
      }).success,
    ).toBe(false);
  });
});

describe("peer connectivity", () => {
  it("accept any action string and partial metadata in what an app sends", () => {
    expect(
      PeerConnectivityEventPayloadSchema.safeParse({
        action: "custom.thing",
        metadata: { source: "app" },
      }).success,
    ).toBe(true);
  });

  it("require metadata and version in what is delivered", () => {
    expect(issuesOf(PeerConnectivityEventSchema.safeParse({ action: "canvas.open" }))).toEqual([
      "metadata: is required (expected an object)",
      "version: is required (expected a number)",
    ]);
  });

  it("keep extra context keys", () => {
    const parsed = PeerConnectivityEventSchema.parse({
      action: "file.open",
      context: { fileId: "f1", slide: 3 },
      metadata: { correlationId: "c", source: "s", timestamp: 1 },
      version: 1,
    });
    expect(parsed.context).toEqual({ fileId: "f1", slide: 3 });
  });
});

describe("events", () => {
  it("check the body against the payload schema of the event type", () => {
    expect(
      ServiceEventSchema.safeParse({ type: "file_opened", body: { file_id: "f1" } }).success,
    ).toBe(true);
    expect(ServiceEventSchema.safeParse({ type: "photos_captured" }).success).toBe(true);
    expect(
      issuesOf(
        ServiceEventSchema.safeParse({ type: "sync_badge_value_reported", body: { count: "3" } }),
      ),
    ).toEqual(["body.count: must be a number, received a string"]);
    expect(ServiceEventSchema.safeParse({ type: "not_an_event", body: {} }).success).toBe(false);
  });

  it("nest the payload under body where the spec writes body.x", () => {
    expect(EVENT_SCHEMAS.canvas_closed.safeParse({ body: { canvas_id: "c1" } }).success).toBe(true);
    expect(EVENT_SCHEMAS.canvas_closed.safeParse({ canvas_id: "c1" }).success).toBe(false);
    expect(EVENT_SCHEMAS.canvas_close_requested.safeParse({ canvas_id: "c1" }).success).toBe(true);
    expect(
      EVENT_SCHEMAS["file:download"].safeParse({ body: "https://files.example.com/a.pdf" }).success,
    ).toBe(true);
  });

  it("take only the spec's analytics types", () => {
    expect(
      EVENT_SCHEMAS.analytics_captured.safeParse({ type: "Page Viewed", payload: { page: 2 } })
        .success,
    ).toBe(true);
    expect(
      EVENT_SCHEMAS.analytics_captured.safeParse({ type: "Page Scrolled", payload: {} }).success,
    ).toBe(false);
  });
});

describe("envelope unions", () => {
  it("accept what each side may send and refuse the other side's envelopes", () => {
    const request = { type: "SVC_REQUEST", request: { id: "1", type: "ui_app_loaded" } };
    const response = {
      type: "SVC_RESPONSE",
      request: { id: "1", type: "ui_app_loaded" },
      response: { status: "ok" },
    };
    expect(AppToHostEnvelopeSchema.safeParse(request).success).toBe(true);
    expect(AppToHostEnvelopeSchema.safeParse(response).success).toBe(false);
    expect(HostToAppEnvelopeSchema.safeParse(response).success).toBe(true);
    expect(HostToAppEnvelopeSchema.safeParse(request).success).toBe(false);
    expect(
      HostToAppEnvelopeSchema.safeParse({ type: "ui_app_update_data", body: { in_call: true } })
        .success,
    ).toBe(true);
    expect(HostToAppEnvelopeSchema.safeParse({ type: "env_changed", body: {} }).success).toBe(
      false,
    );
  });

  it("refuse an empty id and an unknown response status", () => {
    expect(
      AppToHostEnvelopeSchema.safeParse({ type: "SVC_REQUEST", request: { id: "", type: "x" } })
        .success,
    ).toBe(false);
    expect(
      HostToAppEnvelopeSchema.safeParse({
        type: "SVC_RESPONSE",
        request: { id: "1", type: "x" },
        response: { status: "maybe" },
      }).success,
    ).toBe(false);
  });

  it("let an admin request for an unknown operation through, for the host to answer with an error", () => {
    const envelope = { id: "1", type: "ADMIN_REQUEST", body: { type: "admin_fly", data: {} } };
    expect(AppToHostEnvelopeSchema.safeParse(envelope).success).toBe(true);
    expect(Object.hasOwn(ADMIN_API_REQUEST_SCHEMAS, envelope.body.type)).toBe(false);
    expect(
      AppToHostEnvelopeSchema.safeParse({ ...envelope, body: { type: "", data: {} } }).success,
    ).toBe(false);
  });

  it("accept a JSON-bridge admin request and response that lost their undefined data and body", () => {
    expect(
      AppToHostEnvelopeSchema.safeParse({
        id: "1",
        type: "ADMIN_REQUEST",
        body: { type: "admin_get_env" },
      }).success,
    ).toBe(true);
    expect(HostToAppEnvelopeSchema.safeParse({ id: "1", type: "DSR_RESPONSE" }).success).toBe(true);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixture, flush, setup, svcResponse } from "./helpers/harness";
import type { Wire } from "./helpers/harness";

describe('casing: "camel"', () => {
  it("sends camelCase keys as snake_case, deeply, and leaves opaque maps untouched", async () => {
    const { bridge, next } = setup({ casing: "camel" });
    bridge
      .request("ui_select_content", {
        contentType: "file",
        allowedOriginalExtensions: ["pdf"],
        initialMetadataFilters: { brandName: "Acme", nested_key: { innerKey: 1 } },
        selections: [{ fileId: "f1", pageIndex: 2 }],
      })
      .catch(() => undefined);
    const sent = await next();
    expect(sent.request.body).toEqual({
      content_type: "file",
      allowed_original_extensions: ["pdf"],
      initial_metadata_filters: { brandName: "Acme", nested_key: { innerKey: 1 } },
      selections: [{ file_id: "f1", page_index: 2 }],
    });
    bridge.dispose();
  });

  it("produces exactly the golden wire envelope from camelCase input (opaque context/data/metadata kept)", async () => {
    const { bridge, next } = setup({ casing: "camel" });
    const golden = fixture("svc-event-app-to-host");
    bridge.emit("peer_connectivity_event", golden.request.body); // its keys are single words or opaque
    expect((await next()).request.body).toEqual(golden.request.body);
    const select = fixture("svc-request");
    bridge
      .request("ui_select_content", {
        contentType: "file",
        allowedOriginalExtensions: ["pdf", "pptx"],
        disableNoSharable: true,
        minSelections: 1,
        maxSelections: 5,
      })
      .catch(() => undefined);
    expect((await next()).request.body).toEqual(select.request.body);
    bridge.dispose();
  });

  it("keeps the keys that are camelCase on the wire for the open operations", async () => {
    const { bridge, next } = setup({ casing: "camel" });
    const open = {
      fileId: "f1",
      pageIndex: 3,
      isInCall: true,
      newTab: false,
      appContext: { someKey: 1 },
      usedInSectionId: "s",
    };
    for (const type of ["ui_open", "open", "admin_open_file_overlay"]) {
      (type === "admin_open_file_overlay"
        ? bridge.requestAdmin(type, open)
        : bridge.request(type, open)
      ).catch(() => undefined);
      const sent = await next();
      expect(sent.request?.body ?? sent.body.data).toEqual({
        fileId: "f1",
        pageIndex: 3,
        isInCall: true,
        newTab: false,
        app_context: { someKey: 1 },
        usedInSectionId: "s",
      });
    }
    bridge.request("ui_preselect_crm_meeting_id", { eventId: "e1" }).catch(() => undefined);
    expect((await next()).request.body).toEqual({ eventId: "e1" });
    // the same keys elsewhere follow the normal rule
    bridge.emit("file_opened", { fileId: "f1", viewId: "v" });
    expect((await next()).request.body).toEqual({ file_id: "f1", view_id: "v" });
    bridge.dispose();
  });

  it("sends every field of the spec's open request under its wire name (camelCase except app_*)", async () => {
    const { bridge, next } = setup({ casing: "camel" });
    const camel = {
      appContext: { page_key: 1 },
      appEmbedLocation: "canvas",
      appName: "viewer",
      canvasCorrelationId: "cc",
      canvasInView: true,
      context: { someKey: 2 },
      fileId: "f1",
      files: { ids: ["a"], strategy: "swap" },
      fromCanvasId: "c1",
      isInCall: false,
      isOverlayApp: true,
      newTab: false,
      pageIndex: 1,
      search: "q",
      startTime: 5,
      url: null,
      usedInSectionId: "s1",
    };
    bridge.request("open", camel).catch(() => undefined);
    expect((await next()).request.body).toEqual({
      app_context: { page_key: 1 },
      app_embed_location: "canvas",
      app_name: "viewer",
      canvasCorrelationId: "cc",
      canvasInView: true,
      context: { someKey: 2 },
      fileId: "f1",
      files: { ids: ["a"], strategy: "swap" },
      fromCanvasId: "c1",
      isInCall: false,
      isOverlayApp: true,
      newTab: false,
      pageIndex: 1,
      search: "q",
      startTime: 5,
      url: null,
      usedInSectionId: "s1",
    });
    // nested keys of a kept camelCase key are converted as usual
    bridge.request("ui_open", { files: { someList: [{ innerKey: 1 }] } }).catch(() => undefined);
    expect((await next()).request.body).toEqual({ files: { some_list: [{ inner_key: 1 }] } });
    bridge.dispose();
  });

  it("converts incoming bodies to camelCase: responses, events and every message kind", async () => {
    const { bridge, next, send } = setup({ casing: "camel" });
    const pending = bridge.request("ui_select_content", {});
    const sent = await next();
    send(withRequestId(fixture("svc-response-ok"), sent.request.id));
    const response = await pending;
    expect(response.response.body).toEqual({
      userAction: "selected",
      content: [
        {
          id: "file-3f2a9c",
          name: "Q3 pricing overview.pdf",
          contentType: "pdf",
          originalExtension: "pdf",
        },
      ],
    });
    expect(response.request.body).toMatchObject({ contentType: "file", disableNoSharable: true });

    const seen: unknown[] = [];
    bridge.onEvent("file_opened", (body) => seen.push(body));
    bridge.onMessage("admin", "admin_env_changed", (data) => seen.push(data));
    bridge.onMessage("ui", "*", (data) => seen.push(data));
    send(fixture("svc-event-host-to-app"));
    send(fixture("admin-message"));
    send(fixture("ui-message-bare"));
    await flush();
    expect(seen[0]).toEqual({ fileId: "file-3f2a9c", viewId: "view-main" });
    expect(seen[1]).toMatchObject({
      clientType: "admin",
      svc: {
        accessToken: "fake-access-token-admin-0001",
        tokenClaims: { sub: "user-42" },
        user: { firstName: "Dana" },
      },
      state: { activeCanvasId: "canvas-7d1c42" },
    });
    expect(seen[2]).toEqual({ inCall: true, isEditMode: false });
    bridge.dispose();
  });

  it("converts admin/DSR response bodies and host error bodies", async () => {
    const { bridge, next, send } = setup({ casing: "camel" });
    const ok = bridge.requestDsr("dsr_get_file", { fileId: "x" });
    const sent = await next();
    expect(sent.body.data).toEqual({ file_id: "x" });
    send({ ...fixture("dsr-response"), id: sent.id });
    await expect(ok).resolves.toMatchObject({
      contentType: "pdf",
      contentUrl: "https://files.example.com/file-3f2a9c.pdf",
    });
    const failing = bridge.request("ui_print_canvas", {});
    send(svcResponse(await next(), "error", { error_code: "E1", extra_context: { keep_me: 1 } }));
    await expect(failing).rejects.toMatchObject({
      body: { errorCode: "E1", extraContext: { keep_me: 1 } },
    });
  });

  it("changes nothing with the default snake casing", async () => {
    const { bridge, next, send } = setup();
    bridge
      .request("ui_app_resize", { someKey: 1, other_key: { innerKey: 2 } })
      .catch(() => undefined);
    expect((await next()).request.body).toEqual({ someKey: 1, other_key: { innerKey: 2 } });
    const seen: unknown[] = [];
    bridge.onEvent("*", (body) => seen.push(body));
    send(fixture("svc-event-host-to-app"));
    await flush();
    expect(seen).toEqual([{ file_id: "file-3f2a9c", view_id: "view-main" }]);
    bridge.dispose();
  });

  it("leaves class instances and primitives alone", async () => {
    const { bridge, next } = setup({ casing: "camel" });
    const date = new Date(0);
    bridge.emit("canvas_updated", {
      someDate: date,
      someList: [1, "a_b", null],
      deepArray: [[{ innerKey: true }]],
    });
    expect((await next()).request.body).toEqual({
      some_date: date,
      some_list: [1, "a_b", null],
      deep_array: [[{ inner_key: true }]],
    });
    bridge.dispose();
  });

  it("round-trips any snake_case key through camel and back (property)", async () => {
    const snakeKey = fc.stringMatching(/^[a-z][a-z0-9]{0,6}(_[a-z0-9]{1,6}){0,4}$/);
    const value = fc.dictionary(
      snakeKey,
      fc.oneof(fc.integer(), fc.dictionary(snakeKey, fc.boolean(), { maxKeys: 3 })),
      { maxKeys: 6 },
    );
    await fc.assert(
      fc.asyncProperty(value, async (body) => {
        // host sends snake -> app sees camel -> app echoes it -> host gets the same snake keys back
        const { bridge, next, send } = setup({ casing: "camel" });
        const echoed = new Promise<unknown>((resolve) => bridge.onEvent("canvas_updated", resolve));
        send({ type: "SVC_EVENT", request: { id: "e", type: "canvas_updated", body } });
        bridge.emit("canvas_updated", await echoed);
        const sent = await next();
        bridge.dispose();
        const expected = Object.fromEntries(Object.entries(body).filter(([k]) => !isOpaque(k)));
        expect(
          Object.fromEntries(
            Object.entries(sent.request.body as object).filter(([k]) => !isOpaque(k)),
          ),
        ).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});

const OPAQUE = [
  "context",
  "app_context",
  "extra_context",
  "metadata",
  "filters",
  "initial_metadata_filters",
  "records",
  "objects",
  "data",
  "style",
  "crm_shape",
  "token_claims",
  "query",
  "args",
];
const isOpaque = (key: string) => OPAQUE.includes(key);

function withRequestId(envelope: Wire, id: string): Wire {
  return { ...envelope, request: { ...envelope.request, id } };
}

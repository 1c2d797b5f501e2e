import { UI_API_METHOD_TYPES } from "@hostbridge/protocol-types";
import { ERROR_CODES, HostError, isHostBridgeError } from "@hostbridge/transport";
import { useUi } from "@hostbridge/ui-api";
import { afterEach, describe, expect, it } from "vitest";
import { createFakeHost, fixture, skeleton, UUID } from "./helpers/fakeHost";
import { UI_SAMPLES } from "./helpers/uiSamples";

const call = (api: object, name: string, ...args: unknown[]) =>
  (api as Record<string, (...a: unknown[]) => Promise<unknown>>)[name]!(...args);

const methodName = (type: string) =>
  type.slice(3).replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

let dispose: (() => void) | undefined;
afterEach(() => dispose?.());

describe("useUi() operations", () => {
  it("has exactly one method per UI operation, named in camelCase without the ui_ prefix", () => {
    const host = createFakeHost();
    const ui = useUi({ transport: host.transport });
    dispose = ui.dispose;
    expect(UI_API_METHOD_TYPES).toHaveLength(33);
    for (const type of UI_API_METHOD_TYPES)
      expect(typeof (ui as unknown as Record<string, unknown>)[methodName(type)]).toBe("function");
    expect(typeof ui.selectContent).toBe("function");
    expect(typeof ui.promptAssistant).toBe("function");
    expect(typeof ui.preselectCrmMeetingId).toBe("function");
    const methods = Object.keys(ui).filter(
      (k) => typeof (ui as unknown as Record<string, unknown>)[k] === "function",
    );
    const extra = [
      "on",
      "onAppSetData",
      "onAppUpdateData",
      "onCanvasUpdated",
      "onMeetingCanceled",
      "onPromptAssistantResponseStreamed",
      "onSectionListUpdated",
      "streamPromptAssistant",
      "dispose",
    ];
    expect(methods.sort()).toEqual([...UI_API_METHOD_TYPES.map(methodName), ...extra].sort());
  });

  it.each(UI_API_METHOD_TYPES.map((type) => [type]))(
    "%s: sends the SVC_REQUEST envelope of docs/protocol.md and resolves the host's response body",
    async (type) => {
      const host = createFakeHost();
      const ui = useUi({ transport: host.transport });
      dispose = ui.dispose;
      const { request, response } = UI_SAMPLES[type];
      const pending = call(ui, methodName(type), request);
      const envelope = await host.next();

      expect(envelope).toEqual({
        type: "SVC_REQUEST",
        request:
          request === undefined
            ? { id: expect.stringMatching(UUID), type }
            : { id: expect.stringMatching(UUID), type, body: request },
      });
      const golden = fixture("svc-request");
      if (request === undefined) delete golden.request.body;
      golden.request.type = type;
      expect(skeleton(envelope)).toEqual(skeleton(golden));

      host.reply(envelope, response);
      await expect(pending).resolves.toEqual(response);
    },
  );

  it("gives every request its own id", async () => {
    const host = createFakeHost();
    const ui = useUi({ transport: host.transport });
    dispose = ui.dispose;
    const settled = [ui.appLoaded(), ui.appLoaded(), ui.embeddableReady()].map((p) =>
      p.catch((e: unknown) => e),
    );
    const ids = [
      (await host.next()).request.id,
      (await host.next()).request.id,
      (await host.next()).request.id,
    ];
    expect(new Set(ids).size).toBe(3);
    ui.dispose();
    for (const error of await Promise.all(settled))
      expect(error).toMatchObject({ code: "TRANSPORT_CLOSED" });
  });

  it("rejects with a HostError carrying the body when the host answers status error (golden fixture)", async () => {
    const host = createFakeHost();
    const ui = useUi({ transport: host.transport });
    dispose = ui.dispose;
    const pending = ui.printCanvas({
      id: "canvas-7d1c42",
      notify_url: "http://hooks.example.com/print-done",
    });
    const envelope = await host.next();
    const golden = fixture("svc-response-error");
    golden.request.id = envelope.request.id;
    host.send(golden);
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HostError);
    expect(error).toMatchObject({
      code: "HOST_ERROR",
      requestType: "ui_print_canvas",
      body: golden.response.body,
    });
  });

  it("resolves the typed body of the golden ok response", async () => {
    const host = createFakeHost();
    const ui = useUi({ transport: host.transport });
    dispose = ui.dispose;
    const golden = fixture("svc-response-ok");
    const pending = ui.selectContent(golden.request.body);
    const envelope = await host.next();
    expect(envelope.request.body).toEqual(golden.request.body);
    host.send({ ...golden, request: { ...golden.request, id: envelope.request.id } });
    const result = await pending;
    expect(result.user_action).toBe("selected");
    expect(result).toEqual(golden.response.body);
  });

  it("honours a per-call timeout and AbortSignal", async () => {
    const host = createFakeHost();
    const ui = useUi({ transport: host.transport });
    dispose = ui.dispose;
    const timedOut = ui.appResize({ height: 10 }, { timeout: 20 });
    await expect(timedOut).rejects.toMatchObject({
      code: ERROR_CODES.REQUEST_TIMEOUT,
      requestType: "ui_app_resize",
    });

    const controller = new AbortController();
    const aborted = ui.selectContent(undefined, { signal: controller.signal });
    await host.next();
    controller.abort(new Error("user left"));
    const error = await aborted.catch((e: unknown) => e);
    expect(isHostBridgeError(error, "REQUEST_ABORTED")).toBe(true);
    expect(ui.bridge.pendingCount).toBe(0);
  });

  it("waits for a person without a default timeout on interactive operations", async () => {
    const host = createFakeHost();
    const ui = useUi({ transport: host.transport, timeout: 10 });
    dispose = ui.dispose;
    const picking = ui.selectCanvases();
    const quick = ui.appLoaded();
    await expect(quick).rejects.toMatchObject({ code: "REQUEST_TIMEOUT" });
    expect(ui.bridge.pendingCount).toBe(1);
    const envelope = host.received.find((m) => m.request.type === "ui_select_canvases");
    host.reply(envelope, { user_action: "cancelled" });
    await expect(picking).resolves.toEqual({ user_action: "cancelled" });
  });

  it("converts keys both ways with casing: camel", async () => {
    const host = createFakeHost();
    const ui = useUi({ transport: host.transport, casing: "camel" });
    dispose = ui.dispose;
    const pending = ui.selectContent({
      minSelections: 1,
      initialMetadataFilters: { owner_id: "u1" },
    });
    const envelope = await host.next();
    expect(envelope.request.body).toEqual({
      min_selections: 1,
      initial_metadata_filters: { owner_id: "u1" },
    });
    host.reply(envelope, { user_action: "selected", content: [{ original_extension: "pdf" }] });
    await expect(pending).resolves.toEqual({
      userAction: "selected",
      content: [{ originalExtension: "pdf" }],
    });
  });
});

import type {
  CanvasRetrieve,
  CanvasTheme,
  CoreFolderContents,
  DeviceFile,
  File,
  Language,
  PaginatedList,
  SharedLink,
} from "@hostbridge/protocol-types";
import { useHostApi } from "@hostbridge/sdk";
import { describe, expectTypeOf, it } from "vitest";

describe("the platform's operations on useHostApi()", () => {
  it("pins request and response shapes", () => {
    const api = useHostApi();
    expectTypeOf(api.getCanvases()).resolves.toEqualTypeOf<PaginatedList<CanvasRetrieve>>();
    expectTypeOf(api.createCanvas({ name: "Visit" })).resolves.toEqualTypeOf<CanvasRetrieve>();
    expectTypeOf(api.shareCanvas({ id: "c1" })).resolves.toEqualTypeOf<SharedLink>();
    expectTypeOf(api.getCanvasTheme({ canvas_id: "c1" })).resolves.toEqualTypeOf<CanvasTheme>();
    expectTypeOf(api.getFile({ file_id: "f1" })).resolves.toEqualTypeOf<File>();
    expectTypeOf(api.deleteFile({ file_id: "f1" })).resolves.toEqualTypeOf<string>();
    expectTypeOf(api.selectDeviceFile()).resolves.toEqualTypeOf<DeviceFile>();
    expectTypeOf(api.isFullscreen()).resolves.toEqualTypeOf<boolean>();
    expectTypeOf(api.enterFullscreen()).resolves.toBeVoid();
    expectTypeOf(api.getLanguages()).resolves.toEqualTypeOf<Language[]>();
    expectTypeOf(
      api.renderPageAsImage({ file_id: "f1", page_index: 0, params: { width: 640 } }),
    ).resolves.toEqualTypeOf<ArrayBuffer>();
    expectTypeOf(
      api.patchCoreFolder({ id: "core-1", payload: { name: "Canvases" } }),
    ).resolves.toEqualTypeOf<CoreFolderContents>();
    expectTypeOf(api.request("is_offline")).resolves.toEqualTypeOf<boolean>();
    // a file list is a page, asked for with its order and size; SmartStore answers rows of values
    expectTypeOf(
      api.getFiles({ tags: ["r"], ordering: "-modified_at", page: 2, page_size: 50 }),
    ).resolves.toEqualTypeOf<PaginatedList<File>>();
    expectTypeOf(
      api.crmSmartQuery({ query: "SELECT {Account:Id} FROM {Account}" }),
    ).resolves.toEqualTypeOf<unknown[][]>();
    void api.broadcast({ type: "canvas_opened", body: { body: { canvas_id: "c1" } } });
    void api.openWebViewAlwaysOnTop({
      url: "https://example.com",
      modal_settings: { width: 1, height: 1, x: 0, y: 0 },
    });
    // @ts-expect-error: create_canvas needs a name
    void api.createCanvas({});
    // @ts-expect-error: the host reads file_id (the existing client also took id and renamed it)
    void api.getFile({ id: "f1" });
    // @ts-expect-error: move_folder_items items are files or folders
    void api.moveFolderItems({ target_folder_id: "x", items: [{ id: "a", type: "canvas" }] });
    // @ts-expect-error: a broadcast event body follows its event key
    void api.broadcast({ type: "canvas_opened", body: { canvas_id: 1 } });
    // @ts-expect-error: a page number is a number
    void api.getFiles({ page: "2" });
    // @ts-expect-error: enter_fullscreen takes no payload
    void api.enterFullscreen({ now: true });
  });

  it("takes camelCase keys with casing camel", () => {
    const api = useHostApi({ casing: "camel" });
    void api.getCanvasRecommendedFiles({ canvasId: "c1", match: ["tags"] });
    expectTypeOf(api.refreshServiceToken()).resolves.toEqualTypeOf<{
      accessToken: string;
      [key: string]: unknown;
    }>();
  });

  it("types the events only the existing client lists", () => {
    const api = useHostApi();
    api.on("app_backgrounded", (payload) =>
      expectTypeOf(payload).toEqualTypeOf<Record<string, unknown> | undefined>(),
    );
    api.on("open_folder_requested", (payload) =>
      expectTypeOf(payload).toEqualTypeOf<Record<string, unknown> | undefined>(),
    );
  });
});

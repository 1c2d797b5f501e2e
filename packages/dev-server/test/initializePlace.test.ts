import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { startDevServer } from "../src/index";
import type { DevLogEvent, DevServer } from "../src/index";

// The fixture apps of the app types the platform drives through window.initialize, written from the
// platform's docs (test/fixtures/app-types at the repository's root).
const appDir = (name: string) =>
  fileURLToPath(new URL(`../../../test/fixtures/app-types/${name}`, import.meta.url));

let server: DevServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(name: string, sameOrigin?: boolean, place?: string) {
  const logs: DevLogEvent[] = [];
  server = await startDevServer({
    appDir: appDir(name),
    port: 0,
    appPort: 0,
    watch: false,
    sameOrigin,
    ...(place ? { place } : {}),
    log: (event) => logs.push(event),
  });
  return { config: server.config(), logs };
}

describe("selector and popup places", () => {
  it("serves a multimedia selector on the dev host's origin and tells the page to call initialize", async () => {
    const { config, logs } = await serve("multimedia-selector");
    expect(config.sameOrigin).toBe(true);
    expect(new URL(config.appUrl).origin).toBe(new URL(server!.url).origin);
    expect(config.initializePlace).toEqual({
      kind: "multimedia-selector",
      placeId: "module:ui_app",
      appId: "stock-media-selector",
    });
    expect(logs.map((event) => event.message).join("\n")).toContain(
      "the app is a multimedia selector (module:ui_app): the platform calls its page's window.initialize",
    );
  });

  it("gives a canvas popup and a global popup their app type and the dimensions of app_options", async () => {
    expect((await serve("canvas-popup")).config.initializePlace).toEqual({
      kind: "canvas-popup",
      placeId: "module:ui_app",
      appId: "quick-image-popup",
      dimensions: { width: "480px", height: "360px" },
    });
    await server!.close();
    const global = await serve("global-popup");
    expect(global.config.sameOrigin).toBe(true);
    expect(global.config.initializePlace).toMatchObject({ kind: "ui-global-popup" });
  });

  it("keeps --cross-origin when asked for (the page then says initialize cannot be called)", async () => {
    const { config } = await serve("multimedia-selector", false);
    expect(config.sameOrigin).toBe(false);
    expect(config.initializePlace).toMatchObject({ kind: "multimedia-selector" });
  });

  it("serves an app on the host's origin for a selector the picker opens later, and says how to call it", async () => {
    const { config } = await serve("selector-and-canvas", undefined, "module:canvas");
    expect(config.place).toBe("module:canvas");
    expect(config.initializePlace).toBeUndefined();
    expect(config.sameOrigin).toBe(true);
    expect(config.places.map((place) => [place.id, place.initialize])).toEqual([
      [
        "module:ui_app",
        { kind: "multimedia-selector", placeId: "module:ui_app", appId: "product-media" },
      ],
      ["module:canvas", undefined],
    ]);
  });
});

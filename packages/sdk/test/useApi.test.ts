import { hostApiCache } from "../src/hostApi";
import {
  detectLocation,
  getAvailableApis,
  highLevelApi,
  isHostBridgeError,
  LOCATION_QUERY_PARAM,
  useApi,
  useHostApi,
} from "@hostbridge/sdk";
import { afterEach, describe, expect, it } from "vitest";
import { createFakeHost, flush } from "../../ui-api/test/helpers/fakeHost";
import { installFakeWindow } from "../../ui-api/test/helpers/fakeWindow";
import type { FakeWindow } from "../../ui-api/test/helpers/fakeWindow";

let win: FakeWindow | undefined;
const disposers: (() => void)[] = [];
afterEach(() => {
  disposers.splice(0).forEach((d) => d());
  win?.restore();
  win = undefined;
});

describe("location detection", () => {
  it("defaults to impact without a window", () => {
    expect(typeof globalThis.window).toBe("undefined");
    expect(detectLocation()).toBe("impact");
  });

  it("takes the explicit option first", () => {
    win = installFakeWindow({
      search: "?jsApiLocation=admin",
      parentGlobals: { jsApiLocation: "dsr" },
    });
    expect(detectLocation("ui")).toBe("ui");
  });

  it("then the jsApiLocation query parameter", () => {
    expect(LOCATION_QUERY_PARAM).toBe("jsApiLocation");
    win = installFakeWindow({
      search: "?foo=1&jsApiLocation=admin",
      parentGlobals: { jsApiLocation: "dsr" },
    });
    expect(detectLocation()).toBe("admin");
  });

  it("then a same-origin parent's jsApiLocation", () => {
    win = installFakeWindow({
      search: "?jsApiLocation=nonsense",
      parentGlobals: { jsApiLocation: "dsr" },
    });
    expect(detectLocation()).toBe("dsr");
  });

  it("skips a cross-origin parent (SecurityError) and falls back to impact", () => {
    win = installFakeWindow({ crossOriginParent: true });
    expect(() => (window.parent as unknown as { jsApiLocation: unknown }).jsApiLocation).toThrow(
      /cross-origin/,
    );
    expect(detectLocation()).toBe("impact");
  });
});

describe("useApi()", () => {
  it("returns the API of each location, with the same caching as the environment's own factory", () => {
    const host = createFakeHost();
    const options = { transport: host.transport };
    const ui = useApi({ ...options, location: "ui" });
    expect(ui.location).toBe("ui");
    expect(typeof ui.selectContent).toBe("function");
    expect(useApi({ ...options, location: "ui" })).toBe(ui);
    const admin = useApi({ ...options, location: "admin" });
    expect(admin.location).toBe("admin");
    expect(typeof admin.getFiles).toBe("function");
    const dsr = useApi({ ...options, location: "dsr" });
    expect(dsr.location).toBe("dsr");
    expect(typeof dsr.getFile).toBe("function");
    const impact = useApi({ ...options, location: "impact", mode: "IOS" });
    expect(impact.location).toBe("impact");
    expect(impact.mode).toBe("IOS");
    expect(useHostApi({ ...options, mode: "IOS" })).toBe(impact);
    disposers.push(ui.dispose, admin.dispose, dsr.dispose, impact.dispose);
  });

  it("detects the location when none is given", () => {
    win = installFakeWindow({ search: "?jsApiLocation=dsr" });
    const api = useApi({ hostOrigin: "https://host.example.com" });
    disposers.push(api.dispose);
    expect(api.location).toBe("dsr");
  });

  it("returns the high-level API by default (impact)", () => {
    const api = useApi();
    disposers.push(api.dispose);
    expect(api.location).toBe("impact");
  });

  it("rejects an unknown location option", () => {
    const error = (() => {
      try {
        useApi({ location: "canvas" as never });
      } catch (e) {
        return e;
      }
    })();
    expect(isHostBridgeError(error, "INVALID_PAYLOAD")).toBe(true);
    expect((error as Error).message).toMatch(/"canvas".*expected "ui", "admin", "dsr" or "impact"/);
  });
});

describe("getAvailableApis()", () => {
  it("lists what works in each location", () => {
    expect(getAvailableApis({ location: "ui" })).toEqual({
      location: "ui",
      apis: ["useUi", "useHostApi", "peerConnectivity"],
    });
    expect(getAvailableApis({ location: "impact" })).toEqual({
      location: "impact",
      apis: ["useHostApi", "peerConnectivity"],
    });
    expect(getAvailableApis({ location: "admin" })).toEqual({
      location: "admin",
      apis: ["useAdmin"],
    });
    expect(getAvailableApis({ location: "dsr" })).toEqual({ location: "dsr", apis: ["useDsr"] });
  });

  it("detects the location like useApi() does", () => {
    win = installFakeWindow({ search: "?jsApiLocation=ui" });
    expect(getAvailableApis().location).toBe("ui");
  });
});

describe("highLevelApi", () => {
  it("is the current useHostApi() instance, created lazily", async () => {
    const host = createFakeHost();
    const api = useHostApi({ transport: host.transport });
    disposers.push(api.dispose);
    expect(highLevelApi.bridge).toBe(api.bridge);
    expect(highLevelApi.location).toBe("impact");
    expect("getEnv" in highLevelApi).toBe(true);
    expect(Object.keys(highLevelApi)).toEqual(Object.keys(api));
    const pending = highLevelApi.notify({ content: "hi" });
    const envelope = await host.next();
    expect(envelope.request.type).toBe("notify");
    host.reply(envelope);
    await expect(pending).resolves.toBeUndefined();
  });

  it("creates a default instance on first use when there is none, touching no window before", async () => {
    win = installFakeWindow();
    for (let api = hostApiCache.peek(); api; api = hostApiCache.peek()) api.dispose(); // earlier tests' instances
    expect(win.added).toBe(0);
    const env = highLevelApi.getEnv().catch((e: unknown) => e);
    await flush();
    expect(win.added).toBe(1);
    // the first thing posted is post-robot's hello: the wire decides the names get_env goes in
    expect(win.posted[0]!.message).toContain("postrobot_hello");
    highLevelApi.dispose();
    expect(isHostBridgeError(await env, "TRANSPORT_CLOSED")).toBe(true);
    expect(win.listeners.size).toBe(0);
  });

  it("cannot be written to", () => {
    expect(() => {
      (highLevelApi as unknown as Record<string, unknown>).getEnv = () => undefined;
    }).toThrow(TypeError);
  });
});

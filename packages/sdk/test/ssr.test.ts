import { afterEach, describe, expect, it, vi } from "vitest";

const BROWSER_GLOBALS = ["window", "document", "location", "parent", "self", "navigator"] as const;

function trapBrowserGlobals(): string[] {
  const touched: string[] = [];
  for (const name of BROWSER_GLOBALS) {
    if (name in globalThis && name !== "navigator")
      throw new Error(`${name} already exists in this Node test`);
    const original = Object.getOwnPropertyDescriptor(globalThis, name);
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        touched.push(name);
        return (original?.get ? original.get.call(globalThis) : original?.value) as unknown;
      },
    });
    cleanups.push(() => {
      if (original) Object.defineProperty(globalThis, name, original);
      else delete (globalThis as Record<string, unknown>)[name];
    });
  }
  return touched;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((fn) => fn());
  vi.resetModules();
});

describe("server-side rendering", () => {
  it("imports every environment package and the sdk (with its subpaths) without touching browser globals", async () => {
    vi.resetModules();
    const touched = trapBrowserGlobals();
    const modules = await Promise.all([
      import("@hostbridge/ui-api"),
      import("@hostbridge/admin-api"),
      import("@hostbridge/dsr-api"),
      import("@hostbridge/peer-connectivity"),
      import("@hostbridge/sdk"),
      import("@hostbridge/sdk/ui"),
      import("@hostbridge/sdk/admin"),
      import("@hostbridge/sdk/dsr"),
      import("@hostbridge/sdk/peer"),
    ]);
    expect(modules.every((m) => Object.keys(m).length > 0)).toBe(true);
    expect(touched).toEqual([]);
  });

  it("creates every API in Node without touching browser globals until a call needs them", async () => {
    vi.resetModules();
    const sdk = await import("@hostbridge/sdk");
    const touched = trapBrowserGlobals();
    const apis = [sdk.useUi(), sdk.useAdmin(), sdk.useDsr(), sdk.useHostApi()];
    expect(typeof sdk.highLevelApi).toBe("object");
    expect(touched).toEqual([]);
    // Subscribing is a call that needs the platform: it looks for a window, finds none, and waits quietly.
    const off = sdk.registerPeerConnectivityHandler("*", () => undefined);
    const error = await sdk
      .useUi()
      .appLoaded()
      .catch((e: unknown) => e);
    expect(sdk.isHostBridgeError(error, "NOT_EMBEDDED")).toBe(true);
    off();
    apis.forEach((api) => api.dispose());
  });
});

// The plugin: one client per app, created on first use (on the server only for the environment API
// and the location, and never started there), kept out of Vue's reactivity, started when the app
// mounts, disposed when the app unmounts.
import { HostBridgeError } from "./sdk";
import type { ApiFactory, Bridge, Casing, JsApiLocation } from "./sdk";
import { inject, markRaw } from "./vue";
import type { App, InjectionKey } from "vue";
import { createHostBridgeClient } from "./client";
import type { AppClient, HostBridgeClient, HostBridgeOptions } from "./client";

/** The lazily created client of one app. */
export interface ClientSlot {
  /** The client, in a browser while the app is mounted; else `undefined` (composables stay idle). */
  get(): AppClient | undefined;
  /**
   * `always`: the client on the server too (never started there: its bridge never connects, nothing
   * touches `window`, and a call rejects with a typed error); after the app unmounted, the disposed
   * one (a call rejects with `TRANSPORT_CLOSED`).
   */
  get(always: true): AppClient;
  get(always?: true): AppClient | undefined;
}

const KEY: InjectionKey<ClientSlot> = Symbol("hostbridge");

/** Whether the code runs on a server (SSR, Nuxt): no `window`, so nothing may connect or start. */
export const onServer = (): boolean => typeof window === "undefined";

/** The Vue plugin `createHostBridge()` returns. */
export interface HostBridgePlugin {
  /** Called by `app.use()`: provides the app's client, starts it on `app.mount()`, disposes it on `app.unmount()`. */
  install(app: App): void;
}

/**
 * Returns the plugin that gives every component of the app one shared client: one bridge (with
 * one window listener), one `get_env` for every `useHostEnv()`. The client
 * is created on first use and disposed when the app unmounts. On the server (SSR) it is never
 * started and its bridge never connects: composables keep their initial state, and only
 * `useEnvironmentApi()` and `useHostLocation()` read it. When the app mounts in `ui`, the plugin
 * says ready to the host, waits for the start data and says loaded, once per app (`startUp` opts
 * out). Options are those of `createBridge()` (`hostOrigin`, `casing`, `transport`: tests pass
 * `createMockHost().transport`, ...), with `location` and `startUp`.
 *
 * @example
 * ```ts
 * import { createApp } from "vue";
 * import { createHostBridge } from "@hostbridge/vue";
 * import App from "./App.vue";
 *
 * createApp(App).use(createHostBridge({ hostOrigin: "https://host.example.com" })).mount("#app");
 * ```
 */
export function createHostBridge<C extends Casing = "snake">(
  options: HostBridgeOptions<C> = {},
): HostBridgePlugin {
  return {
    install(app) {
      let client: AppClient | undefined;
      let ended = false;
      const get = (always?: boolean) =>
        always || !(ended || onServer())
          ? (client ??= markRaw(createHostBridgeClient(options as HostBridgeOptions<Casing>)))
          : undefined;
      app.provide(KEY, { get } as ClientSlot);
      const mount = app.mount.bind(app);
      app.mount = (...args: Parameters<App["mount"]>) => {
        const root = mount(...args);
        get()?.shared.start();
        return root;
      };
      const unmount = app.unmount.bind(app);
      app.unmount = () => {
        unmount();
        ended = true;
        client?.dispose();
      };
    },
  };
}

/**
 * The app's client (`undefined` on the server; with `always`, see {@link ClientSlot}); throws when
 * the plugin is missing. `caller` names the composable in that error.
 */
export function useClient(caller: string): AppClient | undefined;
export function useClient(caller: string, always: true): AppClient;
export function useClient(caller: string, always?: true): AppClient | undefined {
  const slot = inject(KEY, undefined);
  if (!slot) {
    throw new HostBridgeError(
      "NO_PROVIDER", // (a literal: `ERROR_CODES` would put the whole table in every app)
      `${caller} needs app.use(createHostBridge()) first, and must run in setup()`,
    );
  }
  return slot.get(always);
}

/**
 * Returns the app's shared client: its `bridge` (for low-level calls) and `location`; `undefined`
 * on the server. Call it in `setup()`; never dispose what it returns (the app does). For the
 * environment's typed methods, use `useEnvironmentApi(useUi)`.
 *
 * @throws HostBridgeError `NO_PROVIDER` when the app did not install `createHostBridge()`
 * @example
 * ```ts
 * import { useHostBridge } from "@hostbridge/vue";
 *
 * const client = useHostBridge();
 * const pending = () => client?.bridge.pendingCount ?? 0;
 * ```
 */
export function useHostBridge<C extends Casing = "snake">(): HostBridgeClient<C> | undefined {
  return useClient("useHostBridge()") as HostBridgeClient<C> | undefined;
}

/**
 * The typed API of an environment on the app's bridge: `useEnvironmentApi(useUi)` is a `UiApi`
 * (the factory decides the type: no cast; `useAdmin`, `useDsr`, `useHostApi` likewise, and
 * `useUi<"camel">` with `casing: "camel"`). One instance per factory and app, released when the
 * app unmounts. Never `undefined`: on the server (SSR) it is an instance on a bridge that never
 * connects, so nothing is sent and a call there rejects with a `HostBridgeError` (`NOT_EMBEDDED`);
 * call its methods from the browser (event handlers, `onMounted`). Only the environment you name is
 * bundled.
 *
 * @throws HostBridgeError `NO_PROVIDER` when the app did not install `createHostBridge()`
 * @example
 * ```ts
 * import { useUi } from "@hostbridge/sdk";
 * import { useEnvironmentApi, useHostRequest } from "@hostbridge/vue";
 *
 * const ui = useEnvironmentApi(useUi);
 * const pick = useHostRequest(ui.selectContent);
 * ```
 */
export function useEnvironmentApi<A, C extends Casing = "snake">(
  factory: (options: { bridge: Bridge<C> }) => A,
): A {
  return useClient("useEnvironmentApi()", true).shared.api(factory as ApiFactory<A>);
}

/**
 * The environment the app runs in (`"ui"`, `"admin"`, `"dsr"` or `"impact"`): the plugin's
 * `location` option, else detected as `useApi()` does (`detectLocation()`). It is fixed for the
 * life of the app, so it is a plain value, not a ref. On the server nothing can be detected: pass
 * `location` to `createHostBridge()` when the app renders there (else it reads `"impact"`).
 *
 * @throws HostBridgeError `NO_PROVIDER` when the app did not install `createHostBridge()`
 * @example
 * ```ts
 * import { useHostLocation } from "@hostbridge/vue";
 *
 * const inAdmin = useHostLocation() === "admin"; // the admin pages, not a canvas
 * ```
 */
export function useHostLocation(): JsApiLocation {
  return useClient("useHostLocation()", true).location;
}

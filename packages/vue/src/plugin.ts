// The plugin: one client per app, created on first use in a browser (never on the server), kept out
// of Vue's reactivity, disposed when the app unmounts.
import { HostBridgeError, ERROR_CODES } from "@hostbridge/sdk";
import type { Casing } from "@hostbridge/sdk";
import { inject, markRaw } from "./vue";
import type { App, InjectionKey } from "vue";
import { createHostBridgeClient } from "./client";
import type { HostBridgeClient, HostBridgeOptions } from "./client";

/** The lazily created client of one app: `undefined` on the server. */
export interface ClientSlot {
  get(): HostBridgeClient<Casing> | undefined;
}

const KEY: InjectionKey<ClientSlot> = Symbol("hostbridge");

/** Whether the code runs on a server (SSR, Nuxt): no `window`, so nothing may be created. */
export const onServer = (): boolean => typeof window === "undefined";

/** The Vue plugin `createHostBridge()` returns. */
export interface HostBridgePlugin {
  /** Called by `app.use()`: provides the app's client and disposes it on `app.unmount()`. */
  install(app: App): void;
}

/**
 * Returns the plugin that gives every component of the app one shared client: one bridge, one
 * window listener, the environment's typed API. The client is created on first use in a browser
 * (on the server, during SSR, never: composables then keep their initial state) and disposed when
 * the app unmounts. Options are those of `useApi()`: `hostOrigin`, `location`, `casing`, `transport`
 * (tests pass `createMockHost().transport`), ...
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
      let client: HostBridgeClient<Casing> | undefined;
      let ended = false;
      app.provide(KEY, {
        get: () =>
          ended || onServer()
            ? undefined
            : (client ??= markRaw(createHostBridgeClient(options as HostBridgeOptions))),
      });
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
 * The app's client (`undefined` on the server); throws when the plugin is missing. `caller` names
 * the composable in that error.
 */
export function useClient(caller: string): HostBridgeClient<Casing> | undefined {
  const slot = inject(KEY, undefined);
  if (!slot) {
    throw new HostBridgeError(
      ERROR_CODES.INVALID_PAYLOAD,
      `${caller} needs app.use(createHostBridge()) first, and must run in setup()`,
    );
  }
  return slot.get();
}

/**
 * Returns the app's shared client: `api` (the environment's typed methods: `api.selectContent()`
 * in `ui`, `api.getEnv()` in `admin`, ...), `host` (the high-level API), `bridge` and `location`;
 * `undefined` on the server. Call it in `setup()`; never dispose what it returns (the app does).
 *
 * @throws HostBridgeError `INVALID_PAYLOAD` when the app did not install `createHostBridge()`
 * @example
 * ```ts
 * const client = useHostBridge();
 * const pick = () => client?.api.location === "ui" && client.api.selectContent({ max_selections: 1 });
 * ```
 */
export function useHostBridge<C extends Casing = "snake">(): HostBridgeClient<C> | undefined {
  return useClient("useHostBridge()") as HostBridgeClient<C> | undefined;
}

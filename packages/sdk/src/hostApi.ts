import { HIGH_LEVEL_API_METHOD_TYPES, MODES } from "@hostbridge/protocol-types";
import { methodName } from "@hostbridge/protocol-types/wire";
import type {
  EventKey,
  EventMap,
  HighLevelApiMap,
  HighLevelApiMethodType,
  Mode,
} from "@hostbridge/protocol-types";
import { createLowLevelApi } from "@hostbridge/transport";
import type {
  Bridge,
  BridgeOptions,
  CamelCase,
  Cased,
  Casing,
  LowLevelApi,
  RequestOptions,
  Unsubscribe,
} from "@hostbridge/transport";
import type { ApiMethod } from "@hostbridge/ui-api";
import { createInstanceCache } from "@hostbridge/transport";
import type { Lifecycle } from "@hostbridge/transport";
import { platformError, upsertError } from "./platformRules";
import { subscriptionMethods } from "./subscription";

/**
 * Options of {@link useHostApi}: every option of `createBridge()` (`casing`, `logLevel`,
 * `errorLogger`, `fetchMode`, `hostOrigin`, `transport`, `platform`, `timeout`, ...), plus `bridge` and `mode`.
 */
export type HostApiOptions<C extends Casing = "snake"> = BridgeOptions<C> & {
  /**
   * Use this bridge instead of creating one (for example `useUi().bridge`, to share one window
   * listener). The other bridge options are then ignored and disposing does not dispose it.
   */
  bridge?: Bridge<C> | undefined;
  /**
   * The host's mode when the app knows it (`WEB`, `IOS`, `WINDOWS`, `ANDROID`). With a known mode
   * (this option, else the `mode` of an env fetched with `getEnv()`, else a `platform` option other
   * than `"auto"`), Web-only CRM calls on iOS and iOS-only CRM calls on Web reject with
   * `UNSUPPORTED_PLATFORM` at once instead of waiting for the host. Does not choose the transport.
   */
  mode?: Mode | undefined;
};

/** One camelCase helper per high-level operation (`get_env` -> `getEnv`, `crm_smart_upsert_objects` -> `crmSmartUpsertObjects`). */
export type HighLevelMethods<C extends Casing = "snake"> = {
  [K in HighLevelApiMethodType as CamelCase<K>]: ApiMethod<HighLevelApiMap[K], C>;
};

/** Receives the body of event `K`, in the app's casing. */
export type HostEventHandler<K extends EventKey, C extends Casing = "snake"> = (
  payload: Cased<EventMap[K], C>,
) => void;

/** The arguments after the key of `emit(key, ...)`: events without a payload take none. */
export type EmitArgs<K extends EventKey, C extends Casing = "snake"> = undefined extends EventMap[K]
  ? [payload?: Cased<EventMap[K], C>]
  : [payload: Cased<EventMap[K], C>];

/**
 * The high-level API (the spec's ServiceInterface): `API` (the low-level API), typed `emit`/`on`/`off`
 * over every event key, typed `request`, and one helper per high-level operation.
 */
export interface HostApi<C extends Casing = "snake"> extends HighLevelMethods<C> {
  /** The environment of this API: `"impact"` (the canvas). */
  readonly location: "impact";
  /** The spec's low-level API: `request(type, body, callback)`, `emit`/`on`/`off("event", ...)`. */
  readonly API: LowLevelApi;
  /** The bridge everything goes through. */
  readonly bridge: Bridge<C>;
  /** The host's mode as far as known (the `mode` option, else the last fetched env's `mode`, else a fixed `platform`). */
  readonly mode: Mode | undefined;
  /**
   * Sends high-level operation `type` with a typed payload and resolves the typed response body
   * (what the helpers do). Platform rules and upsert checks apply.
   */
  request<K extends HighLevelApiMethodType>(
    type: K,
    ...args: Parameters<ApiMethod<HighLevelApiMap[K], C>>
  ): ReturnType<ApiMethod<HighLevelApiMap[K], C>>;
  /** Sends event `key` (an `SVC_EVENT`) with its typed payload. */
  emit<K extends EventKey>(key: K, ...payload: EmitArgs<K, C>): void;
  /** Calls `handler` with the body of every `key` event from the host; returns the function that stops it. */
  on<K extends EventKey>(key: K, handler: HostEventHandler<K, C>): Unsubscribe;
  /** Stops every subscription of `handler` to `key` made with {@link HostApi.on}. */
  off<K extends EventKey>(key: K, handler: HostEventHandler<K, C>): void;
  /**
   * Removes every handler this API added and disposes its bridge (unless it was given as `bridge`):
   * pending requests reject with `TRANSPORT_CLOSED`. Later calls reject with `TRANSPORT_CLOSED`.
   */
  dispose(): void;
}

type AnyOptions = HostApiOptions<Casing>;

/** @internal The one live high-level API (shared with `highLevelApi`). */
export const hostApiCache = /* @__PURE__ */ createInstanceCache<AnyOptions, HostApi<Casing>>(
  "useHostApi()",
  createHostApi,
);

const isMode = (value: unknown): value is Mode => (MODES as readonly unknown[]).includes(value);

/**
 * Returns the high-level API of the `impact` environment (the spec's ServiceInterface): a typed
 * helper per high-level operation, named as the platform's existing client names them: the spec's
 * (`getEnv`, `open`, `openExternalUrl`, `notify`, `query`, `share`, `showPeerSession`,
 * `showSyncbox`, `submitUserFeedback`, `getFolders`, `getRecentFiles`, the `crm*` operations) and
 * the platform's 59 more (`getCanvases`, `createCanvas`, `getFiles`, `enterFullscreen`,
 * `selectDeviceFile`, `subscribe`, ...; see the package's documentation page), `request`, typed `emit`/`on`/`off` over
 * every event key, and `API`, the low-level API. Rejects before sending: Web-only calls on a
 * known iOS host and iOS-only ones (`crm_smart_*`, `selectDeviceFile`, `deleteLocalFile`,
 * `triggerNonFilesSync`, `broadcastToWebviews`) on a known Web host (`UNSUPPORTED_PLATFORM`), and
 * upserts that would create duplicates
 * (`INVALID_PAYLOAD`: a `crmUpsert` without `external_id_field`, a `crmSmartUpsertObjects` object
 * without `Id`/`id` or an `external_id_path` value).
 *
 * Cached like `useUi()`: equal options return the same instance; different options return a new,
 * independent one. `dispose()` releases the caller's hold; the instance ends when its last holder
 * releases it.
 *
 * @example
 * ```ts
 * import { useHostApi } from "@hostbridge/sdk";
 *
 * const api = useHostApi({ hostOrigin: "https://host.example.com" });
 * const env = await api.getEnv(); // also teaches the API the host's mode
 * api.on("canvas_opened", ({ body }) => console.log("opened", body.canvas_id));
 * await api.notify({ content: "Saved", type: "alert" });
 * ```
 */
export function useHostApi<C extends Casing = "snake">(options?: HostApiOptions<C>): HostApi<C>;
// (one implementation for every casing: the casing changes the payloads' key names, which the
// bridge converts, not the code; the overload above states what the caller gets for its `C`)
export function useHostApi(options?: AnyOptions): HostApi<Casing> {
  return hostApiCache.get(options);
}

// The methods are built from the registry's table of operations (`HIGH_LEVEL_API_METHOD_TYPES`),
// which `HighLevelMethods` is derived from; the overload states the type of the object it builds.
function createHostApi(
  options: AnyOptions,
  bridge: Bridge<Casing>,
  life: Lifecycle,
): HostApi<Casing>;
function createHostApi(options: AnyOptions, bridge: Bridge<Casing>, life: Lifecycle): object {
  const subscriptions: { key: string; handler: unknown; off: Unsubscribe }[] = [];
  let envMode: Mode | undefined;
  const mode = () =>
    options.mode ?? envMode ?? (options.platform === "auto" ? undefined : options.platform);

  const request = (type: string, payload?: unknown, opts?: RequestOptions) =>
    life.run(() => {
      const error = platformError(type, mode()) ?? upsertError(type, payload);
      if (error) {
        bridge.reportError(error);
        return Promise.reject(error);
      }
      return bridge.call("svc", type, payload, opts).then((body) => {
        const env = body as { mode?: unknown } | undefined;
        if (type === "get_env" && isMode(env?.mode)) envMode = env.mode;
        return body;
      });
    });

  const api: Record<string, unknown> = {
    location: "impact",
    API: createLowLevelApi(bridge),
    bridge,
    get mode() {
      return mode();
    },
    request,
    emit(key: string, payload?: unknown) {
      life.check();
      bridge.emit(key, payload);
    },
    on(key: string, handler: (payload: never) => void): Unsubscribe {
      life.check();
      const stop = life.track(bridge.onEvent(key, handler));
      const entry = {
        key,
        handler,
        off: () => {
          const at = subscriptions.indexOf(entry);
          if (at >= 0) subscriptions.splice(at, 1);
          stop();
        },
      };
      subscriptions.push(entry);
      return entry.off;
    },
    off(key: string, handler: unknown) {
      for (const entry of subscriptions.filter((s) => s.key === key && s.handler === handler))
        entry.off();
    },
    dispose: life.dispose,
  };
  for (const type of HIGH_LEVEL_API_METHOD_TYPES) {
    api[methodName(type)] = (payload?: unknown, opts?: RequestOptions) =>
      request(type, payload, opts);
  }
  return Object.assign(api, subscriptionMethods(bridge, request));
}

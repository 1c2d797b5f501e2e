// Host state as Vue refs: the environment record, a pushed message, a host event. Each composable
// listens through the app's one client and stops listening when its effect scope ends.
import type {
  AdminEnv,
  AdminMessageMap,
  Cased,
  Casing,
  DsrEnv,
  DsrMessageMap,
  EventKey,
  EventMap,
  JsApiLocation,
  ServiceEnv,
  UiMessageMap,
} from "@hostbridge/sdk";
import { onScopeDispose, shallowRef, toValue, watchSyncEffect } from "./vue";
import type { MaybeRefOrGetter, Ref, ShallowRef } from "vue";
import { useClient } from "./plugin";

/** The environment record of location `L`: `AdminEnv` in `admin`, `DsrEnv` in `dsr`, else `ServiceEnv`. */
export type EnvOf<L extends JsApiLocation> = L extends "admin"
  ? AdminEnv
  : L extends "dsr"
    ? DsrEnv
    : ServiceEnv;

/** What {@link useHostEnv} returns. */
export interface HostEnv<L extends JsApiLocation = "ui", C extends Casing = "snake"> {
  /** The environment record: `undefined` until the host answers (and always on the server). */
  env: ShallowRef<Cased<EnvOf<L>, C> | undefined>;
  /** `true` until the first answer (or error); on the server it stays `true`. */
  loading: Ref<boolean>;
  /** The error of the last fetch (a `HostBridgeError`), or `undefined`. */
  error: ShallowRef<unknown>;
  /** Asks the host again. */
  refresh(): Promise<void>;
}

/**
 * The environment record as state: fetched once (`getEnv()` of the app's environment), then kept
 * current on `env_changed` (`ui`, `impact`), `admin_env_changed` or `dsr_env_changed`. The fetch
 * is aborted and the listener removed when the calling scope ends. `L` types the record.
 *
 * @example
 * ```ts
 * const { env, loading, error } = useHostEnv();
 * const who = computed(() => env.value?.svc?.user?.name ?? "");
 * ```
 */
export function useHostEnv<L extends JsApiLocation = "ui", C extends Casing = "snake">(): HostEnv<
  L,
  C
> {
  const client = useClient("useHostEnv()");
  const env = shallowRef<Cased<EnvOf<L>, C>>();
  const loading = shallowRef(true);
  const error = shallowRef<unknown>();
  const controller = new AbortController();
  const set = (value: unknown) => {
    env.value = value as Cased<EnvOf<L>, C>;
    error.value = undefined;
    loading.value = false;
  };
  const refresh = async () => {
    if (!client || controller.signal.aborted) return;
    // (`ui` asks through the high-level API; in `impact` that is the app's API, and `admin` and
    // `dsr` have their own `getEnv`)
    const source = client.api.location === "ui" ? client.host : client.api;
    try {
      set(await source.getEnv(undefined, { signal: controller.signal }));
    } catch (failure) {
      if (controller.signal.aborted) return;
      error.value = failure;
      loading.value = false;
    }
  };
  if (client) {
    const { location } = client;
    const off = client.listen(
      location === "admin" || location === "dsr"
        ? `message:${location}_env_changed`
        : "event:env_changed",
      set,
    );
    void refresh();
    onScopeDispose(() => {
      controller.abort();
      off();
    });
  }
  return { env, loading, error, refresh };
}

/** Every pushed message type of every environment. */
export type HostMessageMap = UiMessageMap & AdminMessageMap & DsrMessageMap;
/** A pushed message type: `ui_app_set_data`, `ui_canvas_updated`, `admin_env_changed`, ... */
export type HostMessageType = keyof HostMessageMap;

/** Listens to `channel` (kept current when `name` is a ref or getter) until the scope ends. */
function useChannel<T>(
  caller: string,
  prefix: "message:" | "event:",
  name: MaybeRefOrGetter<string>,
  handler?: (payload: T) => void,
): ShallowRef<T | undefined> {
  const client = useClient(caller);
  const last = shallowRef<T>();
  if (!client) return last;
  // (at once, and again whenever `name` changes: it is the one reactive value read here)
  watchSyncEffect((onCleanup) => {
    const channel = `${prefix}${toValue(name)}` as const;
    last.value = client.last(channel) as T | undefined;
    onCleanup(
      client.listen(channel, (payload) => {
        last.value = payload as T;
        handler?.(payload as T);
      }),
    );
  });
  return last;
}

/**
 * The last payload of a message the host pushes (`ui_app_set_data`, `ui_canvas_updated`,
 * `admin_env_changed`, ...), typed by the message map; `undefined` until one arrives. The start
 * data (`ui_app_set_data`) is kept by the app's client from its start, so a component mounted after
 * the push still gets it. `type` may be a ref or getter; the listener follows it and goes when the
 * scope ends.
 *
 * @example
 * ```ts
 * const start = useHostMessage("ui_app_set_data");
 * const canvasName = computed(() => start.value?.canvas.name);
 * ```
 */
export function useHostMessage<K extends HostMessageType, C extends Casing = "snake">(
  type: MaybeRefOrGetter<K>,
  handler?: (payload: Cased<HostMessageMap[K], C>) => void,
): ShallowRef<Cased<HostMessageMap[K], C> | undefined> {
  return useChannel("useHostMessage()", "message:", type, handler);
}

/**
 * A host event (`canvas_opened`, `env_changed`, ...; an `SVC_EVENT`) as the last payload, typed by
 * the event map, and optionally a callback for each one. `key` may be a ref or getter; the listener
 * follows it and goes when the scope ends.
 *
 * @example
 * ```ts
 * const opened = useHostEvent("canvas_opened", (event) => console.log("opened", event));
 * ```
 */
export function useHostEvent<K extends EventKey, C extends Casing = "snake">(
  key: MaybeRefOrGetter<K>,
  handler?: (payload: Cased<EventMap[K], C>) => void,
): ShallowRef<Cased<EventMap[K], C> | undefined> {
  return useChannel("useHostEvent()", "event:", key, handler);
}

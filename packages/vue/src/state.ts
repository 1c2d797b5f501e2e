// Host state as Vue refs: the environment record, a pushed message, a host event. Each composable
// listens through the app's one client and stops listening when its effect scope ends. Like every
// composable of this package, they return refs (one, or an object of refs, which destructures).
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
import type { ReplayMark } from "./sdk";

/** The environment record of location `L`: `AdminEnv` in `admin`, `DsrEnv` in `dsr`, else `ServiceEnv`. */
export type EnvRecord<L extends JsApiLocation> = L extends "admin"
  ? AdminEnv
  : L extends "dsr"
    ? DsrEnv
    : ServiceEnv;

/** @deprecated Use {@link EnvRecord} (the same type; the name both bindings share). */
export type EnvOf<L extends JsApiLocation> = EnvRecord<L>;

/** What {@link useHostEnv} returns. */
export interface HostEnv<L extends JsApiLocation = "ui", C extends Casing = "snake"> {
  /** The environment record: `undefined` until the host answers (and always on the server). */
  env: ShallowRef<Cased<EnvRecord<L>, C> | undefined>;
  /** `true` until the first answer (or error); on the server it stays `true`. */
  loading: Ref<boolean>;
  /** The error of the last fetch (a `HostBridgeError`), or `undefined`. */
  error: ShallowRef<unknown>;
  /** Asks the host again. */
  refresh(): Promise<void>;
}

/**
 * The environment record of `location` (default: the app's, the plugin's `location` or detected)
 * as state: `getEnv()` of that environment is sent once per app, whatever the number of components
 * calling this (their `env`, `loading` and `error` are the same), then kept current on
 * `env_changed` (`ui`, `impact`), `admin_env_changed` or `dsr_env_changed`. The calling scope stops
 * following it when it ends. `L` types the record.
 *
 * @example
 * ```ts
 * import { computed } from "vue";
 * import { useHostEnv } from "@hostbridge/vue";
 *
 * const { env, loading, error } = useHostEnv();
 * const who = computed(() => (loading.value ? "" : env.value?.svc.user.email ?? String(error.value)));
 * ```
 */
export function useHostEnv<L extends JsApiLocation = "ui", C extends Casing = "snake">(
  location?: L,
): HostEnv<L, C> {
  const client = useClient("useHostEnv()");
  const env = shallowRef<Cased<EnvRecord<L>, C>>();
  const loading = shallowRef(true);
  const error = shallowRef<unknown>();
  if (!client) return { env, loading, error, refresh: () => Promise.resolve() };
  const shared = client.shared.env(location ?? client.location);
  const show = () => {
    const snapshot = shared.get();
    env.value = snapshot.env as Cased<EnvRecord<L>, C> | undefined;
    loading.value = snapshot.loading;
    error.value = snapshot.error;
  };
  onScopeDispose(shared.subscribe(show));
  show();
  return { env, loading, error, refresh: shared.refresh };
}

/** Every pushed message type of every environment. */
export type HostMessageMap = UiMessageMap & AdminMessageMap & DsrMessageMap;
/** A pushed message type: `ui_app_set_data`, `ui_canvas_updated`, `admin_env_changed`, ... */
export type HostMessageType = keyof HostMessageMap;

/** Follows message or event `name` (kept current when it is a ref or getter) until the scope ends. */
function useListen<T>(
  caller: string,
  kind: "message" | "event",
  name: MaybeRefOrGetter<string>,
  handler?: (payload: T) => void,
): ShallowRef<T | undefined> {
  const client = useClient(caller);
  const last = shallowRef<T>();
  if (!client) return last;
  // the start data that came before is delivered to the handler once, not again when `name` changes
  const mark: ReplayMark = {};
  // (at once, and again whenever `name` changes: it is the one reactive value read here)
  watchSyncEffect((onCleanup) => {
    const current = toValue(name);
    last.value = client.shared.last(kind, current) as T | undefined;
    const deliver = (payload: unknown) => {
      last.value = payload as T;
      handler?.(payload as T);
    };
    onCleanup(client.shared.listen(kind, current, deliver, handler && mark));
  });
  return last;
}

/**
 * The last payload of a message the host pushes (`ui_app_set_data`, `ui_canvas_updated`,
 * `admin_env_changed`, ...), typed by the message map; `undefined` until one arrives. With
 * `handler`, also calls it with every message, each one in order (100 pushes in one task are 100
 * calls; a ref keeps the last only). The start data (`ui_app_set_data`) is kept by the app's client
 * from its start, so a component mounted after the push still gets it, and its handler is called
 * with it once. `type` may be a ref or getter; the listener follows it and goes when the scope
 * ends.
 *
 * @example
 * ```ts
 * import { computed } from "vue";
 * import { useHostMessage } from "@hostbridge/vue";
 *
 * const start = useHostMessage("ui_app_set_data");
 * const canvasName = computed(() => start.value?.canvas.name);
 * let updates = 0;
 * useHostMessage("ui_app_update_data", () => updates++);
 * ```
 */
export function useHostMessage<K extends HostMessageType, C extends Casing = "snake">(
  type: MaybeRefOrGetter<K>,
  handler?: (payload: Cased<HostMessageMap[K], C>) => void,
): ShallowRef<Cased<HostMessageMap[K], C> | undefined> {
  return useListen("useHostMessage()", "message", type, handler);
}

/**
 * A host event (`canvas_opened`, `env_changed`, ...; an `SVC_EVENT`) as the last payload, typed by
 * the event map, and optionally a callback for each one. `key` may be a ref or getter; the listener
 * follows it and goes when the scope ends.
 *
 * @example
 * ```ts
 * import { useHostEvent } from "@hostbridge/vue";
 *
 * const opened = useHostEvent("canvas_opened", (event) => console.log("opened", event.body.canvas_id));
 * ```
 */
export function useHostEvent<K extends EventKey, C extends Casing = "snake">(
  key: MaybeRefOrGetter<K>,
  handler?: (payload: Cased<EventMap[K], C>) => void,
): ShallowRef<Cased<EventMap[K], C> | undefined> {
  return useListen("useHostEvent()", "event", key, handler);
}

/**
 * Calls `handler` with every message of `type` the host pushes until the calling scope ends: each
 * one, in order; the start data (`ui_app_set_data`) that came before is delivered to it first,
 * once. `useHostMessage(type, handler)` without its ref (the name React's hook has).
 *
 * @example
 * ```ts
 * import { useHostMessageHandler } from "@hostbridge/vue";
 *
 * let updates = 0;
 * useHostMessageHandler("ui_app_update_data", () => updates++);
 * ```
 */
export function useHostMessageHandler<K extends HostMessageType, C extends Casing = "snake">(
  type: MaybeRefOrGetter<K>,
  handler: (payload: Cased<HostMessageMap[K], C>) => void,
): void {
  useListen("useHostMessageHandler()", "message", type, handler);
}

/**
 * The last `key` event the host fired since the calling scope began, as a `shallowRef`
 * (`undefined` before the first, and on the server): `useHostEvent(key)` (the name React's hook has).
 *
 * @example
 * ```ts
 * import { computed } from "vue";
 * import { useLastHostEvent } from "@hostbridge/vue";
 *
 * const event = useLastHostEvent("app_backgrounded");
 * const inFront = computed(() => event.value === undefined);
 * ```
 */
export function useLastHostEvent<K extends EventKey, C extends Casing = "snake">(
  key: MaybeRefOrGetter<K>,
): ShallowRef<Cased<EventMap[K], C> | undefined> {
  return useListen("useLastHostEvent()", "event", key);
}

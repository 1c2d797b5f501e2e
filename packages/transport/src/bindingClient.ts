// What a framework binding (@hostbridge/vue, @hostbridge/react) keeps once per app on its bridge:
// the start-up (ready, start data, loaded: once per app), one environment record per location
// shared by every component, one bridge listener per pushed message or event whatever the number of
// components listening, and one instance per environment API factory. The bindings turn it into
// refs or React state; it has no framework code of its own.
import type { Bridge, MessageKind, Unsubscribe } from "./bridgeOptions";
import type { Casing } from "./casing";

/** The environments a binding serves: `ui`, `impact` (the high-level API), `admin`, `dsr`. */
export type BindingLocation = "ui" | "impact" | "admin" | "dsr";

/**
 * Who tells the host the app started (`ui` only):
 * - `"auto"` (the default): the binding sends `ui_embeddable_ready`, waits for the start data
 *   (`ui_app_set_data`), then sends `ui_app_loaded`: once per app.
 * - `"ready"`: the binding sends `ui_embeddable_ready`; the app calls `appLoaded()` itself (after
 *   its own data arrived, for example).
 * - `"manual"`: the binding sends neither.
 */
export type StartUp = "auto" | "ready" | "manual";

/** The environment record as the bindings share it. */
export interface EnvSnapshot {
  /** The record: `undefined` until the host answers (and on the server). */
  readonly env: unknown;
  /** `true` until the first record (or error) arrived. */
  readonly loading: boolean;
  /** Why the host did not answer (a `HostBridgeError`/`HostError`), else `undefined`. */
  readonly error: unknown;
}

/**
 * One shared environment record: the first subscriber sends the one `get_env`. (Its functions are
 * properties: React's `useSyncExternalStore` takes them as they are.)
 */
export interface SharedEnv {
  /** The current snapshot (a new object on every change). */
  readonly get: () => EnvSnapshot;
  /** Calls `notify` on every change; the first subscription asks the host. */
  readonly subscribe: (notify: () => void) => Unsubscribe;
  /** Asks the host again (every subscriber sees the answer). Never rejects. */
  readonly refresh: () => Promise<void>;
}

/** Whether a handler registered with {@link BindingClient.listen} already got the replayed start data. */
export interface ReplayMark {
  replayed?: boolean;
}

/** What a pushed message or a host event is: a message of the app's kinds, or an event key. */
export type ChannelKind = "message" | "event";

/** An environment package's factory (`useUi`, `useAdmin`, `useDsr`, `useHostApi`). */
export type ApiFactory<A> = (options: { bridge: Bridge<Casing> }) => A;

/** @internal The client a binding keeps for one app. */
export interface BindingClient {
  readonly location: BindingLocation;
  readonly bridge: Bridge<Casing>;
  /**
   * Starts recording the start data (`ui`), and sends ready (and loaded once the start data came)
   * as `startUp` says, once per app. Call it from an effect or a mount hook (it listens on the window).
   */
  start(): void;
  /**
   * Calls `handler` with every payload of message `name` (or event `name`): one bridge listener per
   * name, removed with its last handler. With `mark`, the start data recorded before is delivered
   * to the handler first, once per mark.
   */
  listen(kind: ChannelKind, name: string, handler: (payload: unknown) => void, mark?: ReplayMark): Unsubscribe;
  /** The last payload of message `name` (the start data: since the app started), or `undefined`. */
  last(kind: ChannelKind, name: string): unknown;
  /** The shared environment record of `location`. */
  env(location: BindingLocation): SharedEnv;
  /** The one instance `factory` returns on this bridge, released when the client closes. */
  api<A>(factory: ApiFactory<A>): A;
  /** Removes every listener, aborts the environment requests and releases the API instances. */
  close(): void;
}

/** The start data a host pushes once the app said it is ready. */
export const START_DATA = "ui_app_set_data";

/** Per app (its transport, its bridge, else the page), what survives a remount: started, start data. */
interface AppRecord {
  ready: boolean;
  loaded: boolean;
  startData?: unknown;
}

const REGISTRY = Symbol.for("@hostbridge/binding-apps");
/** (kept on `globalThis`, so a module reloaded by HMR still knows the app started) */
function appRecord(key: object): AppRecord {
  const holder = globalThis as { [REGISTRY]?: WeakMap<object, AppRecord> };
  const apps = (holder[REGISTRY] ??= new WeakMap());
  let record = apps.get(key);
  if (!record) apps.set(key, (record = { ready: false, loaded: false }));
  return record;
}

const messageKind = (type: string): MessageKind =>
  type.startsWith("admin_") ? "admin" : type.startsWith("dsr_") ? "dsr" : "ui";

interface Channel {
  handlers: Set<(payload: unknown) => void>;
  off: Unsubscribe;
}

/**
 * @internal Creates the client of one app. `appKey` names the app for "once per app": the
 * transport or bridge it was given, else `globalThis` (one app per page).
 */
export function createBindingClient(
  bridge: Bridge<Casing>,
  location: BindingLocation,
  startUp: StartUp,
  appKey: object,
): BindingClient {
  const app = appRecord(appKey);
  const channels: Record<ChannelKind, Map<string, Channel>> = {
    message: new Map(),
    event: new Map(),
  };
  const lastSeen: Record<ChannelKind, Map<string, unknown>> = {
    message: new Map(),
    event: new Map(),
  };
  const envs = new Map<BindingLocation, SharedEnv & { close(): void }>();
  const apis = new Map<ApiFactory<unknown>, unknown>();
  const closers = new Set<Unsubscribe>();

  const open = (kind: ChannelKind, name: string): Channel => {
    const handlers = new Set<(payload: unknown) => void>();
    const deliver = (payload: unknown) => {
      lastSeen[kind].set(name, payload);
      for (const handler of [...handlers]) handler(payload);
    };
    const off =
      kind === "event" ? bridge.onEvent(name, deliver) : bridge.onMessage(messageKind(name), name, deliver);
    const channel = { handlers, off };
    channels[kind].set(name, channel);
    return channel;
  };

  const sendLoaded = () => {
    if (startUp !== "auto" || !app.ready || app.loaded) return;
    app.loaded = true;
    // (a host that rejects it has nothing the app could do about it: its error stays with the host)
    bridge.call("svc", "ui_app_loaded").catch(() => undefined);
  };
  return {
    location,
    bridge,
    start() {
      if (location !== "ui") return;
      // the start data is recorded from the start, for components that mount after it came
      if (closers.size === 0) {
        closers.add(
          bridge.onMessage("ui", START_DATA, (payload) => {
            app.startData = payload;
            sendLoaded();
          }),
        );
      }
      if (startUp === "manual" || app.ready) return;
      app.ready = true;
      bridge.call("svc", "ui_embeddable_ready").then(
        () => {
          if (app.startData !== undefined) sendLoaded();
        },
        () => undefined,
      );
    },
    listen(kind, name, handler, mark) {
      const channel = channels[kind].get(name) ?? open(kind, name);
      channel.handlers.add(handler);
      if (mark && !mark.replayed) {
        mark.replayed = true;
        if (kind === "message" && name === START_DATA && app.startData !== undefined) {
          handler(app.startData);
        }
      }
      let listening = true;
      return () => {
        if (!listening) return;
        listening = false;
        channel.handlers.delete(handler);
        if (channel.handlers.size > 0 || channels[kind].get(name) !== channel) return;
        channels[kind].delete(name);
        channel.off();
      };
    },
    last(kind, name) {
      if (kind === "message" && name === START_DATA) return app.startData;
      return lastSeen[kind].get(name);
    },
    env(where) {
      let shared = envs.get(where);
      if (!shared) envs.set(where, (shared = createSharedEnv(bridge, where)));
      return shared;
    },
    api<A>(factory: ApiFactory<A>): A {
      if (!apis.has(factory)) apis.set(factory, factory({ bridge }));
      return apis.get(factory) as A;
    },
    close() {
      for (const map of Object.values(channels)) {
        for (const channel of map.values()) channel.off();
        map.clear();
      }
      for (const off of closers) off();
      closers.clear();
      for (const shared of envs.values()) shared.close();
      envs.clear();
      for (const api of apis.values()) (api as { dispose?: () => void }).dispose?.();
      apis.clear();
    },
  };
}

const LOADING: EnvSnapshot = { env: undefined, loading: true, error: undefined };

/** One environment record: one request at a time, kept current on the host's change messages. */
function createSharedEnv(
  bridge: Bridge<Casing>,
  location: BindingLocation,
): SharedEnv & { close(): void } {
  // `admin` and `dsr` have their own request and message; `ui` and `impact` ask the high-level API
  // (`get_env`) and follow its `env_changed` event
  const own = location === "admin" || location === "dsr";
  let snapshot = LOADING;
  let stopListening: Unsubscribe | undefined;
  let asking: AbortController | undefined;
  let closed = false;
  const subscribers = new Set<() => void>();
  const set = (next: EnvSnapshot) => {
    snapshot = next;
    for (const notify of [...subscribers]) notify();
  };
  const show = (env: unknown) => set({ env, loading: false, error: undefined });
  const refresh = async () => {
    if (closed) return;
    asking?.abort();
    const controller = (asking = new AbortController());
    try {
      const env: unknown = await bridge.call(
        own ? location : "svc",
        own ? `${location}_get_env` : "get_env",
        undefined,
        { signal: controller.signal },
      );
      if (asking === controller) show(env);
    } catch (error) {
      if (asking === controller) set({ ...snapshot, loading: false, error });
    } finally {
      if (asking === controller) asking = undefined;
    }
  };
  const onChange = (env: unknown) => {
    // (the host announced a newer record: an answer still on its way is older)
    asking?.abort();
    asking = undefined;
    show(env);
  };
  return {
    get: () => snapshot,
    subscribe: (notify) => {
      subscribers.add(notify);
      if (!stopListening && !closed) {
        stopListening = own
          ? bridge.onMessage(location, `${location}_env_changed`, onChange)
          : bridge.onEvent("env_changed", onChange);
        void refresh();
      }
      return () => {
        subscribers.delete(notify);
      };
    },
    refresh,
    close() {
      closed = true;
      asking?.abort();
      asking = undefined;
      stopListening?.();
      subscribers.clear();
    },
  };
}

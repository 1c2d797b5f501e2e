// What a framework binding (@hostbridge/vue, @hostbridge/react) keeps once per app on its bridge:
// the start-up (ready, start data, loaded: once per app), one environment record per location
// shared by every component, one bridge listener per pushed message or event whatever the number of
// components listening, and one instance per environment API factory. The bindings turn it into
// refs or React state; it has no framework code of its own.
import type { Bridge, Unsubscribe } from "./bridgeOptions";
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
  listen(
    kind: ChannelKind,
    name: string,
    handler: (payload: unknown) => void,
    mark?: ReplayMark,
  ): Unsubscribe;
  /**
   * The last payload of message or event `name` while it had a handler (the start data: since the
   * app started), or `undefined`.
   */
  last(kind: ChannelKind, name: string): unknown;
  /** The shared environment record of `location`. */
  env(location: BindingLocation): SharedEnv;
  /** The one instance `factory` returns on this bridge, released when the client closes. */
  api<A>(factory: ApiFactory<A>): A;
  /** Removes every listener, drops the environment answers still on their way, releases the API instances. */
  close(): void;
}

/** The start data a host pushes once the app said it is ready. */
export const START_DATA = "ui_app_set_data";

/** Per app (its transport, its bridge, else the page), what survives a remount: started, start data. */
interface AppRecord {
  ready?: boolean;
  loaded?: boolean;
  startData?: unknown;
}

const REGISTRY = Symbol.for("@hostbridge/binding-apps");

/** A message or event name with its handlers and the last payload it delivered. */
interface Channel {
  handlers: Set<(payload: unknown) => void>;
  off: Unsubscribe;
  last?: unknown;
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
  // (kept on `globalThis`, so a module reloaded by HMR still knows the app started)
  const apps = ((globalThis as { [REGISTRY]?: WeakMap<object, AppRecord> })[REGISTRY] ??=
    new WeakMap());
  const app = apps.get(appKey) ?? {};
  apps.set(appKey, app);
  const channels = { message: new Map<string, Channel>(), event: new Map<string, Channel>() };
  const envs = new Map<BindingLocation, SharedEnv & { close(): void }>();
  const apis = new Map<ApiFactory<unknown>, unknown>();
  let recording: Unsubscribe | undefined;

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
      recording ??= bridge.onMessage("ui", START_DATA, (payload) => {
        app.startData = payload;
        sendLoaded();
      });
      if (startUp === "manual" || app.ready) return;
      app.ready = true;
      bridge.call("svc", "ui_embeddable_ready").then(
        () => app.startData !== undefined && sendLoaded(),
        () => undefined,
      );
    },
    listen(kind, name, handler, mark) {
      let channel = channels[kind].get(name);
      if (!channel) {
        const opened: Channel = {
          handlers: new Set(),
          off: () => undefined,
        };
        const deliver = (payload: unknown) => {
          opened.last = payload;
          for (const each of [...opened.handlers]) each(payload);
        };
        opened.off =
          kind === "event"
            ? bridge.onEvent(name, deliver)
            : bridge.onMessage(
                name.startsWith("admin_") ? "admin" : name.startsWith("dsr_") ? "dsr" : "ui",
                name,
                deliver,
              );
        channels[kind].set(name, (channel = opened));
      }
      channel.handlers.add(handler);
      if (mark && !mark.replayed) {
        mark.replayed = true;
        if (name === START_DATA && app.startData !== undefined) handler(app.startData);
      }
      const listening = channel;
      return () => {
        // (the first call only: a handler is in the set once)
        if (!listening.handlers.delete(handler) || listening.handlers.size) return;
        channels[kind].delete(name);
        listening.off();
      };
    },
    last: (kind, name) =>
      kind === "message" && name === START_DATA ? app.startData : channels[kind].get(name)?.last,
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
      for (const map of [channels.message, channels.event]) {
        for (const channel of map.values()) channel.off();
        map.clear();
      }
      recording?.();
      recording = undefined;
      for (const shared of envs.values()) shared.close();
      envs.clear();
      for (const api of apis.values()) (api as { dispose?: () => void }).dispose?.();
      apis.clear();
    },
  };
}

const LOADING: EnvSnapshot = { env: undefined, loading: true, error: undefined };

/**
 * One environment record, kept current on the host's change notices. Only the answer to the
 * latest question is shown, and none once the host announced a newer record.
 */
function createSharedEnv(
  bridge: Bridge<Casing>,
  location: BindingLocation,
): SharedEnv & { close(): void } {
  // `admin` and `dsr` have their own request and message; `ui` and `impact` ask the high-level API
  // (`get_env`) and follow its `env_changed` event
  const own = location === "admin" || location === "dsr";
  let snapshot = LOADING;
  let stopListening: Unsubscribe | undefined;
  let question = 0;
  let closed = false;
  const subscribers = new Set<() => void>();
  const set = (next: EnvSnapshot) => {
    snapshot = next;
    for (const notify of [...subscribers]) notify();
  };
  const refresh = async () => {
    const asked = ++question;
    try {
      const env: unknown = await bridge.call(
        own ? location : "svc",
        own ? `${location}_get_env` : "get_env",
      );
      if (asked === question && !closed) set({ env, loading: false, error: undefined });
    } catch (error) {
      if (asked === question && !closed) set({ ...snapshot, loading: false, error });
    }
  };
  const onChange = (env: unknown) => {
    question++; // (an answer still on its way is older)
    set({ env, loading: false, error: undefined });
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
      return () => subscribers.delete(notify);
    },
    refresh,
    close() {
      closed = true;
      stopListening?.();
      subscribers.clear();
    },
  };
}

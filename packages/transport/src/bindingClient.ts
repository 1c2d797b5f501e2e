// What a framework binding (@hostbridge/vue, @hostbridge/react) keeps once per app on its bridge:
// the start-up (ready, start data, loaded: once per app), one environment record per location
// shared by every component, the handlers of its components on the bridge (removed when it closes),
// and one instance per environment API factory. The bindings turn it into refs or React state; it
// has no framework code of its own.
import { environmentOfType } from "@hostbridge/protocol-types";
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

/** What a binding listens to ({@link BindingClient.listen}): a pushed message (by type) or a host event (by key). */
export type ListenKind = "message" | "event";

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
   * Calls `handler` with every payload of message `name` (or event `name`): one bridge handler per
   * call (the session delivers each message to every handler), removed by the returned function or
   * by `close()`. With `mark`, the start data recorded before is delivered to the handler first,
   * once per mark.
   */
  listen(
    kind: ListenKind,
    name: string,
    handler: (payload: unknown) => void,
    mark?: ReplayMark,
  ): Unsubscribe;
  /** The start data recorded since the app started, for message `ui_app_set_data`; else `undefined`. */
  last(kind: ListenKind, name: string): unknown;
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
  // every bridge listener this client added (each handler is the session's own: the session
  // delivers every message to each of its handlers), removed by `close()`
  const listeners = new Set<Unsubscribe>();
  const track = (off: Unsubscribe): Unsubscribe => {
    listeners.add(off);
    return () => {
      listeners.delete(off);
      off();
    };
  };
  const on = (kind: ListenKind, name: string, handler: (payload: unknown) => void) =>
    track(
      kind === "event"
        ? bridge.onEvent(name, handler)
        : bridge.onMessage(environmentOfType(name) ?? "ui", name, handler),
    );
  const envs = new Map<BindingLocation, SharedEnv & { close(): void }>();
  const apis = new Map<ApiFactory<unknown>, unknown>();
  let recording = false;

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
      if (!recording) {
        recording = true;
        on("message", START_DATA, (payload) => {
          app.startData = payload;
          sendLoaded();
        });
      }
      if (startUp === "manual" || app.ready) return;
      app.ready = true;
      bridge.call("svc", "ui_embeddable_ready").then(
        () => app.startData !== undefined && sendLoaded(),
        () => undefined,
      );
    },
    listen(kind, name, handler, mark) {
      const off = on(kind, name, handler);
      if (mark && !mark.replayed) {
        mark.replayed = true;
        if (name === START_DATA && app.startData !== undefined) handler(app.startData);
      }
      return off;
    },
    last: (kind, name) => (kind === "message" && name === START_DATA ? app.startData : undefined),
    env(where) {
      let shared = envs.get(where);
      if (!shared) envs.set(where, (shared = createSharedEnv(bridge, where, on)));
      return shared;
    },
    api<A>(factory: ApiFactory<A>): A {
      if (!apis.has(factory)) apis.set(factory, factory({ bridge }));
      return apis.get(factory) as A;
    },
    close() {
      for (const off of [...listeners]) off();
      listeners.clear();
      recording = false;
      // (an environment answer still on its way finds its record gone: nobody hears of it)
      for (const shared of envs.values()) shared.close();
      envs.clear();
      for (const api of apis.values()) (api as { dispose?: () => void }).dispose?.();
      apis.clear();
    },
  };
}

const LOADING: EnvSnapshot = { env: undefined, loading: true, error: undefined };

/**
 * One environment record, kept current on the host's change notices (listened to with `on`, which
 * the client removes when it closes). Only the answer to the latest question is shown, and none
 * once the host announced a newer record or the record was closed.
 */
function createSharedEnv(
  bridge: Bridge<Casing>,
  location: BindingLocation,
  on: (kind: ListenKind, name: string, handler: (payload: unknown) => void) => Unsubscribe,
): SharedEnv & { close(): void } {
  // `admin` and `dsr` have their own request and message; `ui` and `impact` ask the high-level API
  // (`get_env`) and follow its `env_changed` event
  const own = location === "admin" || location === "dsr";
  let snapshot = LOADING;
  let listening = false;
  // (the latest question; a change notice or `close()` makes every answer on its way older)
  let question = 0;
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
      if (asked === question) set({ env, loading: false, error: undefined });
    } catch (error) {
      if (asked === question) set({ ...snapshot, loading: false, error });
    }
  };
  return {
    get: () => snapshot,
    subscribe: (notify) => {
      subscribers.add(notify);
      if (!listening) {
        listening = true;
        on(own ? "message" : "event", own ? `${location}_env_changed` : "env_changed", (env) => {
          question++;
          set({ env, loading: false, error: undefined });
        });
        void refresh();
      }
      return () => subscribers.delete(notify);
    },
    refresh,
    close() {
      question = Number.NaN;
      listening = true;
      subscribers.clear();
    },
  };
}

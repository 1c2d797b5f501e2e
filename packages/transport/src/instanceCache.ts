// The instance cache (one live instance per distinct options, ended by its last holder) and instance lifecycle behind useUi(), useAdmin(), useDsr() and
// useHostApi(), and the option equality peer connectivity caches its channels by. Reached by the
// sibling packages through the package root (`@hostbridge/transport`).
import { isPlainObject } from "@hostbridge/protocol-types";
import type { Bridge, BridgeOptions, Unsubscribe } from "./bridgeOptions";
import { HostBridgeError } from "./errors";
import type { Casing } from "./casing";

/**
 * Whether two option values are equal for caching: primitives and functions by identity, RegExps by
 * source and flags, arrays element by element, plain objects key by key (a key set to `undefined`
 * counts as absent). Anything else (a transport, a bridge, an AbortSignal) by identity.
 */
export function sameOptions(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof RegExp && b instanceof RegExp) return String(a) === String(b);
  const lists = Array.isArray(a) && Array.isArray(b) && a.length === b.length;
  if (!lists && !(isPlainObject(a) && isPlainObject(b))) return false;
  // key by key (an array's keys are its indices); a key of both is compared twice, which is harmless
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return [...Object.keys(x), ...Object.keys(y)].every((key) => sameOptions(x[key], y[key]));
}

/** Creates a bridge from options (`createBridge` of the package root, or of a per-wire entry). */
export type BridgeFactory = (options: BridgeOptions<Casing>) => Bridge<Casing>;

/** The options every cached API takes: those of `createBridge()`, plus `bridge`. */
export type EnvironmentApiOptions = BridgeOptions<Casing> & {
  /** Use this bridge instead of creating one; the instance then never disposes it. */
  bridge?: Bridge<Casing> | undefined;
};

/**
 * Keeps one live instance per distinct options: `get(options)` returns the live instance created
 * with equal options, else creates a new, independent one (another caller's instance is never
 * retired or replaced). Each `get()` counts one holder of the instance it returns; the instance's
 * `dispose()` releases one holder, and the instance ends (pending requests reject, handlers go, an
 * owned bridge is disposed) when the last holder releases it, so one caller cannot end it for the
 * others. A new instance gets `options.bridge`, or a bridge created from the options (which it then
 * owns and disposes), and its lifecycle (`name` is the factory, for error messages: `"useUi()"`).
 * `newBridge` creates that bridge: ./apiFactories binds it per entry, so this module imports no
 * bridge and a per-wire bundle carries only its own. `live` lists the live instances, oldest first.
 */
export function instanceCacheWith<O extends EnvironmentApiOptions, T>(
  name: string,
  newBridge: BridgeFactory,
  create: (options: O, bridge: Bridge<Casing>, life: Lifecycle) => T,
): { get: (options?: O) => T; peek: () => T | undefined; live: LiveInstance<T>[] } {
  const live: LiveInstance<T>[] = [];
  return {
    get(options = {} as O) {
      let entry = live.find((candidate) => sameOptions(candidate.options, options));
      if (!entry) {
        const bridge = options.bridge ?? newBridge(options);
        // (the release runs once, when the instance ends: it is in the cache until then)
        const life = createLifecycle(name, bridge, !options.bridge, () =>
          live.splice(live.indexOf(created), 1),
        );
        const created = { options: { ...options }, api: create(options, bridge, life), life };
        live.push((entry = created));
      }
      entry.life.hold();
      return entry.api;
    },
    peek: () => live[live.length - 1]?.api,
    live,
  };
}

/** A live instance of a cache, with the options it was made with; it leaves the list when it ends. */
export interface LiveInstance<T> {
  options: object;
  api: T;
  life: Lifecycle;
}

/** The bookkeeping of one instance: its handlers, its requests in flight, its end. */
export interface Lifecycle {
  /** Releases one holder; the last release ends the instance: pending requests reject, handlers go. */
  dispose: () => void;
  /** Counts one more holder: `dispose()` ends the instance only when every holder released it. */
  hold: () => void;
  /** Throws `TRANSPORT_CLOSED` once the instance was disposed. */
  check: () => void;
  /** Registers a handler's remover so the end of the instance removes it; returns the remover. */
  track: (off: Unsubscribe) => Unsubscribe;
  /** Runs a request; rejects at once when the instance is closed. */
  run: <T>(request: () => Promise<T>) => Promise<T>;
}

/**
 * @param name - the factory, for error messages (`"useUi()"`)
 * @param bridge - the instance's bridge
 * @param owned - whether the instance created the bridge (and so disposes it)
 * @param release - takes the instance out of the cache (called once, when it ends)
 */
function createLifecycle(
  name: string,
  bridge: Bridge<Casing>,
  owned: boolean,
  release: () => void,
): Lifecycle {
  const offs = new Set<Unsubscribe>();
  let holders = 0;
  let ended = false;
  const closedError = () =>
    new HostBridgeError(
      "TRANSPORT_CLOSED",
      `this ${name} instance was disposed by every caller that got it; call ${name} again`,
    );
  return {
    check() {
      if (ended) throw closedError();
    },
    track(off) {
      const stop = () => {
        offs.delete(stop);
        off();
      };
      offs.add(stop);
      return stop;
    },
    run: (request) => (ended ? Promise.reject(closedError()) : request()),
    hold: () => {
      holders++;
    },
    dispose() {
      if (--holders > 0 || ended) return;
      ended = true;
      release();
      for (const off of [...offs]) off();
      if (owned) bridge.dispose();
    },
  };
}

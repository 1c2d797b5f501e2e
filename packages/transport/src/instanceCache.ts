// The instance cache (one live instance per distinct options, ended by its last holder) and instance lifecycle behind useUi(), useAdmin(), useDsr() and
// useHostApi(), and the option equality peer connectivity caches its channels by. Reached by the
// sibling packages through the package root (`@hostbridge/transport`).
import { createBridge } from "./bridge";
import type { Bridge, BridgeOptions, Unsubscribe } from "./bridgeOptions";
import { HostBridgeError } from "./errors";
import type { Casing } from "./casing";

/**
 * Whether two option values are equal for caching: primitives and functions by identity, RegExps by
 * source and flags, arrays element by element, plain objects key by key (a key set to `undefined`
 * counts as absent). Anything else (a transport, a bridge, an AbortSignal) by identity.
 */
export function sameOptions(a: unknown, b: unknown): boolean {
  return (
    Object.is(a, b) ||
    (a instanceof RegExp
      ? b instanceof RegExp && "" + a == "" + b
      : (Array.isArray(a) ? Array.isArray(b) && a.length == b.length : isPlain(a) && isPlain(b)) &&
        Object.keys({ ...(a as object), ...(b as object) }).every((key) =>
          sameOptions((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
        ))
  );
}

// Written like the plain-object test of convertKeys (casing.ts), which compresses well beside it.
const isPlain = (value: unknown): value is Record<string, unknown> =>
  value != null &&
  ([Object.prototype, null] as unknown[]).includes(Object.getPrototypeOf(value) as unknown);

/** What the cache needs of an instance. */
export interface Retirable {
  /** Stops the instance now: pending requests reject. */
  dispose: () => void;
  /** Stops the instance gently: handlers go now, requests in flight settle, then the bridge goes. */
  retire: () => void;
}

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
 */
export function createInstanceCache<O extends EnvironmentApiOptions, T>(
  name: string,
  create: (options: O, bridge: Bridge<Casing>, life: Lifecycle) => T,
): { get: (options?: O) => T; peek: () => T | undefined } {
  const live: { options: O; api: T; life: Lifecycle }[] = [];
  return {
    get(options = {} as O) {
      let entry = live.find((candidate) => sameOptions(candidate.options, options));
      if (!entry) {
        const bridge = options.bridge ?? createBridge(options);
        const life = createLifecycle(name, bridge, !options.bridge, () => {
          const at = live.indexOf(created);
          if (at >= 0) live.splice(at, 1);
        });
        const created = { options: { ...options }, api: create(options, bridge, life), life };
        live.push((entry = created));
      }
      entry.life.hold();
      return entry.api;
    },
    peek: () => live[live.length - 1]?.api,
  };
}

/** The bookkeeping of one instance: its handlers, its requests in flight, its end. */
export interface Lifecycle extends Retirable {
  /** Counts one more holder: `dispose()` ends the instance only when every holder released it. */
  hold: () => void;
  /** Throws `TRANSPORT_CLOSED` once the instance was disposed or retired. */
  check: () => void;
  /** Registers a handler's remover so dispose/retire removes it; returns the remover. */
  track: (off: Unsubscribe) => Unsubscribe;
  /** Runs a request, counting it in flight; rejects at once when the instance is closed. */
  run: <T>(request: () => Promise<T>) => Promise<T>;
}

/**
 * @param name - the factory, for error messages (`"useUi()"`)
 * @param bridge - the instance's bridge
 * @param owned - whether the instance created the bridge (and so disposes it)
 * @param release - takes the instance out of the cache
 */
export function createLifecycle(
  name: string,
  bridge: Bridge<Casing>,
  owned: boolean,
  release: () => void,
): Lifecycle {
  const offs = new Set<Unsubscribe>();
  let inFlight = 0;
  let holders = 0;
  let state: 0 | 1 | 2 = 0; // live, retired, disposed
  const closedError = () =>
    new HostBridgeError(
      "TRANSPORT_CLOSED",
      `this ${name} instance was disposed by every caller that got it; call ${name} again`,
    );
  const end = (next: 1 | 2) => {
    if (state >= next) return; // disposing ends a retired instance too; nothing else ends twice
    state = next;
    release();
    for (const off of [...offs]) off();
    if (owned && (next === 2 || inFlight === 0)) bridge.dispose();
  };
  return {
    check() {
      if (state) throw closedError();
    },
    track(off) {
      const stop = () => {
        offs.delete(stop);
        off();
      };
      offs.add(stop);
      return stop;
    },
    run(request) {
      if (state) return Promise.reject(closedError());
      inFlight++;
      return request().finally(() => {
        if (--inFlight === 0 && state === 1 && owned) bridge.dispose();
      });
    },
    hold: () => {
      holders++;
    },
    retire: () => end(1),
    dispose: () => {
      if (--holders <= 0) end(2);
    },
  };
}

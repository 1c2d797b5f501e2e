// The one-live-instance cache and instance lifecycle behind useDsr(). The same file exists in
// ui-api, admin-api, sdk: each package is installed on its own, so none imports another's copy.
import { ERROR_CODES, HostBridgeError } from "@hostbridge/transport";
import type { Bridge, Casing, Unsubscribe } from "@hostbridge/transport";

/**
 * Whether two option values are equal for caching: primitives and functions by identity, RegExps by
 * source and flags, arrays element by element, plain objects key by key (a key set to `undefined`
 * counts as absent). Anything else (a transport, a bridge, an AbortSignal) by identity.
 */
export function sameOptions(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof RegExp) return b instanceof RegExp && String(a) === String(b);
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((v, i) => sameOptions(v, b[i]));
  }
  if (!isPlain(a) || !isPlain(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!sameOptions(a[key], b[key])) return false;
  return true;
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** What the cache needs of an instance. */
export interface Retirable {
  /** Stops the instance now: pending requests reject. */
  dispose: () => void;
  /** Stops the instance gently: handlers go now, requests in flight settle, then the bridge goes. */
  retire: () => void;
}

/**
 * Keeps at most one live instance: `get(options)` returns it while the options stay equal, and
 * retires it before creating a new one for different options, so listeners never pile up.
 */
export function createInstanceCache<O extends object, T>(
  create: (options: O, release: () => void) => { api: T; life: Retirable },
): { get(options?: O): T; peek(): T | undefined } {
  let current: { options: O; api: T; life: Retirable } | undefined;
  return {
    get(options = {} as O) {
      if (current && sameOptions(current.options, options)) return current.api;
      current?.life.retire();
      const entry = { options: { ...options } } as { options: O; api: T; life: Retirable };
      Object.assign(
        entry,
        create(options, () => {
          if (current === entry) current = undefined;
        }),
      );
      current = entry;
      return entry.api;
    },
    peek: () => current?.api,
  };
}

/** The bookkeeping of one instance: its handlers, its requests in flight, its end. */
export interface Lifecycle extends Retirable {
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
  let state: 0 | 1 | 2 = 0; // live, retired, disposed
  const closedError = () =>
    new HostBridgeError(
      ERROR_CODES.TRANSPORT_CLOSED,
      `this ${name} instance was disposed (dispose() was called, or ${name} was called again with different ` +
        `options); call ${name} again to get the current instance`,
    );
  const end = (next: 1 | 2) => {
    if (state === 2 || (state === 1 && next === 1)) return;
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
    retire: () => end(1),
    dispose: () => end(2),
  };
}

// Host state as React state: a value kept outside React, read with useSyncExternalStore, filled by
// a subscription to the bridge that exists exactly while the component is mounted (React calls
// `subscribe` once per mount: StrictMode's extra unmount/mount unsubscribes first).
import { useLayoutEffect, useEffect, useMemo, useState, useSyncExternalStore } from "./react";
import type { Bridge, Casing, Unsubscribe } from "@hostbridge/transport";
import { useHostClient } from "./provider";
import type { HostClient } from "./client";

/**
 * Starts the host subscription behind a piece of state; returns what stops it. `set` must not be
 * called once it has stopped (an answer still on its way checks its abort signal).
 */
export type StartState<T> = (
  bridge: Bridge<Casing>,
  set: (value: T) => void,
  get: () => T,
) => Unsubscribe;

/**
 * @internal The state `start` produces, `initial(client)` until it produces one (and on the server:
 * `serverValue`). `key` names what is subscribed to: a new key restarts the subscription.
 */
export function useHostState<T>(
  hook: string,
  key: string,
  initial: (client: HostClient) => T,
  serverValue: T,
  start: StartState<T>,
): T {
  const client = useHostClient(hook);
  const bridge = client.bridge();
  // the value `start` produced and the key it belongs to (none yet: `key` is `undefined`)
  const [box] = useState<{ key?: string; value?: T }>({});
  const get = () => (box.key === key ? (box.value as T) : initial(client));
  const subscribe = useMemo(
    () => (notify: () => void) =>
      start(
        bridge,
        (value) => {
          box.key = key;
          box.value = value;
          notify();
        },
        get,
      ),
    // `start`, `get` and `box` belong to this key and bridge: they need no dependency of their own.
    [bridge, key],
  );
  return useSyncExternalStore(subscribe, get, () => serverValue);
}

/** useLayoutEffect in the browser, useEffect on the server (where neither runs, without a warning). */
const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** @internal A ref that always holds the latest `value` (a handler), updated before effects see it. */
export function useLatest<T>(value: T): { readonly current: T } {
  const [ref] = useState(() => ({ current: value }));
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

// Host state as React state: a value kept outside React, read with useSyncExternalStore, filled by
// a subscription through the provider's shared client that exists exactly while the component is
// mounted (React calls `subscribe` once per mount: StrictMode's extra unmount/mount unsubscribes first).
import { useLayoutEffect, useEffect, useMemo, useState, useSyncExternalStore } from "./react";
import type { BindingClient, Unsubscribe } from "@hostbridge/transport";
import { useHostClient } from "./provider";

/**
 * Starts the host subscription behind a piece of state; returns what stops it. `set` must not be
 * called once it has stopped.
 */
export type StartState<T> = (shared: BindingClient, set: (value: T) => void) => Unsubscribe;

/**
 * @internal The state `start` produces, `initial(shared)` until it produces one (and on the server:
 * `serverValue`). `key` names what is subscribed to: a new key restarts the subscription.
 */
export function useHostState<T>(
  hook: string,
  key: string,
  initial: (shared: BindingClient) => T,
  serverValue: T,
  start: StartState<T>,
): T {
  const shared = useHostClient(hook).shared();
  // the value `start` produced and the key it belongs to (none yet: `key` is `undefined`)
  const [box] = useState<{ key?: string; value?: T }>({});
  const get = () => (box.key === key ? (box.value as T) : initial(shared));
  const subscribe = useMemo(
    () => (notify: () => void) =>
      start(shared, (value) => {
        box.key = key;
        box.value = value;
        notify();
      }),
    // `start`, `get` and `box` belong to this key and client: they need no dependency of their own.
    [shared, key],
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

/**
 * @internal Calls the latest `handler` with every payload of message or event `name` while the
 * component is mounted (one subscription per mount, none per render); the start data recorded
 * before is delivered to it first, once per component.
 */
export function useHostHandler(
  hook: string,
  kind: "message" | "event",
  name: string,
  handler: ((payload: never) => void) | undefined,
): void {
  const shared = useHostClient(hook).shared();
  const latest = useLatest(handler);
  const [mark] = useState({});
  const active = handler !== undefined;
  useEffect(
    () =>
      active
        ? shared.listen(kind, name, (payload) => latest.current?.(payload as never), mark)
        : undefined,
    [shared, kind, name, active, latest, mark],
  );
}

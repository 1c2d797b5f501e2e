// Host pushes as React state and handlers: a subscription through the provider's shared client that
// exists exactly while the component is mounted (StrictMode's extra unmount/mount unsubscribes
// first). A value is read with useSyncExternalStore, so a push renders in the same task it arrived
// in (React renders an external store's change synchronously; state set from a `message` event
// would wait for the scheduler's next task, after the next frame now and then: bench/pushToDom.mjs).
// A handler is the component's latest one, called with every payload.
import { useCallback, useLayoutEffect, useEffect, useState, useSyncExternalStore } from "./react";
import type { ListenKind } from "@hostbridge/transport";
import { useHostClient } from "./provider";

/**
 * @internal The last payload of message or event `name` the component saw, as state: before the
 * first, the start data the provider recorded (`ui_app_set_data`), else `undefined` (also on the
 * server). A new `name` starts from there again.
 */
export function useLastPayload<T>(hook: string, kind: ListenKind, name: string): T | undefined {
  const shared = useHostClient(hook).shared();
  // the last payload this component saw, and the name it belongs to
  const [box] = useState<{ name?: string; payload?: unknown }>({});
  const subscribe = useCallback(
    (notify: () => void) =>
      shared.listen(kind, name, (payload) => {
        box.name = name;
        box.payload = payload;
        notify();
      }),
    [shared, kind, name, box],
  );
  const read = () => (box.name === name ? box.payload : shared.last(kind, name)) as T | undefined;
  return useSyncExternalStore(subscribe, read, () => undefined);
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
  kind: ListenKind,
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

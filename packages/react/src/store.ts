// Host pushes as React state and handlers: a subscription through the provider's shared client that
// exists exactly while the component is mounted (an effect: StrictMode's extra unmount/mount
// unsubscribes first), calling the latest handler of the component, which may set its state.
import { useLayoutEffect, useEffect, useState } from "./react";
import type { ChannelKind } from "@hostbridge/transport";
import { useHostClient } from "./provider";

/**
 * @internal The last payload of message or event `name` the component saw, as state: before the
 * first, the start data the provider recorded (`ui_app_set_data`), else `undefined` (also on the
 * server). A new `name` starts from there again.
 */
export function useLastPayload<T>(hook: string, kind: ChannelKind, name: string): T | undefined {
  const shared = useHostClient(hook).shared();
  const [last, setLast] = useState<{ name: string; payload: unknown }>();
  // (the replayed start data, when it came between this render and the subscription, shows too)
  useHostHandler(hook, kind, name, (payload: unknown) => setLast({ name, payload }));
  return (last?.name === name ? last.payload : shared.last(kind, name)) as T | undefined;
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
  kind: ChannelKind,
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

// Host events: a handler called with each one, or the last one as state.
import { useEffect } from "./react";
import type { EventKey, EventMap } from "@hostbridge/protocol-types";
import type { Cased, Casing } from "@hostbridge/transport";
import { useHostClient } from "./provider";
import { useHostState, useLatest } from "./store";

/** Receives the body of host event `K` in the app's casing. */
export type HostEventListener<K extends EventKey, C extends Casing = "snake"> = (
  body: Cased<EventMap[K], C>,
) => void;

/**
 * Calls `handler` with the body of every `key` event the host fires while the component is mounted.
 * The latest `handler` of each render is called (no stale closures, no resubscription when it
 * changes); the listener is removed on unmount.
 *
 * @example
 * ```tsx
 * useHostEvent("canvas_opened", (body) => setOpened(body.canvas_id));
 * ```
 */
export function useHostEvent<K extends EventKey, C extends Casing = "snake">(
  key: K,
  handler: HostEventListener<K, C>,
): void {
  const bridge = useHostClient("useHostEvent()").bridge();
  const latest = useLatest(handler);
  useEffect(
    () => bridge.onEvent(key, (body) => latest.current(body as Cased<EventMap[K], C>)),
    [bridge, key, latest],
  );
}

/**
 * The body of the last `key` event the host fired since the component mounted, as state
 * (`undefined` before the first, and on the server).
 *
 * @example
 * ```tsx
 * const state = useLastHostEvent("app_backgrounded");
 * ```
 */
export function useLastHostEvent<K extends EventKey, C extends Casing = "snake">(
  key: K,
): Cased<EventMap[K], C> | undefined {
  type Body = Cased<EventMap[K], C> | undefined;
  return useHostState<Body>(
    "useLastHostEvent()",
    key,
    () => undefined,
    undefined,
    (bridge, set) => bridge.onEvent(key, (body) => set(body as Body)),
  );
}

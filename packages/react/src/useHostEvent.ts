// Host events: a handler called with each one, or the last one as state.
import type { EventKey, EventMap } from "@hostbridge/protocol-types";
import type { Cased, Casing } from "@hostbridge/transport";
import { useHostHandler, useLastPayload } from "./pushHooks";

/** Receives the body of host event `K` in the app's casing. */
export type HostEventListener<K extends EventKey, C extends Casing = "snake"> = (
  body: Cased<EventMap[K], C>,
) => void;

/**
 * Calls `handler` with every `key` event the host fires while the component is mounted (each one,
 * in order). The latest `handler` of each render is called (no stale closures, no resubscription
 * when it changes).
 *
 * @example
 * ```tsx
 * import { useHostEvent } from "@hostbridge/react";
 * import { useState } from "react";
 *
 * function Opened() {
 *   const [opened, setOpened] = useState<string>();
 *   useHostEvent("canvas_opened", (event) => setOpened(event.body.canvas_id));
 *   return <p>{opened}</p>;
 * }
 * ```
 */
export function useHostEvent<K extends EventKey, C extends Casing = "snake">(
  key: K,
  handler: HostEventListener<K, C>,
): void {
  useHostHandler("useHostEvent()", "event", key, handler);
}

/**
 * The last `key` event the host fired since the component mounted, as state (`undefined` before
 * the first, and on the server).
 *
 * @example
 * ```tsx
 * import { useLastHostEvent } from "@hostbridge/react";
 *
 * function Background() {
 *   const event = useLastHostEvent("app_backgrounded");
 *   return <p>{event ? "In the background" : "In front"}</p>;
 * }
 * ```
 */
export function useLastHostEvent<K extends EventKey, C extends Casing = "snake">(
  key: K,
): Cased<EventMap[K], C> | undefined {
  return useLastPayload("useLastHostEvent()", "event", key);
}

// useHostMessage(): the last payload of a message the host pushes, as state; useHostMessageHandler():
// each one to a handler.
import type { AdminMessageMap, DsrMessageMap, UiMessageMap } from "@hostbridge/protocol-types";
import type { Cased, Casing } from "@hostbridge/transport";
import { useHostHandler, useLastPayload } from "./pushHooks";

/** Every message the host pushes, by type: the UI, admin and DSR message maps together. */
export type HostMessageMap = UiMessageMap & AdminMessageMap & DsrMessageMap;

/** A pushed message type: `ui_app_set_data`, `ui_canvas_updated`, `admin_env_changed`, ... */
export type HostMessageType = keyof HostMessageMap;

/** Receives the payload of pushed message `K` in the app's casing. */
export type HostMessageListener<K extends HostMessageType, C extends Casing = "snake"> = (
  payload: Cased<HostMessageMap[K], C>,
) => void;

/**
 * The payload of the last message of `type` the host pushed, typed by the message map in the app's
 * casing `C`; `undefined` until one arrives (and on the server). `ui_app_set_data` (the start data,
 * pushed once, often before the component mounts) is replayed: a component mounted later gets the
 * one the provider recorded. State keeps the last value only: to see every message (100 pushes in one task are 100
 * calls), use {@link useHostMessageHandler}.
 *
 * @example
 * ```tsx
 * import { useHostMessage } from "@hostbridge/react";
 *
 * function Canvas() {
 *   const data = useHostMessage("ui_app_set_data");
 *   return <p data-view="pushed">{data ? `Canvas: ${data.canvas.name}` : "Nothing pushed yet."}</p>;
 * }
 * ```
 */
export function useHostMessage<K extends HostMessageType, C extends Casing = "snake">(
  type: K,
): Cased<HostMessageMap[K], C> | undefined {
  return useLastPayload("useHostMessage()", "message", type);
}

/**
 * Calls `handler` with every message of `type` the host pushes while the component is mounted: each
 * one, in order (100 pushes in one task are 100 calls). The latest `handler` of each render is
 * called (no stale closures, no resubscription when it changes). The start data
 * (`ui_app_set_data`) that arrived before the component mounted is delivered to it first, once.
 *
 * @example
 * ```tsx
 * import { useHostMessageHandler } from "@hostbridge/react";
 * import { useState } from "react";
 *
 * function Updates() {
 *   const [count, setCount] = useState(0);
 *   useHostMessageHandler("ui_app_update_data", () => setCount((n) => n + 1));
 *   return <p>{count} updates</p>;
 * }
 * ```
 */
export function useHostMessageHandler<K extends HostMessageType, C extends Casing = "snake">(
  type: K,
  handler: HostMessageListener<K, C>,
): void {
  useHostHandler("useHostMessageHandler()", "message", type, handler);
}

/** @deprecated Use {@link useHostMessage} (the same hook; the name both bindings share). */
export const useMessage: typeof useHostMessage = useHostMessage;

/** @deprecated Use {@link useHostMessageHandler} (the same hook; the name both bindings share). */
export const useMessageHandler: typeof useHostMessageHandler = useHostMessageHandler;

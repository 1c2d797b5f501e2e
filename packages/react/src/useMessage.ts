// useMessage(): the last payload of a message the host pushes, as state.
import type { AdminMessageMap, DsrMessageMap, UiMessageMap } from "@hostbridge/protocol-types";
import type { Cased, Casing, MessageKind } from "@hostbridge/transport";
import { REPLAYED_MESSAGE } from "./client";
import { useHostState } from "./store";

/** Every message the host pushes, by type: the UI, admin and DSR message maps together. */
export type HostMessageMap = UiMessageMap & AdminMessageMap & DsrMessageMap;

/** A pushed message type: `ui_app_set_data`, `ui_canvas_updated`, `admin_env_changed`, ... */
export type HostMessageType = keyof HostMessageMap;

const kindOf = (type: string): MessageKind =>
  type.startsWith("admin_") ? "admin" : type.startsWith("dsr_") ? "dsr" : "ui";

/**
 * The payload of the last message of `type` the host pushed, typed by the message map in the app's
 * casing `C`; `undefined` until one arrives (and on the server). `ui_app_set_data` (the start data,
 * pushed once, often before the component mounts) is replayed: a component mounted later gets the
 * last one the provider saw. One listener per mounted hook, removed on unmount.
 *
 * @example
 * ```tsx
 * const data = useMessage("ui_app_set_data");
 * return <p data-view="pushed">{data ? `Canvas: ${data.canvas.name}` : "Nothing pushed yet."}</p>;
 * ```
 */
export function useMessage<K extends HostMessageType, C extends Casing = "snake">(
  type: K,
): Cased<HostMessageMap[K], C> | undefined {
  type Payload = Cased<HostMessageMap[K], C> | undefined;
  return useHostState<Payload>(
    "useMessage()",
    type,
    (client) => (type === REPLAYED_MESSAGE ? (client.startData() as Payload) : undefined),
    undefined,
    (bridge, set) => bridge.onMessage(kindOf(type), type, (payload) => set(payload as Payload)),
  );
}

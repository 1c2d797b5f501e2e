import { LOW_LEVEL_EVENT_NAME } from "@hostbridge/protocol-types";
import type { OpenRecord, ServiceResponse } from "@hostbridge/protocol-types";
import type { Bridge, Unsubscribe } from "./bridgeOptions";
import type { Casing } from "./casing";
import { HostBridgeError, isHostBridgeError } from "./errors";

/** The payload of the low-level `event` name: an event key and its body (the spec's ServiceEvent). */
export interface LowLevelEvent<Type extends string = string, Body = unknown> {
  type: Type;
  body?: Body;
}

/** Receives every event of the low-level API. */
export type LowLevelEventHandler = (event: LowLevelEvent) => unknown;

/**
 * The spec's low-level API (`ServiceInterface.API`): `request`, and `emit`/`on`/`off` over the one
 * event name `"event"`.
 */
export interface LowLevelApi {
  /**
   * Sends a `SVC_REQUEST` and resolves the `SVC_RESPONSE`, whatever its `status` (check
   * `response.status`); `callback`, when given, is called with it too (its errors go to `errorLogger`). Rejects only on local failures
   * (timeout, abort, disposal, configuration).
   */
  request<Res = OpenRecord>(
    type: string,
    body?: object,
    callback?: (response: ServiceResponse<string, Res>) => unknown,
  ): Promise<ServiceResponse<string, Res>>;
  /** Sends the event `params` (`{ type, body }`); `eventName` must be `"event"`. */
  emit(eventName: "event", params: LowLevelEvent): void;
  /** Calls `fn` with every event from the host; returns a function that stops it. */
  on(eventName: "event", fn: LowLevelEventHandler): Unsubscribe;
  /** Stops every subscription of `fn` made with {@link LowLevelApi.on}. */
  off(eventName: "event", fn: LowLevelEventHandler): void;
}

/**
 * Wraps a bridge in the spec's low-level API. Subscriptions go through the bridge, so its
 * `dispose()` removes them too.
 *
 * @example
 * ```ts
 * const api = createLowLevelApi(createBridge());
 * api.on("event", (event) => console.log(event.type, event.body));
 * const response = await api.request("ui_app_loaded", undefined, (r) => console.log(r.response.status));
 * ```
 */
export function createLowLevelApi(bridge: Bridge<Casing>): LowLevelApi {
  const subscriptions = new Map<LowLevelEventHandler, Unsubscribe[]>();
  const check = (eventName: string) => {
    if (eventName !== LOW_LEVEL_EVENT_NAME)
      throw new HostBridgeError(
        "INVALID_PAYLOAD",
        `the low-level API has one event name, "event", not ${JSON.stringify(eventName)}`,
      );
  };
  return {
    request: <Res>(
      type: string,
      body?: object,
      callback?: (response: ServiceResponse<string, Res>) => unknown,
    ) =>
      bridge
        .request(type, body)
        .catch((error: unknown) => {
          if (isHostBridgeError(error, "HOST_ERROR")) return error.response;
          throw error;
        })
        .then((response) => {
          // A throwing callback must not turn a delivered response into a failure: it is reported.
          try {
            Promise.resolve(callback?.(response as never)).catch(bridge.reportError);
          } catch (error) {
            bridge.reportError(error);
          }
          return response as ServiceResponse<string, Res>;
        }),
    emit(eventName, params) {
      check(eventName);
      bridge.emit(params.type, params.body);
    },
    on(eventName, fn) {
      check(eventName);
      const off = bridge.onEvent("*", (body, event) =>
        fn(body === undefined ? { type: event.type } : { type: event.type, body }),
      );
      subscriptions.set(fn, [...(subscriptions.get(fn) ?? []), off]);
      return off;
    },
    off(eventName, fn) {
      check(eventName);
      subscriptions.get(fn)?.forEach((off) => off());
      subscriptions.delete(fn);
    },
  };
}

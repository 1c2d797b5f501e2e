import type { Bridge, Casing, RequestOptions } from "@hostbridge/transport";

/** Sends one high-level operation the way `useHostApi()`'s methods do. */
type Send = (type: string, payload?: unknown, options?: RequestOptions) => Promise<unknown>;

/**
 * `subscribe()` and `unsubscribe()` of `useHostApi()`, consistent with the bridge: on the platform
 * wire the bridge sends `subscribe` by itself when it starts speaking it (that wire's hosts push
 * events only to subscribed apps), so `subscribe()` sends nothing more there unless `unsubscribe()`
 * has been called since; on the envelope wire both go to the host as asked.
 */
export function subscriptionMethods(
  bridge: Bridge<Casing>,
  send: Send,
): Record<
  "subscribe" | "unsubscribe",
  (payload?: undefined, options?: RequestOptions) => Promise<void>
> {
  let unsubscribed = false;
  return {
    subscribe: (_payload, options) =>
      bridge.resolveWire().then(async (wire) => {
        if (wire === "platform" && !unsubscribed) return;
        await send("subscribe", undefined, options);
        unsubscribed = false;
      }),
    unsubscribe: async (_payload, options) => {
      await send("unsubscribe", undefined, options);
      unsubscribed = true;
    },
  };
}

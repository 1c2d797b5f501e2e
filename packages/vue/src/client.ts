// The one client an app shares: one bridge, the environment's typed API, the high-level API, and
// one bridge listener per pushed message type or event key however many components listen. It
// keeps the last payload of each, and listens to `ui_app_set_data` from its start, so a component
// mounted later still sees the start data.
import { createBridge, detectLocation, useAdmin, useDsr, useHostApi, useUi } from "@hostbridge/sdk";
import type {
  ApiForLocation,
  Bridge,
  Casing,
  HostApi,
  JsApiLocation,
  Unsubscribe,
  UseApiOptions,
} from "@hostbridge/sdk";

/** Options of `createHostBridge()`: those of `useApi()` (`hostOrigin`, `transport`, `location`, `casing`, ...). */
export type HostBridgeOptions<C extends Casing = "snake"> = UseApiOptions<C>;

/** What listens through the client: a pushed message of the app's environment, or a host event. */
type Channel = `message:${string}` | `event:${string}`;

/** The client `createHostBridge()` provides to every component of one app. */
export interface HostBridgeClient<C extends Casing = "snake"> {
  /** The environment the app runs in (the `location` option, else detected as `useApi()` does). */
  readonly location: JsApiLocation;
  /** The one bridge of the app (its `listenerCount` and `pendingCount` help find leaks). */
  readonly bridge: Bridge<C>;
  /** The typed API of the environment: `UiApi` in `ui`, `AdminApi`, `DsrApi`, `HostApi` in `impact`. */
  readonly api: ApiForLocation<JsApiLocation, C>;
  /** The high-level API (events, `getEnv()` in `ui` and `impact`), on the same bridge. */
  readonly host: HostApi<C>;
  /**
   * Calls `handler` with every payload of `channel` (`message:<type>` or `event:<key>`); one
   * bridge listener per channel, removed when its last handler goes (start data excepted).
   */
  listen(channel: Channel, handler: (payload: unknown) => void): Unsubscribe;
  /** The last payload `channel` delivered, if any (`message:ui_app_set_data` is kept from the start). */
  last(channel: Channel): unknown;
  /** Removes every listener and disposes the bridge (unless it was given as `bridge`). */
  dispose(): void;
}

/**
 * Creates the client of one app. Nothing touches `window` here: the bridge is created from the
 * options (it attaches to the window only when first used), and the caller creates the client only
 * in a browser.
 */
export function createHostBridgeClient<C extends Casing = "snake">(
  options?: HostBridgeOptions<C>,
): HostBridgeClient<C>;
// (one implementation for every casing: the overload above states the caller's `C`)
export function createHostBridgeClient(
  options: UseApiOptions<Casing> = {},
): HostBridgeClient<Casing> {
  const { location: explicit, mode, bridge: given, ...rest } = options;
  const location = detectLocation(explicit);
  const bridge = given ?? createBridge(rest);
  const shared = { bridge, casing: rest.casing };
  const api =
    location === "ui"
      ? useUi(shared)
      : location === "admin"
        ? useAdmin(shared)
        : location === "dsr"
          ? useDsr(shared)
          : undefined;
  let host: HostApi<Casing> | undefined;
  const getHost = () => (host ??= useHostApi({ ...shared, mode }));
  const channels = new Map<Channel, { handlers: Set<(p: unknown) => void>; off: Unsubscribe }>();
  const lastSeen = new Map<Channel, unknown>();
  const open = (channel: Channel) => {
    const handlers = new Set<(p: unknown) => void>();
    const deliver = (payload: unknown) => {
      lastSeen.set(channel, payload);
      for (const handler of [...handlers]) handler(payload);
    };
    const [kind, name] = channel.split(/:(.*)/s) as [string, string];
    const entry = {
      handlers,
      off:
        kind === "event"
          ? bridge.onEvent(name, deliver)
          : bridge.onMessage(location === "impact" ? "ui" : location, name, deliver),
    };
    channels.set(channel, entry);
    return entry;
  };
  // the start data is recorded from the start: its channel has a handler that never goes
  if (location === "ui") open("message:ui_app_set_data").handlers.add(() => {});

  return {
    location,
    bridge,
    api: api ?? getHost(),
    get host() {
      return getHost();
    },
    listen(channel, handler) {
      const entry = channels.get(channel) ?? open(channel);
      entry.handlers.add(handler);
      return () => {
        // (the first call only)
        if (!entry.handlers.delete(handler) || entry.handlers.size) return;
        channels.delete(channel);
        entry.off();
      };
    },
    last: (channel) => lastSeen.get(channel),
    dispose() {
      for (const entry of channels.values()) entry.off();
      channels.clear();
      // release this client's hold on the cached API instances, then the bridge it owns
      (api as { dispose(): void } | undefined)?.dispose();
      host?.dispose();
      if (!given) bridge.dispose();
    },
  };
}

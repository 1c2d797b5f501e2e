import {
  PEER_CONNECTIVITY_EVENT,
  PEER_CONNECTIVITY_HANDLER_MATCH_ALL,
} from "@hostbridge/protocol-types";
import type {
  PeerConnectivityAction,
  PeerConnectivityDispatchOptions,
  PeerConnectivityEventHandler,
  PeerConnectivityEventPayload,
} from "@hostbridge/protocol-types";
import {
  createInstanceCache,
  ERROR_CODES,
  HostBridgeError,
  perWireBridge,
} from "@hostbridge/transport";
import type { Bridge, BridgeOptions, Casing, Lifecycle } from "@hostbridge/transport";
import { createPeerConnectivityEvent } from "./event";

/**
 * Options of {@link registerPeerConnectivityHandler}: the bridge options (`hostOrigin`,
 * `errorLogger`, `logLevel`, `transport`, ...) or an existing `bridge`. Registrations and sends with
 * equal options share one bridge and one listener. When the app made an API instance on a per-wire
 * entry with equal options (`useUi(options)` of `@hostbridge/ui-api/platform`), that instance's
 * bridge, and so its wire, is used until the instance ends.
 */
export type PeerConnectivityOptions = BridgeOptions<Casing> & {
  /**
   * Use this bridge (for example `useUi().bridge`) instead of creating one; it is never disposed
   * here, only the listener added to it is removed.
   */
  bridge?: Bridge<Casing> | undefined;
};

/** Options of {@link sendPeerConnectivityEvent}: the spec's dispatch options plus the bridge options. */
export type SendPeerConnectivityEventOptions = PeerConnectivityDispatchOptions &
  PeerConnectivityOptions & {
    /** `metadata.source` of events that do not give one. Default `"app"`. */
    source?: string | undefined;
  };

/** Removes the handler it was returned for. Calling it again does nothing. */
export type UnregisterPeerConnectivityHandler = () => void;

interface Entry {
  actions: ReadonlySet<string> | undefined; // undefined: match-all
  handler: PeerConnectivityEventHandler;
  active: boolean;
}

// One link (a bridge and its one listener) per distinct options, in the instance cache the
// environment APIs use: equal options share it, each registration and the last send hold it, and
// the last release removes the listener and disposes a bridge made here. Options equal to a live
// per-wire instance's get that instance's bridge (never disposed here): when the instance ends, its
// bridge goes, and the next call with those options finds none and makes its own (or a newer one's).
interface PeerLink {
  bridge: Bridge<Casing>;
  life: Lifecycle;
  entries: Entry[];
  off: (() => void) | undefined;
}

const links = /* @__PURE__ */ createInstanceCache<PeerConnectivityOptions, PeerLink>(
  "peer connectivity",
  (_, bridge, life) => ({ bridge, life, entries: [], off: undefined }),
);
let sendLink: PeerLink | undefined;

function linkFor(options: PeerConnectivityOptions): PeerLink {
  // (a live per-wire instance's bridge, unless the options give one)
  const link = links.get({ bridge: perWireBridge(options), ...options });
  // (a bridge given by the app and disposed elsewhere: its link cannot send or receive)
  if (!link.bridge.disposed) return link;
  link.life.dispose();
  throw new HostBridgeError(
    ERROR_CODES.TRANSPORT_CLOSED,
    "the bridge given to peer connectivity was closed (disposed); pass a live bridge",
    { requestType: PEER_CONNECTIVITY_EVENT },
  );
}

function dispatch(link: PeerLink, body: unknown) {
  let event;
  try {
    event = createPeerConnectivityEvent(body as PeerConnectivityEventPayload, "unknown");
  } catch (error) {
    link.bridge.reportError(error);
    return;
  }
  const snapshot = link.entries.slice();
  const ordered = [
    ...snapshot.filter((e) => e.actions?.has(event.action)),
    ...snapshot.filter((e) => !e.actions),
  ];
  for (const entry of ordered) {
    if (!entry.active) continue;
    try {
      const result = entry.handler(event) as unknown as PromiseLike<unknown> | undefined;
      if (typeof result?.then === "function") result.then(undefined, link.bridge.reportError);
    } catch (error) {
      link.bridge.reportError(error);
    }
  }
}

/**
 * Calls `handler` with every peer connectivity event (an `SVC_EVENT` of type
 * `peer_connectivity_event`) whose `action` is `actionOrActions` (or one of them); the action `"*"`
 * (`PEER_CONNECTIVITY_HANDLER_MATCH_ALL`) receives every event. For one event, handlers registered
 * for its action run first, then match-all handlers, each group in registration order. A handler
 * that throws (or rejects) does not stop the others; its error goes to the `errorLogger`. Delivered
 * events always carry `version` and `metadata` (defaults filled in when the sender left them out).
 *
 * @returns the function that unregisters the handler; when the last handler of a bridge is
 * unregistered its listener is removed (and a bridge created here is disposed)
 * @throws HostBridgeError `INVALID_PAYLOAD` when the action or handler is not usable
 * @example
 * ```ts
 * const unregister = registerPeerConnectivityHandler(["canvas.open", "canvas.close"], (event) => {
 *   console.log(event.action, event.context?.canvasId, event.metadata.source);
 * });
 * // later
 * unregister();
 * ```
 */
export function registerPeerConnectivityHandler(
  actionOrActions: PeerConnectivityAction | readonly PeerConnectivityAction[],
  handler: PeerConnectivityEventHandler,
  options: PeerConnectivityOptions = {},
): UnregisterPeerConnectivityHandler {
  const list: readonly unknown[] = Array.isArray(actionOrActions)
    ? actionOrActions
    : [actionOrActions];
  if (
    !list.length ||
    list.some((a) => typeof a !== "string" || a === "") ||
    typeof handler !== "function"
  ) {
    throw new HostBridgeError(
      ERROR_CODES.INVALID_PAYLOAD,
      "registerPeerConnectivityHandler(actionOrActions, handler) needs an action string (or a non-empty list of " +
        `them; "*" matches every action) and a handler function, got ${JSON.stringify(actionOrActions)} and ${typeof handler}`,
      { requestType: PEER_CONNECTIVITY_EVENT },
    );
  }
  const link = linkFor(options);
  const entry: Entry = {
    actions: list.includes(PEER_CONNECTIVITY_HANDLER_MATCH_ALL)
      ? undefined
      : new Set(list as string[]),
    handler,
    active: true,
  };
  link.off ??= link.life.track(
    link.bridge.onEvent(PEER_CONNECTIVITY_EVENT, (body) => dispatch(link, body)),
  );
  link.entries.push(entry);
  return () => {
    if (!entry.active) return;
    entry.active = false;
    link.entries.splice(link.entries.indexOf(entry), 1);
    if (!link.entries.length) {
      link.off?.();
      link.off = undefined;
    }
    link.life.dispose();
  };
}

/**
 * Sends a peer connectivity event to the host (an `SVC_EVENT` of type `peer_connectivity_event`),
 * filling in `version` (1), `metadata.correlationId` (a new UUID), `metadata.source` (the `source`
 * option, default `"app"`) and `metadata.timestamp` (`Date.now()`) where the payload leaves them out.
 * When `isFeatureEnabled` is `false` (the organization's feature flag is off) nothing is sent.
 *
 * @returns whether the event was sent
 * @throws HostBridgeError `INVALID_PAYLOAD` without an `action`; the bridge's errors when the
 * message cannot be sent (for example `ORIGIN_NOT_CONFIGURED`)
 * @example
 * ```ts
 * const sent = sendPeerConnectivityEvent(
 *   { action: "file.open", context: { fileId: "f1" }, data: { page: 3 } },
 *   { isFeatureEnabled: env.launch_darkly?.peer_connectivity === true },
 * );
 * ```
 */
export function sendPeerConnectivityEvent(
  payload: PeerConnectivityEventPayload,
  options: SendPeerConnectivityEventOptions = {},
): boolean {
  const { isFeatureEnabled, source, ...bridgeOptions } = options;
  if (isFeatureEnabled === false) return false;
  const event = createPeerConnectivityEvent(payload, source);
  const link = linkFor(bridgeOptions);
  // the last send's link stays held (the next send reuses its bridge): release the one before
  sendLink?.life.dispose();
  sendLink = link;
  link.bridge.emit(PEER_CONNECTIVITY_EVENT, event);
  return true;
}

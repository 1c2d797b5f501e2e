// Peer connectivity as the client has it, over compat's high-level API: events go out as the
// high-level request `broadcast` once the host's mode is known to be IOS (other hosts get nothing),
// and handlers receive the `peer_connectivity_event` events of the host, frozen, with their defaults
// filled in.
import {
  PEER_CONNECTIVITY_EVENT,
  PEER_CONNECTIVITY_HANDLER_MATCH_ALL,
} from "@hostbridge/protocol-types";
import type {
  PeerConnectivityDispatchOptions,
  PeerConnectivityEvent,
  PeerConnectivityEventHandler,
  PeerConnectivityEventPayload,
} from "@hostbridge/protocol-types";
import { createId } from "@hostbridge/protocol-types/wire";
import { usePitcherApi } from "./highLevel";
import { notice } from "./notices";

const handlers = new Map<string, Set<PeerConnectivityEventHandler>>();
let stopListening: (() => void) | undefined;
let supported: Promise<boolean> | undefined;

/** `payload` with `version`, `metadata.correlationId`, `source`, `timestamp` and `extras` filled in. */
function normalized(payload: PeerConnectivityEventPayload, source: string): PeerConnectivityEvent {
  const metadata = payload.metadata ?? {};
  return {
    version: payload.version ?? 1,
    action: payload.action,
    context: payload.context,
    data: payload.data,
    metadata: {
      correlationId: metadata.correlationId ?? createId(),
      source: metadata.source ?? source,
      timestamp: metadata.timestamp ?? Date.now(),
      extras: { ...metadata.extras },
    },
  };
}

function dispatch(event: PeerConnectivityEvent): void {
  const frozen = Object.freeze(event);
  for (const key of [event.action, PEER_CONNECTIVITY_HANDLER_MATCH_ALL]) {
    for (const handler of handlers.get(key) ?? []) {
      try {
        handler(frozen);
      } catch {
        // one failing handler never stops the others (the client logs it to the console)
      }
    }
  }
}

function listen(): void {
  if (stopListening) return;
  const api = usePitcherApi();
  const listener = (body: unknown) => {
    if (body && typeof body === "object")
      dispatch(normalized(body as PeerConnectivityEventPayload, "native"));
  };
  api.on(PEER_CONNECTIVITY_EVENT, listener);
  stopListening = () => {
    api.off(PEER_CONNECTIVITY_EVENT, listener);
    stopListening = undefined;
  };
}

/**
 * Calls `handler` with each peer connectivity event of `actionOrActions` (`"*"`: every action).
 *
 * @returns the function that removes it
 * @example
 * ```ts
 * const off = registerPeerConnectivityHandler("canvas.open", (event) => console.log(event.context));
 * ```
 */
export function registerPeerConnectivityHandler(
  actionOrActions: string | string[],
  handler: PeerConnectivityEventHandler,
): () => void {
  const actions = Array.isArray(actionOrActions) ? actionOrActions : [actionOrActions];
  for (const action of actions) {
    const key = action || PEER_CONNECTIVITY_HANDLER_MATCH_ALL;
    handlers.set(key, (handlers.get(key) ?? new Set()).add(handler));
  }
  listen();
  return () => {
    for (const action of actions) {
      const set = handlers.get(action);
      set?.delete(handler);
      if (set?.size === 0) handlers.delete(action);
    }
    if (handlers.size === 0) stopListening?.();
  };
}

/**
 * Sends a peer connectivity event to the other devices of the session, as the client does: nothing
 * without an `action`, with `isFeatureEnabled: false`, or when the host is not iOS; failures are
 * swallowed. Resolves when done (rule `peer-connectivity-promise`: the modern one returns a boolean).
 *
 * @example
 * ```ts
 * await sendPeerConnectivityEvent({ action: "file.open", context: { fileId: "f1" } });
 * ```
 */
export async function sendPeerConnectivityEvent(
  payload: PeerConnectivityEventPayload,
  options?: PeerConnectivityDispatchOptions,
): Promise<void> {
  notice("peer-connectivity-promise", "sendPeerConnectivityEvent()");
  if (!payload?.action || options?.isFeatureEnabled === false) return;
  supported ??= usePitcherApi()
    .getEnv()
    .then((env) => env.mode === "IOS")
    .catch(() => false);
  if (!(await supported)) return;
  await usePitcherApi()
    .broadcast({ type: PEER_CONNECTIVITY_EVENT, body: normalized(payload, "web") })
    .catch(() => undefined);
}

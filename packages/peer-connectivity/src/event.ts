import { DEFAULT_PEER_CONNECTIVITY_VERSION } from "@hostbridge/protocol-types";
import type {
  PeerConnectivityEvent,
  PeerConnectivityEventPayload,
} from "@hostbridge/protocol-types";
import { ERROR_CODES, HostBridgeError } from "@hostbridge/transport";
import { createId } from "@hostbridge/protocol-types/wire";

/** `metadata.source` of events sent without one and without the `source` option. */
export const DEFAULT_PEER_CONNECTIVITY_SOURCE = "app";

/**
 * The event `sendPeerConnectivityEvent` sends for `payload`: `version` defaults to
 * `DEFAULT_PEER_CONNECTIVITY_VERSION` (1), `metadata.correlationId` to a new UUID,
 * `metadata.source` to `source` (default `"app"`), `metadata.timestamp` to `Date.now()`; values the
 * payload gives are kept, and so are `metadata.extras`, `context` and `data`. Pure: sends nothing.
 *
 * @throws HostBridgeError `INVALID_PAYLOAD` when `payload.action` is not a non-empty string
 * @example
 * ```ts
 * const event = createPeerConnectivityEvent({ action: "canvas.open", context: { canvasId: "c1" } });
 * event.version; // 1
 * event.metadata.correlationId; // "3b0f…"
 * ```
 */
export function createPeerConnectivityEvent(
  payload: PeerConnectivityEventPayload,
  source: string = DEFAULT_PEER_CONNECTIVITY_SOURCE,
): PeerConnectivityEvent {
  const action = (payload as Partial<PeerConnectivityEventPayload> | null)?.action;
  if (typeof action !== "string" || action === "") {
    throw new HostBridgeError(
      ERROR_CODES.INVALID_PAYLOAD,
      `a peer connectivity event needs an \`action\` string (such as "canvas.open"), got ${JSON.stringify(action)}; ` +
        "pass { action, context?, data?, metadata?, version? }",
      { requestType: "peer_connectivity_event" },
    );
  }
  const metadata = payload.metadata ?? {};
  return {
    ...payload,
    version: payload.version ?? DEFAULT_PEER_CONNECTIVITY_VERSION,
    metadata: {
      ...metadata,
      correlationId: metadata.correlationId ?? createId(),
      source: metadata.source ?? source,
      timestamp: metadata.timestamp ?? Date.now(),
    },
  };
}

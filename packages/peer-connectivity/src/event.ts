import { DEFAULT_PEER_CONNECTIVITY_VERSION } from "@hostbridge/protocol-types";
import type {
  PeerConnectivityEvent,
  PeerConnectivityEventPayload,
} from "@hostbridge/protocol-types";
import { ERROR_CODES, HostBridgeError } from "@hostbridge/transport";

/** `metadata.source` of events sent without one and without the `source` option. */
export const DEFAULT_PEER_CONNECTIVITY_SOURCE = "app";

/**
 * A new unique id: `crypto.randomUUID()` where available (secure contexts), otherwise a
 * version-4 UUID from `crypto.getRandomValues()`.
 */
function createId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === "function") return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => (x + 256).toString(16).slice(1)).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

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

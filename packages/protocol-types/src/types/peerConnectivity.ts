/** Peer connectivity records (events between peers of a session, carried by `peer_connectivity_event`). */
import type { PeerConnectivityAction } from "../constants";

/** Where the sender is; extra keys of unknown type are allowed. */
export type PeerConnectivityContext = {
  /** Canvas in view. */
  canvasId?: string;
  /** File in view. */
  fileId?: string;
  /** Route name. */
  routeName?: string;
  /** Route path. */
  routePath?: string;
  /** View id. */
  viewId?: string;
  /** View type. */
  viewType?: string;
  [key: string]: unknown;
};

/** Metadata of a delivered peer connectivity event. */
export type PeerConnectivityMetadata = {
  /** Correlates related events. */
  correlationId: string;
  /** Who sent the event. */
  source: string;
  /** When it was sent (milliseconds since the epoch). */
  timestamp: number;
  /** Extra metadata. */
  extras?: Record<string, unknown>;
};

/** A peer connectivity event as an app gives it to `sendPeerConnectivityEvent`. */
export type PeerConnectivityEventPayload = {
  /** The action: a named one or any other string. */
  action: PeerConnectivityAction;
  /** Where the sender is. */
  context?: PeerConnectivityContext;
  /** Data of the action. */
  data?: Record<string, unknown>;
  /** Metadata; missing fields are filled in when sending. */
  metadata?: Partial<PeerConnectivityMetadata>;
  /** Protocol version; default 1. */
  version?: number;
};

/** A peer connectivity event as delivered: `metadata` and `version` are always present. */
export type PeerConnectivityEvent = {
  /** The action: a named one or any other string. */
  action: PeerConnectivityAction;
  /** Where the sender is. */
  context?: PeerConnectivityContext;
  /** Data of the action. */
  data?: Record<string, unknown>;
  /** Metadata. */
  metadata: PeerConnectivityMetadata;
  /** Protocol version. */
  version: number;
};

/** Options of `sendPeerConnectivityEvent`. */
export type PeerConnectivityDispatchOptions = {
  /** The organization's feature flag; when `false`, nothing is sent. */
  isFeatureEnabled?: boolean;
};

/** Receives one peer connectivity event. */
export type PeerConnectivityEventHandler = (event: PeerConnectivityEvent) => void;

/** Schemas of the peer connectivity records. */
import * as z from "zod";
import { OpenRecordSchema } from "./primitives";

/** `PeerConnectivityContext`: known string fields, extra keys allowed. */
export const PeerConnectivityContextSchema = z.looseObject({
  canvasId: z.string().optional(),
  fileId: z.string().optional(),
  routeName: z.string().optional(),
  routePath: z.string().optional(),
  viewId: z.string().optional(),
  viewType: z.string().optional(),
});

/** `PeerConnectivityMetadata`. */
export const PeerConnectivityMetadataSchema = z.object({
  correlationId: z.string(),
  source: z.string(),
  timestamp: z.number(),
  extras: OpenRecordSchema.optional(),
});

/** `PeerConnectivityEventPayload`: what an app sends (metadata partial, version optional). */
export const PeerConnectivityEventPayloadSchema = z.object({
  action: z.string(),
  context: PeerConnectivityContextSchema.optional(),
  data: OpenRecordSchema.optional(),
  metadata: PeerConnectivityMetadataSchema.partial().optional(),
  version: z.number().optional(),
});

/** `PeerConnectivityEvent`: what is delivered (metadata and version required). */
export const PeerConnectivityEventSchema = z.object({
  action: z.string(),
  context: PeerConnectivityContextSchema.optional(),
  data: OpenRecordSchema.optional(),
  metadata: PeerConnectivityMetadataSchema,
  version: z.number(),
});

/** `PeerConnectivityDispatchOptions`. */
export const PeerConnectivityDispatchOptionsSchema = z.object({
  isFeatureEnabled: z.boolean().optional(),
});

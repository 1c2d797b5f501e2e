/** Schemas of the platform's session, user and shell operations (see types/platformSession.ts). */
import * as z from "zod";
import { ServiceEventSchema } from "./eventsSchemas";
import { OpenRecordSchema } from "./primitives";

/** `Language`: `[code, name]`. */
export const LanguageSchema = z.tuple([z.string(), z.string()]);

/** `UpdateMyUserPayload`. */
export const UpdateMyUserPayloadSchema = z.object({ language: z.string().optional() });

/** `GetUsersPayload`. */
export const GetUsersPayloadSchema = z.object({
  search: z.string().optional(),
  filters: OpenRecordSchema.optional(),
});

/** `RefreshServiceTokenPayload`. */
export const RefreshServiceTokenPayloadSchema = z.object({ provider: z.string().optional() });

/** `RefreshServiceTokenResponse`. */
export const RefreshServiceTokenResponseSchema = z.looseObject({ access_token: z.string() });

/** `OpenWebViewAlwaysOnTop`. */
export const OpenWebViewAlwaysOnTopSchema = z.object({
  url: z.string().min(1),
  modal_settings: z.object({
    width: z.number(),
    height: z.number(),
    x: z.number(),
    y: z.number(),
  }),
});

/** `ToastPayload`. */
export const ToastPayloadSchema = z.object({ type: z.string(), message: z.string() });

/** `TrackPayload`. */
export const TrackPayloadSchema = z.object({ event_name: z.string().min(1), payload: z.unknown() });

/** `BroadcastPayload`: a `ServiceEvent` (`{ type, body }`, the body checked against the event's schema). */
export const BroadcastPayloadSchema = ServiceEventSchema;

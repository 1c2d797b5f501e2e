/** Schemas of the event payload records. */
import * as z from "zod";
import { ANALYTICS_TYPES } from "../constants";
import { OpenRecordSchema } from "./primitives";
import { CanvasSchema } from "./recordsSchemas";

/** `"true"` or `"false"`. */
export const EditModeFlagSchema = z.enum(["true", "false"]);

/** `AnalyticsCapturedEvent`. */
export const AnalyticsCapturedEventSchema = z.object({
  type: z.enum(ANALYTICS_TYPES),
  payload: z.unknown(),
});

/** `CanvasCloseRequestedEvent`. */
export const CanvasCloseRequestedEventSchema = z.object({ canvas_id: z.string().optional() });

/** `CanvasClosedEvent`. */
export const CanvasClosedEventSchema = z.object({ body: z.object({ canvas_id: z.string() }) });

/** `CanvasNavigationButtonClickedEvent`. */
export const CanvasNavigationButtonClickedEventSchema = z.object({
  body: z.object({ canvas_id: z.string().optional(), current_page_index: z.number() }),
});

/** `CanvasOpenRequestedEvent`. */
export const CanvasOpenRequestedEventSchema = z.object({ canvas_id: z.string().optional() });

/** `CanvasOpenedEvent`. */
export const CanvasOpenedEventSchema = z.object({ body: z.object({ canvas_id: z.string() }) });

/** `CanvasPageNavigationRequestedEvent`. */
export const CanvasPageNavigationRequestedEventSchema = z.object({
  canvas_id: z.string().optional(),
  current_page_index: z.number().optional(),
});

/** `CanvasUpdatedSuccessEvent`: part of a canvas record. */
export const CanvasUpdatedSuccessEventSchema = CanvasSchema.partial();

/** `CreateAndOpenCanvasEvent`. */
export const CreateAndOpenCanvasEventSchema = z.object({ account_id: z.string().optional() });

/** `FavoritesChangedEvent`. */
export const FavoritesChangedEventSchema = z.object({ body: OpenRecordSchema });

/** `FileViewEvent`. */
export const FileViewEventSchema = z.object({
  file_id: z.string().optional(),
  view_id: z.string().optional(),
});

/** `FileUploadProgressEvent`. */
export const FileUploadProgressEventSchema = z.object({
  progress: z.number(),
  upload_uid: z.string(),
});

/** `FileDownloadEvent`. */
export const FileDownloadEventSchema = z.object({ body: z.string() });

/** `GlobalPhotoCapturedEvent`. */
export const GlobalPhotoCapturedEventSchema = z.object({
  section_id: z.string().optional(),
  url: z.string(),
});

/** `ItemShareboxAddCompletedEvent`. */
export const ItemShareboxAddCompletedEventSchema = z.object({
  error: z.string().optional(),
  is_in_sharebox: z.boolean(),
  item_id: z.string(),
  success: z.boolean(),
});

/** `ItemShareboxItemEvent`. */
export const ItemShareboxItemEventSchema = z.object({ item_id: z.string() });

/** `ItemShareboxStatusUpdatedEvent`. */
export const ItemShareboxStatusUpdatedEventSchema = z.object({
  is_in_sharebox: z.boolean(),
  item_id: z.string(),
});

/** `NonFilesSyncFinishedEvent`. */
export const NonFilesSyncFinishedEventSchema = z.object({ user_triggered: z.boolean() });

/** `OpenCanvasEvent`. */
export const OpenCanvasEventSchema = z.object({
  account_id: z.string().optional(),
  account_name: z.string().optional(),
  canvas_id: z.string().optional(),
  edit_mode: EditModeFlagSchema.optional(),
});

/** `RouteChangedEvent`. */
export const RouteChangedEventSchema = z.object({ route_name: z.string(), route_path: z.string() });

/** `RouteChangedBodyEvent`. */
export const RouteChangedBodyEventSchema = z.object({ body: RouteChangedEventSchema });

/** `StartCallAccount`. */
export const StartCallAccountSchema = z.object({ id: z.string(), name: z.string() });

/** `StartCallEvent`. */
export const StartCallEventSchema = z.object({
  account: StartCallAccountSchema.optional(),
  canvas_id: z.string().optional(),
  contact_ids: z.array(z.string()).optional(),
  edit_mode: EditModeFlagSchema.optional(),
  post_action: z.string().optional(),
  post_action_path: z.string().optional(),
});

/** `SyncBadgeValueReportedEvent`. */
export const SyncBadgeValueReportedEventSchema = z.object({ count: z.number() });

/** `SyncBoxResolveErrorTappedEvent`. */
export const SyncBoxResolveErrorTappedEventSchema = z.object({
  id: z.string(),
  last_error: z.string(),
  table_name: z.string(),
});

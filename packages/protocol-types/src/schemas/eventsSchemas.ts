/** The event schema map (event key -> payload schema) and the ServiceEvent schema. */
import * as z from "zod";
import { EVENT_KEYS } from "../constants";
import type { ServiceEvent } from "../types/events";
import {
  AnalyticsCapturedEventSchema,
  CanvasClosedEventSchema,
  CanvasCloseRequestedEventSchema,
  CanvasNavigationButtonClickedEventSchema,
  CanvasOpenedEventSchema,
  CanvasOpenRequestedEventSchema,
  CanvasPageNavigationRequestedEventSchema,
  CanvasUpdatedSuccessEventSchema,
  CreateAndOpenCanvasEventSchema,
  FavoritesChangedEventSchema,
  FileDownloadEventSchema,
  FileUploadProgressEventSchema,
  FileViewEventSchema,
  GlobalPhotoCapturedEventSchema,
  ItemShareboxAddCompletedEventSchema,
  ItemShareboxItemEventSchema,
  ItemShareboxStatusUpdatedEventSchema,
  NonFilesSyncFinishedEventSchema,
  OpenCanvasEventSchema,
  RouteChangedBodyEventSchema,
  RouteChangedEventSchema,
  StartCallEventSchema,
  SyncBadgeValueReportedEventSchema,
  SyncBoxResolveErrorTappedEventSchema,
} from "./eventPayloadsSchemas";
import { ServiceEnvSchema } from "./envSchemas";
import { UpdateLocationPitcherEventSchema } from "./locationSchemas";
import { PeerConnectivityEventSchema } from "./peerConnectivitySchemas";
import { AppLifecycleEventSchema, OpenFolderRequestedEventSchema } from "./platformEventsSchemas";
import { NoEventPayloadSchema, OpenRecordSchema } from "./primitives";
import { FileSchema } from "./recordsSchemas";

/** Payload schema of every event key (`EventMap`); events without a payload accept none or `{}`. */
export const EVENT_SCHEMAS = {
  analytics_captured: AnalyticsCapturedEventSchema,
  app_backgrounded: AppLifecycleEventSchema,
  app_foregrounded: AppLifecycleEventSchema,
  canvas_close_requested: CanvasCloseRequestedEventSchema,
  canvas_closed: CanvasClosedEventSchema,
  canvas_next_button_clicked: CanvasNavigationButtonClickedEventSchema,
  canvas_open_requested: CanvasOpenRequestedEventSchema,
  canvas_opened: CanvasOpenedEventSchema,
  canvas_page_next_requested: CanvasPageNavigationRequestedEventSchema,
  canvas_page_previous_requested: CanvasPageNavigationRequestedEventSchema,
  canvas_previous_button_clicked: CanvasNavigationButtonClickedEventSchema,
  canvas_updated: OpenRecordSchema,
  canvas_updated_success: CanvasUpdatedSuccessEventSchema,
  content_list_refresh_requested: NoEventPayloadSchema,
  create_and_open_canvas: CreateAndOpenCanvasEventSchema,
  entered_fullscreen: NoEventPayloadSchema,
  env_changed: ServiceEnvSchema,
  exited_fullscreen: NoEventPayloadSchema,
  "favorites:changed": FavoritesChangedEventSchema,
  file_closed: FileViewEventSchema,
  file_downloaded: FileSchema,
  file_opened: FileViewEventSchema,
  file_upload_progress: FileUploadProgressEventSchema,
  "file:download": FileDownloadEventSchema,
  global_photo_captured: GlobalPhotoCapturedEventSchema,
  item_sharebox_add_completed: ItemShareboxAddCompletedEventSchema,
  item_sharebox_add_requested: ItemShareboxItemEventSchema,
  item_sharebox_status_requested: ItemShareboxItemEventSchema,
  item_sharebox_status_updated: ItemShareboxStatusUpdatedEventSchema,
  network_connection_established: NoEventPayloadSchema,
  network_connection_lost: NoEventPayloadSchema,
  non_files_sync_finished: NonFilesSyncFinishedEventSchema,
  open_canvas: OpenCanvasEventSchema,
  open_folder_requested: OpenFolderRequestedEventSchema,
  peer_connectivity_event: PeerConnectivityEventSchema,
  photos_captured: NoEventPayloadSchema,
  route_change_requested: RouteChangedEventSchema,
  route_changed: RouteChangedBodyEventSchema,
  start_call: StartCallEventSchema,
  submit_postcall_clicked: NoEventPayloadSchema,
  sync_badge_value_reported: SyncBadgeValueReportedEventSchema,
  sync_box_resolve_error_tapped: SyncBoxResolveErrorTappedEventSchema,
  "ui:hide-modal": NoEventPayloadSchema,
  "ui:show-modal": NoEventPayloadSchema,
  update_location: UpdateLocationPitcherEventSchema,
} as const satisfies { readonly [K in (typeof EVENT_KEYS)[number]]: z.ZodType };

type ServiceEventVariant = z.ZodObject<{ type: z.ZodLiteral<string>; body: z.ZodType }>;

const serviceEventVariants = EVENT_KEYS.map((key) => {
  const body: z.ZodType = EVENT_SCHEMAS[key];
  // An event without a payload has no `body` key at all.
  return z.object({
    type: z.literal(key),
    body: body === NoEventPayloadSchema ? body.optional() : body,
  });
}) as unknown as [ServiceEventVariant, ...ServiceEventVariant[]];

/**
 * `ServiceEvent`: `{ type, body }` where `body` must match the payload schema of `type` (the event
 * carried by the low-level API's `event` name and by `SVC_EVENT` envelopes).
 */
export const ServiceEventSchema: z.ZodType<ServiceEvent, ServiceEvent> = z.discriminatedUnion(
  "type",
  serviceEventVariants,
) as unknown as z.ZodType<ServiceEvent, ServiceEvent>;
